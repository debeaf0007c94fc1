import Streams
import StreamsTest
import XCTest

private enum TimeoutFailure: Error { case boom }

final class TimeoutTests: LeakCheckingTestCase {
    func testTimeoutPassesElementsThatArriveInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testTimeoutElementArrivingExactlyAtTheDeadlineWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTimeoutFailsWithRxErrorTimeoutWhenTheGapIsTooLong() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testTimeoutPassesCompletionAndUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let completing = scheduler.createHotObservable("0----^---------|", values: digitMarbles)
        let failing = scheduler.createHotObservable(
            "0----^---------#", values: digitMarbles, error: TimeoutFailure.boom)
        let completed = scheduler.start { completing.timeout(.seconds(200), scheduler: scheduler) }
        XCTAssertMarbles(completed, "----------|")
        XCTAssertEqual(completing.subscriptionMarbles, ["^---------!"])
        let scheduler2 = TestScheduler(initialClock: 0)
        let failing2 = scheduler2.createHotObservable(
            "0----^---------#", values: digitMarbles, error: TimeoutFailure.boom)
        let failed = scheduler2.start { failing2.timeout(.seconds(200), scheduler: scheduler2) }
        XCTAssertMarbles(failed, "----------#", error: TimeoutFailure.boom)
        XCTAssertEqual(failing2.subscriptionMarbles, ["^---------!"])
        XCTAssertEqual(failing.subscriptionMarbles, [])
    }

    func testTimeoutSwitchesToOtherWhenTheFirstElementIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    func testTimeoutSwitchesToOtherAfterSomeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(
            res.events, [.next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(ys.subscriptions, [Subscription(410, 730)])
    }

    func testTimeoutOtherErrorReachesTheSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 3)])
        let ys = scheduler.createColdObservable([.next(10, -1), .error(20, TimeoutFailure.boom)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 3), .next(350, -1), .error(360, TimeoutFailure.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
        XCTAssertEqual(ys.subscriptions, [Subscription(340, 360)])
    }

    func testTimeoutDisposedMidStreamStopsTheSourceAndTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
            .next(420, 8), .next(470, 9), .completed(600),
        ])
        let res = scheduler.start(disposed: 370) { xs.timeout(.seconds(40), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testTimeoutResubscriptionStartsANewTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let timed = xs.timeout(.seconds(20), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = timed.subscribe(first) }
        scheduler.scheduleAt(400) { _ = timed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(230, RxError.timeout)])
        XCTAssertEqual(second.events, [.next(410, 1), .error(430, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }

    /// The doc comment's diagrams.
    func testTimeoutDiagram() {
        // The diagrams of `timeout`'s doc comments.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2---------3--", values: digitMarbles)
        let res = scheduler.start { xs.timeout(.seconds(4), scheduler: scheduler) }
        XCTAssertMarbles(res, "--1--2---#", values: digitMarbles, error: RxError.timeout)

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable("--1--2---------3--", values: digitMarbles)
        let other = scheduler2.createColdObservable("-a-b-|")
        let res2 = scheduler2.start { xs2.map { "\($0)" }.timeout(.seconds(4), other: other, scheduler: scheduler2) }
        XCTAssertMarbles(res2, "--1--2----a-b-|")
    }
}
