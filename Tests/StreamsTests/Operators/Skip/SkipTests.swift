import Streams
import StreamsTest
import XCTest

final class SkipTests: LeakCheckingTestCase {
    /// The source of the doc comments' diagrams, ten ticks per frame.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.ticksPerFrame = 10
        return scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
    }

    func testSkipDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(2) }
        XCTAssertMarbles(result, "--------3--4--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------!"])
    }

    func testSkipMoreThanTheSourceHasOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(10) }
        XCTAssertMarbles(result, "--------------|")
    }

    func testSkipPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-12#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.skip(1) }
        XCTAssertMarbles(result, "--2#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testSkipDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 290) { xs.skip(1) }
        XCTAssertMarbles(result, "-----2--3", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------!"])
    }

    func testSkipResubscriptionCountsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observers = filteringSubscribeRepeatedly(xs.skip(1), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(320, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    // MARK: skip(for:scheduler:) and skip(_:scheduler:)

    func testSkipForDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(for: .seconds(70), scheduler: scheduler) }
        XCTAssertMarbles(result, "--------3--4--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------!"])
    }

    func testSkipDurationWithRxSwiftSpellingIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(.seconds(70), scheduler: scheduler) }
        XCTAssertMarbles(result, "--------3--4--|", values: digitMarbles)
    }

    func testSkipForPassesCompletionAndErrorDuringTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let completing = scheduler.createHotObservable("-1|", values: digitMarbles)
        let completed = scheduler.start { completing.skip(for: .seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(completed, "--|")
        XCTAssertEqual(completing.subscriptionMarbles, ["^-!"])
        let scheduler2 = TestScheduler(initialClock: 0)
        let failing2 = scheduler2.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let failed = scheduler2.start { failing2.skip(for: .seconds(50), scheduler: scheduler2) }
        XCTAssertMarbles(failed, "--#", error: FilteringError.upstream)
        XCTAssertEqual(failing2.subscriptionMarbles, ["^-!"])
    }

    func testSkipForDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 300) { xs.skip(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(result, "-----2--3", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testSkipForResubscriptionStartsANewTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let observers = filteringSubscribeRepeatedly(
            xs.skip(for: .seconds(20), scheduler: scheduler), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(230, 2), .completed(240)])
        XCTAssertEqual(observers[1].events, [.next(430, 2), .completed(440)])
    }
}
