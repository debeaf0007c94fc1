import Streams
import StreamsTest
import XCTest

private struct Point: Equatable {
    var x: Int
    var y: Int
}

final class DistinctUntilChangedTests: LeakCheckingTestCase {
    func testDistinctUntilChangedDocDiagram() {
        // --1--1--2--2--1--|  one character = 10 ticks from 200
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 1), .next(280, 2), .next(310, 2), .next(340, 1), .completed(370)])
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(280, 2), .next(340, 1), .completed(370)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    func testDistinctUntilChangedKeySelectorComparesKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "a1"), .next(260, "b1"), .next(300, "c2"), .completed(340)])
        let result = scheduler.start { xs.distinctUntilChanged { $0.last! } }
        XCTAssertEqual(result.events, [.next(220, "a1"), .next(300, "c2"), .completed(340)])
    }

    func testDistinctUntilChangedComparerComparesWithTheLastPassedElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 3), .next(280, 4), .next(310, 6), .completed(340)])
        let result = scheduler.start { xs.distinctUntilChanged { $0 % 2 == $1 % 2 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(280, 4), .completed(340)])
    }

    func testDistinctUntilChangedKeySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 3), .next(280, 4), .next(310, 6), .completed(340)])
        let result = scheduler.start { xs.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 }) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(280, 4), .completed(340)])
    }

    func testDistinctUntilChangedAtKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Point(x: 1, y: 1)), .next(220, Point(x: 1, y: 2)), .next(230, Point(x: 2, y: 2)), .completed(240)])
        let result = scheduler.start { xs.distinctUntilChanged(at: \.x) }
        XCTAssertEqual(result.events, [.next(210, Point(x: 1, y: 1)), .next(230, Point(x: 2, y: 2)), .completed(240)])
    }

    func testDistinctUntilChangedPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(230, FilteringError.upstream)])
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDistinctUntilChangedKeySelectorThrowingEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start {
            xs.distinctUntilChanged { (element: Int) -> Int in
                if element == 2 { throw FilteringError.thrown }
                return element
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, FilteringError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedComparerThrowingEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw FilteringError.thrown }
        }
        // The comparer is only called from the second element on.
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, FilteringError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let result = scheduler.start(disposed: 230) { xs.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDistinctUntilChangedResubscriptionStartsWithoutALastKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 1), .completed(30)])
        let observers = filteringSubscribeRepeatedly(xs.distinctUntilChanged(), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }
}
