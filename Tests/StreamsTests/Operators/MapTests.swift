import Streams
import StreamsTest
import XCTest

final class MapTests: LeakCheckingTestCase {
    func testMapTransformsEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("1----^2--3-----|", values: digitMarbles)
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertMarbles(result, "-a--b-----|", values: ["a": 20, "b": 30])
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testMapForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable(
            "^2--------#", values: digitMarbles, error: TransformingTestError.upstream)
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertMarbles(result, "-a--------#", values: ["a": 20], error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testMapThrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("^2--34----|", values: digitMarbles)
        let result = scheduler.start {
            xs.map { value -> Int in
                if value == 3 { throw TransformingTestError.thrown }
                return value * 10
            }
        }
        XCTAssertMarbles(result, "-a--#", values: ["a": 20], error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---!"])
    }

    func testMapDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(300)])
        let result = scheduler.start(disposed: 230) { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapResubscriptionRunsIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let mapped = xs.map { $0 * 10 }
        let first = scheduler.recordSubscription(to: mapped, at: 200)
        let second = scheduler.recordSubscription(to: mapped, at: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(second.events, [.next(225, 10), .next(235, 20), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(215, 245)])
    }

    func testMapDiagram() {
        // The diagram of `map`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--|", values: digitMarbles)
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertMarbles(result, "--a--b--c--|", values: ["a": 10, "b": 20, "c": 30])
    }
}
