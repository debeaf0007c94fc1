import Streams
import StreamsTest
import XCTest

/// Single-threaded re-entrancy: observers that, from inside an event, dispose their own
/// subscription, subscribe again, or send into the subject that feeds the chain.
///
/// Streams delivers an event sent re-entrantly into a subject after the current delivery
/// (RxSwift delivers it nested, and reports it as a re-entrancy anomaly); where the order
/// differs, the tests check Streams' documented order and the Rx grammar.
final class ReentrancyTests: LeakCheckingTestCase {
    // MARK: take / element(at:) stopping a looping source

    /// RxSwift: `from` runs its steps on the trampoline, after the subscription returned, so
    /// `take(1)` disposes it before a second element is generated.
    func testTakeOneStopsALoopingSequenceAfterTheFirstElement() {
        var generated = 0
        var log: [String] = []
        _ = Observable.from(1...1_000_000)
            .map { element -> Int in
                generated += 1
                return element
            }
            .take(1)
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") })
        XCTAssertEqual(log, ["1", "|"])
        XCTAssertEqual(generated, 1)
    }

    func testElementAtStopsALoopingSequenceAtItsElement() {
        var generated = 0
        var log: [String] = []
        _ = Observable.range(start: 0, count: 1_000_000)
            .map { element -> Int in
                generated += 1
                return element
            }
            .element(at: 2)
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") })
        XCTAssertEqual(log, ["2", "|"])
        XCTAssertEqual(generated, 3)
    }

    /// An observer of `take(1)` that sends the subject another element from inside the first:
    /// the element reaches no one (the take completed), and the subject is let go of.
    func testTakeOneWhoseObserverSendsIntoTheSubjectFromInsideTheElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.take(1).subscribe(
            onNext: { element in
                log.append("\(element)")
                subject.onNext(element + 1)
            }, onCompleted: { log.append("|") })
        subject.onNext(1)
        subject.onNext(5)
        XCTAssertEqual(log, ["1", "|"])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: Subjects

    /// RxSwift: a BehaviorSubject's value is updated before its delivery, so an observer reads
    /// the element it is handed; one sent from inside the delivery is the value at once.
    func testBehaviorSubjectValueReadInsideItsOwnDelivery() throws {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { element in
            log.append("\(element):\((try? subject.value()) ?? -1)")
            if element == 1 {
                subject.onNext(2)
                log.append("after:\((try? subject.value()) ?? -1)")
            }
        })
        subject.onNext(1)
        // Streams' order: the re-entrant element after the current delivery (RxSwift: nested).
        XCTAssertEqual(log, ["0:0", "1:1", "after:2", "2:2"])
        XCTAssertEqual(try subject.value(), 2)
        subscription.dispose()
    }

    /// RxSwift: a subscriber added from inside a delivery receives the current value once, then
    /// what follows.
    func testBehaviorSubjectSubscribedFromInsideADelivery() {
        let subject = BehaviorSubject(value: 0)
        var late: [Int] = []
        var lateSubscription: Disposable?
        let early = subject.subscribe(onNext: { element in
            if element == 1 { lateSubscription = subject.subscribe(onNext: { late.append($0) }) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(late, [1, 2])
        early.dispose()
        lateSubscription?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// A subscriber added from inside a delivery, after the observer sent another element:
    /// its replay holds that element, and it does not receive it a second time.
    func testReplaySubjectSubscribedFromInsideADeliveryAfterAReentrantElement() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        var early: [Int] = []
        var late: [Int] = []
        var lateSubscription: Disposable?
        let earlySubscription = subject.subscribe(onNext: { element in
            early.append(element)
            if element == 2 {
                subject.onNext(3)
                lateSubscription = subject.subscribe(onNext: { late.append($0) })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(4)
        XCTAssertEqual(early, [1, 2, 3, 4])
        XCTAssertEqual(late, [2, 3, 4])
        earlySubscription.dispose()
        lateSubscription?.dispose()
    }

    /// A subscriber added from inside a delivery, before the observer sends another element,
    /// receives its replay and then that element.
    func testBehaviorSubjectSubscribedFromInsideADeliveryBeforeAReentrantElement() {
        let subject = BehaviorSubject(value: 0)
        var late: [Int] = []
        var lateSubscription: Disposable?
        let early = subject.subscribe(onNext: { element in
            if element == 1 {
                lateSubscription = subject.subscribe(onNext: { late.append($0) })
                subject.onNext(2)
            }
        })
        subject.onNext(1)
        XCTAssertEqual(late, [1, 2])
        early.dispose()
        lateSubscription?.dispose()
    }

    /// An observer that, during its replay, sends the subject an element receives its replay
    /// first, then that element (RxSwift: the same, nested).
    func testBehaviorSubjectObserverSendingFromInsideItsReplay() {
        let subject = BehaviorSubject(value: 0)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { element in
            log.append(element)
            if element == 0 { subject.onNext(1) }
        })
        XCTAssertEqual(log, [0, 1])
        subscription.dispose()
    }

    /// Streams: disposing a subscription stops delivery to it at once — even in the middle of a
    /// broadcast, from another subscriber (RxSwift delivers from a snapshot of the observers).
    func testPublishSubjectSubscriberDisposedByAnotherDuringABroadcastReceivesNothingMore() {
        let subject = PublishSubject<Int>()
        var second: [Int] = []
        let slot = DisposableSlot()
        let first = subject.subscribe(onNext: { _ in slot.dispose() })
        slot.disposable = subject.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(second, [])
        first.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// RxSwift: an observer that disposes itself and subscribes again from inside an element
    /// does not receive that element again; it receives the next ones, once.
    func testPublishSubjectObserverResubscribingFromInsideAnElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        let slot = DisposableSlot()
        slot.disposable = subject.subscribe(onNext: { element in
            log.append("a\(element)")
            slot.dispose()
            second = subject.subscribe(onNext: { log.append("b\($0)") })
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["a1", "b2"])
        second?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// A completion sent from inside an element: every subscriber receives the element, then the
    /// completion once; what is sent afterwards is dropped.
    func testPublishSubjectCompletedFromInsideAnElement() {
        let subject = PublishSubject<Int>()
        var first: [String] = []
        var second: [String] = []
        _ = subject.subscribe(
            onNext: { element in
                first.append("\(element)")
                subject.onCompleted()
                subject.onNext(9)
            }, onCompleted: { first.append("|") })
        _ = subject.subscribe(onNext: { second.append("\($0)") }, onCompleted: { second.append("|") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(first, ["1", "|"])
        XCTAssertEqual(second, ["1", "|"])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: Connectables

    /// RxSwift: the last subscriber of `share()` (or `publish().refCount()`) disposing itself
    /// from inside an element disconnects; subscribing again from there connects anew, and the
    /// new subscription receives the source's next elements once.
    func testLastSubscriberResubscribingFromInsideAnElementConnectsAnew() {
        let variants: [(name: String, make: (Observable<Int>) -> Observable<Int>)] = [
            ("share()", { $0.share() }),
            ("publish().refCount()", { $0.publish().refCount() }),
        ]
        for variant in variants {
            let source = PublishSubject<Int>()
            var subscriptions = 0
            let shared = variant.make(
                Observable<Int>.deferred {
                    subscriptions += 1
                    return source.asObservable()
                })
            var log: [String] = []
            var second: Disposable?
            let slot = DisposableSlot()
            slot.disposable = shared.subscribe(onNext: { element in
                log.append("a\(element)")
                slot.dispose()
                second = shared.subscribe(onNext: { log.append("b\($0)") })
            })
            source.onNext(1)
            source.onNext(2)
            XCTAssertEqual(log, ["a1", "b2"], variant.name)
            XCTAssertEqual(subscriptions, 2, variant.name)
            second?.dispose()
            XCTAssertFalse(source.hasObservers, variant.name)
        }
    }

    /// RxSwift: a subscriber of `share(replay: 1)` added from inside another's element receives
    /// that element once (the replay), then the next ones.
    func testShareReplaySubscribedFromInsideAnotherSubscribersElement() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        var late: [Int] = []
        var lateSubscription: Disposable?
        let early = shared.subscribe(onNext: { element in
            if element == 1 { lateSubscription = shared.subscribe(onNext: { late.append($0) }) }
        })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(late, [1, 2])
        early.dispose()
        lateSubscription?.dispose()
        XCTAssertFalse(source.hasObservers)
    }

    /// RxSwift: a subscriber of `publish().refCount()` added from inside the first subscriber's
    /// element, while the connection emits synchronously, receives the rest of the emission.
    func testRefCountSubscribedFromInsideASynchronousEmission() {
        let shared = Observable<Int>.create { observer in
            for element in 1...3 { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }.publish().refCount()
        var early: [String] = []
        var late: [String] = []
        _ = shared.subscribe(
            onNext: { element in
                early.append("\(element)")
                if element == 1 {
                    _ = shared.subscribe(onNext: { late.append("\($0)") }, onCompleted: { late.append("|") })
                }
            }, onCompleted: { early.append("|") })
        XCTAssertEqual(early, ["1", "2", "3", "|"])
        XCTAssertEqual(late, ["2", "3", "|"])
    }

    // MARK: Combining

    /// zip: elements sent into both sources from inside a result are paired in order, after
    /// it; as in RxSwift, the result completes once every source has completed.
    func testZipWithElementsSentIntoBothSourcesFromInsideAResult() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.zip(first, second) { "\($0)-\($1)" }
            .subscribe(
                onNext: { pair in
                    log.append(pair)
                    if pair == "1-10" {
                        first.onNext(2)
                        second.onNext(20)
                    }
                }, onCompleted: { log.append("|") })
        first.onNext(1)
        second.onNext(10)
        first.onCompleted()
        XCTAssertEqual(log, ["1-10", "2-20"])
        second.onCompleted()
        XCTAssertEqual(log, ["1-10", "2-20", "|"])
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
        subscription.dispose()
    }

    /// combineLatest: an observer that disposes from inside a result receives nothing more, and
    /// both sources are let go of, even while the other source sends re-entrantly.
    func testCombineLatestDisposedFromInsideAResultAfterSendingIntoASource() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        let slot = DisposableSlot()
        slot.disposable = Observable.combineLatest(first, second) { "\($0)-\($1)" }
            .subscribe(onNext: { result in
                log.append(result)
                first.onNext(2)
                slot.dispose()
            })
        let reports = collectingAnomalies {
            first.onNext(1)
            second.onNext(10)
        }
        XCTAssertEqual(log, ["1-10"])
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
        XCTAssertEqual(reports, MisuseReport.inDebugBuilds([MisuseReport.reentrantInput("combineLatest")]))
    }

    /// combineLatest: an element sent into a source from inside a result is combined after it.
    func testCombineLatestElementSentFromInsideAResultIsCombinedAfterIt() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.combineLatest(first, second) { "\($0)-\($1)" }
            .subscribe(onNext: { result in
                log.append(result)
                if result == "1-10" { first.onNext(2) }
            })
        let reports = collectingAnomalies {
            first.onNext(1)
            second.onNext(10)
            second.onNext(11)
        }
        XCTAssertEqual(log, ["1-10", "2-10", "2-11"])
        XCTAssertEqual(reports, MisuseReport.inDebugBuilds([MisuseReport.reentrantInput("combineLatest")]))
        subscription.dispose()
    }

    /// withLatestFrom: a second element sent from inside a result is the latest for the next
    /// first element, also when that one is sent re-entrantly after it.
    func testWithLatestFromSecondUpdatedFromInsideAResult() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<String>()
        var log: [String] = []
        let subscription = first.withLatestFrom(second) { "\($0)\($1)" }
            .subscribe(onNext: { result in
                log.append(result)
                if result == "1a" {
                    second.onNext("b")
                    first.onNext(2)
                }
            })
        second.onNext("a")
        first.onNext(1)
        XCTAssertEqual(log, ["1a", "2b"])
        subscription.dispose()
    }

    /// take(until:): the trigger fired from inside an element completes the result after it;
    /// nothing follows, and both sources are let go of.
    func testTakeUntilTriggeredFromInsideAnElement() {
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Void>()
        var log: [String] = []
        _ = source.take(until: trigger)
            .subscribe(
                onNext: { element in
                    log.append("\(element)")
                    trigger.onNext(())
                    source.onNext(element + 1)
                }, onCompleted: { log.append("|") })
        let reports = collectingAnomalies {
            source.onNext(1)
            source.onNext(5)
        }
        XCTAssertEqual(log, ["1", "|"])
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(trigger.hasObservers)
        XCTAssertEqual(reports, MisuseReport.inDebugBuilds([MisuseReport.reentrantInput("take(until:)")]))
    }

    // MARK: retry / catch

    /// retry(2): an error sent into the source from inside an element resubscribes twice (the
    /// stopped subject fails each new subscription at once), then ends with the error.
    func testRetryWithAnErrorSentIntoTheSourceFromInsideAnElement() {
        let subject = PublishSubject<Int>()
        var attempts = 0
        var log: [String] = []
        _ = Observable<Int>.deferred {
            attempts += 1
            return subject.asObservable()
        }
        .retry(3)
        .subscribe(
            onNext: { element in
                log.append("\(element)")
                subject.onError(CoreTestError(1))
            }, onError: { log.append("error \($0)") }, onCompleted: { log.append("|") })
        subject.onNext(1)
        XCTAssertEqual(log, ["1", "error CoreTestError(1)"])
        XCTAssertEqual(attempts, 3)
    }

    /// retry(): disposing from inside an element of a source that then fails synchronously
    /// does not resubscribe.
    func testRetryDisposedFromInsideAnElementDoesNotResubscribe() {
        let trigger = PublishSubject<Int>()
        var attempts = 0
        var log: [Int] = []
        let slot = DisposableSlot()
        slot.disposable = Observable<Int>.create { observer in
            attempts += 1
            return trigger.subscribe(onNext: { element in
                observer.onNext(element)
                observer.onError(CoreTestError(2))
            })
        }
        .retry()
        .subscribe(onNext: { element in
            log.append(element)
            slot.dispose()
        })
        trigger.onNext(1)
        XCTAssertEqual(log, [1])
        XCTAssertEqual(attempts, 1)
        XCTAssertFalse(trigger.hasObservers)
    }

    /// catch: an error sent into the source from inside an element switches to the handler's
    /// sequence after that element.
    func testCatchWithAnErrorSentFromInsideAnElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.catch { _ in Observable.just(9) }
            .subscribe(
                onNext: { element in
                    log.append("\(element)")
                    if element == 1 { subject.onError(CoreTestError(3)) }
                }, onCompleted: { log.append("|") })
        subject.onNext(1)
        XCTAssertEqual(log, ["1", "9", "|"])
        XCTAssertFalse(subject.hasObservers)
    }
}
