import Streams
import StreamsTest
import XCTest

final class FlatMapFirstTests: LeakCheckingTestCase {
    /// Outer: A at 210 (runs 210–250), B at 230 (ignored), C at 260 (runs 260–270), end at 300.
    private func scenario(
        _ scheduler: TestScheduler, innerA: [Recorded<Event<Int>>]? = nil,
        outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(300)
    ) -> (
        TestableObservable<TestableObservable<Int>>, TestableObservable<Int>, TestableObservable<Int>,
        TestableObservable<Int>
    ) {
        let a = scheduler.createColdObservable(innerA ?? [.next(10, 1), .next(30, 2), .completed(40)])
        let b = scheduler.createColdObservable([.next(5, 11), .completed(10)])
        let c = scheduler.createColdObservable([.next(5, 21), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, a), .next(230, b), .next(260, c), outerEnd])
        return (xs, a, b, c)
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b, c) = scenario(scheduler)
        let result = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .next(265, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [])
        XCTAssertEqual(c.subscriptions, [Subscription(260, 270)])
    }

    func testFlatMapFirstCompletesWhenSourceAndRunningInnerHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, _, c) = scenario(scheduler, outerEnd: .completed(262))
        let result = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .next(265, 21), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 262)])
        XCTAssertEqual(c.subscriptions, [Subscription(260, 270)])
    }

    func testFlatMapFirstForwardsUpstreamErrorAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let (xs, a, _, _) = scenario(scheduler, outerEnd: .error(245, TransformingTestError.upstream))
        let result = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertMarbles(result, "----1---2#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------!"])
        XCTAssertEqual(a.subscriptionMarbles, ["--^------!"])
    }

    func testFlatMapFirstInnerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let (xs, a, b, _) = scenario(scheduler, innerA: [.next(10, 1), .error(15, TransformingTestError.upstream)])
        let result = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertMarbles(result, "----1#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
        XCTAssertEqual(a.subscriptionMarbles, ["--^--!"])
        XCTAssertEqual(b.subscriptionMarbles, [])
    }

    func testFlatMapFirstSelectorErrorEndsTheSequenceAndIgnoredElementsAreNotMapped() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let (xs, a, b, c) = scenario(scheduler)
        var invocations = 0
        let result = scheduler.start {
            xs.flatMapFirst { inner -> TestableObservable<Int> in
                invocations += 1
                if invocations == 2 { throw TransformingTestError.thrown }
                return inner
            }
        }
        // B (ignored) is never passed to the selector, so the second call is C's, at 260.
        XCTAssertMarbles(result, "--1-2-#", values: digitMarbles, error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-----!"])
        XCTAssertEqual(a.subscriptionMarbles, ["-^---!"])
        XCTAssertEqual(b.subscriptionMarbles, [])
        XCTAssertEqual(c.subscriptionMarbles, [])
    }

    func testFlatMapFirstDisposalMidStreamDisposesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let (xs, a, b, c) = scenario(scheduler)
        let result = scheduler.start(disposed: 235) { xs.flatMapFirst { $0 } }
        XCTAssertMarbles(result, "----1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^------!"])
        XCTAssertEqual(a.subscriptionMarbles, ["--^----!"])
        XCTAssertEqual(b.subscriptionMarbles, [])
        XCTAssertEqual(c.subscriptionMarbles, [])
    }

    func testFlatMapFirstResubscriptionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 11), .completed(10)])
        let xs = scheduler.createColdObservable([.next(10, a), .next(20, b), .next(40, b), .completed(50)])
        let flattened = xs.flatMapFirst { $0 }
        let first = scheduler.recordSubscription(to: flattened, at: 200)
        let second = scheduler.recordSubscription(to: flattened, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .next(245, 11), .completed(250)])
        XCTAssertEqual(second.events, [.next(320, 1), .next(345, 11), .completed(350)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230), Subscription(310, 330)])
        XCTAssertEqual(b.subscriptions, [Subscription(240, 250), Subscription(340, 350)])
    }

    func testFlatMapFirstDisposesTheSourceBeforeCompletingWhenNoInnerRuns() {
        // RxSwift 6's order.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let source = xs.do(onDispose: { log.append("source disposed") })
        scheduler.scheduleAt(200) {
            _ = source.flatMapFirst { Observable.just($0 * 10) }
                .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 10", "source disposed", "completed"])
    }

    func testFlatMapFirstDiagram() {
        // The diagram of `flatMapFirst`'s doc comment. Inner diagrams are cold: frame 0 is the
        // frame each one is subscribed at (where the doc comment indents it to).
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable("--1--2|", values: digitMarbles)
        let b = scheduler.createColdObservable("-9|", values: digitMarbles)
        let c = scheduler.createColdObservable("--3|", values: digitMarbles)
        let xs = scheduler.createHotObservable("--a--b-----c-----|", values: ["a": a, "b": b, "c": c])
        let result = scheduler.start { xs.flatMapFirst { $0 } }
        XCTAssertMarbles(result, "----1--2-----3---|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["--^-----!"])
        XCTAssertEqual(b.subscriptionMarbles, [], "b arrives while a runs: never subscribed")
        XCTAssertEqual(c.subscriptionMarbles, ["-----------^--!"])
    }
}
