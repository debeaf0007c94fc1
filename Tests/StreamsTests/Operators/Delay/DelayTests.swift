import Foundation
import Streams
import StreamsTest
import XCTest

private enum DelayFailure: Error { case boom }

final class DelayTests: LeakCheckingTestCase {
    func testDelayShiftsElementsAndCompletionKeepingTheirSpacing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayLongerThanTheGapsStillKeepsTheSpacing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayOfAnEmptySequenceDelaysTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("1----^----|", values: digitMarbles)
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertMarbles(res, "--------------------|")
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testDelayPassesAnUpstreamErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("1----^----#", values: digitMarbles, error: DelayFailure.boom)
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----#", error: DelayFailure.boom)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testDelayErrorDropsTheElementsStillWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, DelayFailure.boom),
        ])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, DelayFailure.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelayErrorAfterEveryElementWasDeliveredEndsAtItsOwnTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, DelayFailure.boom),
        ])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, DelayFailure.boom)])
    }

    func testDelayDisposedMidStreamCancelsPendingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(350, 3), .next(450, 4), .completed(550)])
        let res = scheduler.start(disposed: 420) { xs.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(350, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 420)])
    }

    func testDelayResubscriptionDelaysEachSubscriptionIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let delayed = xs.delay(.seconds(5), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = delayed.subscribe(first) }
        scheduler.scheduleAt(300) { _ = delayed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(215, 1), .completed(225)])
        XCTAssertEqual(second.events, [.next(315, 1), .completed(325)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testDelayElementsArrivingInOneTickAreDeliveredATickApart() {
        // The first of a burst is due at arrival + dueTime; each next one is scheduled after
        // the previous delivery, and "now" on a TestScheduler means the next tick.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("----------(12|)", values: digitMarbles)
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertMarbles(res, "--------------------12|", values: digitMarbles)
    }

    /// The doc comment's diagram: `--1--2--3--|` delayed by 2 is `----1--2--3--|`.
    func testDelayDiagram() {
        // The diagrams of `delay`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--|", values: digitMarbles)
        let res = scheduler.start { xs.delay(.seconds(2), scheduler: scheduler) }
        XCTAssertMarbles(res, "----1--2--3--|", values: digitMarbles)

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable("--1--2-#", values: digitMarbles, error: DelayFailure.boom)
        let dropped = failing.start { ys.delay(.seconds(2), scheduler: failing) }
        XCTAssertMarbles(dropped, "----1--#", values: digitMarbles, error: DelayFailure.boom)
    }

    func testDelayOnADispatchSchedulerDeliversEverythingInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "delay-test")
        let done = expectation(description: "completed")
        let received = LockedArray()
        let subscription = Observable.from([1, 2, 3]).delay(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.values, [1, 2, 3])
    }

    // MARK: A TestScheduler whose tick is not a second (RxSwift 6.10's ticks, recorded with it)

    func testDelayRoundsTheTimeLeftToWholeUnitsOfTheDelayAsRxSwiftDoes() {
        // A tick is 0.1 s. The element at 215 waits behind the one at 210, delivered at 220; what
        // is left of its 1 s delay, 0.5 s, is rounded to whole seconds (1 s): 230, not 225 —
        // as `throttle` rounds.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(216)])
        let res = scheduler.start { xs.delay(.seconds(1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 216)])
    }

    func testDelayInMillisecondsRoundsTheTimeLeftToWholeMilliseconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.3)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(216, 3), .next(233, 4), .next(251, 5), .completed(262),
        ])
        let res = scheduler.start { xs.delay(.milliseconds(1050), scheduler: scheduler) }
        XCTAssertEqual(
            res.events, [.next(213, 1), .next(218, 2), .next(220, 3), .next(236, 4), .next(254, 5), .completed(265)])
    }
}

/// An array appended to from any thread.
private final class LockedArray: @unchecked Sendable {
    // @unchecked Sendable: `items` is only touched under `lock`.
    private let lock = NSLock()
    private var items: [Int] = []

    func append(_ value: Int) {
        lock.lock()
        defer { lock.unlock() }
        items.append(value)
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
