import Streams
import StreamsTest
import XCTest

private enum DoFailure: Error { case boom, fromHandler }

final class DoTests: LeakCheckingTestCase {
    func testDoSeesEveryElementAndPassesItOn() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("1----^23--|", values: digitMarbles)
        var seen: [Int] = []
        var completions = 0
        let res = scheduler.start { xs.do(onNext: { seen.append($0) }, onCompleted: { completions += 1 }) }
        XCTAssertMarbles(res, "-23--|", values: digitMarbles)
        XCTAssertEqual(seen, [2, 3])
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testDoSeesAnUpstreamErrorAndPassesItOn() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2---#", values: digitMarbles, error: DoFailure.boom)
        var errors = 0
        var afterErrors = 0
        let res = scheduler.start { xs.do(onError: { _ in errors += 1 }, afterError: { _ in afterErrors += 1 }) }
        XCTAssertMarbles(res, "-2---#", values: digitMarbles, error: DoFailure.boom)
        XCTAssertEqual(errors, 1)
        XCTAssertEqual(afterErrors, 1)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testDoOnNextThrowingEndsTheSequenceWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-234-|", values: digitMarbles)
        let res = scheduler.start { xs.do(onNext: { if $0 == 3 { throw DoFailure.fromHandler } }) }
        XCTAssertMarbles(res, "-2#", values: digitMarbles, error: DoFailure.fromHandler)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testDoAfterNextThrowingEndsTheSequenceAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-23--|", values: digitMarbles)
        let res = scheduler.start { xs.do(afterNext: { if $0 == 2 { throw DoFailure.fromHandler } }) }
        XCTAssertMarbles(res, "-(2#)", values: digitMarbles, error: DoFailure.fromHandler)
        XCTAssertEqual(xs.subscriptionMarbles, ["^!"])
    }

    func testDoOnErrorAndOnCompletedThrowingReplaceTheStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let failing = scheduler.createHotObservable("-2---#", values: digitMarbles, error: DoFailure.boom)
        let completing = scheduler.createHotObservable("-2----|", values: digitMarbles)
        let failed = scheduler.createObserver(Int.self)
        let completed = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = failing.do(onError: { _ in throw DoFailure.fromHandler }).subscribe(failed)
            _ = completing.do(onCompleted: { throw DoFailure.fromHandler }).subscribe(completed)
        }
        scheduler.start()
        XCTAssertMarbles(failed, "-2---#", values: digitMarbles, error: DoFailure.fromHandler)
        XCTAssertMarbles(completed, "-2----#", values: digitMarbles, error: DoFailure.fromHandler)
    }

    func testDoRunsHandlersInRxSwiftOrderForAnAsynchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.start {
            Observable<Int>.create { observer in
                log.append("source subscribed")
                scheduler.scheduleAt(300) {
                    observer.onNext(0)
                    observer.onCompleted()
                }
                return Disposables.create { log.append("source disposed") }
            }
            .do(
                onNext: { _ in log.append("onNext") },
                afterNext: { _ in log.append("afterNext") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
        }
        XCTAssertEqual(
            log,
            [
                "onSubscribe", "source subscribed", "onSubscribed", "onNext", "afterNext", "onCompleted",
                "afterCompleted", "source disposed", "onDispose",
            ])
    }

    func testDoRunsHandlersInRxSwiftOrderForASynchronousSource() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onNext(0)
            observer.onError(DoFailure.boom)
            return Disposables.create { log.append("source disposed") }
        }
        .do(
            onNext: { _ in log.append("onNext") },
            onError: { _ in log.append("onError") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe(onError: { _ in log.append("subscriber error") })
        XCTAssertEqual(
            log,
            [
                "onSubscribe", "source subscribed", "onNext", "onError", "subscriber error", "source disposed",
                "onSubscribed", "onDispose",
            ])
    }

    func testDoDisposedMidStreamRunsOnDisposeOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--2-3-----|", values: digitMarbles)
        var disposals = 0
        let res = scheduler.start(disposed: 215) { xs.do(onDispose: { disposals += 1 }) }
        XCTAssertMarbles(res, "--2", values: digitMarbles)
        XCTAssertEqual(disposals, 1)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testDoRunsItsHandlersForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createColdObservable("-1|", values: digitMarbles)
        var subscribes = 0
        var disposals = 0
        let observed = xs.do(onSubscribe: { subscribes += 1 }, onDispose: { disposals += 1 })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = observed.subscribe(first) }
        scheduler.scheduleAt(300) { _ = observed.subscribe(second) }
        scheduler.start()
        XCTAssertMarbles(first, "-1|", values: digitMarbles)
        XCTAssertMarbles(second, "-----------1|", values: digitMarbles)
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(disposals, 2)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!", "----------^-!"])
    }

    // The order of side effects when the stop event is what disposes the subscription,
    // recorded with RxSwift 6.10: an operator below that lets go of its upstream as the stop
    // event reaches it disposes the source before the after-handler runs; alone, `do` runs
    // the after-handler first.

    func testAnOperatorBelowDisposesTheSourceBeforeTheAfterHandlerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = SideEffectLog()
        let res = scheduler.start { log.tap("a", xs).map { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.subscribed", "a.next(1)", "a.afterNext(1)", "a.completed", "a.dispose",
                "a.afterCompleted",
            ])
    }

    func testAnOperatorBelowDisposesTheFailedSourceBeforeTheAfterHandlerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, DoFailure.boom)])
        let log = SideEffectLog()
        let res = scheduler.start { log.tap("a", xs).filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, DoFailure.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.subscribed", "a.next(1)", "a.afterNext(1)", "a.error(boom)", "a.dispose",
                "a.afterError(boom)",
            ])
    }

    func testAloneDoRunsTheAfterHandlerBeforeDisposingTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = SideEffectLog()
        let res = scheduler.start { log.tap("a", xs) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.subscribed", "a.next(1)", "a.afterNext(1)", "a.completed", "a.afterCompleted",
                "a.dispose",
            ])
    }

    func testNestedDoDisposesTheInnerTapsSourceWhenTheOuterTapIsDone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = SideEffectLog()
        _ = scheduler.start { log.tap("b", log.tap("a", xs)) }
        XCTAssertEqual(
            log.entries,
            [
                "b.subscribe", "a.subscribe", "a.subscribed", "b.subscribed",
                "a.next(1)", "b.next(1)", "b.afterNext(1)", "a.afterNext(1)",
                "a.completed", "b.completed", "b.afterCompleted", "a.dispose", "b.dispose", "a.afterCompleted",
            ])
    }

    func testTakeDisposesTheSourceBeforeTheAfterNextHandlerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let log = SideEffectLog()
        let res = scheduler.start { log.tap("a", xs).take(1).map { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(log.entries, ["a.subscribe", "a.subscribed", "a.next(1)", "a.dispose", "a.afterNext(1)"])
    }

    func testConcatDisposesTheFinishedSourceBeforeSubscribingTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let log = SideEffectLog()
        let res = scheduler.start { Observable.concat(log.tap("a", a), log.tap("b", b)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.subscribed", "a.next(1)", "a.afterNext(1)",
                "a.completed", "a.dispose", "b.subscribe", "b.subscribed", "a.afterCompleted",
                "b.next(2)", "b.afterNext(2)", "b.completed", "b.dispose", "b.afterCompleted",
            ])
    }

    /// RxSwift sends the error after the completion when the subscriber did not dispose the
    /// sequence as it completed — breaking the event grammar; Streams drops it ("Porting
    /// from RxSwift", "Differences from RxSwift, and why").
    func testAnErrorThrownByAnAfterHandlerOfAStopEventIsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = SideEffectLog()
        let res = scheduler.start {
            xs.do(
                afterCompleted: {
                    log.append("afterCompleted")
                    throw DoFailure.fromHandler
                }, onDispose: { log.append("dispose") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(log.entries, ["afterCompleted", "dispose"])
    }

    /// The doc comment's diagrams.
    func testDoDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--|", values: digitMarbles)
        var printed: [Int] = []
        let res = scheduler.start { xs.do(onNext: { printed.append($0) }) }
        XCTAssertMarbles(res, "--1--2--|", values: digitMarbles)
        XCTAssertEqual(printed, [1, 2])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable("--1--2--|", values: digitMarbles)
        let res2 = scheduler2.start { ys.do(onNext: { if $0 == 2 { throw DoFailure.boom } }) }
        XCTAssertMarbles(res2, "--1--#", values: digitMarbles, error: DoFailure.boom)
    }
}
