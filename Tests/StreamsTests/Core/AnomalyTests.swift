import Foundation
import Streams
import StreamsTest
import XCTest

final class AnomalyTests: LeakCheckingTestCase {
    func testEventsFromTwoThreadsAtOnceAreReportedNamingTheOperator() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let firstIsInside = DispatchSemaphore(value: 0)
        let secondIsDone = DispatchSemaphore(value: 0)
        let received = SharedLog<Int>()
        var observerOutside: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            observerOutside = observer
            return Disposables.create()
        }
        let messages = collectingAnomalies {
            let subscription = source.map { $0 * 10 }.subscribe(onNext: { element in
                received.append(element)
                if element == 10 {
                    firstIsInside.signal()
                    secondIsDone.wait()
                }
            })
            let observer = UncheckedBox(observerOutside!)
            let first = Thread { observer.value.onNext(1) }
            let second = Thread {
                firstIsInside.wait()
                observer.value.onNext(2)
                secondIsDone.signal()
            }
            first.start()
            second.start()
            waitUntil { received.all.count == 2 }
            subscription.dispose()
        }
        observerOutside = nil
        XCTAssertTrue(messages.contains { $0.contains("`map`") && $0.contains("two threads") }, "\(messages)")
    }

    func testReentrantEventsAreReportedNamingTheOperator() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        var observerOutside: AnyObserver<Int>?
        var received: [Int] = []
        let source = Observable<Int>.create { observer in
            observerOutside = observer
            return Disposables.create()
        }
        let messages = collectingAnomalies {
            let subscription = source.map { $0 + 1 }.subscribe(onNext: { element in
                received.append(element)
                if element == 1 { observerOutside?.onNext(5) }
            })
            observerOutside?.onNext(0)
            subscription.dispose()
        }
        observerOutside = nil
        XCTAssertEqual(received, [1, 6])
        XCTAssertTrue(messages.contains { $0.contains("`map`") && $0.contains("re-entrantly") }, "\(messages)")
    }

    func testReentrantEventsIntoConcatRetryAndCatchNameTheOperatorAsWritten() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        // The three share one implementation; the report names the one the user wrote.
        let forms: [(name: String, apply: (Observable<Int>) -> Observable<Int>)] = [
            ("concat", { Observable.concat($0, .never()) }),
            ("concat", { $0.concat(Observable.never()) }),
            ("retry", { $0.retry() }),
            ("retry", { $0.retry(2) }),
            ("catch", { Observable.catch(sequence: [$0, .never()]) }),
        ]
        for form in forms {
            var observerOutside: AnyObserver<Int>?
            let source = Observable<Int>.create { observer in
                observerOutside = observer
                return Disposables.create()
            }
            var received: [Int] = []
            let messages = collectingAnomalies {
                let subscription = form.apply(source).subscribe(onNext: { element in
                    received.append(element)
                    if element == 0 { observerOutside?.onNext(1) }
                })
                observerOutside?.onNext(0)
                subscription.dispose()
            }
            observerOutside = nil
            XCTAssertEqual(received, [0, 1], form.name)
            // `create` reports it too.
            XCTAssertTrue(
                messages.contains { $0.contains("`\(form.name)`") && $0.contains("re-entrantly") },
                "\(form.name): \(messages)")
            XCTAssertFalse(messages.contains { $0.contains("sequential") }, "\(form.name): \(messages)")
        }
    }

    // An operator with several inputs queues an event it receives re-entrantly and delivers it
    // after the current one; RxSwift nests it (downstream sees 3, 2, 1 here) and warns. Both
    // report it in debug builds.

    func testAnEventFedBackIntoMergeIsReportedAndDeliveredAfterTheCurrentOne() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let log = SideEffectLog()
        var result: TestableObserver<Int>!
        let messages = collectingAnomalies {
            result = scheduler.start {
                Observable.merge(xs.asObservable(), subject.asObservable()).do(
                    onNext: { element in
                        log.append("got \(element)")
                        if element < 3 { subject.onNext(element + 1) }
                    },
                    afterNext: { log.append("after \($0)") }
                )
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(210, 2), .next(210, 3)])
        XCTAssertEqual(log.entries, ["got 1", "after 1", "got 2", "after 2", "got 3", "after 3"])
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("`merge`") && $0.contains("re-entrantly") }, "\(messages)")
    }

    func testAnEventFedBackIntoCombineLatestIsReportedNamingIt() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let xs = scheduler.createHotObservable([.next(210, 100), .completed(300)])
        var result: TestableObserver<Int>!
        let messages = collectingAnomalies {
            result = scheduler.start {
                Observable.combineLatest(xs.asObservable(), subject.startWith(0)) { $0 + $1 }
                    .do(onNext: { element in if element == 100 { subject.onNext(1) } })
            }
        }
        XCTAssertEqual(result.events, [.next(210, 100), .next(210, 101)])
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(
            messages.allSatisfy { $0.contains("`combineLatest`") && $0.contains("re-entrantly") }, "\(messages)")
    }

    func testAnEventFedBackIntoTakeUntilIsReportedAndEndsTheSequenceAfterTheCurrentElement() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let scheduler = TestScheduler(initialClock: 0)
        let trigger = PublishSubject<Int>()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var result: TestableObserver<Int>!
        let messages = collectingAnomalies {
            result = scheduler.start { xs.take(until: trigger).do(onNext: { trigger.onNext($0) }) }
        }
        // RxSwift records only `.completed(210)`: the nested completion overtakes the element.
        XCTAssertEqual(result.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("`take(until:)`") }, "\(messages)")
    }

    func testAnInputThatOnlyChangesTheStateIsReportedWhenItArrivesReentrantly() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishRelay<Int>()
        var result: TestableObserver<Int>!
        let messages = collectingAnomalies {
            result = scheduler.start {
                source.take(until: source).sample(Observable<Int>.empty(), defaultValue: 8)
                    .do(onNext: { if $0 == 8 { source.accept(108) } })
            }
        }
        // The element fed back ends `take(until:)`, so `sample`'s source completes while `sample`
        // delivers the element its (empty) sampler sent. The completion only changes its state:
        // it completes at the next tick, and the empty sampler sends none. RxSwift records
        // `.next(200, 8), .completed(200)`: nested, the completion lands before the tick ends.
        XCTAssertEqual(result.events, [.next(200, 8)])
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("`sample`") && $0.contains("re-entrantly") }, "\(messages)")
    }

    func testAZipElementThatIsOnlyStoredIsNotReportedWhenItArrivesReentrantly() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let left = PublishRelay<Int>()
        let right = PublishRelay<Int>()
        var pairs: [String] = []
        let messages = collectingAnomalies {
            // Fed back on the first pair: the left element waits for a right one, changing only
            // zip's state.
            let subscription = Observable.zip(left.asObservable(), right.asObservable())
                .subscribe(onNext: { pair in
                    pairs.append("\(pair.0)\(pair.1)")
                    if pair.0 == 1 { left.accept(2) }
                })
            left.accept(1)
            right.accept(1)
            right.accept(2)
            subscription.dispose()
        }
        // Stored at once, as RxSwift stores it nested: nothing waits, nothing differs.
        XCTAssertEqual(pairs, ["11", "22"])
        XCTAssertEqual(messages, [])
    }

    func testWithLatestFromsSecondInputIsNotReportedWhenItArrivesReentrantly() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let first = PublishRelay<Int>()
        let second = PublishRelay<String>()
        var received: [String] = []
        let messages = collectingAnomalies {
            let subscription = first.withLatestFrom(second) { "\($0)\($1)" }
                .subscribe(onNext: { value in
                    received.append(value)
                    if value == "1a" { second.accept("b") }
                })
            second.accept("a")
            first.accept(1)
            first.accept(2)
            subscription.dispose()
        }
        // Stored at once, as RxSwift stores it nested: nothing waits, nothing differs.
        XCTAssertEqual(received, ["1a", "2b"])
        XCTAssertEqual(messages, [])
    }

    func testDelaysSourceIsNotReportedWhenItArrivesReentrantly() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishRelay<Int>()
        var result: TestableObserver<Int>!
        let messages = collectingAnomalies {
            scheduler.scheduleAt(210) { source.accept(1) }
            result = scheduler.start {
                source.delay(.seconds(5), scheduler: scheduler)
                    .do(onNext: { if $0 == 1 { source.accept(2) } })
            }
        }
        // The element fed back while delay delivers 1 joins its queue at once, delayed from when
        // it arrived, as in RxSwift: nothing differs (the pattern of a retry with a back-off,
        // `retry(when:)` with a delayed trigger).
        XCTAssertEqual(result.events, [.next(215, 1), .next(220, 2)])
        XCTAssertEqual(messages, [])
    }

    func testAnErrorARetryTriggerSendsReentrantlyIsReportedAndPassedOnAfterTheCurrentElement() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.createHotObservable([.next(300, 0)])
        let log = SideEffectLog()
        let source = Observable<Int>.create { observer in
            log.append("source subscribed")
            observer.onError(RxError.unknown)
            return Disposables.create { log.append("source disposed") }
        }
        // The first error waits for the tick; the second resubscription fails while the trigger's
        // flatMap is still delivering that tick, and its error inner is queued behind it.
        let retried = source.retry(when: { (errors: Observable<Error>) -> Observable<Int> in
            errors.enumerated().flatMap { attempt -> Observable<Int> in
                attempt.index == 0 ? ticks.asObservable().take(1) : .error(attempt.element)
            }
        })
        let messages = collectingAnomalies {
            scheduler.scheduleAt(200) {
                _ = retried.subscribe(onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
            }
            scheduler.start()
        }
        // RxSwift nests the trigger's error inside the resubscription, before the failed source
        // lets go: [..., "source subscribed", "error", "disposed", "source disposed"].
        XCTAssertEqual(
            log.entries,
            [
                "source subscribed", "source disposed",
                "source subscribed", "source disposed", "error", "disposed",
            ])
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("`flatMap`") && $0.contains("re-entrantly") }, "\(messages)")
    }

    func testEventsWaitingForAnotherThreadsDeliveryAreNotReported() {
        for threads in [2, 4, 8] {
            let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
            let count = StressCounter()
            let messages = collectingAnomalies {
                let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { _ in
                    count.increment()
                })
                let shared = UncheckedBox(subjects)
                _ = stressOnThreads(threads) { thread in
                    for element in 0..<2_000 { shared.value[thread].onNext(element) }
                }
                subscription.dispose()
            }
            XCTAssertEqual(count.value, threads * 2_000, "\(threads) threads")
            XCTAssertEqual(messages, [], "\(threads) threads")
        }
    }

    func testSerializedEventsAreNotReported() {
        let messages = collectingAnomalies {
            _ = Observable.of(1, 2, 3).map { $0 }.subscribe()
        }
        XCTAssertEqual(messages, [])
    }

    private func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !condition() && Date() < deadline { usleep(1_000) }
    }
}

/// Carries a non-Sendable value into a `Thread` closure in tests that synchronize by hand.
struct UncheckedBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: the tests using it order every access with semaphores.
    let value: Value
    init(_ value: Value) { self.value = value }
}
