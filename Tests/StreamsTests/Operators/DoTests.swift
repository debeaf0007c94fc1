import Streams
import StreamsTest
import XCTest

private enum DoFailure: Error { case boom, fromHandler }

final class DoTests: LeakCheckingTestCase {
    func testDoSeesEveryElementAndPassesItOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        var seen: [Int] = []
        var completions = 0
        let res = scheduler.start { xs.do(onNext: { seen.append($0) }, onCompleted: { completions += 1 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(seen, [2, 3])
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoSeesAnUpstreamErrorAndPassesItOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, DoFailure.boom)])
        var errors = 0
        var afterErrors = 0
        let res = scheduler.start { xs.do(onError: { _ in errors += 1 }, afterError: { _ in afterErrors += 1 }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(250, DoFailure.boom)])
        XCTAssertEqual(errors, 1)
        XCTAssertEqual(afterErrors, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnNextThrowingEndsTheSequenceWithThatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.do(onNext: { if $0 == 3 { throw DoFailure.fromHandler } }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, DoFailure.fromHandler)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoAfterNextThrowingEndsTheSequenceAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.do(afterNext: { if $0 == 2 { throw DoFailure.fromHandler } }) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(210, DoFailure.fromHandler)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDoOnErrorAndOnCompletedThrowingReplaceTheStopEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 2), .error(250, DoFailure.boom)])
        let completing = scheduler.createHotObservable([.next(210, 2), .completed(260)])
        let failed = scheduler.createObserver(Int.self)
        let completed = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = failing.do(onError: { _ in throw DoFailure.fromHandler }).subscribe(failed)
            _ = completing.do(onCompleted: { throw DoFailure.fromHandler }).subscribe(completed)
        }
        scheduler.start()
        XCTAssertEqual(failed.events, [.next(210, 2), .error(250, DoFailure.fromHandler)])
        XCTAssertEqual(completed.events, [.next(210, 2), .error(260, DoFailure.fromHandler)])
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
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onSubscribed", "onNext", "afterNext", "onCompleted", "afterCompleted", "source disposed", "onDispose"])
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
        XCTAssertEqual(log, ["onSubscribe", "source subscribed", "onNext", "onError", "subscriber error", "source disposed", "onSubscribed", "onDispose"])
    }

    func testDoDisposedMidStreamRunsOnDisposeOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        var disposals = 0
        let res = scheduler.start(disposed: 215) { xs.do(onDispose: { disposals += 1 }) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(disposals, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testDoRunsItsHandlersForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var subscribes = 0
        var disposals = 0
        let observed = xs.do(onSubscribe: { subscribes += 1 }, onDispose: { disposals += 1 })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = observed.subscribe(first) }
        scheduler.scheduleAt(300) { _ = observed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(subscribes, 2)
        XCTAssertEqual(disposals, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    /// The doc comment's diagrams.
    func testDoDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(202, 1), .next(205, 2), .completed(208)])
        var printed: [Int] = []
        let res = scheduler.start { xs.do(onNext: { printed.append($0) }) }
        XCTAssertEqual(res.events, [.next(202, 1), .next(205, 2), .completed(208)])
        XCTAssertEqual(printed, [1, 2])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(202, 1), .next(205, 2), .completed(208)])
        let res2 = scheduler2.start { ys.do(onNext: { if $0 == 2 { throw DoFailure.boom } }) }
        XCTAssertEqual(res2.events, [.next(202, 1), .error(205, DoFailure.boom)])
    }
}
