import Streams
import StreamsTest
import XCTest

/// Holds a subscription's disposable so that its own observer can dispose it from inside an
/// event (single-threaded re-entrancy tests).
final class DisposableSlot {
    var disposable: Disposable?

    func dispose() { disposable?.dispose() }
}

/// A cold source that counts its subscriptions, then sends `elements` and completes during the
/// subscription — ignoring disposal meanwhile, as `Observable.create` sources commonly do.
final class SynchronousSource {
    private(set) var subscriptionCount = 0
    let elements: [Int]

    init(_ elements: [Int]) {
        self.elements = elements
    }

    var observable: Observable<Int> {
        Observable.create { [self] observer in
            subscriptionCount += 1
            for element in elements { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

/// Re-entrancy in the higher-order operators: an observer that, from inside an element,
/// disposes the whole subscription or sends the outer sequence a new inner one while the
/// operator is still in its own bookkeeping.
final class ReentrancyHigherOrderTests: LeakCheckingTestCase {
    // MARK: Disposal from inside an inner's element, with inners still queued

    /// RxSwift: `concatMap` is `merge(maxConcurrent: 1)`; disposing it disposes its group, and an
    /// inner that completes afterwards finds the group disposed and subscribes nothing more
    /// (`MergeLimitedSink.subscribe` only subscribes when `group.insert` returns a key).
    func testConcatMapSubscribesNoQueuedInnerAfterBeingDisposedFromAnInnersElement() {
        let outer = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let second = SynchronousSource([10])
        let third = SynchronousSource([20])
        var log: [String] = []
        let slot = DisposableSlot()
        slot.disposable =
            outer
            .concatMap { index -> Observable<Int> in
                switch index {
                case 0: return first.asObservable()
                case 1: return second.observable
                default: return third.observable
                }
            }
            .subscribe(
                onNext: { element in
                    log.append("\(element)")
                    if element == 10 { slot.dispose() }
                }, onCompleted: { log.append("|") })
        outer.onNext(0)
        outer.onNext(1)
        outer.onNext(2)
        first.onCompleted()
        XCTAssertEqual(log, ["10"])
        XCTAssertEqual(second.subscriptionCount, 1)
        XCTAssertEqual(third.subscriptionCount, 0, "concatMap subscribed a queued inner after it was disposed")
        XCTAssertFalse(outer.hasObservers)
    }

    /// `merge(maxConcurrent: 1)` disposed from inside an inner's element while inners wait: a
    /// waiting inner is not subscribed afterwards (RxSwift: `MergeLimitedSink.subscribe` only
    /// subscribes when its group, disposed, still takes the subscription).
    func testMergeMaxConcurrentSubscribesNoQueuedInnerAfterBeingDisposedFromAnInnersElement() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = SynchronousSource([10])
        let third = SynchronousSource([20])
        var log: [String] = []
        let slot = DisposableSlot()
        slot.disposable = outer.merge(maxConcurrent: 1)
            .subscribe(
                onNext: { element in
                    log.append("\(element)")
                    if element == 10 { slot.dispose() }
                }, onCompleted: { log.append("|") })
        outer.onNext(first.asObservable())
        outer.onNext(second.observable)
        outer.onNext(third.observable)
        first.onCompleted()
        XCTAssertEqual(log, ["10"])
        XCTAssertEqual(second.subscriptionCount, 1)
        XCTAssertEqual(third.subscriptionCount, 0)
        XCTAssertFalse(outer.hasObservers)
    }

    /// `Observable.concat([...])` (RxSwift: the tail-recursive sink checks `isDisposed` before
    /// moving to the next source).
    func testConcatSubscribesNoLaterSourceAfterBeingDisposedFromAnElement() {
        let first = PublishSubject<Int>()
        let second = SynchronousSource([10])
        let third = SynchronousSource([20])
        var log: [String] = []
        let slot = DisposableSlot()
        slot.disposable = Observable.concat([first.asObservable(), second.observable, third.observable])
            .subscribe(
                onNext: { element in
                    log.append("\(element)")
                    if element == 10 { slot.dispose() }
                }, onCompleted: { log.append("|") })
        first.onCompleted()
        XCTAssertEqual(log, ["10"])
        XCTAssertEqual(second.subscriptionCount, 1)
        XCTAssertEqual(third.subscriptionCount, 0)
    }

    /// `flatMap`: disposing from inside one inner's element releases every inner and the source.
    func testFlatMapDisposedFromAnInnersElementReleasesEveryInnerAndTheSource() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
        var log: [Int] = []
        let slot = DisposableSlot()
        slot.disposable = outer.flatMap { inners[$0] }
            .subscribe(onNext: { element in
                log.append(element)
                if element == 1 { slot.dispose() }
            })
        outer.onNext(0)
        outer.onNext(1)
        inners[1].onNext(1)
        inners[0].onNext(2)
        XCTAssertEqual(log, [1])
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(inners[0].hasObservers)
        XCTAssertFalse(inners[1].hasObservers)
    }

    /// `switchLatest`: disposing from inside the inner's element releases it and the source.
    func testSwitchLatestDisposedFromAnInnersElementReleasesTheInnerAndTheSource() {
        let outer = PublishSubject<Observable<Int>>()
        let inner = PublishSubject<Int>()
        var log: [Int] = []
        let slot = DisposableSlot()
        slot.disposable = outer.switchLatest()
            .subscribe(onNext: { element in
                log.append(element)
                slot.dispose()
            })
        outer.onNext(inner.asObservable())
        inner.onNext(1)
        inner.onNext(2)
        XCTAssertEqual(log, [1])
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(inner.hasObservers)
    }

    // MARK: A new inner sent from inside an inner's element

    /// RxSwift: the new outer element disposes the running inner and subscribes the new one
    /// (whose synchronous element arrives nested, after the current element's handler began);
    /// what the old inner sends afterwards is dropped.
    func testFlatMapLatestSwitchesWhenTheObserverSendsANewInnerFromInsideAnElement() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = BehaviorSubject(value: 100)
        var log: [String] = []
        let subscription = outer.flatMapLatest { $0 }
            .subscribe(
                onNext: { element in
                    log.append("\(element)")
                    if element == 1 { outer.onNext(second.asObservable()) }
                }, onCompleted: { log.append("|") })
        let reports = collectingAnomalies {
            outer.onNext(first.asObservable())
            first.onNext(1)
            first.onNext(2)
            second.onNext(101)
            outer.onCompleted()
            second.onCompleted()
        }
        XCTAssertEqual(log, ["1", "100", "101", "|"])
        XCTAssertEqual(reports, MisuseReport.inDebugBuilds([MisuseReport.reentrantInput("flatMapLatest")]))
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
        subscription.dispose()
    }

    /// RxSwift: `flatMapFirst` ignores an outer element that arrives while an inner runs, even
    /// when it is sent from inside that inner's element; once the inner completed, the next one
    /// is taken.
    func testFlatMapFirstIgnoresAnElementSentFromInsideTheRunningInner() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        var selected: [Int] = []
        var log: [Int] = []
        let subscription = outer.flatMapFirst { index -> Observable<Int> in
            selected.append(index)
            return inners[index].asObservable()
        }
        .subscribe(onNext: { element in
            log.append(element)
            if element == 1 { outer.onNext(1) }
        })
        outer.onNext(0)
        inners[0].onNext(1)
        inners[0].onCompleted()
        outer.onNext(2)
        inners[2].onNext(3)
        XCTAssertEqual(selected, [0, 2])
        XCTAssertEqual(log, [1, 3])
        XCTAssertFalse(inners[1].hasObservers)
        subscription.dispose()
        XCTAssertFalse(inners[2].hasObservers)
    }

    /// RxSwift: a group's observer that sends the source an element of a new key from inside a
    /// group element gets the new group, then its element; disposing releases the source.
    func testGroupBySendingANewKeyFromInsideAGroupElement() {
        let source = PublishSubject<Int>()
        var log: [String] = []
        let subscription = source.groupBy { $0 % 2 == 0 ? "even" : "odd" }
            .flatMap { group in group.map { "\(group.key):\($0)" } }
            .subscribe(onNext: { element in
                log.append(element)
                if element == "odd:1" { source.onNext(2) }
            })
        source.onNext(1)
        source.onNext(3)
        XCTAssertEqual(log, ["odd:1", "even:2", "odd:3"])
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
    }
}
