import Foundation
import Streams
import StreamsTest
import XCTest

final class PrimitiveSequenceOperatorTests: LeakCheckingTestCase {
    // MARK: Single

    func testSingleFlatMapFamily() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { Single.just(1).flatMap { value in inner.asSingle().map { $0 + value } } }
        XCTAssertEqual(res.events, [.next(210, 6), .completed(210)])
        XCTAssertEqual(inner.subscriptions, [Subscription(200, 210)])

        var log: [String] = []
        _ = Single.just(2).flatMapMaybe { $0 > 1 ? Maybe.just($0 * 2) : .empty() }.subscribe(onSuccess: {
            log.append("maybe \($0)")
        })
        _ = Single.just(0).flatMapMaybe { $0 > 1 ? Maybe.just($0 * 2) : .empty() }.subscribe(onCompleted: {
            log.append("maybe empty")
        })
        _ = Single.just(3).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: {
            log.append("completable")
        })
        _ = Single.just(3).flatMap { _ -> Single<Int> in throw traitError }.subscribe(onFailure: {
            log.append("failure \($0)")
        })
        XCTAssertEqual(log, ["maybe 4", "maybe empty", "completable", "failure TraitTestError(1)"])
    }

    func testSingleCatchRetryAndCatchAndReturn() {
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(traitError) : .just(attempts)
        }
        var log: [String] = []
        _ = flaky.retry(3).subscribe(onSuccess: { log.append("retried \($0)") })
        _ = Single<Int>.error(traitError).catch { _ in .just(9) }.subscribe(onSuccess: { log.append("caught \($0)") })
        _ = Single<Int>.error(traitError).catchAndReturn(7).subscribe(onSuccess: { log.append("returned \($0)") })
        attempts = 0
        _ = flaky.retry(2).subscribe(onFailure: { log.append("gave up \($0)") })
        XCTAssertEqual(log, ["retried 3", "caught 9", "returned 7", "gave up TraitTestError(1)"])
    }

    func testSingleRetryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 2 ? .error(traitError) : .just(attempts)
            }
            .retry(when: { (errors: Observable<Error>) in errors.delay(.seconds(10), scheduler: scheduler) })
        }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
    }

    func testSingleTimeoutDelayAndSchedulers() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let timedOut = scheduler.start { slow.asSingle().timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(timedOut.events, [.error(220, RxError.timeout)])
        XCTAssertEqual(slow.subscriptions, [Subscription(200, 220)])

        let second = TestScheduler(initialClock: 0)
        let slow2 = second.createColdObservable([.next(50, 1), .completed(50)])
        let switched = second.start { slow2.asSingle().timeout(.seconds(20), other: Single.just(0), scheduler: second) }
        XCTAssertEqual(switched.events, [.next(220, 0), .completed(220)])

        let third = TestScheduler(initialClock: 0)
        let delayed = third.start { Single.just(1).delay(.seconds(5), scheduler: third) }
        // RxSwift's delay drains what is due one event per run and reschedules the rest "now",
        // which a TestScheduler runs one tick later.
        XCTAssertEqual(delayed.events, [.next(205, 1), .completed(206)])

        let fourth = TestScheduler(initialClock: 0)
        let observed = fourth.start { Single.just(1).observe(on: fourth) }
        XCTAssertEqual(observed.events, [.next(201, 1), .completed(202)])

        let fifth = TestScheduler(initialClock: 0)
        let cold = fifth.createColdObservable([.next(10, 1), .completed(10)])
        let subscribedOn = fifth.start { cold.asSingle().subscribe(on: fifth) }
        XCTAssertEqual(subscribedOn.events, [.next(211, 1), .completed(211)])
        XCTAssertEqual(cold.subscriptions, [Subscription(201, 211)])

        let sixth = TestScheduler(initialClock: 0)
        let delayedSubscription = sixth.start { Single.just(1).delaySubscription(.seconds(5), scheduler: sixth) }
        XCTAssertEqual(delayedSubscription.events, [.next(205, 1), .completed(205)])
    }

    func testSingleDoRunsSideEffects() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let source = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        _ = scheduler.start {
            source.asSingle().do(
                onSuccess: { log.append("success \($0) @\(scheduler.clock)") },
                afterSuccess: { log.append("after success \($0)") },
                onSubscribe: { log.append("subscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose @\(scheduler.clock)") }
            )
        }
        _ = Single<Int>.error(traitError).do(
            onError: { _ in log.append("error") }, afterError: { _ in log.append("after error") }
        ).subscribe(onFailure: { _ in })
        XCTAssertEqual(
            log,
            [
                "subscribe @200", "subscribed", "success 1 @210", "after success 1", "dispose @210", "error",
                "after error",
            ])
    }

    func testSingleDoWithASynchronousSourceDisposesAfterSubscribed() {
        var log: [String] = []
        _ = Single.just(1).do(
            onSuccess: { log.append("success \($0)") },
            afterSuccess: { log.append("after success \($0)") },
            onSubscribe: { log.append("subscribe") },
            onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") }
        ).subscribe()
        XCTAssertEqual(log, ["subscribe", "success 1", "after success 1", "subscribed", "dispose"])
    }

    func testZipOfEightSinglesAndMaybes() {
        var log: [String] = []
        let sources: [Single<Int>] = (1...8).map { Single.just($0) }
        let sum = { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
            [a, b, c, d, e, f, g, h].reduce(0, +)
        }
        let zipped: Single<Int> = Single.zip(
            sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7],
            resultSelector: sum)
        _ = zipped.subscribe(onSuccess: { log.append("single \($0)") })
        _ = Maybe.zip(Maybe.just(1), Maybe.just("b"), Maybe.just(true)).subscribe(onSuccess: {
            log.append("maybe \($0.0)\($0.1)\($0.2)")
        })
        XCTAssertEqual(log, ["single 36", "maybe 1btrue"])
    }

    func testSingleZipCompactMapAsCompletableDebugUsing() {
        var log: [String] = []
        _ = Single.zip(Single.just(1), Single.just("a")).subscribe(onSuccess: { log.append("\($0.0)\($0.1)") })
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }.subscribe(onSuccess: {
            log.append("sum \($0)")
        })
        _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { log.append("array \($0)") })
        _ = Single<Int>.zip([Single<Int>]()).subscribe(onSuccess: { log.append("empty \($0)") })
        _ = Single.zip([Single.just(4)]) { $0.count }.subscribe(onSuccess: { log.append("count \($0)") })
        _ = Single.just(1).compactMap { $0 > 1 ? $0 : nil }.subscribe(onCompleted: { log.append("compact empty") })
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { log.append("completed") })
        let debugOutput = collectingDebugOutput {
            _ = Single.just(1).debug("single").subscribe(onSuccess: { log.append("debugged \($0)") })
        }
        XCTAssertEqual(
            debugOutput,
            ["single -> subscribed", "single -> Event next(1)", "single -> Event completed", "single -> isDisposed"])
        let resource = BooleanDisposable()
        _ = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .just(5) }).subscribe(onSuccess: {
            log.append("using \($0)")
        })
        XCTAssertEqual(
            log,
            [
                "1a", "sum 6", "array [1, 2]", "empty []", "count 1", "compact empty", "completed", "debugged 1",
                "using 5",
            ])
        XCTAssertTrue(resource.isDisposed)
    }

    func testSingleZipWaitsForAllInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
    }

    /// As RxSwift 6.10 records it: `Single.zip` is the arity `zip`, which disposes the source
    /// that ends last before its result is passed on.
    func testSingleZipDisposesTheLastSourceBeforeSucceeding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(225, 2)])
        let ys = scheduler.createHotObservable([.next(206, 11), .next(226, 12)])
        let log = SideEffectLog()
        let res = scheduler.start {
            log.tap(
                "out", Single.zip(log.tap("a", xs).take(1).asSingle(), log.tap("b", ys).take(1).asSingle()) { $0 + $1 })
        }
        XCTAssertEqual(res.events, [.next(206, 12), .completed(206)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 206)])
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "a.subscribe", "a.subscribed", "b.subscribe", "b.subscribed", "out.subscribed",
                "a.next(1)", "a.dispose", "a.afterNext(1)",
                "b.next(11)", "out.next(12)", "out.afterNext(12)", "b.dispose", "out.completed", "out.afterCompleted",
                "out.dispose", "b.afterNext(11)",
            ])
    }

    // MARK: Maybe

    func testMaybeOperators() {
        var log: [String] = []
        _ = Maybe<Int>.empty().ifEmpty(default: 3).subscribe(onSuccess: { log.append("default \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(4)).subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(5)).subscribe(onSuccess: { log.append("single \($0)") })
        _ = Maybe.just(1).flatMap { Maybe.just($0 + 1) }.subscribe(onSuccess: { log.append("flat \($0)") })
        _ = Maybe.just(1).compactMap { $0 > 0 ? "\($0)" : nil }.subscribe(onSuccess: { log.append("compact \($0)") })
        _ = Maybe<Int>.error(traitError).catchAndReturn(6).subscribe(onSuccess: { log.append("returned \($0)") })
        _ = Maybe<Int>.error(traitError).catch { _ in .empty() }.subscribe(onCompleted: { log.append("caught") })
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 * $1 }.subscribe(onSuccess: { log.append("zip \($0)") })
        _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()).subscribe(onCompleted: { log.append("zip empty") })
        _ = Maybe.zip([Maybe.just(1), Maybe.just(2)]).subscribe(onSuccess: { log.append("zip array \($0)") })
        _ = Maybe.just(1).do(onNext: { log.append("do \($0)") }, onCompleted: { log.append("do completed") })
            .subscribe()
        XCTAssertEqual(
            log,
            [
                "default 3", "maybe 4", "single 5", "flat 2", "compact 1", "returned 6", "caught", "zip 2", "zip empty",
                "zip array [1, 2]", "do 1", "do completed",
            ])
    }

    func testMaybeTimeoutInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.never().timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(230, RxError.timeout)])
    }

    // MARK: Completable

    func testCompletableConcatAndZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.completed(250, Never.self), .error(260, traitError)])
        let ys2 = scheduler.createHotObservable([.completed(300, Never.self)])
        let concatenated = scheduler.start { Completable.concat(ys1.asCompletable(), ys2.asCompletable()) }
        XCTAssertEqual(concatenated.events, [.completed(300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 300)])

        let second = TestScheduler(initialClock: 0)
        let zs1 = second.createHotObservable([.completed(250, Never.self)])
        let zs2 = second.createHotObservable([.completed(300, Never.self)])
        let zipped = second.start { Completable.zip(zs1.asCompletable(), zs2.asCompletable()) }
        XCTAssertEqual(zipped.events, [.completed(300)])
        XCTAssertEqual(zs1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs2.subscriptions, [Subscription(200, 300)])

        let third = TestScheduler(initialClock: 0)
        let failing = third.createHotObservable([.error(220, traitError, Never.self)])
        let waiting = third.createHotObservable([.completed(300, Never.self)])
        let failed = third.start { Completable.zip([failing.asCompletable(), waiting.asCompletable()]) }
        XCTAssertEqual(failed.events, [.error(220, traitError)])
        XCTAssertEqual(waiting.subscriptions, [Subscription(200, 220)])
    }

    func testCompletableConcatForms() {
        var completions = 0
        _ = Completable.empty().concat(.empty()).subscribe(onCompleted: { completions += 1 })
        _ = Completable.concat([Completable.empty(), .empty()]).subscribe(onCompleted: { completions += 1 })
        _ = Completable.concat(AnySequence([Completable.empty()])).subscribe(onCompleted: { completions += 1 })
        var log: [String] = []
        _ = Completable.empty().do(onCompleted: { log.append("completed") }, afterCompleted: { log.append("after") })
            .subscribe()
        XCTAssertEqual(completions, 3)
        XCTAssertEqual(log, ["completed", "after"])
    }

    // MARK: Observable → Single

    func testFirstIsASingleOfAnOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first: Single<Int?> = xs.first()
        XCTAssertEqual(scheduler.start { first }.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        let other = TestScheduler(initialClock: 0)
        let empty = other.createHotObservable([.completed(230, Int.self)])
        XCTAssertEqual(other.start { empty.first() }.events, [.next(230, nil), .completed(230)])
    }

    func testToArrayIsASingleOfAllElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let array: Single<[Int]> = xs.toArray()
        XCTAssertEqual(scheduler.start { array }.events, [.next(230, [1, 2]), .completed(230)])
        let other = TestScheduler(initialClock: 0)
        let failing = other.createHotObservable([.next(210, 1), .error(220, traitError)])
        XCTAssertEqual(other.start { failing.toArray() }.events, [.error(220, traitError)])
    }

    func testIgnoreElementsAsCompletable() {
        var completed = false
        _ = Observable.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }
}
