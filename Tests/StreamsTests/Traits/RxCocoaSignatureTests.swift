import Foundation
import Streams
import StreamsTest
import XCTest

// A porting check at compile level: every API issue 4 lists is called here exactly as RxSwift 6 /
// RxCocoa code spells it (argument labels, trailing closures, generic inference). If a signature
// drifts from RxSwift's, this file stops compiling; each test also asserts what the calls did.

private struct SignatureError: Error {}

/// A UI-free stand-in for a view, extended through `.rx` as RxCocoa code extends UIKit.
private final class FakeLabel: NSObject {
    var text: String?
    var isHidden = false
}

extension Reactive where Base: FakeLabel {
    fileprivate var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }

    fileprivate var tapped: ControlEvent<Void> {
        ControlEvent(events: Observable.just(()))
    }
}

private final class Owner {
    var log: [String] = []
}

/// Calls RxSwift 5's deprecated `Single.subscribe(onSuccess:onError:onDisposed:)`. The call sits
/// in a deprecated override, reached through the non-deprecated base method, so it compiles
/// without a deprecation warning while still binding to Streams' method by RxSwift's labels.
private class SingleSubscriber {
    func subscribe(_ single: Single<Int>, onSuccess: @escaping (Int) -> Void, onError: @escaping (Swift.Error) -> Void)
        -> Disposable
    {
        Disposables.create()
    }
}

private final class DeprecatedSpellingSingleSubscriber: SingleSubscriber {
    @available(*, deprecated, message: "exercises RxSwift's deprecated spelling on purpose")
    override func subscribe(
        _ single: Single<Int>, onSuccess: @escaping (Int) -> Void, onError: @escaping (Swift.Error) -> Void
    ) -> Disposable {
        single.subscribe(onSuccess: onSuccess, onError: onError)
    }
}

/// Runs RxSwift 6's deprecated primitive-sequence spellings (`observeOn`, `subscribeOn`,
/// `catchError`, `retryWhen`, `catchErrorJustReturn`) the same way, without warnings.
private class RenamedOperatorRunner {
    func run(_ scheduler: TestScheduler, log: @escaping (String) -> Void) {}
}

private final class DeprecatedSpellingRenamedOperatorRunner: RenamedOperatorRunner {
    @available(*, deprecated, message: "exercises RxSwift's deprecated spellings on purpose")
    override func run(_ scheduler: TestScheduler, log: @escaping (String) -> Void) {
        _ = Single<Int>.error(SignatureError()).catchErrorJustReturn(1).subscribe(onSuccess: {
            log("single catchErrorJustReturn \($0)")
        })
        _ = Maybe<Int>.error(SignatureError()).catchErrorJustReturn(2).subscribe(onSuccess: {
            log("maybe catchErrorJustReturn \($0)")
        })
        _ = Single<Int>.error(SignatureError()).catchError { _ in .just(3) }.subscribe(onSuccess: {
            log("catchError \($0)")
        })
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 2 ? .error(SignatureError()) : .just(4)
        }
        _ = flaky.retryWhen { (errors: Observable<Swift.Error>) in errors }.subscribe(onSuccess: {
            log("retryWhen \($0)")
        })
        attempts = 0
        _ = flaky.retryWhen { (errors: Observable<SignatureError>) in errors }.subscribe(onSuccess: {
            log("typed retryWhen \($0)")
        })
        _ = Single.just(5).subscribeOn(scheduler).observeOn(scheduler).subscribe(onSuccess: {
            log("scheduled \($0) at \(scheduler.clock)")
        })
        scheduler.start()
    }
}

final class RxCocoaSignatureTests: LeakCheckingTestCase {
    // MARK: - Sharing traits: conversions

    func testConversionsSpelledAsRxCocoa() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let failing = Observable<Int>.error(SignatureError())
            failing.asDriver(onErrorJustReturn: 1).drive(onNext: { log.append("justReturn \($0)") }).disposed(by: bag)
            failing.asDriver(onErrorDriveWith: Driver.just(2)).drive(onNext: { log.append("driveWith \($0)") })
                .disposed(by: bag)
            failing.asDriver(onErrorRecover: { _ in Driver.just(3) }).drive(onNext: { log.append("recover \($0)") })
                .disposed(by: bag)
            failing.asSignal(onErrorJustReturn: 4).emit(onNext: { log.append("signal justReturn \($0)") }).disposed(
                by: bag)
            failing.asSignal(onErrorSignalWith: Signal.just(5)).emit(onNext: { log.append("signalWith \($0)") })
                .disposed(by: bag)
            failing.asSignal(onErrorRecover: { _ in .just(6) }).emit(onNext: { log.append("signal recover \($0)") })
                .disposed(by: bag)

            let state = BehaviorRelay<Int>(value: 7)
            let events = PublishRelay<Int>()
            let driver: Driver<Int> = state.asDriver()
            let signal: Signal<Int> = events.asSignal()
            let signalFromDriver: Signal<Int> = driver.asSignal()
            let driverFromSignal: Driver<Int> = signal.asDriver()
            let observable: Observable<Int> = driver.asObservable()
            observable.subscribe(onNext: { log.append("observable \($0)") }).disposed(by: bag)
            signalFromDriver.emit(onNext: { log.append("signal from driver \($0)") }).disposed(by: bag)
            driverFromSignal.drive(onNext: { log.append("driver from signal \($0)") }).disposed(by: bag)
            scheduler.scheduleAt(300) { events.accept(8) }
            scheduler.start()
        }
        XCTAssertEqual(
            Set(log),
            [
                "justReturn 1", "driveWith 2", "recover 3", "signal justReturn 4", "signalWith 5", "signal recover 6",
                "observable 7", "signal from driver 7", "driver from signal 8",
            ])
        XCTAssertEqual(log.count, 9)
    }

    // MARK: - Sharing traits: constructors and operators

    func testConstructorsAndOperatorsSpelledAsRxCocoa() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let bag = DisposeBag()
        let previousDebugOutput = Hooks.debugOutput
        Hooks.debugOutput = { _ in }
        defer { Hooks.debugOutput = previousDebugOutput }
        SharingScheduler.mock(scheduler: scheduler) {
            let a = Driver.just(1)
            let b = Driver.of(2, 3)
            let c = Driver.from([4])
            let d = Driver<Int>.empty()
            let e = Driver<Int>.never()
            let f = Driver.deferred { Driver.just(5) }
            let ticks = Driver<Int>.interval(.seconds(10)).take(2)
            let timer = Driver<Int>.timer(.seconds(5), period: .seconds(100)).take(1)
            let merged = Driver.merge(a, c, d, f)
            let combined = Driver.combineLatest(a, b) { $0 * 10 + $1 }
            let combinedTuple = Driver.combineLatest(a, c).map { "\($0)\($1)" }
            let zipped = Driver.zip(b, b) { $0 + $1 }
            let zippedTuple = Driver.zip(a, c).map { "\($0)\($1)" }
            let chain =
                b
                .map { $0 * 2 }
                .compactMap { $0 > 4 ? $0 : nil }
                .filter { $0 > 0 }
                .flatMapLatest { Driver.just($0 + 1) }
                .flatMapFirst { Driver.just($0) }
                .flatMap { Driver.just($0) }
                .concatMap { Driver.just($0) }
                .scan(0) { $0 + $1 }
                .startWith(-1)
                .distinctUntilChanged()
                .do(onNext: { log.append("do \($0)") })
                .debug("chain")
                .debounce(.seconds(1))
                .throttle(.seconds(1), latest: false)
                .delay(.seconds(1))
                .withLatestFrom(a) { chained, latest in chained + latest * 100 }
                .skip(0)
                .take(5)
            let latest = b.withLatestFrom(a)
            let switched = Driver.just(c).switchLatest()

            merged.drive(onNext: { log.append("merged \($0)") }).disposed(by: bag)
            combined.drive(onNext: { log.append("combined \($0)") }).disposed(by: bag)
            combinedTuple.drive(onNext: { log.append("combinedTuple \($0)") }).disposed(by: bag)
            zipped.drive(onNext: { log.append("zipped \($0)") }).disposed(by: bag)
            zippedTuple.drive(onNext: { log.append("zippedTuple \($0)") }).disposed(by: bag)
            chain.drive(onNext: { log.append("chain \($0)") }).disposed(by: bag)
            latest.drive(onNext: { log.append("latest \($0)") }).disposed(by: bag)
            switched.drive(onNext: { log.append("switched \($0)") }).disposed(by: bag)
            e.drive(onNext: { log.append("never \($0)") }).disposed(by: bag)
            ticks.drive(onNext: { log.append("tick \($0)") }).disposed(by: bag)
            timer.drive(onNext: { log.append("timer \($0)") }).disposed(by: bag)
            scheduler.start()
        }
        for expected in [
            "merged 1", "merged 4", "merged 5", "combined 12", "combined 13", "combinedTuple 14", "zipped 4",
            "zipped 6",
            "zippedTuple 14", "chain 99", "chain 107", "latest 1", "switched 4", "tick 0", "tick 1", "timer 0", "do -1",
            "do 7",
        ] {
            XCTAssertTrue(log.contains(expected), "missing \(expected) in \(log)")
        }
        XCTAssertFalse(log.contains { $0.hasPrefix("never") })
    }

    // MARK: - Sharing traits: drive and emit

    func testDriveAndEmitFormsSpelledAsRxCocoa() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = FakeLabel()
        let owner = Owner()
        var log: [String] = []
        let bag = DisposeBag()
        let behavior = BehaviorRelay<Int>(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let observer = AnyObserver<Int> { event in log.append("observer \(event)") }
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(1)
            driver.drive(observer).disposed(by: bag)
            driver.drive(behavior).disposed(by: bag)
            driver.drive(optionalBehavior).disposed(by: bag)
            driver.drive(replay).disposed(by: bag)
            driver.map { "\($0)" }.drive(label.rx.text).disposed(by: bag)
            driver.drive(
                onNext: { log.append("drive next \($0)") }, onCompleted: { log.append("drive completed") },
                onDisposed: { log.append("drive disposed") }
            ).disposed(by: bag)
            driver.drive(
                with: owner, onNext: { owner, value in owner.log.append("next \(value)") },
                onCompleted: { owner in owner.log.append("completed") },
                onDisposed: { owner in owner.log.append("disposed") }
            ).disposed(by: bag)
            driver.drive().disposed(by: bag)

            let signal = Signal.just(2)
            signal.emit(to: observer).disposed(by: bag)
            signal.emit(to: publish).disposed(by: bag)
            signal.emit(to: optionalPublish).disposed(by: bag)
            signal.emit(to: behavior).disposed(by: bag)
            signal.emit(
                onNext: { log.append("emit next \($0)") }, onCompleted: { log.append("emit completed") },
                onDisposed: { log.append("emit disposed") }
            ).disposed(by: bag)
            signal.emit(
                with: owner, onNext: { owner, value in owner.log.append("signal \(value)") },
                onCompleted: { owner in owner.log.append("signal completed") },
                onDisposed: { owner in owner.log.append("signal disposed") }
            ).disposed(by: bag)
            signal.emit().disposed(by: bag)
            scheduler.start()
        }
        XCTAssertEqual(label.text, "1")
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 1)
        XCTAssertEqual(log.filter { $0.hasPrefix("drive") }, ["drive next 1", "drive completed", "drive disposed"])
        XCTAssertEqual(log.filter { $0.hasPrefix("emit") }, ["emit next 2", "emit completed", "emit disposed"])
        XCTAssertEqual(
            log.filter { $0.hasPrefix("observer") },
            ["observer next(1)", "observer completed", "observer next(2)", "observer completed"])
        XCTAssertEqual(
            owner.log, ["next 1", "completed", "disposed", "signal 2", "signal completed", "signal disposed"])
    }

    // MARK: - SharingScheduler

    func testSharingSchedulerSpelledAsRxCocoa() {
        let made: SchedulerType = SharingScheduler.make()
        XCTAssertTrue(made is MainScheduler)
        let scheduler = TestScheduler(initialClock: 0)
        var values: [Int] = []
        SharingScheduler.mock(makeScheduler: { scheduler }) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            _ = Driver.just(3).drive(onNext: { values.append($0) })
        }
        SharingScheduler.mock(scheduler: scheduler) {
            _ = Signal.just(4).emit(onNext: { values.append($0) })
        }
        scheduler.start()
        XCTAssertEqual(values, [3, 4])
    }

    // MARK: - Primitive sequences

    func testPrimitiveSequencesSpelledAsRxSwift() {
        var log: [String] = []
        let single = Single<Int>.create { single in
            single(.success(1))
            return Disposables.create()
        }
        let maybe = Maybe<Int>.create { maybe in
            maybe(.completed)
            return Disposables.create()
        }
        let completable = Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
        _ = single.subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        _ = Single<Int>.error(SignatureError()).subscribe(onFailure: { _ in log.append("onFailure") })
        let subscriber: SingleSubscriber = DeprecatedSpellingSingleSubscriber()
        _ = subscriber.subscribe(
            Single<Int>.error(SignatureError()), onSuccess: { _ in log.append("deprecated onSuccess") },
            onError: { _ in log.append("deprecated onError") })
        _ = subscriber.subscribe(
            Single.just(12), onSuccess: { log.append("deprecated onSuccess \($0)") },
            onError: { _ in log.append("deprecated onError") })
        _ = Maybe.just(2).subscribe(
            onSuccess: { log.append("maybe \($0)") }, onError: { _ in log.append("maybe error") },
            onCompleted: { log.append("maybe completed") }, onDisposed: { log.append("maybe disposed") })
        _ = maybe.subscribe(onCompleted: { log.append("maybe empty") })
        _ = completable.subscribe(
            onCompleted: { log.append("completed") }, onError: { _ in log.append("error") },
            onDisposed: { log.append("completable disposed") })
        _ = single.subscribe { event in
            switch event {
            case .success(let value): log.append("event success \(value)")
            case .failure: log.append("event failure")
            }
        }
        _ = Maybe<Int>.empty().subscribe { event in
            if case .completed = event { log.append("maybe event completed") }
        }
        _ = Completable.empty().subscribe { event in
            if case .completed = event { log.append("completable event completed") }
        }
        _ = Single<Int>.never().subscribe(onSuccess: { _ in log.append("never") })
        _ = Single.deferred { Single.just(3) }
            .map { $0 + 1 }
            .flatMap { Single.just($0 * 10) }
            .catch { _ in .just(0) }
            .catchAndReturn(-1)
            .retry(2)
            .do(onSuccess: { log.append("do \($0)") })
            .subscribe(onSuccess: { log.append("chain \($0)") })
        _ = Single.just(5).flatMapMaybe { Maybe.just($0) }.subscribe(onSuccess: { log.append("flatMapMaybe \($0)") })
        _ = Single.just(6).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: {
            log.append("flatMapCompletable")
        })
        _ = Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }.subscribe(onSuccess: { log.append("zip \($0)") })
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { log.append("zipTuple \($0)\($1)") })
        _ = Single.just(7).asObservable().subscribe(onNext: { log.append("asObservable \($0)") })
        _ = Observable.just(8).asSingle().subscribe(onSuccess: { log.append("asSingle \($0)") })
        _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { log.append("asMaybe empty") })
        _ = Observable<Int>.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: {
            log.append("asCompletable")
        })
        _ = Completable.empty().andThen(Single.just(9)).subscribe(onSuccess: { log.append("andThen single \($0)") })
        _ = Completable.empty().andThen(Maybe.just(10)).subscribe(onSuccess: { log.append("andThen maybe \($0)") })
        _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: {
            log.append("andThen completable")
        })
        _ = Completable.empty().andThen(Observable.just(11)).subscribe(onNext: {
            log.append("andThen observable \($0)")
        })
        XCTAssertEqual(
            log,
            [
                "success 1", "disposed", "onFailure", "deprecated onError", "deprecated onSuccess 12", "maybe 2",
                "maybe disposed", "maybe empty", "completed",
                "completable disposed", "event success 1", "maybe event completed", "completable event completed",
                "do 40", "chain 40",
                "flatMapMaybe 5", "flatMapCompletable", "zip 3", "zipTuple 1a", "asObservable 7", "asSingle 8",
                "asMaybe empty",
                "asCompletable", "andThen single 9", "andThen maybe 10", "andThen completable", "andThen observable 11",
            ])
    }

    func testPrimitiveSequenceSchedulingSpelledAsRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let timedOut = scheduler.start {
            Single<Int>.never().timeout(.seconds(10), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(timedOut.events.count, 1)
        XCTAssertEqual(timedOut.events.first?.time, 210)

        let second = TestScheduler(initialClock: 0)
        let switched = second.start {
            Single<Int>.never().timeout(.seconds(10), other: Single.just(1), scheduler: second).asObservable()
        }
        XCTAssertEqual(switched.events, [.next(210, 1), .completed(210)])

        let third = TestScheduler(initialClock: 0)
        let delayed = third.start {
            Single.just(2).delay(.seconds(5), scheduler: third).observe(on: third).subscribe(on: third).asObservable()
        }
        XCTAssertEqual(delayed.events, [.next(207, 2), .completed(208)])
    }

    func testDeprecatedPrimitiveSequenceSpellingsStillWork() {
        var log: [String] = []
        let runner: RenamedOperatorRunner = DeprecatedSpellingRenamedOperatorRunner()
        runner.run(TestScheduler(initialClock: 0)) { log.append($0) }
        XCTAssertEqual(
            log,
            [
                "single catchErrorJustReturn 1", "maybe catchErrorJustReturn 2", "catchError 3", "retryWhen 4",
                "typed retryWhen 4", "scheduled 5 at 2",
            ])
    }

    // MARK: - Infallible

    func testInfallibleSpelledAsRxSwift() {
        var log: [String] = []
        let created = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }
        _ = created.subscribe(
            onNext: { log.append("create \($0)") }, onCompleted: { log.append("create completed") },
            onDisposed: { log.append("create disposed") })
        _ = Infallible.just(2).subscribe(onNext: { log.append("just \($0)") })
        _ = Infallible.of(3, 4).subscribe(onNext: { log.append("of \($0)") })
        _ = Infallible.from([5]).subscribe(onNext: { log.append("from \($0)") })
        _ = Infallible<Int>.empty().subscribe(onCompleted: { log.append("empty") })
        _ = Infallible<Int>.never().subscribe(onNext: { _ in log.append("never") })
        _ = Infallible.deferred { Infallible.just(6) }.subscribe(onNext: { log.append("deferred \($0)") })
        let failing = Observable<Int>.error(SignatureError())
        _ = failing.asInfallible(onErrorJustReturn: 7).subscribe(onNext: { log.append("justReturn \($0)") })
        _ = failing.asInfallible(onErrorFallbackTo: Infallible.just(8)).subscribe(onNext: {
            log.append("fallback \($0)")
        })
        _ = failing.asInfallible(onErrorRecover: { _ in Infallible.just(9) }).subscribe(onNext: {
            log.append("recover \($0)")
        })
        let debugOutput = collectingDebugOutput {
            _ = Infallible.of(1, 2, 3)
                .take(while: { $0 < 3 })
                .take(until: { $0 > 5 }, behavior: .inclusive)
                .skip(while: { $0 < 1 })
                .take(until: Infallible<Int>.never())
                .skip(until: Observable.just(()))
                .concat(Infallible.just(10))
                .withUnretained(self)
                .map { $1 }
                .debug("infallible")
                .subscribe(onNext: { log.append("ops \($0)") })
        }
        XCTAssertEqual(
            debugOutput,
            ["subscribed", "Event next(1)", "Event next(2)", "Event next(10)", "Event completed", "isDisposed"].map {
                "infallible -> \($0)"
            })
        _ = Infallible.concat(Infallible.just(11), Infallible.just(12)).subscribe(onNext: { log.append("concat \($0)") }
        )
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3)) { $0 + $1 + $2 }
            .subscribe(onNext: { log.append("combineLatest3 \($0)") })
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2), Infallible.just(3)) { $0 + $1 + $2 }.subscribe(
            onNext: { log.append("zip3 \($0)") })
        XCTAssertEqual(
            log,
            [
                "create 1", "create completed", "create disposed", "just 2", "of 3", "of 4", "from 5", "empty",
                "deferred 6",
                "justReturn 7", "fallback 8", "recover 9", "ops 1", "ops 2", "ops 10", "concat 11", "concat 12",
                "combineLatest3 6", "zip3 6",
            ])
    }

    // MARK: - Bindings

    func testBindingsSpelledAsRxCocoa() {
        let label = FakeLabel()
        let bag = DisposeBag()
        let relay = BehaviorRelay<String>(value: "")
        let optionalRelay = PublishRelay<String?>()
        var log: [String] = []
        optionalRelay.subscribe(onNext: { log.append("optional relay \($0 ?? "nil")") }).disposed(by: bag)

        Observable.just("bound").bind(to: label.rx.text).disposed(by: bag)
        XCTAssertEqual(label.text, "bound")
        Observable.just(true).bind(to: label.rx.isHidden).disposed(by: bag)
        XCTAssertTrue(label.isHidden)
        Observable.just("relay").bind(to: relay).disposed(by: bag)
        Observable.just("optional").bind(to: optionalRelay).disposed(by: bag)
        Observable.just("next").bind(onNext: { log.append("bind onNext \($0)") }).disposed(by: bag)
        Observable.just("with").bind(with: label) { label, text in label.text = text }.disposed(by: bag)
        XCTAssertEqual(label.text, "with")
        let infallibleTarget = BehaviorRelay<String>(value: "")
        Infallible.just("infallible").bind(to: infallibleTarget).disposed(by: bag)
        XCTAssertEqual(infallibleTarget.value, "infallible")
        let curried: (Observable<String>) -> Disposable = { $0.subscribe(onNext: { log.append("curried \($0)") }) }
        Observable.just("c").bind(to: curried).disposed(by: bag)
        let curriedWithArgument: (Observable<String>) -> (String) -> Disposable = { source in
            { prefix in source.subscribe(onNext: { log.append("\(prefix)\($0)") }) }
        }
        Observable.just("d").bind(to: curriedWithArgument, curriedArgument: "argument ").disposed(by: bag)
        label.rx.tapped.subscribe(onNext: { log.append("tapped") }).disposed(by: bag)

        let property = ControlProperty(
            values: Observable.just("value"), valueSink: AnyObserver<String> { event in log.append("sink \(event)") })
        property.subscribe(onNext: { log.append("property \($0)") }).disposed(by: bag)
        property.onNext("written")
        let event = ControlEvent(events: Observable.just(1))
        event.subscribe(onNext: { log.append("event \($0)") }).disposed(by: bag)

        XCTAssertEqual(relay.value, "relay")
        XCTAssertEqual(
            log,
            [
                "optional relay optional", "bind onNext next", "curried c", "argument d", "tapped", "property value",
                "sink next(written)", "event 1",
            ])
    }

    // MARK: - Swift concurrency bridges

    func testAsyncBridgesSpelledAsRxSwift() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2).values {
            collected.append(value)
        }
        for await value in Infallible.of(3).values {
            collected.append(value)
        }
        collected.append(try await Single.just(4).value)
        collected.append(try await Maybe.just(5).value ?? -1)
        try await Completable.empty().value
        collected.append(try await Single<Int>.create { 6 }.value)
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(7)
            continuation.finish()
        }
        for try await value in stream.asObservable().values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3, 4, 5, 6, 7])
    }

    @MainActor
    func testDriverValuesSpelledAsRxCocoa() async {
        var collected: [Int] = []
        for await value in Driver.of(1, 2).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2])
    }
}
