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
        let (xs, a, b) = flatteningScenario(scheduler, innerA: [.next(10, 1), .error(25, TransformingTestError.upstream)], outerEnd: .completed(260))
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

    func testConcatMapOfAMillionSynchronousInnersDoesNotOverflowTheStack() {
        let gate = PublishSubject<Int>()
        var count = 0
        var completions = 0
        let subscription = Observable.range(start: 0, count: 1_000_000)
            .concatMap { value -> Observable<Int> in value == 0 ? gate.asObservable() : Observable.just(value) }
            .subscribe(onNext: { _ in count += 1 }, onCompleted: { completions += 1 })
        XCTAssertEqual(count, 0, "the first inner holds the rest in the queue")
        // Completing the first inner releases 999,999 inners that each complete synchronously.
        gate.onCompleted()
        XCTAssertEqual(count, 999_999)
        XCTAssertEqual(completions, 1)
        subscription.dispose()
    }
}
