import Streams
import StreamsTest
import XCTest

final class EnumeratedTests: LeakCheckingTestCase {
    private func described<Element>(_ source: Observable<(index: Int, element: Element)>) -> Observable<String> {
        source.map { "\($0.index):\($0.element)" }
    }

    func testEnumeratedPairsElementsWithTheirIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250),
        ])
        let result = scheduler.start { self.described(xs.enumerated()) }
        XCTAssertEqual(result.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumeratedForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, TransformingTestError.upstream)])
        let result = scheduler.start { self.described(xs.enumerated()) }
        XCTAssertEqual(result.events, [.next(210, "0:a"), .error(250, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEnumeratedErrorThrownDownstreamEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-ab--|")
        let result = scheduler.start {
            xs.enumerated().map { pair -> String in
                if pair.index == 1 { throw TransformingTestError.thrown }
                return pair.element
            }
        }
        XCTAssertMarbles(result, "-a#", error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testEnumeratedDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(240, "b"), .completed(300)])
        let result = scheduler.start(disposed: 230) { self.described(xs.enumerated()) }
        XCTAssertEqual(result.events, [.next(210, "0:a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEnumeratedResubscriptionCountsFromZeroAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let enumerated = described(xs.enumerated())
        let first = scheduler.recordSubscription(to: enumerated, at: 200)
        let second = scheduler.recordSubscription(to: enumerated, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "0:a"), .next(220, "1:b"), .completed(230)])
        XCTAssertEqual(second.events, [.next(310, "0:a"), .next(320, "1:b"), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testEnumeratedDiagram() {
        // The diagram of `enumerated`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a--b--c--|", values: ["a": "a", "b": "b", "c": "c"])
        let result = scheduler.start { self.described(xs.enumerated()) }
        XCTAssertMarbles(result, "--A--B--C--|", values: ["A": "0:a", "B": "1:b", "C": "2:c"])
    }
}
