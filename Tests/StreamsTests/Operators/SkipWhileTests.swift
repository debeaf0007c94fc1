import Streams
import StreamsTest
import XCTest

final class SkipWhileTests: LeakCheckingTestCase {
    /// The source of the doc comments' diagrams, ten ticks per frame.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.ticksPerFrame = 10
        return scheduler.createHotObservable("--1--2--3--1--|", values: digitMarbles)
    }

    func testSkipWhileDocDiagramPassesEverythingAfterTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertMarbles(result, "--------3--1--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------!"])
    }

    func testSkipWhilePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertMarbles(result, "--#", error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testSkipWhileThrowingPredicateEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            xs.skip(while: { element in
                if element == 2 { throw FilteringError.thrown }
                return true
            })
        }
        XCTAssertMarbles(result, "-----#", error: FilteringError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testSkipWhileStopsCallingThePredicateOnceOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var calls = 0
        let result = scheduler.start {
            xs.skip(while: {
                calls += 1
                return $0 < 3
            })
        }
        XCTAssertMarbles(result, "--------3--1--|", values: digitMarbles)
        XCTAssertEqual(calls, 3)
    }

    func testSkipWhileDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 290) { xs.skip(while: { $0 < 3 }) }
        XCTAssertMarbles(result, "--------3", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------!"])
    }

    func testSkipWhileResubscriptionSkipsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 5), .completed(30)])
        let observers = filteringSubscribeRepeatedly(xs.skip(while: { $0 < 3 }), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(220, 5), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(320, 5), .completed(330)])
    }
}
