import Foundation
import Streams
import StreamsTest
import XCTest

// Compile-level porting checks: every call below is spelled exactly as RxSwift 6 code spells it
// (labels, default arguments, trailing closures, generic shapes), so a signature that drifts from
// RxSwift's stops this file from compiling. Each test also runs what it builds and asserts the
// result, so a spelling that compiles but resolves to the wrong overload fails too.

private struct SignatureError: Swift.Error, Equatable {}

private struct Payload: Codable, Equatable {
    let id: Int
}

private final class Owner {}

private struct Point {
    let x: Int
    let y: Int
}

/// Runs `observable` to its end on the current thread and returns its events.
private func events<Source: ObservableConvertibleType>(_ observable: Source) -> [Event<Source.Element>] {
    var result: [Event<Source.Element>] = []
    let subscription = observable.asObservable().subscribe { result.append($0) }
    subscription.dispose()
    return result
}

private func elements<Source: ObservableConvertibleType>(_ observable: Source) -> [Source.Element] {
    events(observable).compactMap(\.element)
}

/// A global of test code, as RxSwift's example app's tests have one (seconds per tick), read in
/// an extension of `TestScheduler`: no `TestScheduler` member of that name may shadow it.
private let resolution: TimeInterval = 0.2

extension TestScheduler {
    fileprivate var exampleTickLength: TimeInterval { resolution }
}

final class RxSwiftSignatureTests: LeakCheckingTestCase {
    // MARK: Issue 2: core, creation, disposables, subjects, relays, schedulers

    func testCoreTypesAndSubscribeSpellings() {
        let disambiguated: RxObservable<Int> = .just(7)
        XCTAssertEqual(elements(disambiguated), [7])
        let capture: Hooks.CustomCaptureSubscriptionCallstack = Hooks.customCaptureSubscriptionCallstack
        XCTAssertFalse(Hooks.recordCallStackOnError)
        Hooks.customCaptureSubscriptionCallstack = capture
        let event: Event<Int> = .next(1)
        XCTAssertEqual(event.element, 1)
        XCTAssertNil(event.error)
        XCTAssertFalse(event.isStopEvent)
        XCTAssertFalse(event.isCompleted)
        XCTAssertEqual(event.map { $0 + 1 }.element, 2)

        var log: [String] = []
        let created = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.on(.next(2))
            observer.onCompleted()
            return Disposables.create()
        }
        created.subscribe(
            onNext: { log.append("n\($0)") }, onError: { _ in log.append("e") }, onCompleted: { log.append("c") },
            onDisposed: { log.append("d") }
        ).dispose()
        _ = created.subscribe(onNext: { log.append("only\($0)") })
        let owner = Owner()
        _ = created.subscribe(
            with: owner, onNext: { _, value in log.append("w\(value)") }, onError: { _, _ in log.append("we") },
            onCompleted: { _ in log.append("wc") }, onDisposed: { _ in log.append("wd") })
        let anyObserver = AnyObserver<Int> { event in log.append("any:\(event)") }
        _ = Observable.just(5).subscribe(anyObserver)
        _ = Observable<Int>.error(SignatureError()).subscribe(AnyObserver(anyObserver))
        XCTAssertEqual(
            log,
            [
                "n1", "n2", "c", "d", "only1", "only2", "w1", "w2", "wc", "wd", "any:next(5)", "any:completed",
                "any:error(SignatureError())",
            ])
        XCTAssertEqual(elements(created.asObservable()), [1, 2])
    }

    func testCreationFunctionsWithTheirSchedulerParameters() {
        let scheduler = CurrentThreadScheduler.instance
        XCTAssertEqual(elements(Observable.just(1)), [1])
        XCTAssertEqual(elements(Observable.just(1, scheduler: scheduler)), [1])
        XCTAssertEqual(elements(Observable.of(1, 2)), [1, 2])
        XCTAssertEqual(elements(Observable.of(1, 2, scheduler: scheduler)), [1, 2])
        XCTAssertEqual(elements(Observable.from([1, 2])), [1, 2])
        XCTAssertEqual(elements(Observable.from([1, 2], scheduler: scheduler)), [1, 2])
        XCTAssertEqual(elements(Observable.from(1...3)), [1, 2, 3])
        XCTAssertEqual(elements(Observable.from(optional: 4)), [4])
        XCTAssertEqual(elements(Observable<Int>.from(optional: nil, scheduler: scheduler)), [])
        XCTAssertEqual(events(Observable<Int>.empty()), [.completed])
        XCTAssertEqual(events(Observable<Int>.error(SignatureError())), [.error(SignatureError())])
        XCTAssertEqual(elements(Observable.deferred { Observable.just(7) }), [7])
        XCTAssertEqual(elements(Observable.range(start: 1, count: 3)), [1, 2, 3])
        XCTAssertEqual(elements(Observable.range(start: 1, count: 2, scheduler: scheduler)), [1, 2])
        XCTAssertEqual(elements(Observable.repeatElement(3).take(2)), [3, 3])
        XCTAssertEqual(elements(Observable.repeatElement(3, scheduler: scheduler).take(1)), [3])
        XCTAssertEqual(
            elements(Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })), [0, 1, 2])
        XCTAssertEqual(
            elements(
                Observable.generate(initialState: 0, condition: { $0 < 2 }, scheduler: scheduler, iterate: { $0 + 1 })),
            [0, 1])
        let never = Observable<Int>.never().subscribe()
        never.dispose()

        let testScheduler = TestScheduler(initialClock: 0)
        let interval = testScheduler.start(disposed: 235) {
            Observable<Int>.interval(.seconds(10), scheduler: testScheduler)
        }
        XCTAssertEqual(interval.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        let timer = testScheduler.start(created: 300, subscribed: 400, disposed: 1000) {
            Observable<Int>.timer(.seconds(5), scheduler: testScheduler)
        }
        XCTAssertEqual(timer.events, [.next(405, 0), .completed(405)])
        let periodic = TestScheduler(initialClock: 0)
        let periodicTimer = periodic.start(disposed: 225) {
            Observable<Int>.timer(.seconds(5), period: .seconds(10), scheduler: periodic)
        }
        XCTAssertEqual(periodicTimer.events, [.next(205, 0), .next(215, 1)])
    }

    func testDisposableSpellings() {
        var disposed: [String] = []
        let plain = Disposables.create()
        let action = Disposables.create { disposed.append("action") }
        let pair: Cancelable = Disposables.create(
            Disposables.create { disposed.append("a") }, Disposables.create { disposed.append("b") })
        let triple = Disposables.create(
            Disposables.create(), Disposables.create(), Disposables.create { disposed.append("c") })
        let array = Disposables.create([Disposables.create { disposed.append("d") }])
        let withClosure = Disposables.create(with: { disposed.append("with") })
        for disposable in [plain, action, pair, triple, array, withClosure] as [Disposable] { disposable.dispose() }
        XCTAssertTrue(pair.isDisposed)
        XCTAssertEqual(disposed, ["action", "a", "b", "c", "d", "with"])

        var bag: DisposeBag? = DisposeBag()
        Disposables.create { disposed.append("bagged") }.disposed(by: bag!)
        bag!.insert(Disposables.create { disposed.append("inserted") })
        bag = nil
        XCTAssertEqual(Array(disposed.suffix(2)), ["bagged", "inserted"])

        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { disposed.append("removed") })
        XCTAssertEqual(composite.count, 1)
        composite.remove(for: key!)
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        _ = CompositeDisposable(Disposables.create(), Disposables.create())
        _ = CompositeDisposable(disposables: [Disposables.create()])

        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append("first") }
        serial.disposable = Disposables.create()
        serial.dispose()
        let single = SingleAssignmentDisposable()
        single.setDisposable(Disposables.create { disposed.append("single") })
        single.dispose()
        let boolean = BooleanDisposable()
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed.append("refCount") })
        let retained = refCount.retain()
        refCount.dispose()
        XCTAssertNotEqual(disposed.last, "refCount", "still retained")
        retained.dispose()
        let scheduled = ScheduledDisposable(
            scheduler: CurrentThreadScheduler.instance, disposable: Disposables.create { disposed.append("scheduled") })
        scheduled.dispose()
        XCTAssertEqual(Array(disposed.suffix(5)), ["removed", "first", "single", "refCount", "scheduled"])
    }

    func testSubjectSpellings() throws {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 1)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let unbounded = ReplaySubject<Int>.createUnbounded()
        let async = AsyncSubject<Int>()
        XCTAssertFalse(publish.hasObservers)
        var log: [Int] = []
        let subscriptions = [
            publish.asObservable(), behavior.asObservable(), replay.asObservable(), unbounded.asObservable(),
            async.asObservable(),
        ].map { $0.subscribe(onNext: { log.append($0) }) }
        XCTAssertTrue(publish.hasObservers)
        publish.asObserver().onNext(10)
        behavior.onNext(2)
        XCTAssertEqual(try behavior.value(), 2)
        replay.on(.next(3))
        unbounded.onNext(4)
        async.onNext(5)
        async.onCompleted()
        XCTAssertEqual(log, [1, 10, 2, 3, 4, 5])
        subscriptions.forEach { $0.dispose() }
        behavior.dispose()
        XCTAssertThrowsError(try behavior.value())
        func acceptsSubject<Subject: SubjectType>(_ subject: Subject) -> Subject.Observer { subject.asObserver() }
        _ = acceptsSubject(publish)
    }

    func testRelaySpellingsAndVariadicBind() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let unbounded = ReplayRelay<Int>.createUnbound()
        let optional = BehaviorRelay<Int?>(value: nil)
        let infallibles: [Infallible<Int>] = [publish.asInfallible(), behavior.asInfallible(), replay.asInfallible()]
        XCTAssertEqual(infallibles.count, 3)
        let subject = PublishSubject<Int>()
        let otherSubject = PublishSubject<Int>()
        let lastOfOther = BehaviorSubject(value: 0)
        let forwarding = otherSubject.bind(to: lastOfOther)
        var log: [Int] = []
        let collected = publish.subscribe(onNext: { log.append($0) })
        let bag = DisposeBag()
        Observable.of(1, 2).bind(to: publish).disposed(by: bag)
        Observable.just(3).bind(to: behavior, BehaviorRelay(value: 9)).disposed(by: bag)
        Observable.just(4).bind(to: replay).disposed(by: bag)
        Observable.just(5).bind(to: unbounded).disposed(by: bag)
        Observable.just(6).bind(to: optional).disposed(by: bag)
        Observable.just(7).bind(to: subject, otherSubject).disposed(by: bag)
        Observable.just(8).bind(onNext: { log.append($0) }).disposed(by: bag)
        let bound: Int = Observable.just(1).bind(to: { (_: Observable<Int>) in 42 })
        behavior.accept(behavior.value + 1)
        XCTAssertEqual(log, [1, 2, 8])
        XCTAssertEqual(behavior.value, 4)
        XCTAssertEqual(optional.value, 6)
        XCTAssertEqual(try lastOfOther.value(), 7)
        forwarding.dispose()
        XCTAssertEqual(bound, 42)
        XCTAssertEqual(elements(replay.take(1)), [4])
        collected.dispose()
    }

    func testSchedulerSpellings() {
        let immediate: [ImmediateSchedulerType] = [
            MainScheduler.instance, MainScheduler.asyncInstance, CurrentThreadScheduler.instance,
            SerialDispatchQueueScheduler(qos: .default),
            SerialDispatchQueueScheduler(internalSerialQueueName: "signature"),
            ConcurrentDispatchQueueScheduler(qos: .utility), ConcurrentMainScheduler.instance,
            OperationQueueScheduler(operationQueue: OperationQueue()),
            HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0)),
            SerialDispatchQueueScheduler(queue: .global(), internalSerialQueueName: "signature.target"),
            SerialDispatchQueueScheduler(
                qos: .userInitiated, internalSerialQueueName: "signature.qos", leeway: .milliseconds(1)),
            ConcurrentDispatchQueueScheduler(queue: .global()),
            ConcurrentDispatchQueueScheduler(qos: .default, leeway: .nanoseconds(0)),
            OperationQueueScheduler(operationQueue: OperationQueue(), queuePriority: .high),
        ]
        XCTAssertEqual(immediate.count, 14)
        var mapped: [Int] = []
        let stringObserver: AnyObserver<String> = AnyObserver<Int>(eventHandler: { mapped.append($0.element ?? -1) })
            .mapObserver { (text: String) in text.count }
        stringObserver.onNext("four")
        stringObserver.asObserver().onNext("")
        XCTAssertEqual(mapped, [4, 0])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var requiredInside: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            requiredInside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertEqual(requiredInside, false)
        // RxSwift's setter of `isScheduleRequired` is `private(set)`: there is none to call.
        let base: DisposeBase = DisposeBag()
        XCTAssertTrue(base is DisposeBag)
        let virtual = VirtualTimeScheduler(
            initialClock: Date(timeIntervalSince1970: 0), converter: HistoricalSchedulerTimeConverter())
        _ = virtual.scheduleRelative((), dueTime: .seconds(20)) { _ in Disposables.create() }
        _ = virtual.scheduleRelative((), dueTime: .seconds(10)) { _ in Disposables.create() }
        let cancelled = virtual.scheduleRelative((), dueTime: .seconds(15)) { _ in Disposables.create() }
        cancelled.dispose()
        XCTAssertEqual(
            virtual.debugDescription, "[\(Date(timeIntervalSince1970: 10)), \(Date(timeIntervalSince1970: 20))]")
        virtual.start()
        XCTAssertEqual(virtual.debugDescription, "[]")
        /// `timer` on any primitive sequence type, as RxSwift declares it.
        func timer<Sequence: PrimitiveSequenceType>(_: Sequence.Type) -> PrimitiveSequence<
            Sequence.Trait, Sequence.Element
        > where Sequence.Element == Int {
            Sequence.timer(.seconds(1), scheduler: virtual)
        }
        var fired: [Int] = []
        _ = timer(Single<Int>.self).subscribe(onSuccess: { fired.append($0) })
        virtual.start()
        XCTAssertEqual(fired, [0])
        /// `zip(_:_:resultSelector:)` on any infallible type, as RxSwift declares it.
        func sums<Sequence: InfallibleType>(_: Sequence.Type) -> Infallible<Sequence.Element>
        where Sequence.Element == Int {
            Sequence.zip(Infallible.of(1, 2), Infallible.of(10, 20)) { $0 + $1 }
        }
        var zipped: [Int] = []
        _ = sums(Infallible<Int>.self).subscribe(onNext: { zipped.append($0) })
        XCTAssertEqual(zipped, [11, 22])
        let interval: RxTimeInterval = .milliseconds(5)
        let time: RxTime = Date(timeIntervalSince1970: 5)
        XCTAssertEqual(interval, .milliseconds(5))
        XCTAssertEqual(time.timeIntervalSince1970, 5)
        let serialTime: SerialDispatchQueueScheduler.Time = MainScheduler.instance.now
        let mainInterval: MainScheduler.TimeInterval = 1.5
        let concurrentTime: ConcurrentDispatchQueueScheduler.Time = serialTime
        let concurrentMainInterval: ConcurrentMainScheduler.TimeInterval = mainInterval
        XCTAssertEqual(concurrentTime, serialTime)
        XCTAssertEqual(concurrentMainInterval, 1.5)
        XCTAssertEqual(ConcurrentDispatchQueueScheduler.TimeInterval(2), 2.0)
        XCTAssertTrue(ConcurrentMainScheduler.Time.self == Date.self)

        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.schedule(1) { state in
            log.append("now\(state)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative(2, dueTime: .seconds(10)) { state in
            log.append("at\(scheduler.clock):\(state)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRecursive(0, dueTime: .seconds(20)) { state, recurse in
            log.append("recursive\(state)@\(scheduler.clock)")
            if state < 1 { recurse.schedule(state + 1, dueTime: .seconds(20)) }
        }
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(30), period: .seconds(30)) { state in
            log.append("periodic\(state)@\(scheduler.clock)")
            return state + 1
        }
        scheduler.scheduleAt(70) { periodic.dispose() }
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            log.append("trampoline\(state)")
            if state < 2 { recurse(state + 1) }
        }
        scheduler.start()
        XCTAssertEqual(
            log,
            [
                "trampoline0", "trampoline1", "trampoline2", "now1", "at10:2", "recursive0@20", "periodic0@30",
                "recursive1@40", "periodic1@60",
            ])
    }

    // MARK: Issue 3: transforming

    func testTransformingOperatorSpellings() throws {
        let xs = Observable.of(1, 2, 3)
        XCTAssertEqual(elements(xs.map { $0 * 2 }), [2, 4, 6])
        XCTAssertEqual(elements(xs.compactMap { $0 == 2 ? nil : $0 }), [1, 3])
        XCTAssertEqual(elements(xs.flatMap { Observable.just($0) }), [1, 2, 3])
        XCTAssertEqual(elements(xs.flatMapLatest { Observable.just($0) }), [1, 2, 3])
        XCTAssertEqual(elements(xs.flatMapFirst { Observable.just($0) }), [1, 2, 3])
        XCTAssertEqual(elements(xs.concatMap { Observable.of($0, $0) }), [1, 1, 2, 2, 3, 3])
        // The trampoline runs the second inner's subscription before the first inner's second
        // element, so the switch drops 2 and 3 of the first (RxSwift does the same).
        XCTAssertEqual(elements(Observable.of(xs, xs).switchLatest()), [1, 1, 2, 3])
        XCTAssertEqual(elements(xs.scan(0) { $0 + $1 }), [1, 3, 6])
        XCTAssertEqual(elements(xs.scan(0, accumulator: +)), [1, 3, 6])
        XCTAssertEqual(elements(xs.scan(into: [Int]()) { $0.append($1) }), [[1], [1, 2], [1, 2, 3]])
        XCTAssertEqual(elements(xs.reduce(0, accumulator: +)), [6])
        XCTAssertEqual(elements(xs.reduce(0, accumulator: +, mapResult: { "\($0)" })), ["6"])
        XCTAssertEqual(try xs.toArray().toBlocking().single(), [1, 2, 3])
        XCTAssertEqual(elements(xs.enumerated().map { $0.index * 10 + $0.element }), [1, 12, 23])
        XCTAssertEqual(
            events(xs.materialize()),
            [.next(.next(1)), .next(.next(2)), .next(.next(3)), .next(.completed), .completed])
        XCTAssertEqual(elements(xs.materialize().dematerialize()), [1, 2, 3])
        let owner = Owner()
        XCTAssertEqual(elements(xs.withUnretained(owner).map { $0.1 }), [1, 2, 3])
        XCTAssertEqual(elements(xs.withUnretained(owner) { _, value in value + 1 }), [2, 3, 4])
        XCTAssertEqual(elements(xs.withUnretained(owner, resultSelector: { _, value in value })), [1, 2, 3])
        let data = try JSONEncoder().encode(Payload(id: 9))
        XCTAssertEqual(
            elements(Observable.just(data).decode(type: Payload.self, decoder: JSONDecoder())), [Payload(id: 9)])
        let groups: Observable<GroupedObservable<Bool, Int>> = xs.groupBy(keySelector: { $0 % 2 == 0 })
        XCTAssertEqual(elements(groups.map { $0.key }), [false, true])
        XCTAssertEqual(
            elements(groups.flatMap { group in group.map { (group.key, $0) } }.map { "\($0.0):\($0.1)" }),
            ["false:1", "true:2", "false:3"])

        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let buffered = scheduler.start { hot.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler) }
        XCTAssertEqual(buffered.events, [.next(220, [1, 2]), .next(240, [3]), .completed(240)])
        let windowScheduler = TestScheduler(initialClock: 0)
        let windowHot = windowScheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
        ])
        let windows = windowScheduler.start {
            windowHot.window(timeSpan: .seconds(100), count: 2, scheduler: windowScheduler).flatMap {
                $0.toArray().asObservable()
            }
        }
        XCTAssertEqual(windows.events, [.next(220, [1, 2]), .next(240, [3]), .completed(240)])
    }

    // MARK: Issue 3: filtering

    func testFilteringOperatorSpellings() throws {
        let xs = Observable.of(1, 1, 2, 3, 3)
        XCTAssertEqual(elements(xs.filter { $0 > 1 }), [2, 3, 3])
        XCTAssertEqual(elements(xs.distinctUntilChanged()), [1, 2, 3])
        XCTAssertEqual(elements(xs.distinctUntilChanged { $0 / 2 }), [1, 2])
        XCTAssertEqual(elements(xs.distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })), [1, 2, 3])
        XCTAssertEqual(elements(xs.distinctUntilChanged { lhs, rhs in lhs == rhs }), [1, 2, 3])
        let points = Observable.of(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2))
        XCTAssertEqual(elements(points.distinctUntilChanged(at: \.x)).map(\.y), [1, 2])
        XCTAssertEqual(elements(xs.take(2)), [1, 1])
        XCTAssertEqual(elements(xs.takeLast(2)), [3, 3])
        XCTAssertEqual(elements(xs.take(until: { $0 == 2 })), [1, 1])
        XCTAssertEqual(elements(xs.take(until: { $0 == 2 }, behavior: .inclusive)), [1, 1, 2])
        XCTAssertEqual(elements(xs.take(until: Observable<String>.never())), [1, 1, 2, 3, 3])
        XCTAssertEqual(elements(xs.take(while: { $0 < 2 })), [1, 1])
        XCTAssertEqual(elements(xs.take(while: { $0 < 2 }, behavior: .inclusive)), [1, 1, 2])
        XCTAssertEqual(elements(xs.skip(3)), [3, 3])
        XCTAssertEqual(elements(xs.skip(until: Observable.just(()))), [1, 1, 2, 3, 3])
        XCTAssertEqual(elements(xs.skip(while: { $0 < 3 })), [3, 3])
        XCTAssertEqual(elements(xs.element(at: 2)), [2])
        XCTAssertEqual(try xs.first().toBlocking().single(), 1)
        XCTAssertEqual(events(xs.ignoreElements()).count, 1)
        XCTAssertEqual(events(Observable.just(4).single()), [.next(4), .completed])
        XCTAssertEqual(events(xs.single { $0 == 2 }), [.next(2), .completed])
        XCTAssertEqual(elements(xs.amb(Observable<Int>.never())), [1, 1, 2, 3, 3])
        XCTAssertEqual(elements(Observable.amb([xs, Observable<Int>.never()])), [1, 1, 2, 3, 3])

        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(260, 3), .completed(300)])
        let ticks = scheduler.createHotObservable([.next(220, "tick"), .next(250, "tick"), .next(310, "tick")])
        let sampled = scheduler.start { hot.sample(ticks) }
        XCTAssertEqual(sampled.events, [.next(220, 2), .next(310, 3), .completed(310)])
        let withDefault = TestScheduler(initialClock: 0)
        let quiet = withDefault.createHotObservable([.next(210, 1), .completed(400)])
        let quietTicks = withDefault.createHotObservable([.next(220, ()), .next(230, ())])
        // No sampler tick after the source completes, so the result never completes (RxSwift).
        XCTAssertEqual(
            withDefault.start { quiet.sample(quietTicks, defaultValue: 0) }.events, [.next(220, 1), .next(230, 0)])

        let timed = TestScheduler(initialClock: 0)
        let bursty = timed.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(260)])
        XCTAssertEqual(
            timed.start { bursty.debounce(.seconds(10), scheduler: timed) }.events,
            [.next(225, 2), .next(250, 3), .completed(260)])
        let throttled = TestScheduler(initialClock: 0)
        let fast = throttled.createHotObservable([.next(210, 1), .next(215, 2), .completed(260)])
        XCTAssertEqual(
            throttled.start { fast.throttle(.seconds(20), scheduler: throttled) }.events,
            [.next(210, 1), .next(230, 2), .completed(260)])
        let notLatest = TestScheduler(initialClock: 0)
        let fast2 = notLatest.createHotObservable([.next(210, 1), .next(215, 2), .completed(260)])
        XCTAssertEqual(
            notLatest.start { fast2.throttle(.seconds(20), latest: false, scheduler: notLatest) }.events,
            [.next(210, 1), .completed(260)])
        let forTime = TestScheduler(initialClock: 0)
        let steady = forTime.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        XCTAssertEqual(
            forTime.start { steady.take(for: .seconds(20), scheduler: forTime) }.events,
            [.next(210, 1), .completed(220)])
        let skipTime = TestScheduler(initialClock: 0)
        let steady2 = skipTime.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        XCTAssertEqual(
            skipTime.start { steady2.skip(for: .seconds(20), scheduler: skipTime) }.events,
            [.next(230, 2), .completed(260)])
        // RxSwift 6 spells the timed skip without a label (it has no `skip(for:)`).
        let rxSkipTime = TestScheduler(initialClock: 0)
        let steady3 = rxSkipTime.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        XCTAssertEqual(
            rxSkipTime.start { steady3.skip(.seconds(20), scheduler: rxSkipTime) }.events,
            [.next(230, 2), .completed(260)])
    }

    // MARK: Issue 3: combining

    func testCombiningOperatorSpellings() {
        let a = Observable.just(1)
        let b = Observable.just("b")
        let c = Observable.just(3.0)
        let d = Observable.just(4)
        let e = Observable.just(5)
        let f = Observable.just(6)
        let g = Observable.just(7)
        let h = Observable.just(8)
        XCTAssertEqual(elements(Observable.merge(a, d)), [1, 4])
        XCTAssertEqual(elements(Observable.merge([a, d])), [1, 4])
        XCTAssertEqual(elements(Observable.of(a, d).merge()), [1, 4])
        XCTAssertEqual(elements(Observable.of(a, d).merge(maxConcurrent: 1)), [1, 4])
        XCTAssertEqual(elements(Observable.concat(a, d)), [1, 4])
        XCTAssertEqual(elements(Observable.concat([a, d])), [1, 4])
        XCTAssertEqual(elements(a.concat(d)), [1, 4])
        XCTAssertEqual(elements(Observable.of(a, d).concat()), [1, 4])
        XCTAssertEqual(elements(a.startWith(-1, 0)), [-1, 0, 1])
        XCTAssertEqual(elements(a.withLatestFrom(b)), ["b"])
        XCTAssertEqual(
            elements(
                Observable.just(1).subscribe(on: CurrentThreadScheduler.instance).withLatestFrom(b) { "\($0)\($1)" }),
            ["1b"])

        let pair: Observable<(Int, String)> = Observable.combineLatest(a, b)
        XCTAssertEqual(elements(pair).map { "\($0.0)\($0.1)" }, ["1b"])
        XCTAssertEqual(elements(Observable.combineLatest(a, b, c)).map { "\($0.0)\($0.1)\($0.2)" }, ["1b3.0"])
        XCTAssertEqual(elements(Observable.combineLatest(a, b) { "\($0)\($1)" }), ["1b"])
        XCTAssertEqual(
            elements(Observable.combineLatest(a, b, c, d, resultSelector: { "\($0)\($1)\($2)\($3)" })), ["1b3.04"])
        XCTAssertEqual(elements(Observable.combineLatest(a, d, e, f, g, h, a, d)).map { $0.7 }, [4])
        XCTAssertEqual(
            elements(Observable.combineLatest(a, d, e, f, g, h, a, d) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }), [36])
        XCTAssertEqual(elements(Observable.combineLatest([a, d, e])), [[1, 4, 5]])
        XCTAssertEqual(elements(Observable.combineLatest([a, d]) { $0.reduce(0, +) }), [5])
        XCTAssertEqual(elements(Observable.zip(a, b)).map { "\($0.0)\($0.1)" }, ["1b"])
        XCTAssertEqual(elements(Observable.zip(a, b, c)).map { $0.2 }, [3.0])
        XCTAssertEqual(elements(Observable.zip(a, b) { "\($0)\($1)" }), ["1b"])
        XCTAssertEqual(elements(Observable.zip(a, d, e, f, g)).map { $0.4 }, [7])
        XCTAssertEqual(elements(Observable.zip(a, d, e, f, g, h, a, d) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }), [36])
        XCTAssertEqual(elements(Observable.zip([a, d])), [[1, 4]])
        XCTAssertEqual(elements(Observable.zip([a, d], resultSelector: { $0.count })), [2])
    }

    // MARK: Issue 3: errors

    func testErrorHandlingOperatorSpellings() {
        let failing = Observable<Int>.error(SignatureError())
        XCTAssertEqual(elements(failing.catch { _ in .just(1) }), [1])
        XCTAssertEqual(elements(failing.catchAndReturn(2)), [2])
        XCTAssertEqual(elements(Observable.catch(sequence: [failing, Observable.just(3)])), [3])
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? failing : .just(attempts)
        }
        XCTAssertEqual(elements(flaky.retry()), [3])
        attempts = 0
        XCTAssertEqual(events(flaky.retry(2)), [.error(SignatureError())])
        attempts = 0
        XCTAssertEqual(elements(flaky.retry(when: { (errors: Observable<Swift.Error>) in errors })), [3])
        attempts = 0
        XCTAssertEqual(
            elements(flaky.retry(when: { (errors: Observable<SignatureError>) in errors.map { _ in () } })), [3])
    }

    // MARK: Issue 3: time and threads

    func testTimeAndThreadOperatorSpellings() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(
            scheduler.start { hot.delay(.seconds(5), scheduler: scheduler) }.events, [.next(215, 1), .completed(225)])
        let cold = TestScheduler(initialClock: 0)
        let xs = cold.createColdObservable([.next(10, 1), .completed(20)])
        XCTAssertEqual(
            cold.start { xs.delaySubscription(.seconds(30), scheduler: cold) }.events, [.next(240, 1), .completed(250)])
        let timeouts = TestScheduler(initialClock: 0)
        let slow = timeouts.createHotObservable([.next(300, 1)])
        XCTAssertEqual(
            timeouts.start { slow.timeout(.seconds(50), scheduler: timeouts) }.events, [.error(250, RxError.timeout)])
        let fallback = TestScheduler(initialClock: 0)
        let slow2 = fallback.createHotObservable([.next(300, 1)])
        XCTAssertEqual(
            fallback.start { slow2.timeout(.seconds(50), other: Observable.just(9), scheduler: fallback) }.events,
            [.next(250, 9), .completed(250)])
        let hops = TestScheduler(initialClock: 0)
        let hopping = hops.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(
            hops.start { hopping.observe(on: hops).subscribe(on: hops) }.events, [.next(211, 1), .completed(221)])
    }

    // MARK: Issue 3: utility and sharing

    func testUtilityAndSharingOperatorSpellings() throws {
        var log: [String] = []
        let xs = Observable.of(1, 2)
        let tapped = xs.do(
            onNext: { log.append("n\($0)") }, afterNext: { log.append("an\($0)") }, onError: { _ in log.append("e") },
            afterError: { _ in log.append("ae") }, onCompleted: { log.append("c") },
            afterCompleted: { log.append("ac") }, onSubscribe: { log.append("s") }, onSubscribed: { log.append("sd") },
            onDispose: { log.append("d") })
        XCTAssertEqual(elements(tapped), [1, 2])
        // `of` runs on the current-thread trampoline, so onSubscribed comes before the elements.
        XCTAssertEqual(log, ["s", "sd", "n1", "an1", "n2", "an2", "c", "ac", "d"])
        log = []
        _ = elements(xs.do(onNext: { log.append("only\($0)") }))
        XCTAssertEqual(log, ["only1", "only2"])
        let debugLine = #line + 2
        let debugOutput = collectingDebugOutput {
            XCTAssertEqual(elements(xs.debug()), [1, 2])
            XCTAssertEqual(elements(xs.debug("signature", trimOutput: true)), [1, 2])
        }
        let defaultIdentifier = "RxSwiftSignatureTests.swift:\(debugLine) (testUtilityAndSharingOperatorSpellings())"
        XCTAssertEqual(
            debugOutput,
            [defaultIdentifier, "signature"].flatMap { identifier in
                ["subscribed", "Event next(1)", "Event next(2)", "Event completed", "isDisposed"].map {
                    "\(identifier) -> \($0)"
                }
            })
        XCTAssertEqual(
            elements(
                Observable.using(
                    { CompositeDisposable(Disposables.create { log.append("resource") }, Disposables.create()) },
                    observableFactory: { _ in xs })), [1, 2])
        XCTAssertEqual(log.last, "resource")

        let subject = PublishSubject<Int>()
        let shared = subject.share()
        let replayed = subject.share(replay: 1)
        let forever = subject.share(replay: 1, scope: .forever)
        let connected = subject.share(replay: 2, scope: .whileConnected)
        var seen: [Int] = []
        let subscriptions = [shared, replayed, forever, connected].map { $0.subscribe(onNext: { seen.append($0) }) }
        subject.onNext(5)
        XCTAssertEqual(seen, [5, 5, 5, 5])
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(elements(forever.take(1)), [5])

        let published: ConnectableObservable<Int> = xs.publish()
        let replay: ConnectableObservable<Int> = xs.replay(1)
        let replayAll: ConnectableObservable<Int> = xs.replayAll()
        let multicast: ConnectableObservable<Int> = xs.multicast(PublishSubject<Int>())
        let made: ConnectableObservable<Int> = xs.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
        var connectedValues: [Int] = []
        let observed = published.subscribe(onNext: { connectedValues.append($0) })
        published.connect().dispose()
        observed.dispose()
        var replayValues: [Int] = []
        let replayObserved = replay.subscribe(onNext: { replayValues.append($0) })
        replay.connect().dispose()
        let replayAllObserved = replayAll.subscribe(onNext: { replayValues.append($0) })
        replayAll.connect().dispose()
        XCTAssertEqual(replayValues, [1, 2, 1, 2])
        // A stop event forgets the subject made by `makeSubject`: a later subscriber waits for
        // the next connection (RxSwift's ConnectableObservableAdapter does the same).
        XCTAssertEqual(events(replay), [])
        replayObserved.dispose()
        replayAllObserved.dispose()
        _ = multicast.connect()
        XCTAssertEqual(elements(made.refCount()), [1, 2])
        XCTAssertEqual(connectedValues, [1, 2])
        XCTAssertEqual(elements(xs.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 10 } })), [10, 20])

        XCTAssertEqual(try xs.take(1).asSingle().toBlocking().single(), 1)
        XCTAssertEqual(try Observable<Int>.empty().asMaybe().toBlocking().toArray(), [])
        XCTAssertEqual(elements(Observable<Int>.empty().ifEmpty(default: 3)), [3])
        XCTAssertEqual(elements(Observable<Int>.empty().ifEmpty(switchTo: xs)), [1, 2])
    }

    // MARK: RxTest and RxBlocking spellings

    func testRxTestAndRxBlockingSpellings() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1.0, simulateProcessingDelay: true)
        let xs = scheduler.createColdObservable(Recorded.events(.next(10, 1), .next(20, 2), .completed(30)))
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(300) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        scheduler.advanceTo(305)
        XCTAssertEqual(scheduler.clock, 305)
        scheduler.sleep(10)
        scheduler.start()
        // `sleep` moved the clock past 310 without running anything: the first element runs
        // late, at 315, as in RxTest.
        XCTAssertEqual(observer.events, [.next(315, 1), .next(320, 2), .completed(330)])
        XCTAssertRecordedElements(Array(observer.events.dropLast()), [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
        XCTAssertEqual(xs.recordedEvents, [.next(10, 1), .next(20, 2), .completed(30, Int.self)])
        let errorRecord: Recorded<Event<Int>> = .error(40, SignatureError())
        XCTAssertEqual(errorRecord.time, 40)

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(150, 1), .next(250, 2), .next(650, 3)])
        XCTAssertEqual(
            other.start(created: 100, subscribed: 200, disposed: 600) { ys.map { $0 * 2 } }.events, [.next(250, 4)])
        let third = TestScheduler(initialClock: 0)
        third.scheduleAt(500) { third.stop() }
        let stopped = third.start { Observable<Int>.interval(.seconds(100), scheduler: third) }
        XCTAssertEqual(stopped.events, [.next(300, 0), .next(400, 1)])
        // Starting again resumes where `stop` left off, up to the disposal at 1000.
        third.start()
        XCTAssertEqual(stopped.events.map(\.time), [300, 400, 500, 600, 700, 800, 900])

        var singleEvents: [SingleEvent<Int>] = []
        _ = Single.just(6).subscribe { singleEvents.append($0) }
        XCTAssertEqual(singleEvents, [.success(6)])
        var maybeEvents: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.empty().subscribe { maybeEvents.append($0) }
        XCTAssertEqual(maybeEvents, [.completed])
        var completableEvents: [CompletableEvent] = []
        _ = Completable.empty().subscribe { completableEvents.append($0) }
        XCTAssertEqual(completableEvents, [.completed])

        XCTAssertEqual(TestScheduler(initialClock: 0, resolution: 5).exampleTickLength, 0.2)

        let blocking = Observable.of(1, 2, 3).toBlocking()
        XCTAssertEqual(try blocking.toArray(), [1, 2, 3])
        XCTAssertEqual(try blocking.first(), 1)
        XCTAssertEqual(try blocking.last(), 3)
        XCTAssertEqual(try blocking.single { $0 == 2 }, 2)
        XCTAssertEqual(try Observable.just(4).toBlocking(timeout: 1).single(), 4)
        switch Observable<Int>.error(SignatureError()).startWith(5).toBlocking().materialize() {
        case .completed:
            XCTFail("expected a failure")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [5])
            XCTAssertTrue(error is SignatureError)
        }
    }

    // MARK: RxSwift 6's deprecated spellings still compile

    func testDeprecatedRxSwift6SpellingsStillCompile() {
        let runner: DeprecatedSpellingsRunning = DeprecatedSpellings()
        XCTAssertEqual(
            runner.run(),
            [
                "takeUntil:[1, 2]", "takeUntilPredicate:[1, 2, 3]", "takeWhile:[1, 2]", "skipUntil:[1, 2, 3]",
                "skipWhile:[3]", "elementAt:[2]", "catchError:[9]", "catchErrorJustReturn:[8]",
                "catchErrorSequence:[7]", "retryWhen:[1]", "retryWhenTyped:[1]", "takeDuration:[1]",
                "observeOn:[1, 2, 3]", "subscribeOn:[1, 2, 3]",
                "single.observeOn:[1]", "single.subscribeOn:[1]", "single.catchError:[2]",
                "single.catchErrorJustReturn:[3]",
                "maybe.catchErrorJustReturn:[4]", "single.retryWhen:[5]", "single.retryWhenTyped:[5]",
            ])
    }
}

/// Indirection so the test itself is not deprecated: RxSwift 6 marks these spellings
/// `@available(*, deprecated, renamed:)`, and calling them from a deprecated context is the
/// only way to compile them without a warning.
private protocol DeprecatedSpellingsRunning {
    func run() -> [String]
}

private struct DeprecatedSpellings: DeprecatedSpellingsRunning {
    @available(*, deprecated, message: "calls RxSwift 6's deprecated spellings on purpose")
    func run() -> [String] {
        let xs = Observable.of(1, 2, 3)
        let failing = Observable<Int>.error(SignatureError())
        let failingSingle = Single<Int>.error(SignatureError())
        let scheduler = TestScheduler(initialClock: 0)
        let timed = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let duration = scheduler.start { timed.take(.seconds(20), scheduler: scheduler) }
        return [
            "takeUntil:\(elements(xs.filter { $0 < 3 }.takeUntil(Observable<Int>.never())))",
            "takeUntilPredicate:\(elements(xs.takeUntil(.inclusive) { $0 == 3 }))",
            "takeWhile:\(elements(xs.takeWhile { $0 < 3 }))",
            "skipUntil:\(elements(xs.skipUntil(Observable.just(0))))",
            "skipWhile:\(elements(xs.skipWhile { $0 < 3 }))",
            "elementAt:\(elements(xs.elementAt(1)))",
            "catchError:\(elements(failing.catchError { _ in .just(9) }))",
            "catchErrorJustReturn:\(elements(failing.catchErrorJustReturn(8)))",
            "catchErrorSequence:\(elements(Observable.catchError([failing, .just(7)])))",
            "retryWhen:\(elements(Observable.just(1).retryWhen { (errors: Observable<Swift.Error>) in errors }))",
            "retryWhenTyped:\(elements(Observable.just(1).retryWhen { (errors: Observable<SignatureError>) in errors }))",
            "takeDuration:\(duration.events.compactMap(\.value.element))",
            "observeOn:\(elements(xs.observeOn(CurrentThreadScheduler.instance)))",
            "subscribeOn:\(elements(xs.subscribeOn(CurrentThreadScheduler.instance)))",
            "single.observeOn:\(elements(Single.just(1).observeOn(CurrentThreadScheduler.instance)))",
            "single.subscribeOn:\(elements(Single.just(1).subscribeOn(CurrentThreadScheduler.instance)))",
            "single.catchError:\(elements(failingSingle.catchError { _ in .just(2) }))",
            "single.catchErrorJustReturn:\(elements(failingSingle.catchErrorJustReturn(3)))",
            "maybe.catchErrorJustReturn:\(elements(Maybe<Int>.error(SignatureError()).catchErrorJustReturn(4)))",
            "single.retryWhen:\(elements(Single.just(5).retryWhen { (errors: Observable<Swift.Error>) in errors }))",
            "single.retryWhenTyped:\(elements(Single.just(5).retryWhen { (errors: Observable<SignatureError>) in errors }))",
        ]
    }
}
