import Streams
import StreamsTest
import XCTest

final class SingleAsyncTests: LeakCheckingTestCase {
    private func assertError(
        _ events: [Recorded<Event<Int>>], _ expected: RxError, at time: TestTime, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let last = events.last, last.time == time, case .error(let error as RxError) = last.value,
            "\(error)" == "\(expected)"
        else {
            return XCTFail("expected \(expected) at \(time), got \(events)", file: file, line: line)
        }
    }

    func testSingleDocDiagramPassesTheOnlyElement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1-----|", values: digitMarbles)
        let result = scheduler.start { xs.single() }
        XCTAssertMarbles(result, "--1-----|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------!"])
    }

    func testSingleOfAnEmptySourceFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let result = scheduler.start { xs.single() }
        XCTAssertEqual(result.events.count, 1)
        assertError(result.events, .noElements, at: 220)
    }

    func testSingleFailsAtTheSecondElementWithMoreThanOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--|", values: digitMarbles)
        let result = scheduler.start { xs.single() }
        XCTAssertEqual(result.events.count, 2)
        XCTAssertEqual(result.events.first, .next(220, 1))
        assertError(result.events, .moreThanOneElement, at: 250)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testSinglePredicateDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--3--|", values: digitMarbles)
        let result = scheduler.start { xs.single { $0 == 2 } }
        XCTAssertMarbles(result, "-----2-----|", values: digitMarbles)
    }

    func testSinglePredicateWithTwoMatchesFails() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--3--|", values: digitMarbles)
        let result = scheduler.start { xs.single { $0 > 1 } }
        XCTAssertEqual(result.events.first, .next(250, 2))
        assertError(result.events, .moreThanOneElement, at: 280)
    }

    func testSinglePredicateWithoutMatchFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--------|", values: digitMarbles)
        let result = scheduler.start { xs.single { $0 > 5 } }
        XCTAssertEqual(result.events.count, 1)
        assertError(result.events, .noElements, at: 310)
    }

    func testSinglePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.single() }
        XCTAssertMarbles(result, "--1--#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testSingleThrowingPredicateEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--|", values: digitMarbles)
        let result = scheduler.start {
            xs.single { element in
                if element == 2 { throw FilteringError.thrown }
                return true
            }
        }
        XCTAssertMarbles(result, "--1--#", values: digitMarbles, error: FilteringError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testSingleDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1-------|", values: digitMarbles)
        let result = scheduler.start(disposed: 250) { xs.single() }
        XCTAssertMarbles(result, "--1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testSingleResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observers = filteringSubscribeRepeatedly(xs.single(), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .completed(320)])
    }
}
