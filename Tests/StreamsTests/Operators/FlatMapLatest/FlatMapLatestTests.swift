import Foundation
import Streams
import StreamsTest
import XCTest

final class FlatMapLatestTests: LeakCheckingTestCase {
    // `flatteningScenario`: B at 230 disposes A.
    /// An inner that arrives after the subscription was disposed (here: disposed by the selector
    /// itself) is subscribed and let go at once; nothing keeps it, so nothing leaks.
    func testAnInnerArrivingAfterDisposalIsDisposedAndNotKept() {
        let subject = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var subscription: Disposable?
        var received: [Int] = []
        subscription =
            subject
            .flatMapLatest { _ -> Observable<Int> in
                subscription?.dispose()
                return inner.asObservable()
            }
            .subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        inner.onNext(10)
        XCTAssertEqual(received, [])
        XCTAssertFalse(inner.hasObservers)
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }

    /// The inner subscription of a switch is recycled for a later one once nothing holds it
    /// (inners that end while subscribed, like `just`): inners that end at once, inners that
    /// stay, and inners that end later, mixed, pass exactly their own elements; the whole
    /// subscription is let go of after disposal (the sink and its spare do not hold each other).
    func testRecycledInnerSubscriptionsPassOnlyTheirOwnElements() {
        let source = PublishSubject<Int>()
        let lasting = PublishSubject<Int>()
        var received: [Int] = []
        var completions = 0
        let subscription =
            source
            .flatMapLatest { value -> Observable<Int> in
                switch value % 3 {
                case 0: return Observable.just(value)
                case 1: return Observable.of(value, value + 1000)
                default: return lasting.map { $0 + value }
                }
            }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        var expected: [Int] = []
        for value in 0..<30 {
            source.onNext(value)
            switch value % 3 {
            case 0: expected.append(value)
            case 1: expected += [value, value + 1000]
            default:
                lasting.onNext(100_000)
                expected.append(100_000 + value)
            }
        }
        // The last inner (29: lasting) still runs; after it ends, the source's end completes.
        source.onCompleted()
        XCTAssertEqual(completions, 0)
        lasting.onNext(100_000)
        lasting.onCompleted()
        expected.append(100_029)
        XCTAssertEqual(received, expected)
        XCTAssertEqual(completions, 1)
        subscription.dispose()
    }

    /// A subject's element switches away from the inner it is about to reach — twice, so that an
    /// inner subscription is recycled meanwhile: the element under way does not pass. (That a
    /// subscription still held by its source is never recycled is pinned by the stress tests
    /// below, where sources on other threads reach a subscription after its switch.)
    func testAnElementThatSwitchesTwiceBeforeReachingItsInnerDoesNotPass() {
        let source = PublishSubject<Int>()
        let ticker = PublishSubject<Int>()
        var received: [Int] = []
        // Subscribed first: on the ticker's element it switches twice, before the ticker
        // reaches the inner subscription it replaced.
        let trigger = ticker.subscribe(onNext: { _ in
            source.onNext(1)
            source.onNext(2)
        })
        let subscription =
            source
            .flatMapLatest { value in value == 0 ? ticker.asObservable() : Observable.just(value * 10) }
            .subscribe(onNext: { received.append($0) })
        source.onNext(0)
        ticker.onNext(7)
        XCTAssertEqual(received, [10, 20])
        source.onNext(3)
        XCTAssertEqual(received, [10, 20, 30])
        subscription.dispose()
        trigger.dispose()
    }

    /// An inner sequence that keeps its observer after disposal and sends to it later, while later
    /// switches recycle their subscriptions: what it sends after its switch never passes.
    func testAnInnerThatKeepsItsObserverStaysSilentAfterItsSwitch() {
        let source = PublishSubject<Int>()
        var kept: [AnyObserver<Int>] = []
        var received: [Int] = []
        let subscription =
            source
            .flatMapLatest { value -> Observable<Int> in
                guard value == 0 else { return Observable.just(value) }
                return Observable.create { observer in
                    kept.append(observer)
                    observer.onNext(-1)
                    return Disposables.create()
                }
            }
            .subscribe(onNext: { received.append($0) })
        source.onNext(0)
        for value in 1...4 {
            source.onNext(value)
            kept[0].onNext(-100 - value)
        }
        XCTAssertEqual(received, [-1, 1, 2, 3, 4])
        kept[0].onNext(-200)
        XCTAssertEqual(received, [-1, 1, 2, 3, 4])
        subscription.dispose()
        kept.removeAll()
    }

    func testFlatMapLatestDisposesThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testFlatMapLatestCompletesOnlyWhenSourceAndCurrentInnerHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .completed(400))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testFlatMapLatestUpstreamErrorTerminatesAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .error(260, TransformingTestError.upstream))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .error(260, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 260)])
    }

    func testFlatMapLatestInnerErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(
            scheduler, innerB: [.next(5, 11), .error(15, TransformingTestError.upstream)], outerEnd: .completed(250))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .error(245, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 245)])
    }

    // The order of subscriptions, events and disposals within a tick, recorded with RxSwift
    // 6.10 (`log.tap` names each tapped sequence).

    private func switchingOperators() -> [(String, (Observable<Int>, Observable<Int>) -> Observable<Int>)] {
        [
            ("flatMapLatest", { outer, inner in outer.flatMapLatest { _ in inner } }),
            ("switchLatest", { outer, inner in outer.map { _ in inner }.switchLatest() }),
        ]
    }

    func testAFailingInnerIsDisposedBeforeItsErrorIsPassedOnAndTheSourceAfter() {
        for (name, switching) in switchingOperators() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
            let ys = scheduler.createColdObservable([.next(10, 5), .error(20, TransformingTestError.upstream)])
            let log = SideEffectLog()
            let result = scheduler.start { log.tap("out", switching(log.tap("outer", xs), log.tap("inner", ys))) }
            XCTAssertEqual(result.events, [.next(220, 5), .error(230, TransformingTestError.upstream)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], name)
            XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)], name)
            XCTAssertEqual(
                log.entries,
                [
                    "out.subscribe", "outer.subscribe", "outer.subscribed", "out.subscribed",
                    "outer.next(1)", "inner.subscribe", "inner.subscribed", "outer.afterNext(1)",
                    "inner.next(5)", "out.next(5)", "out.afterNext(5)", "inner.afterNext(5)",
                    "inner.error(upstream)", "inner.dispose", "out.error(upstream)", "out.afterError(upstream)",
                    "outer.dispose", "out.dispose", "inner.afterError(upstream)",
                ], name)
        }
    }

    func testAnInnerFailingAtOnceEndsTheSequenceBeforeItsSubscriptionReturns() {
        for (name, switching) in switchingOperators() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
            let log = SideEffectLog()
            let result = scheduler.start {
                log.tap(
                    "out",
                    switching(
                        log.tap("outer", xs), log.tap("inner", Observable<Int>.error(TransformingTestError.upstream))))
            }
            XCTAssertEqual(result.events, [.error(210, TransformingTestError.upstream)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)], name)
            XCTAssertEqual(
                log.entries,
                [
                    "out.subscribe", "outer.subscribe", "outer.subscribed", "out.subscribed",
                    "outer.next(1)", "inner.subscribe", "inner.error(upstream)", "out.error(upstream)",
                    "out.afterError(upstream)",
                    "outer.dispose", "out.dispose", "inner.afterError(upstream)", "inner.subscribed", "inner.dispose",
                    "outer.afterNext(1)",
                ], name)
        }
    }

    func testTheSourceIsDisposedBeforeItsCompletionEndsTheSequence() {
        for (name, switching) in switchingOperators() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
            let log = SideEffectLog()
            let result = scheduler.start { log.tap("out", switching(log.tap("outer", xs), log.tap("inner", ys))) }
            XCTAssertEqual(result.events, [.next(220, 5), .completed(250)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], name)
            XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)], name)
            XCTAssertEqual(
                log.entries,
                [
                    "out.subscribe", "outer.subscribe", "outer.subscribed", "out.subscribed",
                    "outer.next(1)", "inner.subscribe", "inner.subscribed", "outer.afterNext(1)",
                    "inner.next(5)", "out.next(5)", "out.afterNext(5)", "inner.afterNext(5)",
                    "inner.completed", "inner.dispose", "inner.afterCompleted",
                    "outer.completed", "outer.dispose", "out.completed", "out.afterCompleted", "out.dispose",
                    "outer.afterCompleted",
                ], name)
        }
    }

    func testFlatMapLatestSelectorErrorEndsTheSequenceAndDisposesUpstream() {
        assertSelectorErrorEndsTheSequence { xs, selector in xs.flatMapLatest(selector) }
    }

    func testFlatMapLatestDisposalMidStreamDisposesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start(disposed: 240) { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }

    func testFlatMapLatestResubscriptionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let b = scheduler.createColdObservable([.next(5, 11), .completed(10)])
        let xs = scheduler.createColdObservable([.next(10, a), .next(30, b), .completed(50)])
        let switched = xs.flatMapLatest { $0 }
        let first = scheduler.recordSubscription(to: switched, at: 200)
        let second = scheduler.recordSubscription(to: switched, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .next(235, 11), .completed(250)])
        XCTAssertEqual(second.events, [.next(320, 1), .next(335, 11), .completed(350)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230), Subscription(310, 330)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240), Subscription(330, 340)])
    }

    func testFlatMapLatestDiagram() {
        // The diagram of `flatMapLatest`'s doc comment. Inner diagrams are cold: frame 0 is the
        // frame each one is subscribed at (where the doc comment indents it to).
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable("--1--2--3|", values: digitMarbles)
        let b = scheduler.createColdObservable("--4--5|", values: digitMarbles)
        let xs = scheduler.createHotObservable("--a-----b-----------|", values: ["a": a, "b": b])
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertMarbles(result, "----1--2--4--5------|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["--^-----!"], "a is disposed when b arrives")
        XCTAssertEqual(b.subscriptionMarbles, ["--------^-----!"])
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------------!"])
    }

    // MARK: switchLatest

    func testSwitchLatestMirrorsTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testSwitchLatestCompletesOnlyWhenSourceAndCurrentInnerHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, _) = flatteningScenario(scheduler, outerEnd: .completed(400))
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(400)])
    }

    func testSwitchLatestForwardsOuterAndInnerErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .error(260, TransformingTestError.upstream))
        let outerFailure = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(
            outerFailure.events, [.next(220, 1), .next(235, 11), .error(260, TransformingTestError.upstream)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 260)])

        let innerScheduler = TestScheduler(initialClock: 0)
        let (ys, _, _) = flatteningScenario(
            innerScheduler, innerB: [.error(15, TransformingTestError.thrown)], outerEnd: .completed(250))
        let innerFailure = innerScheduler.start { ys.switchLatest() }
        XCTAssertEqual(innerFailure.events, [.next(220, 1), .error(245, TransformingTestError.thrown)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testSwitchLatestDisposalMidStreamDisposesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start(disposed: 240) { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }

    func testSwitchLatestResubscriptionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createColdObservable([.next(10, a), .completed(50)])
        let switched = xs.switchLatest()
        let first = scheduler.recordSubscription(to: switched, at: 200)
        let second = scheduler.recordSubscription(to: switched, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(second.events, [.next(320, 1), .completed(350)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230), Subscription(310, 330)])
    }

    func testSwitchLatestDiagram() {
        // The diagram of `switchLatest`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createColdObservable("--1--2--3|", values: digitMarbles)
        let y = scheduler.createColdObservable("--4--5|", values: digitMarbles)
        let xs = scheduler.createHotObservable("--x-----y-----------|", values: ["x": x, "y": y])
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertMarbles(result, "----1--2--4--5------|", values: digitMarbles)
        XCTAssertEqual(x.subscriptionMarbles, ["--^-----!"], "x is disposed when y arrives")
        XCTAssertEqual(y.subscriptionMarbles, ["--------^-----!"])
    }

    // MARK: Threads

    func testOnlyTheLatestInnerPassesUnderOneSendingThreadPerInner() { runSwitchStress(threadsPerInner: 1) }
    func testOnlyTheLatestInnerPassesUnderTwoSendingThreadsPerInner() { runSwitchStress(threadsPerInner: 2) }
    func testOnlyTheLatestInnerPassesUnderFourSendingThreadsPerInner() { runSwitchStress(threadsPerInner: 4) }

    /// Each inner sequence sends its own number from `threadsPerInner` threads of its own, and
    /// ignores its disposal; the next inner is selected once the current one has delivered.
    /// An element an inner had on its way when it was replaced must be dropped: downstream sees
    /// the inners' numbers in order, never an older one after a newer one, one delivery at a
    /// time, and only the last inner after the last switch. Several threads sending into one
    /// `create` is misuse, which debug builds report: the only report there may be.
    private func runSwitchStress(threadsPerInner: Int, inners: Int = 100, perThread: Int = 300) {
        let outer = PublishSubject<Int>()
        let inFlight = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        let latestDelivered = AtomicCell<Int>(-1)
        let received = Locked<[Int]>([])
        var threads: [Thread] = []
        let subscription =
            outer
            .flatMapLatest { number -> Observable<Int> in
                Observable.create { observer in
                    let handed = HandedToThread(value: observer)
                    for _ in 0..<threadsPerInner {
                        let thread = Thread {
                            for _ in 0..<perThread { handed.value.onNext(number) }
                        }
                        threads.append(thread)
                        thread.start()
                    }
                    return Disposables.create()  // disposing it stops nothing
                }
            }
            .subscribe(onNext: { number in
                if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlaps.wrappingAdd(1, ordering: .relaxed)
                }
                received.withLock { $0.append(number) }
                latestDelivered.store(number, ordering: .releasing)
                inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            })
        let reports = collectingAnomalies {
            for number in 0..<inners {
                outer.onNext(number)
                guard spin(until: { latestDelivered.load(ordering: .acquiring) == number }) else {
                    XCTFail("inner \(number) delivered nothing within 10 s")
                    break
                }
            }
            XCTAssertTrue(spin(until: { threads.allSatisfy(\.isFinished) }), "sending threads still running after 10 s")
        }
        subscription.dispose()
        let possible =
            threadsPerInner == 1 ? [] : MisuseReport.inDebugBuilds([MisuseReport.eventsFromTwoThreads("create")])
        XCTAssertEqual(Set(reports).subtracting(possible), [], "reported besides the inners' overlapping sends")
        threads = []  // a finished thread still holds its block, and so its inner's observer
        let values = received.withLock { $0 }
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "deliveries overlapped")
        XCTAssertEqual(values, values.sorted(), "an element of a replaced inner arrived after a newer inner's")
        XCTAssertEqual(Set(values), Set(0..<inners), "every inner delivered while it was the latest")
        XCTAssertEqual(
            values.filter { $0 == inners - 1 }.count, threadsPerInner * perThread, "the last inner is delivered in full"
        )
    }

    // MARK: Nesting depth

    func testNestedFlatMapLatestsAsDeepAsRxSwiftReachesDoNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        // Each level's element subscribes the next level. On a main thread's stack, debug
        // builds of RxSwift 6.10.2 overflow beyond about 3,200 levels (Streams' beyond about
        // 3,300; release builds: RxSwift 6,700, Streams 13,800).
        let levels = 3_000
        let events = SmallStackRunner.onMainThreadSizedStack { () -> [Event<Int>] in
            var nested = Observable.just(levels)
            for level in (0..<levels).reversed() {
                let next = nested
                nested = Observable.just(level).flatMapLatest { _ in next }
            }
            var events: [Event<Int>] = []
            _ = nested.subscribe { events.append($0) }
            return events
        }
        XCTAssertEqual(events, [.next(levels), .completed])
    }
}

// MARK: Random re-entrant programs (review of the recycled inner subscriptions)

/// Single-threaded random programs over `flatMapLatest`: synchronous inners (recycled at the next
/// switch), lasting inners on subjects, inners that keep their observer after disposal, failing
/// inners, a throwing selector; the observer, the selector and an inner's disposal handler send
/// the source its next element, feed inners or dispose the whole — through a source that nests
/// such events (`create`) and one that queues them (a subject). The Rx grammar holds and
/// everything is released. (Their logs were identical with and without recycling.)
extension FlatMapLatestTests {
    /// The conformance harness's seeded generator, counting from zero.
    struct FuzzGenerator {
        var random: SeededRandom
        init(state: UInt64) { random = SeededRandom(seed: state) }
        mutating func below(_ n: Int) -> Int { random.int(0...(n - 1)) }
    }

    struct FuzzError: Swift.Error, CustomStringConvertible {
        let code: Int
        var description: String { "E\(code)" }
    }

    func testRandomReentrantProgramsKeepTheGrammarAndReleaseEverything() {
        let reports = collectingAnomalies {
            for seed in 0..<6_000 { runFuzzProgram(seed: UInt64(seed)) }
        }
        // The programs send re-entrantly on purpose: into the nesting source, and so into flatMapLatest.
        let possible = MisuseReport.inDebugBuilds([
            MisuseReport.reentrantEvents("create"), MisuseReport.reentrantInput("flatMapLatest"),
        ])
        XCTAssertEqual(Set(reports).subtracting(possible), [], "reported besides the programs' re-entrant sends")
    }

    private func runFuzzProgram(seed: UInt64) {
        var random = FuzzGenerator(state: seed)
        var log: [String] = []
        var src: AnyObserver<Int>?
        // Even seeds: a source that nests re-entrant events; odd seeds: a subject, which queues them.
        let subject = PublishSubject<Int>()
        let source =
            seed % 2 == 0
            ? Observable<Int>.create { observer in
                src = observer
                return Disposables.create { log.append("src-disposed") }
            }
            : subject.do(onDispose: { log.append("src-disposed") })
        if seed % 2 == 1 { src = subject.asObserver() }
        let pool = (0..<3).map { _ in PublishSubject<Int>() }
        var kept: [AnyObserver<Int>] = []
        var budget = 40
        var nextValue = 1
        var stopped = false
        var subscription: Disposable?
        func fresh() -> Int {
            defer { nextValue += 1 }
            let kinds = [
                0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 6, 6, 7, 7, 8, 8, 8, 0, 1, 2, 3, 4, 5, 9,
            ]
            return nextValue * 10 + kinds[random.below(kinds.count)]
        }
        func reenter() {
            guard budget > 0 else { return }
            budget -= 1
            switch random.below(8) {
            case 0, 1, 2: src?.onNext(fresh())
            case 3: pool[random.below(3)].onNext(-fresh())
            case 4: if !kept.isEmpty { kept[random.below(kept.count)].onNext(-fresh()) }
            case 5:
                if random.below(6) == 0 {
                    subscription?.dispose()
                    log.append("disposed")
                }
            case 6: if !kept.isEmpty { kept[random.below(kept.count)].onCompleted() }
            default: break
            }
        }
        subscription =
            source
            .flatMapLatest { value -> Observable<Int> in
                log.append("select \(value)")
                if random.below(6) == 0 { reenter() }
                switch value % 10 {
                case 0: return Observable.just(value)
                case 1: return Observable.of(value, value + 1)
                case 2, 3: return pool[value % 3].map { $0 * 1000 + value }
                case 4:
                    return Observable.create { observer in
                        kept.append(observer)
                        observer.onNext(value)
                        return Disposables.create()
                    }
                case 5: return Observable.error(FuzzError(code: value))
                case 6: return Observable.empty()
                case 7: return Observable.never()
                case 8: return Observable.just(value).do(onDispose: { reenter() })
                default: throw FuzzError(code: value)
                }
            }
            .subscribe(
                onNext: { element in
                    if stopped { log.append("AFTER-STOP") }
                    log.append("\(element)")
                    if random.below(3) == 0 { reenter() }
                },
                onError: { error in
                    if stopped { log.append("AFTER-STOP") }
                    stopped = true
                    log.append("error \(error)")
                },
                onCompleted: {
                    if stopped { log.append("AFTER-STOP") }
                    stopped = true
                    log.append("completed")
                })
        for _ in 0..<60 {
            switch random.below(20) {
            case 0..<9: src?.onNext(fresh())
            case 9..<13: pool[random.below(3)].onNext(-fresh())
            case 13: pool[random.below(3)].onCompleted()
            case 14: if !kept.isEmpty { kept[random.below(kept.count)].onNext(-fresh()) }
            case 15: if !kept.isEmpty { kept[random.below(kept.count)].onCompleted() }
            case 16: if random.below(8) == 0 { src?.onCompleted() }
            case 17: if random.below(10) == 0 { src?.onError(FuzzError(code: 0)) }
            case 18:
                if random.below(10) == 0 {
                    subscription?.dispose()
                    log.append("disposed")
                }
            default: budget = 40
            }
        }
        XCTAssertFalse(log.contains("AFTER-STOP"), "seed \(seed): \(log)")
        subscription?.dispose()
        subscription = nil
        src = nil
        kept.removeAll()
        for subject in pool { XCTAssertFalse(subject.hasObservers, "seed \(seed)") }
    }
}
