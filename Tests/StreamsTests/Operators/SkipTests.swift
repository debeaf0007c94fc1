import Streams
import StreamsTest
import XCTest

final class SkipTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        // --1--2--3--4--|
        scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
    }

    func testSkipDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(2) }
        XCTAssertEqual(result.events, [.next(280, 3), .next(310, 4), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testSkipMoreThanTheSourceHasOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(10) }
        XCTAssertEqual(result.events, [.completed(340)])
    }

    func testSkipPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, FilteringError.upstream)])
        let result = scheduler.start { xs.skip(1) }
        XCTAssertEqual(result.events, [.next(220, 2), .error(230, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 290) { xs.skip(1) }
        XCTAssertEqual(result.events, [.next(250, 2), .next(280, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
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
        // skip(for: 7 ticks of 10) → --------3--4--|
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(for: .seconds(70), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(280, 3), .next(310, 4), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testSkipDurationWithRxSwiftSpellingIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(.seconds(70), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(280, 3), .next(310, 4), .completed(340)])
    }

    func testSkipForPassesCompletionAndErrorDuringTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let completed = scheduler.start { completing.skip(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(completed.events, [.completed(220)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 220)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let failing2 = scheduler2.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let failed = scheduler2.start { failing2.skip(for: .seconds(50), scheduler: scheduler2) }
        XCTAssertEqual(failed.events, [.error(220, FilteringError.upstream)])
        XCTAssertEqual(failing2.subscriptions, [Subscription(200, 220)])
    }

    func testSkipForDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 300) { xs.skip(for: .seconds(40), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(250, 2), .next(280, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipForResubscriptionStartsANewTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let observers = filteringSubscribeRepeatedly(xs.skip(for: .seconds(20), scheduler: scheduler), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(230, 2), .completed(240)])
        XCTAssertEqual(observers[1].events, [.next(430, 2), .completed(440)])
    }
}
