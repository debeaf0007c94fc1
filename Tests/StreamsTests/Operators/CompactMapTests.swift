import Streams
import StreamsTest
import XCTest

final class CompactMapTests: LeakCheckingTestCase {
    private func evenTimesTen(_ value: Int) -> Int? { value % 2 == 0 ? value * 10 : nil }

    func testCompactMapPassesOnNonNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 2), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let result = scheduler.start { xs.compactMap(self.evenTimesTen) }
        XCTAssertEqual(result.events, [.next(220, 20), .next(240, 40), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 3), .error(300, TransformingTestError.upstream),
        ])
        let result = scheduler.start { xs.compactMap(self.evenTimesTen) }
        XCTAssertEqual(result.events, [.next(210, 20), .error(300, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapThrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-234------|", values: digitMarbles)
        let result = scheduler.start {
            xs.compactMap { value -> Int? in
                if value == 3 { throw TransformingTestError.thrown }
                return value
            }
        }
        XCTAssertMarbles(result, "-2#", values: digitMarbles, error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testCompactMapDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 4), .completed(300)])
        let result = scheduler.start(disposed: 230) { xs.compactMap(self.evenTimesTen) }
        XCTAssertEqual(result.events, [.next(210, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCompactMapResubscriptionRunsIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let mapped = xs.compactMap(evenTimesTen)
        let first = scheduler.recordSubscription(to: mapped, at: 200)
        let second = scheduler.recordSubscription(to: mapped, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 20), .completed(230)])
        XCTAssertEqual(second.events, [.next(320, 20), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testCompactMapDiagram() {
        // The diagram of `compactMap`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        let result = scheduler.start { xs.compactMap(self.evenTimesTen) }
        XCTAssertMarbles(result, "-----a-----b--|", values: ["a": 20, "b": 40])
    }
}
