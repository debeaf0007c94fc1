import Streams
import StreamsTest
import XCTest

final class ElementAtTests: LeakCheckingTestCase {
    func testElementAtDocDiagram() {
        // --a--b--c--|  → -----(b|)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "a"), .next(250, "b"), .next(280, "c"), .completed(310)])
        let result = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(result.events, [.next(250, "b"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testElementAtZeroIsTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.element(at: 0) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(210)])
    }

    func testElementAtBeyondTheEndFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(result.events.count, 1)
        XCTAssertEqual(result.events.first?.time, 230)
        guard case .error(RxError.argumentOutOfRange)? = result.events.first?.value else {
            return XCTFail("expected argumentOutOfRange, got \(result.events)")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementAtPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let result = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(result.events, [.error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testElementAtDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 230) { xs.element(at: 1) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
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
