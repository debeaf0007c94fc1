import Streams
import StreamsTest
import XCTest

final class JustTests: LeakCheckingTestCase {
    func testJustDeliversDuringSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.just(42) }
        XCTAssertEqual(result.events, [.next(200, 42), .completed(200)])
    }

    func testJustOnASchedulerTakesOneTickForTheElementAndOneForCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 42), .completed(202)])
    }

    func testJustOnASchedulerDisposedAtSubscriptionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
    }

    func testJustOnASchedulerDisposedAfterTheElementDoesNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        // The disposal at 202 was scheduled before the completion step, so it runs first.
        let result = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 42)])
    }

    func testJustResubscribesFromTheStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable.just(7, scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = source.subscribe(first) }
        scheduler.scheduleAt(300) { _ = source.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(101, 7), .completed(102)])
        XCTAssertEqual(second.events, [.next(301, 7), .completed(302)])
    }
}

final class SequenceCreationTests: LeakCheckingTestCase {
    func testOfOnTheCurrentThreadDeliversEverythingAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(3, 1, 2, 4) }
        XCTAssertEqual(result.events, [.next(200, 3), .next(200, 1), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testOfOnASchedulerTakesOneTickPerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    func testOfDisposedMidStreamStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 203) { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 3), .next(202, 1)])
    }

    func testFromArrayOnASchedulerTakesOneTickPerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    func testFromArrayOnTheCurrentThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from([1, 2]) }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testFromArrayDisposedMidStreamStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 203) { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 3), .next(202, 1)])
    }

    func testFromAnySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(AnySequence([3, 1, 2, 4]), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
        let immediate = TestScheduler(initialClock: 0).start { Observable.from(stride(from: 0, to: 6, by: 2)) }
        XCTAssertEqual(immediate.events, [.next(200, 0), .next(200, 2), .next(200, 4), .completed(200)])
    }

    func testFromEmptyArrayCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
    }

    func testFromOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        let some = scheduler.start { Observable.from(optional: 5 as Int?) }
        XCTAssertEqual(some.events, [.next(200, 5), .completed(200)])
        let none = TestScheduler(initialClock: 0).start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(none.events, [.completed(200)])
    }

    func testFromOptionalOnAScheduler() {
        let someScheduler = TestScheduler(initialClock: 0)
        let some = someScheduler.start { Observable.from(optional: 5 as Int?, scheduler: someScheduler) }
        XCTAssertEqual(some.events, [.next(201, 5), .completed(202)])
        let noneScheduler = TestScheduler(initialClock: 0)
        let none = noneScheduler.start { Observable<Int>.from(optional: nil, scheduler: noneScheduler) }
        XCTAssertEqual(none.events, [.completed(201)])
    }

    func testFromResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable.from([1, 2], scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = source.subscribe(first) }
        scheduler.scheduleAt(200) { _ = source.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(101, 1), .next(102, 2), .completed(103)])
        XCTAssertEqual(second.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testFromMakesAnIteratorPerSubscriptionEvenWhenIteratorsShareState() {
        // An iterator with reference semantics: copying it would share its position, so each
        // subscription must make its own, when it subscribes (as RxSwift's `from` does).
        let countdown = SharedStateCountdown(from: 3)
        let source = Observable.from(countdown)
        XCTAssertEqual(countdown.iteratorsMade, 0)
        XCTAssertEqual(try source.toBlocking().toArray(), [3, 2, 1])
        XCTAssertEqual(try source.toBlocking().toArray(), [3, 2, 1])
        XCTAssertEqual(countdown.iteratorsMade, 2)
    }
}

/// A sequence whose iterators are objects, counting the iterators it makes.
private final class SharedStateCountdown: Sequence, @unchecked Sendable {
    // @unchecked Sendable: touched by one thread at a time in the test.
    final class Iterator: IteratorProtocol {
        var remaining: Int
        init(from: Int) { remaining = from }
        func next() -> Int? {
            guard remaining > 0 else { return nil }
            defer { remaining -= 1 }
            return remaining
        }
    }

    let start: Int
    private(set) var iteratorsMade = 0

    init(from start: Int) {
        self.start = start
    }

    func makeIterator() -> Iterator {
        iteratorsMade += 1
        return Iterator(from: start)
    }
}

final class StopCreationTests: LeakCheckingTestCase {
    func testEmptyCompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testNeverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(result.events, [])
    }

    func testErrorFailsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.error(CoreTestError(1)) }
        XCTAssertEqual(result.events, [.error(200, CoreTestError(1))])
    }
}

final class DeferredTests: LeakCheckingTestCase {
    func testDeferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var invocations = 0
        let xs = scheduler.createColdObservable([.next(100, 42), .completed(200)])
        let result = scheduler.start {
            Observable<Int>.deferred {
                invocations += 1
                return xs.asObservable()
            }
        }
        XCTAssertEqual(invocations, 1)
        XCTAssertEqual(result.events, [.next(300, 42), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDeferredFactoryErrorBecomesAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.deferred { throw CoreTestError(2) } }
        XCTAssertEqual(result.events, [.error(200, CoreTestError(2))])
    }

    func testDeferredDisposalDisposesTheInnerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(600, 2), .completed(900)])
        let result = scheduler.start { Observable<Int>.deferred { xs.asObservable() } }
        XCTAssertEqual(result.events, [.next(300, 1), .next(800, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDeferredResubscriptionCallsTheFactoryAgain() {
        var invocations = 0
        let source = Observable<Int>.deferred {
            invocations += 1
            return .just(invocations)
        }
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }
}

final class RangeTests: LeakCheckingTestCase {
    func testRangeAtTheUpperBoundary() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, Int.max), .completed(202)])
    }

    func testRangeOfZeroCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
    }

    func testRangeDisposedMidStreamStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 204) { Observable.range(start: -10, count: 5, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, -10), .next(202, -9), .next(203, -8)])
    }

    func testRangeOnTheCurrentThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.range(start: 5, count: 3) }
        XCTAssertEqual(result.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
    }

    func testAMillionElementRangeOnTheCurrentThreadDoesNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        var count = 0
        var last = 0
        var completed = false
        _ = Observable.range(start: 1, count: 1_000_000).subscribe(
            onNext: {
                count += 1
                last = $0
            },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(count, 1_000_000)
        XCTAssertEqual(last, 1_000_000)
        XCTAssertTrue(completed)
    }

    func testRangeDisposedFromItsSubscriberStopsOnTheCurrentThread() {
        // Inside a trampoline the subscription returns before the first element, as in
        // RxSwift, so the subscriber can dispose it mid-stream.
        var received: [Int] = []
        var subscription: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.range(start: 0, count: 100).subscribe(onNext: { element in
                received.append(element)
                if element == 2 { subscription?.dispose() }
            })
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 1, 2])
        subscription = nil
    }
}

final class RepeatElementTests: LeakCheckingTestCase {
    func testRepeatElementTicksUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 207) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, (201...206).map { .next($0, 42) })
    }

    func testRepeatElementOnTheCurrentThreadStopsWhenDisposed() {
        var received = 0
        var subscription: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.repeatElement(1).subscribe(onNext: { _ in
                received += 1
                if received == 5 { subscription?.dispose() }
            })
            return Disposables.create()
        }
        XCTAssertEqual(received, 5)
        subscription = nil
    }
}

final class GenerateTests: LeakCheckingTestCase {
    func testGenerateFinite() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func testGenerateThrowingCondition() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw CoreTestError(1) }, scheduler: scheduler) {
                $0 + 1
            }
        }
        XCTAssertEqual(result.events, [.error(201, CoreTestError(1))])
    }

    func testGenerateThrowingIterate() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { (_: Int) -> Int in
                throw CoreTestError(2)
            }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .error(202, CoreTestError(2))])
    }

    func testGenerateDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .next(202, 1)])
    }

    func testGenerateOnTheCurrentThread() {
        var received: [Int] = []
        _ = Observable.generate(initialState: 1, condition: { $0 < 20 }) { $0 * 2 }.subscribe(onNext: {
            received.append($0)
        })
        XCTAssertEqual(received, [1, 2, 4, 8, 16])
    }
}

final class TimerTests: LeakCheckingTestCase {
    func testOneOffTimerSendsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(300, 0), .completed(300)])
    }

    func testOneOffTimerDisposedBeforeItFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 250) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
    }

    func testPeriodicTimerStartsAfterDueTimeThenTicksEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 400) {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(250, 0), .next(350, 1)])
    }

    func testIntervalTicksEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, (0..<7).map { .next(300 + 100 * $0, Int64($0)) })
    }

    func testIntervalOfZeroTicksEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 210) { Observable<Int64>.interval(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(result.events, (0..<9).map { .next(201 + $0, Int64($0)) })
    }

    func testIntervalDisposedBeforeTheFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int64>.interval(.seconds(1000), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
    }

    func testIntervalResubscribesFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(source.subscribe(first)) }
        scheduler.scheduleAt(115) { subscriptions.append(source.subscribe(second)) }
        scheduler.scheduleAt(131) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 0), .next(120, 1), .next(130, 2)])
        XCTAssertEqual(second.events, [.next(125, 0)])
    }

    func testIntervalOnARealSchedulerTicks() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "interval-test")
        let received = SharedLog<Int>()
        let done = expectation(description: "three ticks")
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: scheduler).subscribe(onNext: {
            element in
            received.append(element)
            if element == 2 { done.fulfill() }
        })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(Array(received.all.prefix(3)), [0, 1, 2])
    }
}

final class TrampolineOrderTests: LeakCheckingTestCase {
    func testNestedSubscriptionsToOfSourcesInterleave() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            log.append("outer \(outer)")
            _ = Observable.of("a", "b").subscribe(onNext: { log.append("inner \(outer)\($0)") })
        })
        XCTAssertEqual(log, ["outer 1", "inner 1a", "outer 2", "inner 1b", "inner 2a", "inner 2b"])
    }

    func testSubscribingInsideAScheduledActionDefersTheSource() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable.of(1, 2).subscribe(onNext: { log.append("of \($0)") })
            log.append("subscribed")
            return subscription
        }
        XCTAssertEqual(log, ["subscribed", "of 1", "of 2"])
    }

    func testJustDoesNotStartTheTrampolineSoASourceSubscribedFromItsElementRunsAtOnce() {
        // RxSwift's just subscribes without the trampoline: the fallback's element subscribes
        // the inner `from`, which delivers at once; the failed source is let go when just
        // completes, then flatMap completes.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, CoreTestError(1))])
        let log = SideEffectLog()
        let source = xs.asObservable().do(onDispose: { log.append("source disposed") })
        scheduler.scheduleAt(200) {
            _ = source.catch { _ in .just(2) }
                .flatMap { x in Observable.from([7, 5]).map { $0 * 10 + x } }
                .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log.entries, ["next 71", "next 51", "next 72", "next 52", "source disposed", "completed"])
    }

    func testJustDeliversInlineEvenInsideTheTrampoline() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.just(1).subscribe(onNext: { log.append("just \($0)") })
            log.append("subscribed")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["just 1", "subscribed"])
    }
}
