import Foundation
import Streams
import StreamsTest
import XCTest

final class ThrottleTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>? = .completed(500)) -> TestableObservable<
        Int
    > {
        var events: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    private func docSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        // The source of `throttle`'s doc comment, ten ticks per frame: dueTime is 5 frames.
        scheduler.ticksPerFrame = 10
        return scheduler.createHotObservable("--1-2-3-------4-5-|", values: digitMarbles)
    }

    func testThrottleLatestDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = docSource(scheduler)
        let result = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(result, "--1----3------4----(5|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-----------------!"])
    }

    func testThrottleNotLatestDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = docSource(scheduler)
        let result = scheduler.start { xs.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        XCTAssertMarbles(result, "--1-----------4---|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-----------------!"])
    }

    func testThrottleLatestSendsTheLastElementAtTheEndOfTheWindowAndCompletesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleLatestCompletesAtOnceWhenNothingIsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(900))
        let result = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    func testThrottleNotLatestDropsElementsInsideTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = source(scheduler)
        let result = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertMarbles(result, "-2-------------------6--------|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-----------------------------!"])
    }

    func testThrottleOfAnEmptySourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let result = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(500)])
    }

    func testThrottlePassesUpstreamErrorAndDropsThePendingElement() {
        for latest in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
                .error(410, FilteringError.upstream), .next(450, 7), .completed(500),
            ])
            let result = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
            XCTAssertEqual(result.events, [.next(210, 2), .error(410, FilteringError.upstream)], "latest: \(latest)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)], "latest: \(latest)")
        }
    }

    func testThrottleDisposalMidStreamCancelsTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = source(scheduler, end: nil)
        let result = scheduler.start(disposed: 400) { xs.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertMarbles(result, "-2", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------------!"])
    }

    func testThrottleResubscriptionStartsWithAnOpenWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(100)])
        let observers = filteringSubscribeRepeatedly(
            xs.throttle(.seconds(50), scheduler: scheduler), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .next(460, 2), .completed(500)])
    }

    /// On a real scheduler the pending element and the completion still arrive after the window
    /// when the subscriber keeps no reference to the subscription.
    func testThrottleLatestOnARealSchedulerSendsThePendingElementAfterTheWindow() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let received = Locked<[Int]>([])
        let done = expectation(description: "completed")
        let start = Date()
        _ = Observable.from([0, 1])
            .throttle(.milliseconds(100), scheduler: scheduler)
            .subscribe(onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received.withLock { $0 }, [0, 1])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.09)
    }
}
