import Streams
import StreamsTest
import XCTest

private struct Point: Equatable {
    var x: Int
    var y: Int
}

final class DistinctUntilChangedTests: LeakCheckingTestCase {
    func testDistinctUntilChangedDocDiagram() {
        // The diagram of `distinctUntilChanged()`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--1--2--2--1--|", values: digitMarbles)
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertMarbles(result, "--1-----2-----1--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----------------!"])
    }

    func testDistinctUntilChangedKeySelectorComparesKeys() {
        // The diagram of `distinctUntilChanged(_ keySelector:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let values: [Character: String] = ["a": "a1", "b": "b1", "c": "c2"]
        let xs = scheduler.createHotObservable("--a---b---c---|", values: values)
        let result = scheduler.start { xs.distinctUntilChanged { $0.last! } }
        XCTAssertMarbles(result, "--a-------c---|", values: values)
    }

    func testDistinctUntilChangedComparerComparesWithTheLastPassedElement() {
        // The diagram of `distinctUntilChanged(_ comparer:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--3--4--6--|", values: digitMarbles)
        let result = scheduler.start { xs.distinctUntilChanged { $0 % 2 == $1 % 2 } }
        XCTAssertMarbles(result, "--1-----4-----|", values: digitMarbles)
    }

    func testDistinctUntilChangedKeySelectorAndComparer() {
        // The diagram of `distinctUntilChanged(_:comparer:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--3--4--6--|", values: digitMarbles)
        let result = scheduler.start { xs.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 }) }
        XCTAssertMarbles(result, "--1-----4-----|", values: digitMarbles)
    }

    func testDistinctUntilChangedAtKeyPath() {
        // The diagram of `distinctUntilChanged(at:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let points: [Character: Point] = ["a": Point(x: 1, y: 1), "b": Point(x: 1, y: 2), "c": Point(x: 2, y: 2)]
        let xs = scheduler.createHotObservable("-abc|", values: points)
        let result = scheduler.start { xs.distinctUntilChanged(at: \.x) }
        XCTAssertMarbles(result, "-a-c|", values: points)
    }

    func testDistinctUntilChangedPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-11#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertMarbles(result, "-1-#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testDistinctUntilChangedKeySelectorThrowingEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-123|", values: digitMarbles)
        let result = scheduler.start {
            xs.distinctUntilChanged { (element: Int) -> Int in
                if element == 2 { throw FilteringError.thrown }
                return element
            }
        }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: FilteringError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testDistinctUntilChangedComparerThrowingEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-123|", values: digitMarbles)
        let result = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw FilteringError.thrown }
        }
        // The comparer is only called from the second element on.
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: FilteringError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testDistinctUntilChangedDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-12-3|", values: digitMarbles)
        let result = scheduler.start(disposed: 230) { xs.distinctUntilChanged() }
        XCTAssertMarbles(result, "-12", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
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
