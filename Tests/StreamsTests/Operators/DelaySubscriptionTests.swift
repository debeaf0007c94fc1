import Streams
import StreamsTest
import XCTest

private enum DelaySubscriptionFailure: Error { case boom }

final class DelaySubscriptionTests: LeakCheckingTestCase {
    func testDelaySubscriptionSubscribesAfterTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDelaySubscriptionPassesAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, DelaySubscriptionFailure.boom)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, DelaySubscriptionFailure.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDelaySubscriptionDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, DelaySubscriptionFailure.boom)])
        let res = scheduler.start(disposed: 291) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 291)])
    }

    func testDelaySubscriptionDisposedBeforeTheDelayNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDelaySubscriptionResubscriptionDelaysEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let delayed = xs.delaySubscription(.seconds(30), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = delayed.subscribe(first) }
        scheduler.scheduleAt(210) { _ = delayed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(235, 1), .completed(240)])
        XCTAssertEqual(second.events, [.next(245, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240), Subscription(240, 250)])
    }

    /// The doc comment's diagram: a cold `-1-2-|` subscribed 3 ticks late is `----1-2-|`.
    func testDelaySubscriptionDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, 1), .next(3, 2), .completed(5)])
        let res = scheduler.start { xs.delaySubscription(.seconds(3), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(204, 1), .next(206, 2), .completed(208)])
        XCTAssertEqual(xs.subscriptions, [Subscription(203, 208)])
    }
}
