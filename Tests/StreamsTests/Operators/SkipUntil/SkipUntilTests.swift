import Streams
import StreamsTest
import XCTest

final class SkipUntilTests: LeakCheckingTestCase {
    /// The source of the doc comments' diagrams, ten ticks per frame.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.ticksPerFrame = 10
        return scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
    }

    func testSkipUntilDocDiagram() {
        // The diagram of `skip(until:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let other = scheduler.createHotObservable("------x---y----")
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertMarbles(result, "--------3--4--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^-----!"])
    }

    func testSkipUntilSourceCompletingBeforeOtherEndsWithoutEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1-|", values: digitMarbles)
        let other = scheduler.createHotObservable("-----x")
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^--!"])
    }

    func testSkipUntilOtherCompletingWithoutElementsKeepsSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let other = scheduler.createHotObservable("---|")
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^--!"])
    }

    func testSkipUntilPassesErrorsFromEitherInput() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, FilteringError.upstream)])
        let other = scheduler.createHotObservable([.next(220, "x")])
        let result = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(result.events, [.error(230, FilteringError.upstream)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(240, 2)])
        let failingOther = scheduler2.createHotObservable([.error(220, FilteringError.upstream, String.self)])
        let failed = scheduler2.start { ys.skip(until: failingOther) }
        XCTAssertEqual(failed.events, [.error(220, FilteringError.upstream)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(failingOther.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let other = scheduler.createHotObservable("----x")
        let result = scheduler.start(disposed: 290) { xs.skip(until: other) }
        XCTAssertMarbles(result, "-----2--3", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^---!"])
    }

    func testSkipUntilResubscriptionWaitsForOtherAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let other = scheduler.createColdObservable([.next(20, "x")])
        let observers = filteringSubscribeRepeatedly(xs.skip(until: other), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(230, 2), .completed(240)])
        XCTAssertEqual(observers[1].events, [.next(330, 2), .completed(340)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }
}
