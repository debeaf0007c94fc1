import Streams
import StreamsTest
import XCTest

final class ConcatMapTests: LeakCheckingTestCase {
    // `flatteningScenario` ending at 260: A runs 210–250, B waits and runs 250–300.
    func testConcatMapQueuesInnersAndSubscribesThemOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(260))
        let result = scheduler.start { xs.concatMap { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .next(255, 11), .next(290, 12), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 300)])
    }

    func testConcatMapCompletesWhenSourceCompletesAfterTheLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .completed(400))
        let result = scheduler.start { xs.concatMap { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .next(255, 11), .next(290, 12), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 300)])
    }

    func testConcatMapUpstreamErrorDropsTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .error(245, TransformingTestError.upstream))
        let result = scheduler.start { xs.concatMap { $0 } }
        XCTAssertMarbles(result, "----1---2#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------!"])
        XCTAssertEqual(a.subscriptionMarbles, ["--^------!"])
        XCTAssertEqual(b.subscriptionMarbles, [])
    }

    func testConcatMapInnerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let (xs, a, b) = flatteningScenario(
            scheduler, innerA: [.next(10, 1), .error(25, TransformingTestError.upstream)], outerEnd: .completed(260))
        let result = scheduler.start { xs.concatMap { $0 } }
        XCTAssertMarbles(result, "----1--#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^------!"])
        XCTAssertEqual(a.subscriptionMarbles, ["--^----!"])
        XCTAssertEqual(b.subscriptionMarbles, [])
    }

    func testConcatMapSelectorErrorEndsTheSequenceEvenWhileQueueing() {
        // The selector runs when the element arrives, not when its inner is subscribed.
        assertSelectorErrorEndsTheSequence { xs, selector in xs.concatMap(selector) }
    }

    func testConcatMapDisposalMidStreamDisposesTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(260))
        let result = scheduler.start(disposed: 270) { xs.concatMap { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .next(255, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 270)])
    }

    func testConcatMapResubscriptionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 11), .completed(10)])
        let xs = scheduler.createColdObservable([.next(10, a), .next(15, b), .completed(20)])
        let concatenated = xs.concatMap { $0 }
        let first = scheduler.recordSubscription(to: concatenated, at: 200)
        let second = scheduler.recordSubscription(to: concatenated, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .next(235, 11), .completed(240)])
        XCTAssertEqual(second.events, [.next(320, 1), .next(335, 11), .completed(340)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230), Subscription(310, 330)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240), Subscription(330, 340)])
    }

    func testConcatMapDiagram() {
        // The diagram of `concatMap`'s doc comment. Inner diagrams are cold: frame 0 is the frame
        // each one is subscribed at (where the doc comment indents it to).
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable("--1--2|", values: digitMarbles)
        let b = scheduler.createColdObservable("--3--4|", values: digitMarbles)
        let xs = scheduler.createHotObservable("--a--b-----------|", values: ["a": a, "b": b])
        let result = scheduler.start { xs.concatMap { $0 } }
        XCTAssertMarbles(result, "----1--2--3--4---|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["--^-----!"])
        XCTAssertEqual(b.subscriptionMarbles, ["--------^-----!"], "b waits for a to complete")
    }

    /// An inner sequence that completes in work the current-thread trampoline runs: the next one
    /// is subscribed once that work has returned, as RxSwift 6.10.2 schedules it on the
    /// trampoline (checked against it, outside the repository).
    func testConcatMapSubscribesTheNextInnerOnceTheTrampolineWorkOfTheLastReturns() {
        let log = SideEffectLog()
        let (a, b) = innersCompletingOnTheTrampoline(log)
        _ = Observable.of(0, 1).concatMap { $0 == 0 ? a : b }.subscribe(
            onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log.entries, rxSwiftLogOfInnersCompletingOnTheTrampoline)
    }

    /// The last inner sequence, completing while it is being subscribed after the source
    /// completed, completes the result at once — before its own after-handler and before its
    /// subscription returns — as in RxSwift 6.10.2.
    func testConcatMapCompletesAsTheLastInnerCompletesDuringItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SideEffectLog()
        let a = scheduler.createHotObservable([.next(300, 1), .completed(400)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
        let result = scheduler.start {
            outer.concatMap { $0 == 0 ? log.tap("a", a) : log.tap("b", Observable.just(9)) }
                .do(onCompleted: { log.append("result.completed") })
        }
        XCTAssertEqual(result.events, [.next(300, 1), .next(400, 9), .completed(400)])
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.subscribed", "a.next(1)", "a.afterNext(1)", "a.completed", "a.dispose",
                "b.subscribe", "b.next(9)", "b.afterNext(9)", "b.completed", "result.completed", "b.afterCompleted",
                "b.subscribed", "b.dispose",
                "a.afterCompleted",
            ])
    }

    /// Disposed from the finished inner's after-handler while the next inner waits on the
    /// trampoline, `concatMap` never subscribes it (RxSwift 6.10.2 logs the same).
    func testConcatMapDisposedWhileTheNextInnerWaitsOnTheTrampolineNeverSubscribesIt() {
        let log = SideEffectLog()
        let stop = PublishSubject<Void>()
        let (a, b) = innersCompletingOnTheTrampoline(log)
        let first = a.do(afterCompleted: {
            log.append("stop")
            stop.onNext(())
        })
        _ = Observable.of(0, 1).concatMap { $0 == 0 ? first : b }.take(until: stop)
            .subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.subscribed", "a.next(0)", "next(0)", "a.afterNext(0)", "a.next(1)", "next(1)",
                "a.afterNext(1)",
                "a.completed", "a.dispose", "stop", "completed", "a.afterCompleted",
            ])
    }

    /// 100,000 inners on a small stack, where recursing once per inner would overflow after a
    /// few thousand; a million with `STREAMS_LONG_TESTS=1`.
    func testConcatMapOfManySynchronousInnersDoesNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        let inners = SmallStackRunner.longRun ? 1_000_000 : 100_000
        let run = SmallStackRunner.onSmallStack { () -> (beforeTheGate: Int, count: Int, completions: Int) in
            let gate = PublishSubject<Int>()
            var count = 0
            var completions = 0
            let subscription = Observable.range(start: 0, count: inners)
                .concatMap { value -> Observable<Int> in value == 0 ? gate.asObservable() : Observable.just(value) }
                .subscribe(onNext: { _ in count += 1 }, onCompleted: { completions += 1 })
            let beforeTheGate = count
            // Completing the first inner releases the others, which each complete synchronously.
            gate.onCompleted()
            subscription.dispose()
            return (beforeTheGate, count, completions)
        }
        XCTAssertEqual(run.beforeTheGate, 0, "the first inner holds the rest in the queue")
        XCTAssertEqual(run.count, inners - 1)
        XCTAssertEqual(run.completions, 1)
    }
}
