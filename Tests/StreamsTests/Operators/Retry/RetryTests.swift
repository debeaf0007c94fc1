import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream, trigger }
private struct OtherFailure: Error {}

final class RetryTests: LeakCheckingTestCase {
    private func makeFailingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        // The source of `retry(_:)`'s doc comment, five ticks per frame.
        scheduler.ticksPerFrame = 5
        return scheduler.createColdObservable("-123#", values: digitMarbles, error: Failure.upstream)
    }

    func testRetryCountDocDiagramIsNAttemptsInTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeFailingSource(scheduler)
        let result = scheduler.start { source.retry(3) }
        XCTAssertMarbles(result, "-123-123-123#", values: digitMarbles, error: Failure.upstream)
        XCTAssertEqual(source.subscriptionMarbles, ["^---!", "----^---!", "--------^---!"])
    }

    func testRetryCountDisposedMidStreamUnsubscribesTheCurrentAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeFailingSource(scheduler)
        let result = scheduler.start(disposed: 231) { source.retry(3) }
        XCTAssertEqual(result.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    func testRetryCountCompletesWithASucceedingSource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createColdObservable("----------1----2---------|", values: digitMarbles)
        let result = scheduler.start { source.retry(3) }
        XCTAssertMarbles(result, "----------1----2---------|", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^------------------------!"])
    }

    func testRetryOneIsASingleAttemptAndZeroSubscribesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeFailingSource(scheduler)
        let once = scheduler.start { source.retry(1) }
        XCTAssertEqual(once.events.last, .error(220, Failure.upstream))
        XCTAssertEqual(source.subscriptionMarbles, ["^---!"])
        let zero = TestScheduler(initialClock: 0)
        let untouched = makeFailingSource(zero)
        let none = zero.start { untouched.retry(0) }
        XCTAssertMarbles(none, "|")
        XCTAssertEqual(untouched.subscriptionMarbles, [])
    }

    func testRetryForeverDocDiagram() {
        // The diagram of `retry()`'s doc comment, ten ticks per frame, disposed at 275.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createColdObservable("-1-#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start(disposed: 275) { source.retry() }
        XCTAssertMarbles(result, "-1--1--1", values: digitMarbles)
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 275)])
    }

    func testRetryForeverResubscribesUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .error(250, Failure.upstream),
        ])
        let result = scheduler.start(disposed: 1100) { source.retry() }
        XCTAssertEqual(
            result.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3),
                .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3),
                .next(1050, 1),
            ])
        XCTAssertEqual(
            source.subscriptions,
            [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)])
    }

    func testRetryOfASourceThatFailsOnceThenSucceedsSynchronously() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            if attempts < 3 { observer.onError(Failure.upstream) } else { observer.onCompleted() }
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = source.retry().subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    func testRetryResubscriptionStartsACountOfItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, Failure.upstream)])
        let retried = source.retry(2)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = retried.subscribe(first) }
        scheduler.scheduleAt(200) { _ = retried.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(105, 1), .next(115, 1), .error(120, Failure.upstream)])
        XCTAssertEqual(second.events, [.next(205, 1), .next(215, 1), .error(220, Failure.upstream)])
    }

    func testRetryOfAMillionImmediateFailuresLoopsInsteadOfRecursing() {
        let attemptsWanted = SmallStackRunner.longRun ? 1_000_000 : 30_000
        let (attempts, events) = SmallStackRunner.onSmallStack { () -> (Int, [Event<Int>]) in
            var attempts = 0
            let failing = Observable<Int>.create { observer in
                attempts += 1
                observer.onError(Failure.upstream)
                return Disposables.create()
            }
            var events: [Event<Int>] = []
            _ = failing.retry(attemptsWanted).subscribe { events.append($0) }
            return (attempts, events)
        }
        XCTAssertEqual(attempts, attemptsWanted)
        XCTAssertEqual(events, [.error(Failure.upstream)])
    }

    func testNestedRetriesCountAttemptsAsRxSwiftDoes() {
        // `retry(n)` inside `retry(m)` is walked in place (RxSwift takes it apart too); an inner
        // `retry(0)` has no attempts, so the outer one ends with a completion, and `retry()`
        // around it completes rather than walking empty attempts forever.
        var subscriptions = 0
        let failing = Observable<Int>.error(Failure.upstream).do(onSubscribe: { subscriptions += 1 })
        var events: [Event<Int>] = []
        _ = failing.retry(2).retry(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(Failure.upstream)])
        XCTAssertEqual(subscriptions, 6)
        events = []
        _ = failing.retry(0).retry(3).subscribe { events.append($0) }
        _ = failing.retry(0).retry().subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed])
        XCTAssertEqual(subscriptions, 6)
    }

    // MARK: Attempts that fail during their own subscription (RxSwift 6.10's order, recorded with it)

    /// A source failing its first `failures` subscriptions, then emitting `value` and completing;
    /// every subscription is logged.
    private func flaky(failures: Int, value: Int, log: @escaping (String) -> Void) -> Observable<Int> {
        var attempts = 0
        return Observable.deferred {
            attempts += 1
            log("attempt \(attempts)")
            return attempts <= failures ? Observable.error(Failure.upstream) : Observable.just(value)
        }
    }

    func testRetrySubscribesTheNextAttemptBeforeMergeSubscribesItsNextSource() {
        var log: [String] = []
        let other = Observable.just(3).do(onSubscribe: { log.append("other subscribed") })
        let retried = flaky(failures: 1, value: 1) { log.append($0) }.retry(2)
        _ = Observable.merge(retried, other).subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["attempt 1", "attempt 2", "1", "other subscribed", "3", "completed"])
    }

    func testRetryThatRunsOutOfAttemptsAtOnceFailsBeforeMergeSubscribesItsNextSource() {
        var log: [String] = []
        let other = Observable.just(3).do(onSubscribe: { log.append("other subscribed") })
        let retried = flaky(failures: 5, value: 1) { log.append($0) }.retry(3)
        _ = Observable.merge(retried, other).subscribe(
            onNext: { log.append("\($0)") }, onError: { _ in log.append("error") })
        // RxSwift's merge still subscribes the sources after a failed one, and disposes them at once.
        XCTAssertEqual(log, ["attempt 1", "attempt 2", "attempt 3", "error", "other subscribed"])
    }

    func testRetryForeverSubscribesEachAttemptAtOnce() {
        var log: [String] = []
        let other = Observable.just(3).do(onSubscribe: { log.append("other subscribed") })
        let retried = flaky(failures: 3, value: 1) { log.append($0) }.retry()
        _ = Observable.merge(retried, other).subscribe(onNext: { log.append("\($0)") })
        XCTAssertEqual(log, ["attempt 1", "attempt 2", "attempt 3", "attempt 4", "1", "other subscribed", "3"])
    }

    func testTakeDoesNotStopRetryFromResubscribingASourceThatFailsAtOnce() {
        // As in RxSwift: `take` disposes its source only once the subscription has returned, so
        // the attempts go on until one completes (a source that always failed at once would keep
        // `retry()` looping, with RxSwift too).
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts > 1_000 ? .empty() : Observable.just(attempts).concat(Observable.error(Failure.upstream))
        }
        var events: [Event<Int>] = []
        _ = source.retry().take(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(attempts, 1_001)
    }

    // MARK: retry(when:)

    func testRetryWhenDocDiagramResubscribesOnTriggerAndCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createColdObservable("-1#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start {
            source.retry { (errors: Observable<Swift.Error>) in
                errors.scan(0) { count, _ in count + 1 }.filter { $0 < 3 }
            }
        }
        // Attempts at 200, 220, 240; the third error is filtered out, so nothing resubscribes.
        XCTAssertMarbles(result, "-1-1-1", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^-!", "--^-!", "----^-!"])
    }

    func testRetryWhenTriggerErrorEndsTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createColdObservable("-12#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start(disposed: 300) {
            source.retry { (errors: Observable<Failure>) in
                errors.scan(0) { count, _ throws -> Int in
                    if count + 1 == 2 { throw Failure.trigger }
                    return count + 1
                }
            }
        }
        XCTAssertMarbles(result, "-12-12#", values: digitMarbles, error: Failure.trigger)
        XCTAssertEqual(source.subscriptionMarbles, ["^--!", "---^--!"])
    }

    func testRetryWhenTriggerThatCompletedBeforeTheErrorCompletesAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createColdObservable("-12#", values: digitMarbles, error: Failure.upstream)
        let trigger = scheduler.createHotObservable("1----^--|", values: digitMarbles)
        let result = scheduler.start { source.retry { (_: Observable<Swift.Error>) in trigger.asObservable() } }
        XCTAssertMarbles(result, "-12|", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^--!"])
    }

    func testRetryWhenTriggerElementsWithoutAPendingErrorAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(300, 0), .completed(500)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.retry { (_: Observable<Swift.Error>) in trigger.asObservable() } }
        XCTAssertEqual(result.events, [.next(300, 1), .next(350, 2), .completed(450)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 450)])
    }

    func testRetryWhenErrorsOfAnotherTypePassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createColdObservable("-1#", values: digitMarbles, error: OtherFailure())
        var handled = 0
        let result = scheduler.start {
            source.retry { (errors: Observable<Failure>) in errors.map { _ in handled += 1 } }
        }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: OtherFailure())
        XCTAssertEqual(handled, 0)
    }

    func testRetryWhenDisposedMidStreamUnsubscribesSourceAndTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, Failure.upstream)])
        let trigger = scheduler.createHotObservable([.next(240, 0), .next(280, 0)] as [Recorded<Event<Int>>])
        let result = scheduler.start(disposed: 250) {
            source.retry { (_: Observable<Swift.Error>) in trigger.asObservable() }
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(240, 250)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWhenResubscriptionCallsTheHandlerAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var handlerCalls = 0
        let retried = source.retry { (errors: Observable<Swift.Error>) -> Observable<Swift.Error> in
            handlerCalls += 1
            return errors
        }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = retried.subscribe(first) }
        scheduler.scheduleAt(200) { _ = retried.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(handlerCalls, 2)
    }

    func testRetryWhenOfManyImmediateFailuresWithAnImmediateTriggerLoops() {
        let wanted = SmallStackRunner.longRun ? 1_000_000 : 5_000
        let (attempts, events) = SmallStackRunner.onSmallStack { () -> (Int, [Event<Int>]) in
            var attempts = 0
            let source = Observable<Int>.create { observer in
                attempts += 1
                if attempts < wanted {
                    observer.onError(Failure.upstream)
                } else {
                    observer.onNext(attempts)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            var events: [Event<Int>] = []
            _ = source.retry { (errors: Observable<Swift.Error>) in errors }.subscribe { events.append($0) }
            return (attempts, events)
        }
        XCTAssertEqual(attempts, wanted)
        XCTAssertEqual(events, [.next(wanted), .completed])
    }

    // retry(when:) with a source that fails or completes while it is being subscribed: the order
    // of subscriptions, events and disposals RxSwift 6.10 records.

    func testRetryWhenTriggerThatAsksAndCompletesAtOnceEndsBeforeTheSourceIsSubscribedAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SideEffectLog()
        let res = scheduler.start {
            log.tap(
                "out",
                log.tap("a", Observable<Int>.error(Failure.upstream)).retry(when: { (errors: Observable<Failure>) in
                    errors.take(1)
                }))
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "a.subscribe", "a.error(upstream)", "out.completed", "out.afterCompleted",
                "a.afterError(upstream)",
                "a.subscribed", "a.dispose", "out.subscribed", "out.dispose",
            ])
    }

    func testRetryWhenSourceEndingWhileSubscribedIsDisposedBeforeTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let trigger = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let log = SideEffectLog()
        let res = scheduler.start {
            log.tap(
                "out",
                log.tap("a", Observable.just(7)).retry(when: { (_: Observable<Failure>) in log.tap("b", trigger) }))
        }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "b.subscribe", "b.subscribed", "a.subscribe", "a.next(7)", "out.next(7)",
                "out.afterNext(7)", "a.afterNext(7)",
                "a.completed", "out.completed", "out.afterCompleted", "a.afterCompleted", "a.subscribed", "a.dispose",
                "b.dispose",
                "out.subscribed", "out.dispose",
            ])
    }

    func testRetryWhenHandsTheHandlerAnErrorRaisedDuringItsDeliveryAfterThatDelivery() {
        // A documented difference from RxSwift ("Porting from RxSwift"). The first attempt fails
        // at 300; each later one fails while the trigger's answer to the previous error
        // subscribes it. The handler's errors sequence is a subject, which delivers an event sent
        // re-entrantly after the delivery under way: `take(3)` sees each error once its answer to
        // the previous one has returned, so attempt 4 is made before the third answer completes
        // the trigger, and nothing is reported (no operator receives an event re-entrantly).
        // RxSwift 6.10.2's subject nests the new error into that delivery, so `take(3)` completes
        // while attempt 3 is being subscribed and no attempt 4 is made; it records the same events
        // and subscriptions, prints its re-entrancy warning, and logs "attempt 1",
        // "attempt disposed", "handler sees error 1", "attempt 2", "handler sees error 2",
        // "attempt disposed", "attempt 3", "handler sees error 3", "attempt disposed".
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(300, Failure.upstream)] as [Recorded<Event<Int>>])
        let log = SideEffectLog()
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            log.append("attempt \(attempts)")
            return attempts == 1 ? xs.asObservable() : .error(Failure.upstream)
        }.do(onDispose: { log.append("attempt disposed") })
        var errorsSeen = 0
        var res: TestableObserver<Int>!
        let messages = collectingAnomalies {
            res = scheduler.start {
                source.retry(when: { (errors: Observable<Failure>) in
                    errors.do(onNext: { _ in
                        errorsSeen += 1
                        log.append("handler sees error \(errorsSeen)")
                    }).take(3)
                })
            }
        }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(
            log.entries,
            [
                "attempt 1", "attempt disposed", "handler sees error 1",
                "attempt 2", "attempt disposed", "handler sees error 2",
                "attempt 3", "attempt disposed", "handler sees error 3",
                "attempt 4", "attempt disposed",
            ])
        XCTAssertEqual(messages, [])
    }

    func testNestedRetryWhensAsDeepAsRxSwiftReachesDoNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        // Each level subscribes the level below and its trigger. On a main thread's stack, debug
        // builds of RxSwift 6.10.2 overflow beyond about 1,700 levels (Streams' beyond about
        // 3,400).
        let levels = 1_700
        let events = SmallStackRunner.onMainThreadSizedStack { () -> [Event<Int>] in
            var nested = Observable.just(1)
            for _ in 0..<levels {
                nested = nested.retry { (errors: Observable<Swift.Error>) in errors }
            }
            var events: [Event<Int>] = []
            _ = nested.subscribe { events.append($0) }
            return events
        }
        XCTAssertEqual(events, [.next(1), .completed])
    }
}
