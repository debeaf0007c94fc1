import Streams
import StreamsTest
import XCTest

final class FilterTests: LeakCheckingTestCase {
    func testFilterPassesMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("2----^1234-----|", values: digitMarbles)
        let result = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(result, "--2-4-----|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testFilterForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(300, TransformingTestError.upstream)])
        let result = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(result.events, [.next(210, 2), .error(300, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterThrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("^254------|", values: digitMarbles)
        let result = scheduler.start {
            xs.filter { value -> Bool in
                if value == 5 { throw TransformingTestError.thrown }
                return true
            }
        }
        XCTAssertMarbles(result, "-2#", values: digitMarbles, error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testFilterDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 4), .completed(300)])
        let result = scheduler.start(disposed: 230) { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFilterResubscriptionRunsIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let filtered = xs.filter { $0 == 2 }
        let first = scheduler.recordSubscription(to: filtered, at: 200)
        let second = scheduler.recordSubscription(to: filtered, at: 205)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(225, 2), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(205, 235)])
    }

    func testFilterDiagram() {
        // The diagram of `filter`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let result = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(result, "-----2-----4--|", values: digitMarbles)
    }
}
