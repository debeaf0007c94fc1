import Streams
import StreamsTest
import XCTest

final class CompletableTests: LeakCheckingTestCase {
    private func outcome(of completable: Completable) -> [String] {
        var log: [String] = []
        _ = completable.subscribe(
            onCompleted: { log.append("completed") },
            onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") }
        )
        return log
    }

    func testCreateReportsTheFirstOutcomeOnly() {
        XCTAssertEqual(
            outcome(
                of: Completable.create { observer in
                    observer(.completed)
                    observer(.error(traitError))
                    return Disposables.create()
                }), ["completed", "disposed"])
        XCTAssertEqual(
            outcome(
                of: Completable.create { observer in
                    observer(.error(traitError))
                    return Disposables.create()
                }), ["error TraitTestError(1)", "disposed"])
    }

    func testConstructors() {
        XCTAssertEqual(outcome(of: .empty()), ["completed", "disposed"])
        XCTAssertEqual(outcome(of: .error(traitError)), ["error TraitTestError(1)", "disposed"])
        XCTAssertEqual(outcome(of: .never()), [])
    }

    func testSubscribeEventObserver() {
        var events: [String] = []
        _ = Completable.empty().subscribe { (event: CompletableEvent) in
            if case .completed = event { events.append("completed") }
        }
        XCTAssertEqual(events, ["completed"])
    }

    // The order of subscriptions, disposals and side effects below is RxSwift 6.10.2's, recorded
    // with it: its ignoreElements (and a Single's asCompletable) is a flatMap, which lets go of
    // its source before completing, so the Completable is disposed before andThen subscribes
    // what follows.

    func testAndThenSubscribesTheNextOnceTheCompletableHasLetGoOfItsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(250), .next(260, 99)])
        let b = scheduler.createColdObservable([.next(10, 13), .completed(20)])
        let log = SideEffectLog()
        let result = scheduler.start {
            log.tap("out", log.tap("a", a).ignoreElements().asCompletable().andThen(log.tap("b", b)))
        }
        XCTAssertEqual(result.events, [.next(260, 13), .completed(270)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "a.subscribe", "a.subscribed", "out.subscribed", "a.next(1)", "a.afterNext(1)",
                "a.completed", "a.dispose", "b.subscribe", "b.subscribed", "a.afterCompleted",
                "b.next(13)", "out.next(13)", "out.afterNext(13)", "b.afterNext(13)",
                "b.completed", "out.completed", "out.afterCompleted", "b.dispose", "out.dispose", "b.afterCompleted",
            ])
    }

    func testAndThenAfterACompletableThatCompletesWhileSubscribing() {
        // A source that completes during its subscription is let go of once that returns.
        let log = SideEffectLog()
        _ = log.tap(
            "out",
            log.tap("a", Observable.just(7)).ignoreElements().asCompletable().andThen(log.tap("b", Observable.just(1)))
        ).subscribe()
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "a.subscribe", "a.next(7)", "a.afterNext(7)", "a.completed",
                "b.subscribe", "b.next(1)", "out.next(1)", "out.afterNext(1)", "b.afterNext(1)",
                "b.completed", "out.completed", "out.afterCompleted", "b.afterCompleted", "b.subscribed", "b.dispose",
                "a.afterCompleted", "a.subscribed", "a.dispose", "out.subscribed", "out.dispose",
            ])
        let singles = SideEffectLog()
        _ = singles.tap(
            "out",
            singles.tap("a", Single.just(7)).asSingle().asCompletable().andThen(
                singles.tap("b", Single.just(1)).asSingle())
        ).subscribe()
        XCTAssertEqual(
            singles.entries,
            [
                "out.subscribe", "a.subscribe", "a.next(7)", "a.afterNext(7)", "a.completed",
                "b.subscribe", "b.next(1)", "b.afterNext(1)", "b.completed", "out.next(1)", "out.afterNext(1)",
                "out.completed", "out.afterCompleted", "b.afterCompleted", "b.subscribed", "b.dispose",
                "a.afterCompleted", "a.subscribed", "a.dispose", "out.subscribed", "out.dispose",
            ])
    }

    func testAndThenSingleSubscribesToSecondAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.completed(250, Never.self), .error(260, traitError)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.next(260, 1), .completed(260)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 260)])
    }

    func testAndThenDoesNotSubscribeToSecondAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.error(250, traitError, Never.self)])
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.error(250, traitError)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenDisposalDisposesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.completed(250, Never.self)])
        let second = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 300) { first.asCompletable().andThen(second.asMaybe()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 300)])
    }

    func testAndThenChainsCompletablesAndObservables() {
        var log: [String] = []
        _ = Completable.empty()
            .andThen(Completable.empty())
            .andThen(Maybe.just(3))
            .subscribe(onSuccess: { log.append("success \($0)") })
        _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe(onNext: { log.append("next \($0)") })
        XCTAssertEqual(log, ["success 3", "next 1", "next 2"])
    }

    func testSynchronousCompletionThenSynchronousSecondCompletes() {
        XCTAssertEqual(outcome(of: Completable.empty().andThen(.empty())), ["completed", "disposed"])
    }

    func testConcatCompletesAtOnceBeforeMergeSubscribesItsNextSource() {
        // RxSwift 6.10's order, recorded with it: each Completable that completes during its
        // subscription is followed at once by the next.
        var log: [String] = []
        let concatenated = Completable.concat(Completable.empty(), Completable.empty())
            .asObservable()
            .do(onCompleted: { log.append("concat completed") })
        let other = Completable.empty().asObservable().do(onSubscribe: { log.append("other subscribed") })
        _ = Observable.merge(concatenated, other).subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["concat completed", "other subscribed", "completed"])
    }
}
