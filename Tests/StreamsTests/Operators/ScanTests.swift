import Streams
import StreamsTest
import XCTest

final class ScanTests: LeakCheckingTestCase {
    func testScanEmitsEveryIntermediateAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("1----^234------|", values: digitMarbles)
        let result = scheduler.start { xs.scan(10, accumulator: +) }
        XCTAssertMarbles(result, "-abc------|", values: ["a": 12, "b": 15, "c": 19])
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testScanIntoMutatesTheAccumulatorInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("^123------|", values: digitMarbles)
        let result = scheduler.start { xs.scan(into: [Int]()) { $0.append($1 * 2) } }
        XCTAssertMarbles(result, "-abc------|", values: ["a": [2], "b": [2, 4], "c": [2, 4, 6]])
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testScanForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2---#", values: digitMarbles, error: TransformingTestError.upstream)
        let plain = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertMarbles(plain, "-2---#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testScanIntoForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2---#", values: digitMarbles, error: TransformingTestError.upstream)
        let result = scheduler.start { xs.scan(into: 0) { $0 += $1 } }
        XCTAssertMarbles(result, "-2---#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testScanThrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-234------|", values: digitMarbles)
        let result = scheduler.start {
            xs.scan(0) { sum, value -> Int in
                if value == 3 { throw TransformingTestError.thrown }
                return sum + value
            }
        }
        XCTAssertMarbles(result, "-2#", values: digitMarbles, error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testScanIntoThrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-234------|", values: digitMarbles)
        let result = scheduler.start {
            xs.scan(into: 0) { sum, value in
                if value == 3 { throw TransformingTestError.thrown }
                sum += value
            }
        }
        XCTAssertMarbles(result, "-2#", values: digitMarbles, error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testScanDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2--3-----|", values: digitMarbles)
        let result = scheduler.start(disposed: 230) { xs.scan(into: 0) { $0 += $1 } }
        XCTAssertMarbles(result, "-2", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testScanResubscriptionStartsFromTheSeedAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(100, accumulator: +)
        let first = scheduler.recordSubscription(to: scanned, at: 200)
        let second = scheduler.recordSubscription(to: scanned, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 101), .next(220, 103), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, 101), .next(320, 103), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testScanIntoResubscriptionStartsFromTheSeedAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let scanned = xs.scan(into: [Int]()) { $0.append($1) }
        let first = scheduler.recordSubscription(to: scanned, at: 200)
        let second = scheduler.recordSubscription(to: scanned, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, [1]), .next(220, [1, 2]), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, [1]), .next(320, [1, 2]), .completed(330)])
    }

    func testScanDiagram() {
        // The diagram of `scan`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--|", values: digitMarbles)
        let result = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertMarbles(result, "--1--3--6--|", values: digitMarbles)
    }
}
