import Streams
import StreamsTest
import XCTest

final class ReduceTests: LeakCheckingTestCase {
    func testReduceEmitsTheFinalAccumulationOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let result = scheduler.start { xs.reduce(10, accumulator: +) }
        XCTAssertEqual(result.events, [.next(250, 19), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithMapResultTransformsTheFinalAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let result = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(result.events, [.next(250, "sum 5"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfAnEmptySequenceEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let result = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(result.events, [.next(250, 42), .completed(250)])
    }

    func testReduceNeverEmitsWhileTheSourceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3)])
        let result = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2---#", values: digitMarbles, error: TransformingTestError.upstream)
        let result = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { $0 * 2 }) }
        XCTAssertMarbles(result, "-----#", error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testReduceAccumulatorErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-234-|", values: digitMarbles)
        let result = scheduler.start {
            xs.reduce(0) { sum, value -> Int in
                if value == 3 { throw TransformingTestError.thrown }
                return sum + value
            }
        }
        XCTAssertMarbles(result, "--#", error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testReduceMapResultErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2---|", values: digitMarbles)
        let result = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TransformingTestError.thrown })
        }
        XCTAssertMarbles(result, "-----#", error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testReduceDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2--3-----|", values: digitMarbles)
        let result = scheduler.start(disposed: 230) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testReduceResubscriptionStartsFromTheSeedAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let reduced = xs.reduce(100, accumulator: +)
        let first = scheduler.recordSubscription(to: reduced, at: 200)
        let second = scheduler.recordSubscription(to: reduced, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, 103), .completed(230)])
        XCTAssertEqual(second.events, [.next(330, 103), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testReduceDiagrams() {
        // The diagrams of `reduce`'s doc comments.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let plain = scheduler.recordSubscription(to: xs.reduce(0, accumulator: +), at: 200)
        let mapped = scheduler.recordSubscription(to: xs.reduce(0, accumulator: +, mapResult: { $0 * 10 }), at: 200)
        scheduler.start()
        XCTAssertMarbles(plain, "-----------(6|)", values: digitMarbles)
        XCTAssertMarbles(mapped, "-----------(x|)", values: ["x": 60])
    }
}
