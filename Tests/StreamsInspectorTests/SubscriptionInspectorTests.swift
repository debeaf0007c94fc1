import Foundation
import Streams
import StreamsInspector
import StreamsTest
import XCTest

/// The inspector's picture of live subscriptions: chains from source to subscriber, the
/// subscriber's site, inner subscriptions as branches, shared sources drawn once. Each test
/// runs in its own scope (`LeakCheckingTestCase`), so `liveChains` sees only its subscriptions.
final class SubscriptionInspectorTests: LeakCheckingTestCase {
    private var live: SubscriptionSnapshot { SubscriptionScope.current!.snapshot() }
    private var liveChains: [String] { live.chains.map(\.text) }

    func testAChainReadsFromItsSourceToItsSubscriberWithTheSubscribersSite() {
        let subject = PublishSubject<Int>()
        let line = #line + 1
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.flatMapLatest { Observable.just($0) }.subscribe(
            onNext: { _ in })

        XCTAssertEqual(liveChains, ["PublishSubject<Int> → map → filter → flatMapLatest → subscribe"])
        let subscriber = live.chains[0].subscriber
        XCTAssertEqual(subscriber?.call, "subscribe(onNext:)")
        XCTAssertEqual(subscriber?.file, "StreamsInspectorTests/SubscriptionInspectorTests.swift")
        XCTAssertEqual(subscriber?.line, line)
        XCTAssertEqual(subscriber?.thread, "main thread")
        XCTAssertLessThan(abs(subscriber!.subscribedAt.timeIntervalSinceNow), 60)
        subscription.dispose()
        XCTAssertNoLiveSubscriptions()
    }

    func testEveryCallThatSubscribesRecordsItsCallersSite() {
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let target = BehaviorRelay(value: 0)
        let observer = AnyObserver<Int> { _ in }
        let optionalObserver = AnyObserver<Int?> { _ in }
        let driver = relay.asDriver()
        let signal = relay.asSignal(onErrorJustReturn: 0)
        let single = subject.take(1).asSingle()
        let maybe = subject.take(1).asMaybe()
        let completable = subject.ignoreElements().asCompletable()
        let infallible = subject.asInfallible(onErrorJustReturn: 0)
        var expected: [String] = []
        var made: [Disposable] = []
        // Each call is on the line before its `expect`.
        func expect(_ call: String, _ line: Int = #line) { expected.append("\(call) :\(line - 1)") }
        made.append(subject.subscribe(onNext: { _ in }))
        expect("subscribe(onNext:)")
        made.append(subject.subscribe { _ in })
        expect("subscribe(_:)")
        made.append(subject.subscribe(with: self, onNext: { _, _ in }))
        expect("subscribe(with:onNext:)")
        made.append(subject.bind(to: observer))
        expect("bind(to:)")
        made.append(subject.bind(to: optionalObserver))
        expect("bind(to:)")
        made.append(subject.bind(to: target))
        expect("bind(to:)")
        made.append(subject.bind(onNext: { _ in }))
        expect("bind(onNext:)")
        made.append(subject.bind(with: self) { _, _ in })
        expect("bind(with:onNext:)")
        made.append(driver.drive(onNext: { _ in }))
        expect("drive(onNext:)")
        made.append(driver.drive(observer))
        expect("drive(_:)")
        made.append(driver.drive(target))
        expect("drive(_:)")
        made.append(driver.drive(with: self, onNext: { _, _ in }))
        expect("drive(with:onNext:)")
        made.append(driver.drive())
        expect("drive()")
        made.append(signal.emit(onNext: { _ in }))
        expect("emit(onNext:)")
        made.append(signal.emit(to: observer))
        expect("emit(to:)")
        made.append(signal.emit(to: target))
        expect("emit(to:)")
        made.append(signal.emit(with: self, onNext: { _, _ in }))
        expect("emit(with:onNext:)")
        made.append(signal.emit())
        expect("emit()")
        made.append(single.subscribe(onSuccess: { _ in }))
        expect("subscribe(onSuccess:)")
        made.append(single.subscribe { _ in })
        expect("subscribe(_:)")
        made.append(single.subscribe(with: self, onSuccess: { _, _ in }))
        expect("subscribe(with:onSuccess:)")
        made.append(maybe.subscribe(onSuccess: { _ in }))
        expect("subscribe(onSuccess:)")
        made.append(completable.subscribe(onCompleted: {}))
        expect("subscribe(onCompleted:)")
        made.append(infallible.subscribe(onNext: { _ in }))
        expect("subscribe(onNext:)")
        made.append(infallible.bind(to: target))
        expect("bind(to:)")
        made.append(infallible.bind(onNext: { _ in }))
        expect("bind(onNext:)")
        let recorded = live.chains.map { chain in "\(chain.subscriber!.call) :\(chain.subscriber!.line ?? 0)" }
        XCTAssertEqual(recorded, expected)
        XCTAssertEqual(
            Set(live.chains.compactMap(\.subscriber?.file)), ["StreamsInspectorTests/SubscriptionInspectorTests.swift"])
        made.forEach { $0.dispose() }
    }

    func testTheReportShowsEachChainUnderItsSubscriber() {
        let subject = PublishSubject<String>()
        let line = #line + 1
        let subscription = subject.debounce(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { _ in })
        let report = live.report
        XCTAssertTrue(
            report.hasPrefix(
                "1 live subscription chain (\(name))\n\nsubscribe(onNext:) at StreamsInspectorTests/SubscriptionInspectorTests.swift:\(line) · main thread · "
            ), report)
        XCTAssertTrue(report.hasSuffix("\n  PublishSubject<String> → debounce → subscribe"), report)
        subscription.dispose()
    }

    func testAnInnerSubscriptionIsABranchOfTheOperatorItFeeds() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<String>()
        let subscription = outer.flatMapLatest { _ in inner.map { $0 + "!" } }.subscribe()
        XCTAssertEqual(live.chains[0].branches, [], "no inner before the first element")
        outer.onNext(1)
        XCTAssertEqual(liveChains, ["PublishSubject<Int> → flatMapLatest → subscribe"])
        XCTAssertEqual(
            live.chains[0].branches.map { "into \($0.into): \($0.text)" },
            ["into flatMapLatest: PublishSubject<String> → map"])
        XCTAssertTrue(
            live.report.hasSuffix(
                "\n  PublishSubject<Int> → flatMapLatest → subscribe\n  └─ into flatMapLatest: PublishSubject<String> → map"
            ), live.report)
        inner.onCompleted()
        XCTAssertEqual(live.chains[0].branches, [], "an inner that ended is not drawn")
        subscription.dispose()
    }

    func testEveryOperatorWithInnersShowsTheInnersAliveNow() {
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let inners = [first.debugName("first"), second.debugName("second")]
        let bag = DisposeBag()
        source.flatMap { inners[$0] }.subscribe().disposed(by: bag)
        source.map { inners[$0] }.merge().subscribe().disposed(by: bag)
        Observable.concat(inners).subscribe().disposed(by: bag)
        source.map { inners[$0] }.switchLatest().subscribe().disposed(by: bag)
        source.onNext(0)
        source.onNext(1)
        // The subjects several chains subscribe are numbered, in the order they were subscribed.
        XCTAssertEqual(
            liveChains,
            [
                "PublishSubject<Int> #1 → flatMap → subscribe",
                "PublishSubject<Int> #1 → map → merge → subscribe",
                "PublishSubject<Int> #2 ⟨first⟩ → concat → subscribe",
                "PublishSubject<Int> #1 → map → switchLatest → subscribe",
            ])
        XCTAssertEqual(
            live.chains.map { $0.branches.map { "into \($0.into): \($0.text)" } },
            [
                ["into flatMap: PublishSubject<Int> #2 ⟨first⟩", "into flatMap: PublishSubject<Int> #3 ⟨second⟩"],
                ["into merge: PublishSubject<Int> #2 ⟨first⟩", "into merge: PublishSubject<Int> #3 ⟨second⟩"],
                [],
                ["into switchLatest: PublishSubject<Int> #3 ⟨second⟩"],
            ])
        first.onCompleted()
        XCTAssertEqual(
            liveChains[2], "PublishSubject<Int> #2 ⟨second⟩ → concat → subscribe", "concat shows the source it is on")
        XCTAssertEqual(live.chains[0].branches.map(\.text), ["PublishSubject<Int> #2 ⟨second⟩"])
    }

    func testRetryShowsOnlyTheAttemptAliveNow() {
        var attempts = 0
        let failing = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 { observer.onError(TestError.boom) }
            return Disposables.create()
        }
        let subscription = failing.retry(5).subscribe()
        XCTAssertEqual(attempts, 3)
        XCTAssertEqual(liveChains, ["create → retry → subscribe"])
        subscription.dispose()
    }

    func testCatchShowsItsFallbackOnceItRuns() {
        let source = PublishSubject<Int>()
        let fallback = PublishSubject<Int>()
        let subscription = source.catch { _ in fallback.debugName("fallback") }.subscribe()
        XCTAssertEqual(liveChains, ["PublishSubject<Int> → catch → subscribe"])
        source.onError(TestError.boom)
        XCTAssertEqual(
            liveChains, ["PublishSubject<Int> ⟨fallback⟩ → catch → subscribe"], "the fallback is the source now")
        subscription.dispose()
    }

    func testAShareWithSeveralSubscribersIsDrawnOnceAndTheChainsMeetInIt() {
        let subject = PublishSubject<Int>()
        let shared = subject.scan(0, accumulator: +).share(replay: 1)
        let bag = DisposeBag()
        shared.subscribe().disposed(by: bag)
        XCTAssertEqual(
            liveChains, ["PublishSubject<Int> → scan → share(replay: 1) → subscribe"],
            "one subscriber: drawn in its chain")
        shared.map { $0 * 2 }.subscribe().disposed(by: bag)
        XCTAssertEqual(liveChains, ["share(replay: 1) #1 → subscribe", "share(replay: 1) #1 → map → subscribe"])
        XCTAssertEqual(
            live.shared.map { "#\($0.number) \($0.name), \($0.subscriberCount): \($0.text ?? "")" },
            ["#1 share(replay: 1), 2: PublishSubject<Int> → scan → share(replay: 1)"])
    }

    func testASubjectWithSeveralSubscribersIsNumbered() {
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        subject.subscribe().disposed(by: bag)
        XCTAssertEqual(liveChains, ["PublishSubject<Int> → subscribe"])
        subject.skip(1).subscribe().disposed(by: bag)
        XCTAssertEqual(liveChains, ["PublishSubject<Int> #1 → subscribe", "PublishSubject<Int> #1 → skip → subscribe"])
        XCTAssertEqual(live.shared.map(\.subscriberCount), [2])
    }

    func testAConnectableShowsItsConnectionAsTheSourceItsSubscribersShare() {
        let subject = PublishSubject<Int>()
        let published = subject.map { $0 }.publish()
        let bag = DisposeBag()
        published.subscribe().disposed(by: bag)
        published.subscribe().disposed(by: bag)
        published.connect().disposed(by: bag)
        XCTAssertEqual(liveChains, ["publish() #1 → subscribe", "publish() #1 → subscribe"])
        XCTAssertEqual(live.shared.map(\.text), ["PublishSubject<Int> → map → publish()"])
    }

    func testRefCountShowsTheConnectionUnderItsFirstSubscriber() {
        let subject = PublishSubject<Int>()
        let counted = subject.publish().refCount()
        let subscription = counted.subscribe()
        XCTAssertEqual(liveChains, ["PublishSubject<Int> → publish() → refCount → subscribe"])
        subscription.dispose()
    }

    func testADriverChainReadsAsItIsWritten() {
        let relay = BehaviorRelay(value: 1)
        let line = #line + 1
        let subscription = relay.asDriver().map { $0 + 1 }.drive(onNext: { _ in })
        XCTAssertEqual(liveChains, ["BehaviorRelay<Int> → asDriver → map → drive"])
        XCTAssertEqual(live.chains[0].subscriber?.call, "drive(onNext:)")
        XCTAssertEqual(live.chains[0].subscriber?.line, line)
        subscription.dispose()
    }

    func testADriverDrivenTwiceIsOneSharedSource() {
        let relay = BehaviorRelay(value: 1)
        let title = relay.asDriver().map { "\($0)" }
        let bag = DisposeBag()
        title.drive(onNext: { _ in }).disposed(by: bag)
        title.drive(onNext: { _ in }).disposed(by: bag)
        XCTAssertEqual(liveChains, ["map #1 → drive", "map #1 → drive"])
        XCTAssertEqual(live.shared.map(\.text), ["BehaviorRelay<Int> → asDriver → map"])
    }

    func testDebugNameLabelsTheStageItFollows() {
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        subject.debugName("taps").map { $0 }.debugName("doubled").subscribe().disposed(by: bag)
        XCTAssertEqual(liveChains, ["PublishSubject<Int> ⟨taps⟩ → map ⟨doubled⟩ → subscribe"])
        XCTAssertEqual(live.stages.compactMap(\.label), ["doubled", "taps"])
    }

    func testDebugNamePassesEventsThroughUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        let result = scheduler.start { xs.debugName("prices") }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testASubscriptionDisposedButStillHeldIsMarked() {
        var kept: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            kept = observer
            return Disposables.create()
        }
        source.subscribe().dispose()
        XCTAssertNotNil(kept)
        XCTAssertEqual(liveChains, ["create (disposed) → subscribe"], "the create sink lives on in `kept`")
        XCTAssertTrue(live.chains[0].isDisposed)
        XCTAssertTrue(live.report.contains("disposed, but still alive"), live.report)
        kept = nil
        XCTAssertNoLiveSubscriptions()
    }

    func testTheSubscribersThreadIsRecorded() {
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Locked<Disposable?>(nil)
        // On Linux, Foundation names the system thread only when `Thread.current.name` is set
        // after `start()` has returned in the starting thread (measured: set at once, about one
        // new thread in 200 kept the process's name on a loaded core; set before `start()`, none
        // was named), so the thread waits for that before naming itself.
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            started.wait()
            Thread.current.name = "inspecting"
            subscription.withLock { $0 = subject.subscribe() }
            done.signal()
        }
        let checkpoint = SubscriptionInspector.checkpoint()
        thread.start()
        started.signal()
        done.wait()
        XCTAssertEqual(
            SubscriptionInspector.snapshot(since: checkpoint).chains.map { $0.subscriber?.thread },
            ["thread inspecting"])
        subscription.withLock { $0?.dispose() }
    }

    func testASubscriberOnADispatchQueueIsShownWithTheQueuesLabel() {
        let subject = PublishSubject<Int>()
        let subscriptions = Locked<[Disposable]>([])
        let checkpoint = SubscriptionInspector.checkpoint()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "com.example.inspector").async {
            subscriptions.withLock { $0.append(subject.subscribe()) }
            done.signal()
        }
        done.wait()
        DispatchQueue.global().async {
            subscriptions.withLock { $0.append(subject.subscribe()) }
            done.signal()
        }
        done.wait()
        let threads = SubscriptionInspector.snapshot(since: checkpoint).chains.map { $0.subscriber?.thread ?? "" }
        XCTAssertEqual(threads.first, "queue com.example.inspector")
        XCTAssertTrue(threads.last?.hasPrefix("queue com.apple.root.") == true, threads.last ?? "")
        subscriptions.withLock { $0.forEach { $0.dispose() } }
    }

    func testCallStacksAreCapturedWhenAskedFor() {
        let previous = Hooks.customCaptureSubscriptionCallstack
        Hooks.customCaptureSubscriptionCallstack = { ["frame 0", "frame 1"] }
        SubscriptionInspector.start(capturingCallStacks: true)
        defer {
            SubscriptionInspector.stop()
            SubscriptionInspector.capturesCallStacks = false
            Hooks.customCaptureSubscriptionCallstack = previous
        }
        let subscription = PublishSubject<Int>().subscribe()
        XCTAssertEqual(live.chains[0].subscriber?.callStack, ["frame 0", "frame 1"])
        XCTAssertTrue(live.report.contains("    | frame 0\n    | frame 1"), live.report)
        subscription.dispose()
    }

    func testTheSnapshotRoundTripsThroughJSON() throws {
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 }.share()
        let bag = DisposeBag()
        shared.subscribe().disposed(by: bag)
        shared.flatMap { _ in subject.asObservable() }.subscribe().disposed(by: bag)
        subject.onNext(1)
        let snapshot = live
        let decoded = try JSONDecoder().decode(SubscriptionSnapshot.self, from: JSONEncoder().encode(snapshot))
        XCTAssertEqual(decoded, snapshot)
        XCTAssertEqual(decoded.report, snapshot.report)
    }

    func testAnObserverSubscribedDirectlyIsNamedByItsType() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.subscribe(observer)
        XCTAssertEqual(liveChains, ["PublishSubject<Int> → map → subscribe"])
        XCTAssertEqual(live.chains[0].subscriber?.call, "subscribe(TestableObserver<Int>)")
        XCTAssertEqual(live.chains[0].subscriber?.site, "unknown site")
        subscription.dispose()
    }

    func testAnObserverSubscribedDirectlyToAnOperatorWithoutASinkIsNamedByItsType() {
        // `startWith` makes no sink: it subscribes its source with an observer of its own, whose
        // type must not replace the caller's.
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.startWith(1).subscribe(observer)
        XCTAssertEqual(live.chains.count, 1)
        XCTAssertEqual(live.chains.first?.subscriber?.call, "subscribe(TestableObserver<Int>)")
        subscription.dispose()
    }
}

/// With recording off (the default outside tests that ask for it), nothing is recorded.
final class SubscriptionInspectorOffTests: LeakCheckingTestCase {
    override var namesLeakedSubscriptions: Bool { false }

    func testNothingIsRecordedWhileTheInspectorIsOff() {
        XCTAssertFalse(SubscriptionInspector.isRecording)
        let checkpoint = SubscriptionInspector.checkpoint()
        let subscription = PublishSubject<Int>().map { $0 }.subscribe()
        XCTAssertTrue(SubscriptionInspector.snapshot(since: checkpoint).isEmpty)
        subscription.dispose()
    }

    func testStartAndStopNest() {
        SubscriptionInspector.start()
        SubscriptionInspector.start()
        SubscriptionInspector.stop()
        XCTAssertTrue(SubscriptionInspector.isRecording)
        SubscriptionInspector.stop()
        XCTAssertFalse(SubscriptionInspector.isRecording)
    }

    func testSubscriptionsRecordedBeforeStoppingStayUntilTheyEnd() {
        let checkpoint = SubscriptionInspector.checkpoint()
        SubscriptionInspector.start()
        let subscription = PublishSubject<Int>().subscribe()
        SubscriptionInspector.stop()
        XCTAssertEqual(
            SubscriptionInspector.snapshot(since: checkpoint).chains.map(\.text), ["PublishSubject<Int> → subscribe"])
        subscription.dispose()
        XCTAssertTrue(SubscriptionInspector.snapshot(since: checkpoint).isEmpty)
    }
}

private enum TestError: Error {
    case boom
}
