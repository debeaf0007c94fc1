import Streams
import StreamsTest
import XCTest

final class DematerializeTests: LeakCheckingTestCase {
    func testDematerializeTurnsElementsBackIntoEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(1)), .next(210, .next(2)), .next(220, .next(3)), .next(250, .completed),
            .next(260, .next(4)),
        ])
        let result = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializeCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(2)), .completed(250)])
        let result = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializeForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(2)), .error(250, TransformingTestError.upstream)])
        let result = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(250, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerializeErrorElementEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(2)), .next(220, .error(TransformingTestError.thrown)), .next(230, .next(3)),
        ])
        let result = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, TransformingTestError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerializeDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(2)), .next(240, .next(3))])
        let result = scheduler.start(disposed: 230) { xs.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerializeUndoesMaterializeOnResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createColdObservable("-1#", values: digitMarbles, error: TransformingTestError.upstream)
        let roundTrip = xs.materialize().dematerialize()
        let first = scheduler.recordSubscription(to: roundTrip, at: 200)
        let second = scheduler.recordSubscription(to: roundTrip, at: 300)
        scheduler.start()
        XCTAssertMarbles(first, "-1#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertMarbles(second, "-----------1#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!", "----------^-!"])
    }

    func testDematerializeDiagram() {
        // The diagram of `dematerialize`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            "--A--B--C--", values: ["A": Event<Int>.next(1), "B": .next(2), "C": .completed])
        let result = scheduler.start { xs.dematerialize() }
        XCTAssertMarbles(result, "--1--2--|", values: ["1": 1, "2": 2])
    }
}
