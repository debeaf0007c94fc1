import Streams
import StreamsTest
import XCTest

final class ElementAtTests: LeakCheckingTestCase {
    func testElementAtDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--a--b--c--|")
        let result = scheduler.start { xs.element(at: 1) }
        XCTAssertMarbles(result, "-----(b|)")
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testElementAtZeroIsTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("0----^12|", values: digitMarbles)
        let result = scheduler.start { xs.element(at: 0) }
        XCTAssertMarbles(result, "-(1|)", values: digitMarbles)
    }

    func testElementAtBeyondTheEndFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-12|", values: digitMarbles)
        let result = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(result.events.count, 1)
        XCTAssertEqual(result.events.first?.time, 230)
        guard case .error(RxError.argumentOutOfRange)? = result.events.first?.value else {
            return XCTFail("expected argumentOutOfRange, got \(result.events)")
        }
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testElementAtPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.element(at: 3) }
        XCTAssertMarbles(result, "--#", error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testElementAtDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1--2", values: digitMarbles)
        let result = scheduler.start(disposed: 230) { xs.element(at: 1) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testElementAtResubscriptionCountsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observers = filteringSubscribeRepeatedly(xs.element(at: 1), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(320, 2), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }
}
