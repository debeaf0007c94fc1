import Streams
import StreamsTest
import XCTest

final class MapTests: LeakCheckingTestCase {
    func testMapTransformsEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, TransformingTestError.upstream)])
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 20), .error(300, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapThrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .next(250, 4), .completed(300)])
        let result = scheduler.start {
            xs.map { value -> Int in
                if value == 3 { throw TransformingTestError.thrown }
                return value * 10
            }
        }
        XCTAssertEqual(result.events, [.next(210, 20), .error(240, TransformingTestError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
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
        // source:  --1--2--3--|    map { $0 * 10 }    result:  --10-20-30-|
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(transformingMarbles("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3]))
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(202, 10), .next(205, 20), .next(208, 30), .completed(211)])
    }
}
