import Foundation
import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream }

final class MergeTests: LeakCheckingTestCase {
    func testMergeDocDiagram() {
        // The diagram of `merge(_:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let values: [Character: Int] = ["1": 1, "2": 2, "x": 10, "y": 20]
        let a = scheduler.createHotObservable("-1---2-----|", values: values)
        let b = scheduler.createHotObservable("---x---y-|", values: values)
        let result = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertMarbles(result, "-1-x-2-y---|", values: values)
        XCTAssertEqual(a.subscriptionMarbles, ["^----------!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^--------!"])
    }

    func testStaticMergeOfArrayAndCollectionForms() {
        var fromArray: [Int] = []
        var fromCollection: [Int] = []
        _ = Observable.merge([Observable.of(1, 2), Observable.of(3)]).subscribe(onNext: { fromArray.append($0) })
        _ = Observable.merge(ArraySlice([Observable.just(4), Observable.just(5)])).subscribe(onNext: {
            fromCollection.append($0)
        })
        XCTAssertEqual(fromArray, [1, 3, 2])
        XCTAssertEqual(fromCollection, [4, 5])
    }

    func testMergeOfNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let result = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertMarbles(result, "|")
    }

    func testMergeErrorEndsTheResultAndUnsubscribesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(240, Failure.upstream)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(250, 20), .completed(290)])
        let result = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 10), .error(240, Failure.upstream)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
    }

    func testMergeSubscribesTheSourcesAfterOneThatFailsDuringItsSubscription() {
        // As in RxSwift 6: every source is subscribed; those after the failure are disposed at once.
        let scheduler = TestScheduler(initialClock: 0)
        let b = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let c = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start {
            Observable.merge(Observable<Int>.error(Failure.upstream), b.asObservable(), c.asObservable())
        }
        XCTAssertEqual(result.events, [.error(200, Failure.upstream)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 200)])
    }

    func testMergeDisposedMidStreamUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(310)])
        let b = scheduler.createHotObservable([.next(230, 10), .completed(290)])
        let result = scheduler.start(disposed: 250) { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 10)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testMergeResubscriptionSubscribesTheSourcesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(15, 2), .completed(30)])
        let merged = Observable.merge(a.asObservable(), b.asObservable())
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = merged.subscribe(first) }
        scheduler.scheduleAt(200) { _ = merged.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(115, 2), .completed(130)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(215, 2), .completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(100, 120), Subscription(200, 220)])
    }

    // MARK: merge() on observables of observables

    func testMergeOfInnersDocDiagram() {
        // The diagram of `merge()`'s doc comment, ten ticks per frame. Inner diagrams are cold:
        // frame 0 is the frame each one is subscribed at (where the doc comment indents it to).
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createColdObservable("-1---2---|", values: digitMarbles)
        let b = scheduler.createColdObservable("-3-|", values: digitMarbles)
        let outer = scheduler.createHotObservable("-a-------b-----|", values: ["a": a, "b": b])
        let result = scheduler.start { outer.merge() }
        XCTAssertMarbles(result, "--1---2---3----|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["-^--------!"])
        XCTAssertEqual(b.subscriptionMarbles, ["---------^--!"])
    }

    func testMergeOfInnersDisposesTheOuterSequenceBeforeCompletingWhenNoInnerRuns() {
        // RxSwift 6's order: merge() lets go of the outer sequence, then completes.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let source = xs.do(onDispose: { log.append("source disposed") })
        scheduler.scheduleAt(200) {
            _ = source.map { Observable.just($0 * 10) }.merge()
                .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 10", "source disposed", "completed"])
    }

    func testMergeMaxConcurrentCompletesBeforeDisposingTheOuterSequenceWhenNoInnerRuns() {
        // RxSwift 6's order: merge(maxConcurrent:) (and concatMap) complete first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let source = xs.do(onDispose: { log.append("source disposed") })
        scheduler.scheduleAt(200) {
            _ = source.map { Observable.just($0 * 10) }.merge(maxConcurrent: 2)
                .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 10", "completed", "source disposed"])
    }

    func testMergeMaxConcurrentDocDiagram() {
        // The diagram of `merge(maxConcurrent:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createColdObservable("-1--|", values: digitMarbles)
        let b = scheduler.createColdObservable("-2-|", values: digitMarbles)
        let outer = scheduler.createHotObservable("-a-b---------|", values: ["a": a, "b": b])
        let result = scheduler.start { outer.merge(maxConcurrent: 1) }
        XCTAssertMarbles(result, "--1---2------|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["-^---!"])
        XCTAssertEqual(b.subscriptionMarbles, ["-----^--!"], "b waits for a to complete")
    }

    func testMergeOfInnersCompletesWhenOuterAndAllInnersHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let inner2 = scheduler.createColdObservable([.next(5, 3), .completed(100)])
        let outer = scheduler.createHotObservable([.next(210, inner1), .next(220, inner2), .completed(250)])
        let result = scheduler.start { outer.merge() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(225, 3), .next(230, 2), .completed(320)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(220, 320)])
    }

    func testMergeOfInnersForwardsAnInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner1 = scheduler.createColdObservable([.next(10, 1), .error(20, Failure.upstream)])
        let inner2 = scheduler.createColdObservable([.next(50, 3), .completed(100)])
        let outer = scheduler.createHotObservable([.next(210, inner2), .next(215, inner1), .completed(400)])
        let result = scheduler.start { outer.merge() }
        XCTAssertEqual(result.events, [.next(225, 1), .error(235, Failure.upstream)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(inner2.subscriptions, [Subscription(210, 235)])
    }

    func testMergeOfInnersForwardsAnOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let outer = scheduler.createHotObservable([.next(210, inner), .error(250, Failure.upstream)])
        let result = scheduler.start { outer.merge() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(250, Failure.upstream)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    // MARK: merge(maxConcurrent:)

    private func makeMaxConcurrentScenario(_ scheduler: TestScheduler) -> (
        TestableObservable<TestableObservable<Int>>, [TestableObservable<Int>]
    ) {
        let inner1 = scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)])
        let inner2 = scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(200)])
        let inner3 = scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), .completed(130)])
        let inner4 = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
        let outer = scheduler.createHotObservable([
            .next(210, inner1), .next(260, inner2), .next(270, inner3), .next(320, inner4), .completed(400),
        ])
        return (outer, [inner1, inner2, inner3, inner4])
    }

    func testMergeMaxConcurrentQueuesInnersUntilASlotFrees() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, inners) = makeMaxConcurrentScenario(scheduler)
        let result = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(
            result.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
            ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 350)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(260, 460)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(350, 480)])
        XCTAssertEqual(inners[3].subscriptions, [Subscription(460, 760)])
    }

    func testMergeMaxConcurrentDisposedMidStreamLeavesQueuedInnersUnsubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, inners) = makeMaxConcurrentScenario(scheduler)
        let result = scheduler.start(disposed: 450) { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(
            result.events,
            [.next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(260, 450)])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(350, 450)])
        XCTAssertEqual(inners[3].subscriptions, [])
    }

    func testMergeMaxConcurrentOneRunsInnersOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, inners) = makeMaxConcurrentScenario(scheduler)
        let result = scheduler.start(disposed: 2000) { outer.merge(maxConcurrent: 1) }
        XCTAssertEqual(
            inners.map(\.subscriptions),
            [
                [Subscription(210, 350)], [Subscription(350, 550)], [Subscription(550, 680)], [Subscription(680, 980)],
            ])
        XCTAssertEqual(result.events.last, .completed(980))
        XCTAssertEqual(result.events.compactMap { $0.value.element }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    }

    /// An inner sequence that completes in work the current-thread trampoline runs hands its
    /// slot to the next one waiting, which is subscribed once that work has returned, as RxSwift
    /// 6.10.2 schedules it on the trampoline (checked against it, outside the repository).
    func testMergeMaxConcurrentSubscribesTheNextInnerOnceTheTrampolineWorkOfTheLastReturns() {
        let log = SideEffectLog()
        let (a, b) = innersCompletingOnTheTrampoline(log)
        _ = Observable.of(a, b).merge(maxConcurrent: 1).subscribe(
            onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log.entries, rxSwiftLogOfInnersCompletingOnTheTrampoline)
    }

    /// The subscription waiting on the trampoline is cancelled with the merge: disposed from the
    /// finished inner's after-handler, the next inner is never subscribed (RxSwift 6.10.2 logs
    /// the same).
    func testMergeMaxConcurrentDisposedWhileTheNextInnerWaitsOnTheTrampolineNeverSubscribesIt() {
        let log = SideEffectLog()
        let stop = PublishSubject<Void>()
        let (a, b) = innersCompletingOnTheTrampoline(log)
        let first = a.do(afterCompleted: {
            log.append("stop")
            stop.onNext(())
        })
        _ = Observable.of(first, b).merge(maxConcurrent: 1).take(until: stop)
            .subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.subscribed", "a.next(0)", "next(0)", "a.afterNext(0)", "a.next(1)", "next(1)",
                "a.afterNext(1)",
                "a.completed", "a.dispose", "stop", "completed", "a.afterCompleted",
            ])
    }

    // MARK: Stack depth and threads

    func testMergeOfAMillionSynchronousSourcesDoesNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        let count = SmallStackRunner.longRun ? 1_000_000 : 30_000
        let (received, completed) = SmallStackRunner.onSmallStack { () -> (Int, Bool) in
            var received = 0
            var completed = false
            _ = Observable.merge((0..<count).map { Observable.just($0) })
                .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
            return (received, completed)
        }
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)
    }

    func testMergeMaxConcurrentOfManySynchronousInnersLoops() {
        let count = SmallStackRunner.longRun ? 1_000_000 : 20_000
        let (sum, completed) = SmallStackRunner.onSmallStack { () -> (Int, Bool) in
            var sum = 0
            var completed = false
            _ = Observable.from((0..<count).map { Observable.just($0) }).merge(maxConcurrent: 1)
                .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
            return (sum, completed)
        }
        XCTAssertEqual(sum, (0..<count).reduce(0, +))
        XCTAssertTrue(completed)
    }

    func testMergeDeliversEveryElementOnceWithoutOverlapUnderConcurrentSources() {
        let anomalies = AnomalyCounter.counting {
            for threads in [1, 2, 4, 8] {
                let perThread = 500
                let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
                let inFlight = AtomicCell<Int>(0)
                let overlaps = AtomicCell<Int>(0)
                var received: [Int] = []
                var completions = 0
                let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(
                    onNext: { value in
                        if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                            overlaps.wrappingAdd(1, ordering: .relaxed)
                        }
                        received.append(value)
                        inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                    }, onCompleted: { completions += 1 })
                let group = DispatchGroup()
                for (index, subject) in subjects.enumerated() {
                    group.enter()
                    let thread = Thread {
                        for value in 0..<perThread { subject.onNext(index * perThread + value) }
                        subject.onCompleted()
                        group.leave()
                    }
                    thread.start()
                }
                group.wait()
                subscription.dispose()
                XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "\(threads) threads")
                XCTAssertEqual(completions, 1, "\(threads) threads")
                XCTAssertEqual(received.count, threads * perThread, "\(threads) threads")
                XCTAssertEqual(received.sorted(), Array(0..<threads * perThread), "\(threads) threads")
                for source in 0..<threads {
                    let fromSource = received.filter { $0 / perThread == source }
                    XCTAssertEqual(fromSource, fromSource.sorted(), "\(threads) threads: source \(source) reordered")
                }
            }
        }
        XCTAssertEqual(anomalies, 0, "an operator reported overlapping or re-entrant input")
    }
}
