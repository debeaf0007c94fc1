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
        let xs = scheduler.createColdObservable([
            .next(50, 42), .next(60, 43), .error(70, DelaySubscriptionFailure.boom),
        ])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, DelaySubscriptionFailure.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    func testDelaySubscriptionDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(50, 42), .next(60, 43), .error(70, DelaySubscriptionFailure.boom),
        ])
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
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createColdObservable("-1|", values: digitMarbles)
        let delayed = xs.delaySubscription(.seconds(30), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = delayed.subscribe(first) }
        scheduler.scheduleAt(210) { _ = delayed.subscribe(second) }
        scheduler.start()
        XCTAssertMarbles(first, "-------1|", values: digitMarbles)
        XCTAssertMarbles(second, "---------1|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["------^-!", "--------^-!"])
    }

    /// The doc comment's diagram: a cold `-1-2-|` subscribed 3 ticks late is `----1-2-|`.
    func testDelaySubscriptionDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-1-2-|", values: digitMarbles)
        let res = scheduler.start { xs.delaySubscription(.seconds(3), scheduler: scheduler) }
        XCTAssertMarbles(res, "----1-2-|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["---^----!"])
    }
}
