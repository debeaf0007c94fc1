import StreamsTest
import XCTest

@testable import Streams

/// `first()` returns `Single<Element?>` in RxSwift 6; these tests cover the observable it wraps.
final class FirstTests: LeakCheckingTestCase {
    func testFirstDocDiagramSendsTheFirstElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("0----^-1--2--|", values: digitMarbles)
        let result = scheduler.start { xs.firstAsObservable() }
        XCTAssertMarbles(result, "--(1|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testFirstOfAnEmptySourceIsNil() {
        // The second diagram of `first()`'s doc comment (and an element before the subscription).
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("0----^-|", values: digitMarbles)
        let result = scheduler.start { xs.firstAsObservable() }
        XCTAssertMarbles(result, "--(n|)", values: ["n": nil])
    }

    func testFirstPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, FilteringError.upstream, Int.self)])
        let result = scheduler.start { xs.firstAsObservable() }
        XCTAssertEqual(result.events, [.error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFirstDisposalBeforeAnyElement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("----------1", values: digitMarbles)
        let result = scheduler.start(disposed: 250) { xs.firstAsObservable() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testFirstResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let observers = filteringSubscribeRepeatedly(xs.firstAsObservable(), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(300, 310)])
    }
}
