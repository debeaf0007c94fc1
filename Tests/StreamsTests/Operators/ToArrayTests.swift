import StreamsTest
import XCTest

@testable import Streams

/// `toArrayObservable()` is the observable form of RxSwift 6's `toArray()` (which returns a
/// `Single`); the `Single` trait wraps it.
final class ToArrayTests: LeakCheckingTestCase {
    func testToArrayEmitsAllElementsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let result = scheduler.start { xs.toArrayObservable() }
        XCTAssertEqual(result.events, [.next(250, [2, 3, 4]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayOfAnEmptySequenceEmitsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let result = scheduler.start { xs.toArrayObservable() }
        XCTAssertEqual(result.events, [.next(250, []), .completed(250)])
    }

    func testToArrayForwardsUpstreamErrorWithoutTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2---#", values: digitMarbles, error: TransformingTestError.upstream)
        let result = scheduler.start { xs.toArrayObservable() }
        XCTAssertMarbles(result, "-----#", error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testToArrayDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2--3-----|", values: digitMarbles)
        let result = scheduler.start(disposed: 230) { xs.toArrayObservable() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testToArrayResubscriptionCollectsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let collected = xs.toArrayObservable()
        let first = scheduler.recordSubscription(to: collected, at: 200)
        let second = scheduler.recordSubscription(to: collected, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, [1, 2]), .completed(230)])
        XCTAssertEqual(second.events, [.next(330, [1, 2]), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testToArrayDiagram() {
        // The diagram of `toArray`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let result = scheduler.start { xs.toArrayObservable() }
        XCTAssertMarbles(result, "-----------(a|)", values: ["a": [1, 2, 3]])
    }
}
