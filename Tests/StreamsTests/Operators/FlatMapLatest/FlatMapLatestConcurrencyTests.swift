import Foundation
import Streams
import StreamsTest
import XCTest

/// `flatMapLatest` with its source and its inner sequences on different threads. An inner's
/// element and completion pass without the sink's lock as a rule (see `FlatMapLatestSink`), so
/// these races are what that design must survive: the source and the latest inner completing
/// at the same moment, and inner elements racing switches, stop events and disposal.
final class FlatMapLatestConcurrencyTests: LeakCheckingTestCase {
    /// The source completes on one thread while the latest inner completes on another. The
    /// result must complete exactly once in every round: never twice, and never not at all (each
    /// side decided the other was still running, and neither completed).
    func testTheResultCompletesOnceWhenTheSourceAndTheLatestInnerCompleteTogether() {
        for round in 0..<1_500 {
            let (source, inner, recorder, subscription) = latestInnerScenario()
            inner.onNext(1)
            stressOnThreads(2) { thread in
                if thread == 0 { source.onCompleted() } else { inner.onCompleted() }
            }
            XCTAssertEqual(recorder.stopCount, 1, "round \(round)")
            XCTAssertEqual(recorder.received, [1], "round \(round)")
            XCTAssertEqual(recorder.violations, [], "round \(round)")
            subscription.dispose()
            if recorder.stopCount != 1 { return }
        }
    }

    /// The latest inner fails on one thread while the source completes on another: the result
    /// ends once, with the inner's error (the source's completion waits for the inner).
    func testTheLatestInnersErrorWinsOverTheSourcesCompletionRacingIt() {
        for round in 0..<1_000 {
            let source = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let recorder = GrammarRecorder<Int>()
            let failed = StressFlag()
            let subscription = source.flatMapLatest { _ in inner }
                .subscribe(
                    onError: { _ in
                        failed.set()
                        recorder.on(.completed)
                    }, onCompleted: { recorder.on(.completed) })
            source.onNext(0)
            stressOnThreads(2) { thread in
                if thread == 0 { source.onCompleted() } else { inner.onError(StressTestError()) }
            }
            XCTAssertEqual(recorder.stopCount, 1, "round \(round)")
            XCTAssertTrue(failed.isSet, "round \(round): completed instead of failing")
            subscription.dispose()
            if !failed.isSet { return }
        }
    }

    /// Thread 0 switches between inners that other threads keep feeding (switch `s` follows
    /// feeder `s % feeders`; each element carries its switch number), waits for an element of
    /// the latest inner, then stops the source — completing it, failing it or disposing the
    /// result — while the feeders go on. (On a loaded machine the feeders may not run at all
    /// during the switches; the wait makes sure the stop races a delivering inner.)
    /// Checked: the Rx grammar (no overlapping deliveries, nothing after the stop event, at
    /// most one event in flight after `dispose()` returned); switch numbers never go back (an
    /// element of a replaced inner never follows one of its successor); each inner's elements
    /// in order; nothing after the source's error; completion exactly once, after the latest
    /// inner completed.
    func testInnerElementsFromOtherThreadsNeverFollowTheirSuccessorOrTheStop() {
        for ending in ["complete", "fail", "dispose"] {
            for threads in stressThreadCounts {
                let feeders = threads - 1
                let switches = 300
                let inners = (0..<feeders).map { _ in PublishSubject<Int>() }
                let source = PublishSubject<Int>()
                let recorder = GrammarRecorder<(switchNumber: Int, value: Int)>()
                // A `SingleAssignmentDisposable` (Sendable) carries the subscription to the threads.
                let subscription = SingleAssignmentDisposable()
                subscription.setDisposable(
                    source
                        .flatMapLatest { switchNumber in inners[switchNumber % feeders].map { (switchNumber, $0) } }
                        .subscribe { recorder.on($0) })
                let switched = StressFlag()
                let latestDelivered = StressFlag()
                /// The last element each feeder sends, just before it completes its inner.
                let lastValues = StressBox([Int: Int]())
                stressOnThreads(threads) { thread in
                    guard thread == 0 else {
                        let inner = inners[thread - 1]
                        let value = feed(inner, until: switched)
                        lastValues.withLock { $0[thread - 1] = value }
                        inner.onNext(value)
                        inner.onCompleted()
                        return
                    }
                    for switchNumber in 0..<switches {
                        source.onNext(switchNumber)
                        sched_yield()
                    }
                    if spin(within: 5, until: { recorder.received.last?.switchNumber == switches - 1 }) {
                        latestDelivered.set()
                    }
                    switch ending {
                    case "complete": source.onCompleted()
                    case "fail": source.onError(StressTestError())
                    default:
                        subscription.dispose()
                        recorder.markDisposed()
                    }
                    switched.set()
                }
                let label = "\(ending), \(threads) threads"
                let received = recorder.received
                XCTAssertEqual(recorder.violations, [], label)
                XCTAssertFalse(received.isEmpty, label)
                XCTAssertTrue(latestDelivered.isSet, "\(label): no element of the latest inner arrived within 5 s")
                let wentBack = zip(received, received.dropFirst()).filter { $0.switchNumber > $1.switchNumber }
                XCTAssertEqual(wentBack.count, 0, "\(label): an element of a replaced inner after its successor's")
                let outOfOrder = zip(received, received.dropFirst()).filter {
                    $0.switchNumber == $1.switchNumber && $0.value >= $1.value
                }
                XCTAssertEqual(outOfOrder.count, 0, "\(label): an inner's elements out of order")
                XCTAssertEqual(recorder.stopCount, ending == "dispose" ? 0 : 1, label)
                if ending == "complete" {
                    // The latest inner's last element, sent after the source completed.
                    let lastOfLatest = lastValues.withLock { $0[(switches - 1) % feeders] }
                    XCTAssertEqual(
                        received.last?.switchNumber, switches - 1, "\(label): completed before the latest inner")
                    XCTAssertEqual(
                        received.last?.value, lastOfLatest, "\(label): completed before the latest inner's last element"
                    )
                }
                subscription.dispose()
                XCTAssertTrue(
                    spin { !source.hasObservers && inners.allSatisfy { !$0.hasObservers } },
                    "\(label): still subscribed")
            }
        }
    }

    /// The latest inner sends elements and completes on one thread while the source completes on
    /// another: every element arrives, then exactly one completion (the completion decided by
    /// the source's side must still follow the elements the inner delivered without the lock).
    func testTheLatestInnersElementsAllArriveBeforeTheOneCompletionRacingTheSources() {
        for round in 0..<1_000 {
            let (source, inner, recorder, subscription) = latestInnerScenario()
            stressOnThreads(2) { thread in
                if thread == 0 {
                    source.onCompleted()
                    return
                }
                for value in 0..<8 { inner.onNext(value) }
                inner.onCompleted()
            }
            XCTAssertEqual(recorder.received, Array(0..<8), "round \(round)")
            XCTAssertEqual(recorder.stopCount, 1, "round \(round)")
            XCTAssertEqual(recorder.violations, [], "round \(round)")
            subscription.dispose()
            if recorder.stopCount != 1 { return }
        }
    }

    /// The source switches while a feeder sends to the latest inner it knows of; once the last
    /// switch returned, the feeder sends a final run to the last inner and completes it. No
    /// element of the last inner sent after its switch may be lost (a stale `latest` read would
    /// drop it), and nothing may go back to an earlier inner.
    func testNoElementOfTheLatestInnerSentAfterItsSwitchIsLost() {
        for threads in stressThreadCounts {
            let switches = 200
            let inners = StressShared((0..<switches).map { _ in PublishSubject<Int>() })
            let source = PublishSubject<Int>()
            let switched = StressCounter()
            let recorder = GrammarRecorder<(switchNumber: Int, value: Int)>()
            let subscription =
                source
                .flatMapLatest { switchNumber in inners.value[switchNumber].map { (switchNumber, $0) } }
                .subscribe { recorder.on($0) }
            stressOnThreads(threads) { thread in
                if thread == 0 {
                    for switchNumber in 0..<switches {
                        source.onNext(switchNumber)
                        switched.increment()
                        if switchNumber % 4 == 0 { sched_yield() }
                    }
                    source.onCompleted()
                    return
                }
                var value = 0
                while switched.value < switches {
                    let latest = switched.value - 1
                    if latest >= 0 {
                        inners.value[latest].onNext(value)
                        value += 1
                    }
                }
                guard thread == 1 else { return }
                // The final run is negative: the values sent before it only grow from 0.
                for final in 1...100 { inners.value[switches - 1].onNext(-final) }
                inners.value[switches - 1].onCompleted()
            }
            let label = "\(threads) threads"
            let received = recorder.received
            XCTAssertEqual(recorder.violations, [], label)
            XCTAssertEqual(recorder.stopCount, 1, label)
            let wentBack = zip(received, received.dropFirst()).filter { $0.switchNumber > $1.switchNumber }
            XCTAssertEqual(wentBack.count, 0, "\(label): an element of a replaced inner after its successor's")
            let finals = received.filter { $0.value < 0 }.map(\.value)
            XCTAssertEqual(finals, (1...100).map { -$0 }, "\(label): elements of the latest inner lost")
            subscription.dispose()
        }
    }

    /// The source completes, the latest inner completes and the subscription is disposed, each
    /// on its own thread: at most one stop event, nothing after it, at most one event after
    /// `dispose()` returned, and everything released.
    func testCompletionsRacingDisposal() {
        for round in 0..<500 {
            let (source, inner, recorder, subscription) = latestInnerScenario()
            stressOnThreads(3) { thread in
                switch thread {
                case 0: source.onCompleted()
                case 1:
                    for value in 0..<4 { inner.onNext(value) }
                    inner.onCompleted()
                default:
                    subscription.dispose()
                    recorder.markDisposed()
                }
            }
            XCTAssertEqual(recorder.violations, [], "round \(round)")
            XCTAssertLessThanOrEqual(recorder.stopCount, 1, "round \(round)")
            XCTAssertFalse(source.hasObservers || inner.hasObservers, "round \(round): still subscribed")
        }
    }

    /// The old inner fails on one thread while the source switches to a new inner that sends
    /// from another thread: either the error ends the sequence (nothing after it), or it is
    /// ignored (the inner was replaced) and the new inner's elements and completion follow.
    func testAReplacedInnersErrorRacingTheSwitch() {
        for round in 0..<500 {
            let source = PublishSubject<Int>()
            let old = PublishSubject<Int>()
            let new = PublishSubject<Int>()
            let recorder = GrammarRecorder<Int>()
            let failed = StressFlag()
            let subscription = source.flatMapLatest { $0 == 0 ? old.asObservable() : new.asObservable() }
                .subscribe(
                    onNext: { recorder.on(.next($0)) },
                    onError: { _ in
                        failed.set()
                        recorder.on(.completed)
                    }, onCompleted: { recorder.on(.completed) })
            source.onNext(0)
            old.onNext(-1)
            stressOnThreads(2) { thread in
                if thread == 0 {
                    old.onError(StressTestError())
                    return
                }
                source.onNext(1)
                source.onCompleted()
                for value in 0..<4 { new.onNext(value) }
                new.onCompleted()
            }
            let label = "round \(round)"
            XCTAssertEqual(recorder.violations, [], label)
            XCTAssertEqual(recorder.stopCount, 1, label)
            let received = recorder.received
            XCTAssertEqual(received.first, -1, label)
            if !failed.isSet { XCTAssertEqual(received, [-1, 0, 1, 2, 3], label) }
            subscription.dispose()
        }
    }

    /// Deterministic: an element of the first inner is being delivered (the observer blocks in
    /// it) when the source switches to an inner that sends two elements and completes at once,
    /// and then completes itself. The new inner's events wait behind the element in delivery;
    /// the old inner's next element (sent once the observer returns) is dropped; the result
    /// completes once, last.
    func testAnElementInDeliveryWhileTheSourceSwitchesAndCompletes() {
        let source = PublishSubject<Int>()
        let old = PublishSubject<Int>()
        let observer = BlockingLog()
        let subscription = observer.subscribe(
            to: source.flatMapLatest { number -> Observable<Int> in
                if number == 0 { return old.asObservable() }
                return Observable.create { observer in
                    observer.onNext(10)
                    observer.onNext(11)
                    observer.onCompleted()
                    return Disposables.create()
                }
            })
        source.onNext(0)
        sendOneTwoAndCompletion(to: old)
        observer.waitUntilBlocked()
        source.onNext(1)
        source.onCompleted()
        XCTAssertEqual(observer.log.all, ["1"], "delivered past the element in delivery")
        observer.resume()
        XCTAssertTrue(spin { observer.log.all.last == "completed" })
        _ = spin { !old.hasObservers }
        XCTAssertEqual(observer.log.all, ["1", "10", "11", "completed"])
        subscription.dispose()
    }

    /// Deterministic: the latest inner's element is being delivered when the source completes on
    /// another thread; the inner then sends one more element and completes. The source's
    /// completion must wait for the inner, and follow its last element.
    func testTheSourceCompletesWhileTheLatestInnersElementIsInDelivery() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let observer = BlockingLog()
        let subscription = observer.subscribe(to: source.flatMapLatest { _ in inner })
        source.onNext(0)
        sendOneTwoAndCompletion(to: inner)
        observer.waitUntilBlocked()
        source.onCompleted()
        XCTAssertEqual(observer.log.all, ["1"])
        observer.resume()
        XCTAssertTrue(spin { observer.log.all.last == "completed" })
        XCTAssertEqual(observer.log.all, ["1", "2", "completed"])
        subscription.dispose()
    }

    // MARK: Re-entrancy from the observer, inside an inner element delivered without the lock

    /// Inside the old inner's element, the observer makes the source switch to an inner that
    /// sends synchronously and completes, then completes the source: the new inner's events
    /// follow the element in delivery, then the completion; the old inner's next element is
    /// dropped.
    func testAnObserverSwitchingAndCompletingTheSourceFromAnInnerElement() {
        let source = PublishSubject<Int>()
        let old = PublishSubject<Int>()
        let log = SharedLog<String>()
        let subscription =
            source
            .flatMapLatest { number -> Observable<Int> in
                if number == 0 { return old.asObservable() }
                return Observable.create { observer in
                    observer.onNext(10)
                    observer.onNext(11)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            .subscribe(
                onNext: { value in
                    log.append("\(value)")
                    if value == 1 {
                        source.onNext(1)
                        log.append("switched")
                        source.onCompleted()
                        log.append("source completed")
                    }
                }, onCompleted: { log.append("completed") })
        let reports = collectingAnomalies {
            source.onNext(0)
            old.onNext(1)
            old.onNext(2)
        }
        XCTAssertEqual(log.all, ["1", "switched", "source completed", "10", "11", "completed"])
        XCTAssertEqual(
            reports,
            MisuseReport.inDebugBuilds(Array(repeating: MisuseReport.reentrantInput("flatMapLatest"), count: 3)))
        XCTAssertFalse(old.hasObservers)
        XCTAssertFalse(source.hasObservers)
        subscription.dispose()
    }

    /// Inside the latest inner's element, the observer sends the inner its next element and then
    /// its completion (the source has completed): both wait for the element in delivery, in
    /// order, and the result completes once.
    func testAnObserverFeedingTheLatestInnerFromItsElement() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = SharedLog<String>()
        let subscription = source.flatMapLatest { _ in inner }
            .subscribe(
                onNext: { value in
                    log.append("\(value)")
                    if value == 1 {
                        inner.onNext(2)
                        inner.onCompleted()
                        log.append("sent")
                    }
                }, onCompleted: { log.append("completed") })
        source.onNext(0)
        source.onCompleted()
        inner.onNext(1)
        XCTAssertEqual(log.all, ["1", "sent", "2", "completed"])
        subscription.dispose()
    }

    /// Inside the latest inner's element, the observer disposes the subscription: nothing more
    /// arrives, the inner's later elements are dropped, and everything is released.
    func testAnObserverDisposingFromAnInnerElement() {
        let source = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let log = SharedLog<Int>()
        let box = StressBox<Disposable?>(nil)
        let subscription = source.flatMapLatest { _ in inner }
            .subscribe(
                onNext: { value in
                    log.append(value)
                    if value == 1 { box.withLock { $0 }?.dispose() }
                }, onCompleted: { log.append(-1) })
        box.withLock { $0 = subscription }
        source.onNext(0)
        inner.onNext(1)
        inner.onNext(2)
        source.onCompleted()
        inner.onCompleted()
        XCTAssertEqual(log.all, [1])
        XCTAssertFalse(inner.hasObservers)
        XCTAssertFalse(source.hasObservers)
        box.withLock { $0 = nil }
    }

    /// An inner completes on another thread while it is being subscribed (its subscribe
    /// function returns after starting the thread): whichever of `attach` and the completion's
    /// disposal comes second disposes what the inner returned, exactly once, and the result
    /// completes once.
    func testAnInnerCompletingOnAnotherThreadWhileSubscribingIsDisposedOnce() {
        for round in 0..<500 {
            let source = PublishSubject<Int>()
            let upstream = StressDisposable()
            let recorder = GrammarRecorder<Int>()
            let subscription =
                source
                .flatMapLatest { _ in
                    Observable<Int>.create { observer in
                        let shared = StressShared(observer)
                        let completer = Thread {
                            shared.value.onNext(1)
                            shared.value.onCompleted()
                        }
                        completer.start()
                        if round % 2 == 0 { sched_yield() }
                        return upstream
                    }
                }
                .subscribe { recorder.on($0) }
            source.onNext(0)
            source.onCompleted()
            XCTAssertTrue(spin { recorder.stopCount == 1 && upstream.isDisposed }, "round \(round)")
            XCTAssertEqual(recorder.received, [1], "round \(round)")
            XCTAssertEqual(upstream.disposeCount, 1, "round \(round)")
            XCTAssertEqual(recorder.violations, [], "round \(round)")
            subscription.dispose()
        }
    }
}

// MARK: Recycled inner subscriptions (review of the spare)

extension FlatMapLatestConcurrencyTests {
    /// Inners that send and complete on threads of their own, alternating with inners that end
    /// while subscribed (`just`), so that a subscription is recycled as soon as its thread has let
    /// go of its observer. A recycled subscription has the identity of the one it was: an
    /// element or completion of its earlier sequence that could still reach it would pass as
    /// the latest's — a tag that goes back, or an early completion.
    func testRecycledSubscriptionsWithInnersEndingOnTheirOwnThreads() {
        for round in 0..<40 {
            let source = PublishSubject<Int>()
            let threads = StressBox<[Thread]>([])
            let recorder = GrammarRecorder<Int>()
            let subscription =
                source
                .flatMapLatest { tag -> Observable<Int> in
                    if tag % 2 == 1 { return Observable.just(tag) }
                    return Observable.create { observer in
                        let handed = StressShared(observer)
                        let thread = Thread {
                            for _ in 0..<8 { handed.value.onNext(tag) }
                            handed.value.onCompleted()
                        }
                        threads.withLock { $0.append(thread) }
                        thread.start()
                        return Disposables.create()
                    }
                }
                .subscribe { recorder.on($0) }
            for tag in 0..<200 {
                source.onNext(tag)
                if tag % 8 == 0 { sched_yield() }
            }
            source.onNext(200)
            source.onCompleted()
            let label = "round \(round)"
            XCTAssertTrue(spin { recorder.stopCount == 1 }, "\(label): not completed")
            XCTAssertTrue(spin { threads.withLock { $0.allSatisfy(\.isFinished) } }, label)
            threads.withLock { $0 = [] }
            let received = recorder.received
            XCTAssertEqual(recorder.violations, [], label)
            XCTAssertEqual(
                zip(received, received.dropFirst()).filter { $0 > $1 }.count, 0,
                "\(label): an element of a replaced inner after its successor's")
            XCTAssertEqual(received.filter { $0 == 200 }.count, 8, "\(label): the last inner not delivered in full")
            subscription.dispose()
        }
    }

    /// Each inner is a subject that a second thread completes (or fails) while the source may be
    /// switching away from it: the completion's disposal and the switch's race, and the
    /// subscription is then recycled by a later switch once the subject has let go of it.
    func testRecycledSubscriptionsWhoseInnersEndOnAnotherThreadRacingTheSwitch() {
        for threads in [2, 3] {
            let switches = 2_000
            let inners = StressShared((0..<switches).map { _ in PublishSubject<Int>() })
            let source = PublishSubject<Int>()
            let switched = StressCounter()
            let recorder = GrammarRecorder<Int>()
            let subscription =
                source
                .flatMapLatest { tag -> Observable<Int> in
                    tag % 3 == 2 ? Observable.just(tag) : inners.value[tag].asObservable()
                }
                .subscribe { recorder.on($0) }
            stressOnThreads(threads) { thread in
                if thread == 0 {
                    for tag in 0..<switches {
                        source.onNext(tag)
                        switched.increment()
                    }
                    return
                }
                var ended = 0
                while ended < switches - 1 {
                    let latest = switched.value - 1
                    guard latest > ended || (latest == ended && latest >= 0) else { continue }
                    let inner = inners.value[ended]
                    inner.onNext(ended)
                    if thread == 1 { inner.onCompleted() } else { inner.onNext(ended) }
                    ended += 1
                }
            }
            let received = recorder.received
            let label = "\(threads) threads"
            XCTAssertEqual(recorder.violations, [], label)
            XCTAssertEqual(recorder.stopCount, 0, label)
            XCTAssertEqual(
                zip(received, received.dropFirst()).filter { $0 > $1 }.count, 0,
                "\(label): an element of a replaced inner after its successor's")
            inners.value[switches - 1].onNext(-1)
            XCTAssertEqual(recorder.received.last, (switches - 1) % 3 == 2 ? switches - 1 : -1, label)
            subscription.dispose()
        }
    }

    /// The latest inner completes on another thread (its completion disposes its subscription
    /// and lets go of its upstream there), then the source switches twice on this thread: the
    /// first switch keeps the subscription once that thread has let go of it, the second
    /// recycles it for an inner that lasts (a new upstream attached). The recycled subscription
    /// passes its own elements only, and is disposed with the whole. (Nothing but the reference
    /// count orders that thread's last write to the subscription — its upstream taken out —
    /// before this thread's. ThreadSanitizer does not see either: the existential is copied
    /// inside the runtime.)
    func testASubscriptionWhoseInnerCompletedOnAnotherThreadIsRecycledForALastingInner() {
        for round in 0..<20 {
            let source = PublishSubject<Int>()
            let completed = StressFlag()
            let received = SharedLog<Int>()
            let subscription =
                source
                .flatMapLatest { value -> Observable<Int> in
                    if value == 1 { return Observable.just(value) }
                    if value == 2 { return Observable<Int>.never().startWith(value) }
                    return Observable.create { observer in
                        let handed = StressShared(observer)
                        Thread {
                            handed.value.onNext(0)
                            handed.value.onCompleted()
                            completed.set()
                        }.start()
                        return Disposables.create()
                    }
                }
                .subscribe(onNext: { received.append($0) })
            source.onNext(0)
            XCTAssertTrue(spin { completed.isSet }, "round \(round)")
            usleep(1_000)  // for the thread to let go of its block, and so of the observer
            source.onNext(1)
            source.onNext(2)
            XCTAssertEqual(received.all, [0, 1, 2], "round \(round)")
            subscription.dispose()
        }
    }

    /// Recycling behind inner sequences whose sources hold the observer in different ways while
    /// they deliver on another thread: a subject mid-broadcast, `observe(on:)` a serial queue,
    /// `subscribe(on:)` a concurrent one, `share`, `concat`, `retry`, `catch` and a dispatch
    /// timer. Each inner is replaced while it still sends; after the switch the inner's holder
    /// may let go of the observer (and the subscription be recycled) at any time.
    func testRecycledSubscriptionsBehindEveryKindOfHolder() {
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "flatMapLatest.spare")
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let wrappers: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("subject", { $0 }),
            ("observe(on:)", { $0.observe(on: serial) }),
            ("subscribe(on:)", { $0.subscribe(on: concurrent) }),
            ("share", { $0.share() }),
            ("share(replay: 1)", { $0.share(replay: 1) }),
            ("concat", { $0.concat(Observable.just(-1)).filter { $0 >= 0 } }),
            ("retry", { $0.retry(2) }),
            ("catch", { $0.catch { _ in Observable.empty() } }),
            (
                "timer",
                { tags in
                    tags.take(1).flatMap { tag in
                        Observable<Int>.interval(.microseconds(50), scheduler: concurrent).map { _ in tag }.take(6)
                    }
                }
            ),
        ]
        for (name, wrap) in wrappers {
            let feeders = 3
            let inners = (0..<feeders).map { _ in PublishSubject<Int>() }
            let source = PublishSubject<Int>()
            let recorder = GrammarRecorder<Int>()
            let subscription =
                source
                .flatMapLatest { tag -> Observable<Int> in
                    if tag % 2 == 1 { return Observable.just(tag) }
                    return wrap(inners[(tag / 2) % feeders].map { _ in tag })
                }
                .subscribe { recorder.on($0) }
            let switched = StressFlag()
            stressOnThreads(feeders + 1) { thread in
                guard thread == 0 else {
                    feed(inners[thread - 1], until: switched)
                    return
                }
                for tag in 0..<600 {
                    source.onNext(tag)
                    if tag % 4 == 0 { sched_yield() }
                }
                switched.set()
            }
            let received = recorder.received
            XCTAssertEqual(recorder.violations, [], name)
            XCTAssertEqual(
                zip(received, received.dropFirst()).filter { $0 > $1 }.count, 0,
                "\(name): an element of a replaced inner after its successor's")
            subscription.dispose()
            XCTAssertTrue(
                spin { !source.hasObservers && inners.allSatisfy { !$0.hasObservers } }, "\(name): still subscribed")
        }
    }
}

private struct StressTestError: Swift.Error {}

/// Logs the events of what it subscribes to; inside element 1 it signals that it entered and
/// blocks until `resume()` — an element held in delivery while the test acts on other threads.
private final class BlockingLog: @unchecked Sendable {
    // @unchecked Sendable: the log is locked; the semaphores are thread-safe.
    let log = SharedLog<String>()
    private let entered = DispatchSemaphore(value: 0)
    private let resumed = DispatchSemaphore(value: 0)

    func subscribe(to observable: Observable<Int>) -> Disposable {
        observable.subscribe(
            onNext: { [self] value in
                log.append("\(value)")
                if value == 1 {
                    entered.signal()
                    resumed.wait()
                }
            }, onCompleted: { [self] in log.append("completed") })
    }

    func waitUntilBlocked() { entered.wait() }

    func resume() { resumed.signal() }
}

/// Sends 1, 2 and completion to `subject` from a new thread.
private func sendOneTwoAndCompletion(to subject: PublishSubject<Int>) {
    Thread {
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
    }.start()
}

/// `flatMapLatest { _ in inner }` over a source subject, subscribed by a recorder, after the
/// source's first element: `inner` is the latest inner sequence.
private func latestInnerScenario() -> (
    source: PublishSubject<Int>, inner: PublishSubject<Int>, recorder: GrammarRecorder<Int>,
    subscription: SingleAssignmentDisposable
) {
    let source = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = GrammarRecorder<Int>()
    // A `SingleAssignmentDisposable` (Sendable) carries the subscription to the test's threads.
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(source.flatMapLatest { _ in inner }.subscribe { recorder.on($0) })
    source.onNext(0)
    return (source, inner, recorder, subscription)
}

/// Sends 0, 1, 2... to `inner` (yielding now and then) until `stop` is set; returns the next value.
@discardableResult
private func feed(_ inner: PublishSubject<Int>, until stop: StressFlag) -> Int {
    var value = 0
    while !stop.isSet {
        inner.onNext(value)
        value += 1
        if value % 16 == 0 { sched_yield() }
    }
    return value
}
