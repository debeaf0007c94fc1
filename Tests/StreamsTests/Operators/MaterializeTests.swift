import Streams
import StreamsTest
import XCTest

final class MaterializeTests: LeakCheckingTestCase {
    func testMaterializeTurnsEventsIntoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let result = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            result.events, [.next(210, .next(2)), .next(220, .next(3)), .next(250, .completed), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeNeverErrorsAnUpstreamErrorBecomesAnElementThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TransformingTestError.upstream)])
        let result = scheduler.start { xs.materialize() }
        XCTAssertEqual(
            result.events, [.next(210, .next(2)), .next(250, .error(TransformingTestError.upstream)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterializeCarriesAnErrorThrownUpstreamAsAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let result = scheduler.start {
            xs.map { value -> Int in
                if value == 3 { throw TransformingTestError.thrown }
                return value
            }
            .materialize()
        }
        XCTAssertEqual(
            result.events, [.next(210, .next(2)), .next(220, .error(TransformingTestError.thrown)), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMaterializeDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(300)])
        let result = scheduler.start(disposed: 230) { xs.materialize() }
        XCTAssertEqual(result.events, [.next(210, .next(2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMaterializeResubscriptionRunsIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TransformingTestError.upstream)])
        let materialized = xs.materialize()
        let first = scheduler.recordSubscription(to: materialized, at: 200)
        let second = scheduler.recordSubscription(to: materialized, at: 300)
        scheduler.start()
        XCTAssertEqual(
            first.events, [.next(210, .next(1)), .next(220, .error(TransformingTestError.upstream)), .completed(220)])
        XCTAssertEqual(
            second.events, [.next(310, .next(1)), .next(320, .error(TransformingTestError.upstream)), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testMaterializeDiagram() {
        // The diagram of `materialize`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--#", values: digitMarbles, error: TransformingTestError.upstream)
        let result = scheduler.start { xs.materialize() }
        XCTAssertMarbles(
            result, "--A--B--(E|)", values: ["A": .next(1), "B": .next(2), "E": .error(TransformingTestError.upstream)])
    }
}
