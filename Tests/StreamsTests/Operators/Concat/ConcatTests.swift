import Foundation
import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream }

final class ConcatTests: LeakCheckingTestCase {
    func testConcatDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createColdObservable("-1|", values: digitMarbles)
        let b = scheduler.createColdObservable("-2|", values: digitMarbles)
        let result = scheduler.start { Observable.concat([a.asObservable(), b.asObservable()]) }
        XCTAssertMarbles(result, "-1-2|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(b.subscriptionMarbles, ["--^-!"])
    }

    func testInstanceConcatDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let first = scheduler.createColdObservable("-1|", values: digitMarbles)
        let second = scheduler.createColdObservable("-2|", values: digitMarbles)
        let result = scheduler.start { first.concat(second) }
        XCTAssertMarbles(result, "-1-2|", values: digitMarbles)
        XCTAssertEqual(second.subscriptionMarbles, ["--^-!"])
    }

    func testConcatOfInnersDocDiagram() {
        // The diagram of `concat()`'s doc comment. Inner diagrams are cold: frame 0 is the frame
        // each one is subscribed at (where the doc comment indents it to).
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable("-1-2|", values: digitMarbles)
        let b = scheduler.createColdObservable("-3|", values: digitMarbles)
        let outer = scheduler.createHotObservable("-ab|", values: ["a": a, "b": b])
        let result = scheduler.start { outer.concat() }
        XCTAssertMarbles(result, "--1-2-3|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["-^---!"])
        XCTAssertEqual(b.subscriptionMarbles, ["-----^-!"], "b waits for a to complete")
    }

    func testConcatSubscribesEachSourceWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let cold = scheduler.createColdObservable([.next(50, 4), .next(60, 5), .next(70, 6), .completed(80)])
        let hot2 = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(210, 3), .next(220, 4), .next(230, 5), .next(270, 6), .next(320, 7),
            .next(330, 8), .completed(340),
        ])
        let result = scheduler.start { Observable.concat([hot1, cold, hot2, cold].map { $0.asObservable() }) }
        XCTAssertEqual(
            result.events,
            [
                .next(210, 2), .next(220, 3), .next(280, 4), .next(290, 5), .next(300, 6), .next(320, 7), .next(330, 8),
                .next(390, 4), .next(400, 5), .next(410, 6), .completed(420),
            ])
        XCTAssertEqual(hot1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(cold.subscriptions, [Subscription(230, 310), Subscription(340, 420)])
        XCTAssertEqual(hot2.subscriptions, [Subscription(310, 340)])
    }

    func testConcatVariadicSequenceAndInstanceForms() {
        var variadic: [Int] = []
        var sequence: [Int] = []
        var instance: [Int] = []
        _ = Observable.concat(Observable.just(1), Observable.of(2, 3)).subscribe(onNext: { variadic.append($0) })
        _ = Observable.concat((1...3).lazy.map { Observable.just($0) }).subscribe(onNext: { sequence.append($0) })
        _ = Observable.of(1, 2).concat(Observable.just(3)).subscribe(onNext: { instance.append($0) })
        XCTAssertEqual(variadic, [1, 2, 3])
        XCTAssertEqual(sequence, [1, 2, 3])
        XCTAssertEqual(instance, [1, 2, 3])
    }

    func testConcatOfNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let result = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        XCTAssertMarbles(result, "|")
    }

    func testConcatErrorEndsTheResultAndSkipsTheRemainingSources() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let failing = scheduler.createColdObservable("-1#", values: digitMarbles, error: Failure.upstream)
        let next = scheduler.createColdObservable("-2|", values: digitMarbles)
        let result = scheduler.start { failing.concat(next) }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: Failure.upstream)
        XCTAssertEqual(failing.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(next.subscriptionMarbles, [])
    }

    func testConcatDisposedMidStreamUnsubscribesTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createColdObservable("-1|", values: digitMarbles)
        let b = scheduler.createColdObservable("-2--3|", values: digitMarbles)
        let result = scheduler.start(disposed: 250) { a.concat(b) }
        XCTAssertMarbles(result, "-1-2", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(b.subscriptionMarbles, ["--^--!"])
    }

    func testConcatResubscriptionStartsFromTheFirstSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let concatenated = a.concat(b)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = concatenated.subscribe(first) }
        scheduler.scheduleAt(300) { _ = concatenated.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(130, 2), .completed(140)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(330, 2), .completed(340)])
        XCTAssertEqual(b.subscriptions, [Subscription(120, 140), Subscription(320, 340)])
    }

    func testConcatOfInnersWaitsForEachInnerToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let inner2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, inner1), .next(220, inner2), .completed(230)])
        let result = scheduler.start { outer.concat() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .next(260, 3), .completed(270)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(250, 270)])
    }

    // MARK: Stack depth

    func testConcatOfAMillionSynchronousSourcesDoesNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        let count = SmallStackRunner.longRun ? 1_000_000 : 100_000
        let received = SmallStackRunner.onSmallStack { () -> (Int, Bool) in
            var received = 0
            var completed = false
            _ = Observable.concat((0..<count).map { Observable.just($0) })
                .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
            return (received, completed)
        }
        XCTAssertEqual(received.0, count)
        XCTAssertTrue(received.1)
    }
}

/// A `concat` whose last source is again such a `concat`, built as it is walked: RxSwift's own
/// tail-recursion scenario. `concat` walks the nested sources in place instead of subscribing
/// one `concat` per level, so depth costs neither stack nor time per element.
final class ConcatNestingTests: LeakCheckingTestCase {
    /// `concat(source(i), concat(source(i + 1), concat(...)))`, through `levels` levels (endless
    /// when `nil`), over a collection or a plain sequence.
    private static func nested(_ level: Int, levels: Int?, collection: Bool, source: @escaping (Int) -> Observable<Int>)
        -> Observable<Int>
    {
        if let levels, level == levels { return source(level) }
        let parts = [0, 1].lazy.map { part in
            part == 0 ? source(level) : nested(level + 1, levels: levels, collection: collection, source: source)
        }
        return collection ? Observable.concat(parts) : Observable.concat(AnySequence(parts))
    }

    /// RxSwift's test: `take` of an endless nesting whose sources emit from the trampoline,
    /// through `toBlocking()` — 30,000 levels (100,000 with `STREAMS_LONG_TESTS=1`; about a second
    /// each in debug builds).
    private func takeOfEndlessNesting(collection: Bool) throws -> (received: [Int], expected: [Int]) {
        let levels = SmallStackRunner.longRun ? 100_000 : 30_000
        let received = try SmallStackRunner.onSmallStack {
            Result {
                try Self.nested(0, levels: nil, collection: collection) {
                    Observable.just($0, scheduler: CurrentThreadScheduler.instance)
                }
                .take(levels)
                .toBlocking()
                .toArray()
            }
        }.get()
        return (received, Array(0..<levels))
    }

    func testTakeOfAnEndlessNestingOfCollectionConcatsDoesNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        let run = try takeOfEndlessNesting(collection: true)
        XCTAssertEqual(run.received, run.expected)
    }

    func testTakeOfAnEndlessNestingOfSequenceConcatsDoesNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        let run = try takeOfEndlessNesting(collection: false)
        XCTAssertEqual(run.received, run.expected)
    }

    func testAHundredThousandLevelsOfImmediateSourcesDoNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        for collection in [true, false] {
            let events = SmallStackRunner.onSmallStack { () -> (count: Int, last: Int?, completed: Bool) in
                var received: [Int] = []
                var completed = false
                _ = Self.nested(0, levels: 100_000, collection: collection) { Observable.just($0) }
                    .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
                return (received.count, received.last, completed)
            }
            XCTAssertEqual(events.count, 100_001)
            XCTAssertEqual(events.last, 100_000)
            XCTAssertTrue(events.completed)
        }
    }

    func testNestedConcatsBehaveAsOneConcatInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let result = scheduler.start {
            Observable.concat([a.asObservable(), Observable.concat([b.asObservable(), c.asObservable()])])
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
    }

    func testDisposingANestedConcatUnsubscribesItsCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .next(30, 3), .completed(40)])
        let result = scheduler.start(disposed: 235) {
            Observable.concat(a.asObservable(), Observable.concat(b.asObservable(), .never()))
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 235)])
    }
}

/// Sources that end during their own subscription: the next one is subscribed at once, before
/// the caller goes on — the events and orders here are RxSwift 6.10's, recorded with it.
final class ConcatImmediateSourcesTests: LeakCheckingTestCase {
    func testConcatSubscribesTheNextSourceBeforeMergeSubscribesItsNextSource() {
        let forms: [(String, Observable<Int>)] = [
            ("variadic", Observable.concat(.just(1), .just(2))),
            ("collection", Observable.concat([.just(1), .just(2)])),
            ("sequence", Observable.concat(AnySequence([Observable.just(1), .just(2)]))),
            ("instance", Observable.just(1).concat(Observable.just(2))),
        ]
        for (form, concatenated) in forms {
            var received: [Int] = []
            _ = Observable.merge(concatenated, .just(3)).subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1, 2, 3], form)
        }
    }

    func testConcatOfTrampolinedSourcesTakesTurnsWithTheOtherMergedSources() {
        // `of` emits from the current-thread trampoline, after the subscriptions returned.
        var log: [String] = []
        let a = Observable.of(1, 2).do(onSubscribe: { log.append("a subscribed") })
        let b = Observable.of(5).do(onSubscribe: { log.append("b subscribed") })
        let other = Observable.of(3).do(onSubscribe: { log.append("other subscribed") })
        _ = Observable.merge(Observable.concat(a, b), other).subscribe(onNext: { log.append("\($0)") })
        XCTAssertEqual(log, ["a subscribed", "other subscribed", "1", "3", "2", "b subscribed", "5"])
    }

    func testTakeDoesNotStopConcatFromSubscribingTheRestOfItsImmediateSources() {
        // As in RxSwift: `take` disposes its source only once the subscription has returned, so
        // every source that ends at once is still subscribed (an endless sequence of them would
        // never return, with RxSwift too).
        var pulled = 0
        let sources = AnySequence {
            AnyIterator { () -> Observable<Int>? in
                guard pulled < 1_000 else { return nil }
                pulled += 1
                return Observable.just(pulled)
            }
        }
        var events: [Event<Int>] = []
        _ = Observable.concat(sources).take(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(pulled, 1_000)
    }

    func testConcatOfSourcesEndingAtOnceAndLaterInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(6)])
        let result = scheduler.start {
            Observable.merge(Observable.concat(Observable.just(0), xs.asObservable(), .just(9)), ys.asObservable())
        }
        XCTAssertEqual(result.events, [.next(200, 0), .next(205, 2), .next(210, 1), .next(220, 9), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 206)])
    }
}
