import Foundation
import Streams
import StreamsInspector
import StreamsTest
import XCTest

/// Every operator appears in the inspector under the name a user writes — whatever sink, shared
/// implementation or composition it is built from.
final class SubscriptionInspectorNamingTests: LeakCheckingTestCase {
    /// The live chains (and their branches) while `build`'s result is subscribed to, as text.
    /// Time-based operators get a test scheduler of their own, run to the end afterwards: the
    /// work a disposed chain scheduled keeps it alive until the clock passes it (as in RxTest).
    private func chains<Result>(_ build: (PublishSubject<Int>, Observable<Int>, TestScheduler) -> Observable<Result>)
        -> String
    {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>().debugName("other")
        let subscription = build(source, other, scheduler).subscribe()
        defer {
            subscription.dispose()
            scheduler.start()
        }
        return SubscriptionScope.current!.snapshot().chains.map { chain in
            ([chain.text] + chain.branches.map { "[into \($0.into): \($0.text)]" }).joined(separator: " ")
        }.joined(separator: " | ")
    }

    private func chains<Result>(_ build: (PublishSubject<Int>, Observable<Int>) -> Observable<Result>) -> String {
        chains { source, other, _ in build(source, other) }
    }

    func testTransformingOperators() {
        XCTAssertEqual(chains { s, _ in s.map { $0 } }, "PublishSubject<Int> → map → subscribe")
        XCTAssertEqual(chains { s, _ in s.compactMap { $0 } }, "PublishSubject<Int> → compactMap → subscribe")
        XCTAssertEqual(chains { s, _ in s.scan(0, accumulator: +) }, "PublishSubject<Int> → scan → subscribe")
        XCTAssertEqual(chains { s, _ in s.scan(into: 0) { $0 += $1 } }, "PublishSubject<Int> → scan → subscribe")
        XCTAssertEqual(chains { s, _ in s.reduce(0, accumulator: +) }, "PublishSubject<Int> → reduce → subscribe")
        XCTAssertEqual(chains { s, _ in s.enumerated() }, "PublishSubject<Int> → enumerated → subscribe")
        XCTAssertEqual(chains { s, _ in s.materialize() }, "PublishSubject<Int> → materialize → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.materialize().dematerialize() },
            "PublishSubject<Int> → materialize → dematerialize → subscribe")
        XCTAssertEqual(
            chains { s, _, scheduler in s.buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler) },
            "PublishSubject<Int> → buffer (+1 scheduled) → subscribe")
        XCTAssertEqual(chains { s, _ in s.toArray().asObservable() }, "PublishSubject<Int> → toArray → subscribe")
        XCTAssertEqual(chains { s, _ in s.withUnretained(self) }, "PublishSubject<Int> → withUnretained → subscribe")
    }

    func testHigherOrderOperators() {
        XCTAssertEqual(chains { s, o in s.flatMap { _ in o } }, "PublishSubject<Int> → flatMap → subscribe")
        XCTAssertEqual(chains { s, o in s.flatMapFirst { _ in o } }, "PublishSubject<Int> → flatMapFirst → subscribe")
        XCTAssertEqual(chains { s, o in s.flatMapLatest { _ in o } }, "PublishSubject<Int> → flatMapLatest → subscribe")
        XCTAssertEqual(chains { s, o in s.concatMap { _ in o } }, "PublishSubject<Int> → concatMap → subscribe")
        XCTAssertEqual(
            chains { s, o in s.map { _ in o }.switchLatest() }, "PublishSubject<Int> → map → switchLatest → subscribe")
        XCTAssertEqual(chains { s, o in s.map { _ in o }.merge() }, "PublishSubject<Int> → map → merge → subscribe")
        XCTAssertEqual(chains { s, o in s.map { _ in o }.concat() }, "PublishSubject<Int> → map → concat → subscribe")
        XCTAssertEqual(chains { s, _ in s.groupBy { $0 % 2 } }, "PublishSubject<Int> → groupBy → subscribe")
        XCTAssertEqual(
            chains { s, _, scheduler in s.window(timeSpan: .seconds(1), count: 2, scheduler: scheduler) },
            "PublishSubject<Int> → window (+1 scheduled) → subscribe")
    }

    func testFilteringOperators() {
        XCTAssertEqual(chains { s, _ in s.filter { $0 > 0 } }, "PublishSubject<Int> → filter → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.distinctUntilChanged() }, "PublishSubject<Int> → distinctUntilChanged → subscribe")
        XCTAssertEqual(chains { s, _ in s.take(2) }, "PublishSubject<Int> → take → subscribe")
        XCTAssertEqual(
            chains { s, _, scheduler in s.take(for: .seconds(1), scheduler: scheduler) },
            "PublishSubject<Int> → take(for:) (+1 scheduled) → subscribe")
        XCTAssertEqual(
            chains { s, o in s.take(until: o) },
            "PublishSubject<Int> → take(until:) → subscribe [into take(until:): PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(chains { s, _ in s.take(until: { $0 > 2 }) }, "PublishSubject<Int> → take(until:) → subscribe")
        XCTAssertEqual(chains { s, _ in s.take(while: { $0 < 2 }) }, "PublishSubject<Int> → take(while:) → subscribe")
        XCTAssertEqual(chains { s, _ in s.takeLast(1) }, "PublishSubject<Int> → takeLast → subscribe")
        XCTAssertEqual(chains { s, _ in s.skip(1) }, "PublishSubject<Int> → skip → subscribe")
        XCTAssertEqual(
            chains { s, _, scheduler in s.skip(for: .seconds(1), scheduler: scheduler) },
            "PublishSubject<Int> → skip(for:) (+1 scheduled) → subscribe")
        XCTAssertEqual(
            chains { s, o in s.skip(until: o) },
            "PublishSubject<Int> → skip(until:) → subscribe [into skip(until:): PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(chains { s, _ in s.skip(while: { $0 < 2 }) }, "PublishSubject<Int> → skip(while:) → subscribe")
        XCTAssertEqual(chains { s, _ in s.element(at: 1) }, "PublishSubject<Int> → element(at:) → subscribe")
        XCTAssertEqual(chains { s, _ in s.single() }, "PublishSubject<Int> → single → subscribe")
        XCTAssertEqual(chains { s, _ in s.ignoreElements() }, "PublishSubject<Int> → ignoreElements → subscribe")
        XCTAssertEqual(
            chains { s, o in s.sample(o) },
            "PublishSubject<Int> → sample → subscribe [into sample: PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(
            chains { s, _, scheduler in s.debounce(.seconds(1), scheduler: scheduler) },
            "PublishSubject<Int> → debounce → subscribe")
        XCTAssertEqual(
            chains { s, _, scheduler in s.throttle(.seconds(1), scheduler: scheduler) },
            "PublishSubject<Int> → throttle → subscribe")
        XCTAssertEqual(
            chains { s, o in s.amb(o) }, "PublishSubject<Int> → amb → subscribe [into amb: PublishSubject<Int> ⟨other⟩]"
        )
        XCTAssertEqual(chains { s, _ in s.ifEmpty(default: 0) }, "PublishSubject<Int> → ifEmpty(default:) → subscribe")
        XCTAssertEqual(
            chains { s, o in s.ifEmpty(switchTo: o) }, "PublishSubject<Int> → ifEmpty(switchTo:) → subscribe")
    }

    func testCombiningAndErrorHandlingOperators() {
        XCTAssertEqual(
            chains { s, o in Observable.merge(s, o) },
            "PublishSubject<Int> → merge → subscribe [into merge: PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(chains { s, o in Observable.concat(s, o) }, "PublishSubject<Int> → concat → subscribe")
        XCTAssertEqual(chains { s, o in s.concat(o) }, "PublishSubject<Int> → concat → subscribe")
        XCTAssertEqual(
            chains { s, o in Observable.combineLatest(s, o) { $0 + $1 } },
            "PublishSubject<Int> → combineLatest → subscribe [into combineLatest: PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(
            chains { s, o in Observable.zip(s, o) { $0 + $1 } },
            "PublishSubject<Int> → zip → subscribe [into zip: PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(
            chains { s, o in Observable.combineLatest([s, o]) },
            "PublishSubject<Int> → combineLatest → subscribe [into combineLatest: PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(
            chains { s, o in Observable.zip([s, o]) },
            "PublishSubject<Int> → zip → subscribe [into zip: PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(
            chains { s, o in s.withLatestFrom(o) },
            "PublishSubject<Int> → withLatestFrom → subscribe [into withLatestFrom: PublishSubject<Int> ⟨other⟩]")
        XCTAssertEqual(
            chains { s, _ in s.startWith(0) }, "PublishSubject<Int> → subscribe",
            "startWith has no subscription of its own: its source is subscribed directly")
        XCTAssertEqual(chains { s, o in s.catch { _ in o } }, "PublishSubject<Int> → catch → subscribe")
        XCTAssertEqual(chains { s, _ in s.catchAndReturn(0) }, "PublishSubject<Int> → catchAndReturn → subscribe")
        XCTAssertEqual(
            chains { s, o in Observable.catch(sequence: [s.asObservable(), o.asObservable()]) },
            "PublishSubject<Int> → catch → subscribe", "the name misuse reports give it")
        XCTAssertEqual(chains { s, _ in s.retry() }, "PublishSubject<Int> → retry → subscribe")
        XCTAssertEqual(chains { s, _ in s.retry(3) }, "PublishSubject<Int> → retry → subscribe")
        XCTAssertEqual(
            chains { s, o in s.retry(when: { (errors: Observable<Error>) in errors.flatMap { _ in o } }) },
            "PublishSubject<Int> → retry(when:) → subscribe [into retry(when:): PublishSubject<Error> → flatMap]")
    }

    func testTimeThreadAndUtilityOperators() {
        XCTAssertEqual(
            chains { s, _, scheduler in s.delay(.seconds(1), scheduler: scheduler) },
            "PublishSubject<Int> → delay → subscribe")
        XCTAssertEqual(
            chains { s, _, scheduler in s.timeout(.seconds(1), scheduler: scheduler) },
            "PublishSubject<Int> → timeout (+1 scheduled) → subscribe")
        XCTAssertEqual(
            chains { s, _, scheduler in s.observe(on: scheduler) }, "PublishSubject<Int> → observe(on:) → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.observe(on: MainScheduler.instance) }, "PublishSubject<Int> → observe(on:) → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.subscribe(on: CurrentThreadScheduler.instance) },
            "PublishSubject<Int> → subscribe(on:) → subscribe")
        XCTAssertEqual(chains { s, _ in s.do(onNext: { _ in }) }, "PublishSubject<Int> → do → subscribe")
        let debugOutput = collectingDebugOutput {
            XCTAssertEqual(
                chains { s, _ in s.debug("x", trimOutput: false) }, "PublishSubject<Int> → debug → subscribe")
        }
        XCTAssertEqual(debugOutput, ["x -> subscribed", "x -> isDisposed"])
        XCTAssertEqual(
            chains { s, _ in Observable.using({ BooleanDisposable() }, observableFactory: { _ in s.asObservable() }) },
            "PublishSubject<Int> → using → subscribe")
        XCTAssertEqual(chains { s, _ in s.share() }, "PublishSubject<Int> → share → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.share(replay: 2, scope: .forever) },
            "PublishSubject<Int> → share(replay: 2, scope: .forever) → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.publish().refCount() }, "PublishSubject<Int> → publish() → refCount → subscribe")
        XCTAssertEqual(chains { s, _ in s.replay(1).refCount() }, "PublishSubject<Int> → replay → refCount → subscribe")
    }

    func testSources() {
        XCTAssertEqual(
            chains { _, _, scheduler in Observable.range(start: 0, count: 3, scheduler: scheduler) },
            "range (+2 scheduled) → subscribe")
        XCTAssertEqual(
            chains { _, _, scheduler in Observable.of(1, 2, scheduler: scheduler) }, "from (+2 scheduled) → subscribe")
        XCTAssertEqual(
            chains { _, _, scheduler in Observable.just(1, scheduler: scheduler) }, "just (+2 scheduled) → subscribe")
        XCTAssertEqual(
            chains { _, _, scheduler in Observable.repeatElement(1, scheduler: scheduler) },
            "repeatElement (+2 scheduled) → subscribe")
        XCTAssertEqual(
            chains { _, _, scheduler in Observable<Int>.interval(.seconds(1), scheduler: scheduler) },
            "interval (+1 scheduled) → subscribe")
        XCTAssertEqual(
            chains { _, _, scheduler in Observable<Int>.timer(.seconds(1), scheduler: scheduler) },
            "timer (+1 scheduled) → subscribe")
        XCTAssertEqual(
            chains { s, _ in Observable.deferred { s.asObservable() } }, "PublishSubject<Int> → deferred → subscribe")
        XCTAssertEqual(chains { _, _ in Observable<Int>.create { _ in Disposables.create() } }, "create → subscribe")
    }

    func testTraits() {
        XCTAssertEqual(chains { s, _ in s.asSingle().asObservable() }, "PublishSubject<Int> → asSingle → subscribe")
        XCTAssertEqual(chains { s, _ in s.asMaybe().asObservable() }, "PublishSubject<Int> → asMaybe → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.ignoreElements().asCompletable().andThen(Observable.just(1)) },
            "PublishSubject<Int> → ignoreElements → andThen → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.asInfallible(onErrorJustReturn: 0).asObservable() },
            "PublishSubject<Int> → asInfallible → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.asDriver(onErrorJustReturn: 0).asObservable() },
            "PublishSubject<Int> → asDriver → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.asSignal(onErrorJustReturn: 0).asObservable() },
            "PublishSubject<Int> → asSignal → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.asDriver(onErrorJustReturn: 0).map { $0 }.filter { $0 > 0 }.asObservable() },
            "PublishSubject<Int> → asDriver → map → filter → subscribe")
        XCTAssertEqual(
            chains { s, _ in s.asDriver(onErrorJustReturn: 0).map { Driver.just($0) }.switchLatest().asObservable() },
            "PublishSubject<Int> → asDriver → map → switchLatest → subscribe")
        XCTAssertEqual(
            chains { _, _ in PublishRelay<Int>().asSignal().asObservable() }, "PublishRelay<Int> → asSignal → subscribe"
        )
        XCTAssertEqual(
            chains { _, _ in ReplayRelay<Int>.create(bufferSize: 1).asObservable() }, "ReplayRelay<Int> → subscribe")
    }

    func testTypesAreWrittenWithTheirSugar() {
        let bag = DisposeBag()
        PublishSubject<[String]>().subscribe().disposed(by: bag)
        BehaviorRelay<Int?>(value: nil).subscribe().disposed(by: bag)
        PublishSubject<Void>().subscribe().disposed(by: bag)
        PublishSubject<[String: [Int?]]>().subscribe().disposed(by: bag)
        ReplaySubject<Set<Int>>.create(bufferSize: 1).subscribe().disposed(by: bag)
        XCTAssertEqual(
            SubscriptionScope.current!.snapshot().chains.map(\.text),
            [
                "PublishSubject<[String]> → subscribe",
                "BehaviorRelay<Int?> → subscribe",
                "PublishSubject<Void> → subscribe",
                "PublishSubject<[String: [Int?]]> → subscribe",
                "ReplaySubject<Set<Int>> → subscribe",
            ])
    }
}
