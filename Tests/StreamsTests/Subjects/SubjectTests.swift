import Streams
import StreamsTest
import XCTest

final class PublishSubjectTests: LeakCheckingTestCase {
    func testSubscribersReceiveOnlyEventsAfterTheySubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(310) { subject.onNext(3) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(110, 1), .next(210, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(210, 2), .completed(300)])
        subscriptions.forEach { $0.dispose() }
    }

    func testLateSubscriberReceivesTheStopEvent() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(CoreTestError(1))
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.error(CoreTestError(1))])
    }

    func testEventsAfterAStopEventAreIgnored() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onCompleted()
        subject.onNext(1)
        subject.onError(CoreTestError())
        subject.onCompleted()
        XCTAssertEqual(received, [.completed])
    }

    func testHasObserversFollowsSubscriptions() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe()
        let second = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        _ = subject.subscribe()
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeDropsSubscribersAndLaterSubscribersGetDisposedError() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        var late: [Swift.Error] = []
        _ = subject.subscribe(onError: { late.append($0) })
        XCTAssertEqual(received, [])
        XCTAssertEqual(late.count, 1)
        guard case .disposed(let object)? = late.first as? RxError else {
            return XCTFail("expected RxError.disposed, got \(late)")
        }
        XCTAssertTrue(object === subject)
    }

    func testAsObserverSendsToTheSubject() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        let observer: PublishSubject<Int> = subject.asObserver()
        observer.onNext(4)
        AnyObserver(subject).onNext(5)
        XCTAssertEqual(received, [4, 5])
        subject.onCompleted()
    }

    func testReentrantEventIsDeliveredAfterTheCurrentDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { element in
            log.append("a start \(element)")
            if element == 1 { subject.onNext(2) }
            log.append("a end \(element)")
        })
        _ = subject.subscribe(onNext: { log.append("b \($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["a start 1", "a end 1", "b 1", "a start 2", "a end 2", "b 2"])
        subject.onCompleted()
    }

    /// A subscriber that sends to a `ReplaySubject` while it receives its replay gets that event
    /// after the replay, as every other subscriber does. RxSwift 6.10.2 replays before it adds
    /// the subscriber, so the subscriber never receives it: there it records `[8]`.
    func testAnEventSentDuringAReplayReachesTheReplayingSubscriberAfterIt() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(8)
        var other: [Int] = []
        var replaying: [Int] = []
        _ = subject.subscribe(onNext: { other.append($0) })
        _ = subject.subscribe(onNext: { element in
            replaying.append(element)
            if element == 8 { subject.onNext(108) }
        })
        XCTAssertEqual(replaying, [8, 108])
        XCTAssertEqual(other, [8, 108])
        subject.onCompleted()
    }

    /// The same for a `BehaviorSubject`, whose replay RxSwift 6.10.2 sends after adding the
    /// subscriber, so it nests the event in it: `first()` of the subject then succeeds twice
    /// there (`next(1), next(101), completed`), breaking its grammar. Here `first()` takes the
    /// replayed 1 and completes; 101 comes after.
    func testAnEventSentDuringABehaviorSubjectsReplayComesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject<Int>(value: 1)
        let observer = scheduler.createObserver(Int.self)
        _ = subject.first().asObservable().map { $0 ?? -1 }.subscribe(
            onNext: { element in
                observer.onNext(element)
                if element == 1 { subject.onNext(101) }
            }, onCompleted: { observer.onCompleted() })
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
        XCTAssertEqual(try subject.value(), 101)
    }

    func testDisposingASubscriptionDuringDeliveryStopsItAtOnce() {
        let subject = PublishSubject<Int>()
        var received: [String] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: { element in
            received.append("first \(element)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { received.append("second \($0)") })
        subject.onNext(1)
        XCTAssertEqual(received, ["first 1"])
        first.dispose()
    }
}

final class BehaviorSubjectTests: LeakCheckingTestCase {
    func testNewSubscriberReceivesTheLatestValueFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(200) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(100, 0), .next(110, 1), .next(120, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(200, 2), .completed(300)])
    }

    func testValueIsTheLatestAndStaysAfterCompletion() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), 2)
    }

    func testValueThrowsTheErrorAfterAnError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(CoreTestError(3))
        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? CoreTestError, CoreTestError(3))
        }
    }

    func testValueThrowsDisposedAfterDispose() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertThrowsError(try subject.value()) { error in
            guard case .disposed? = error as? RxError else { return XCTFail("expected RxError.disposed, got \(error)") }
        }
    }

    func testLateSubscriberAfterErrorReceivesOnlyTheError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(CoreTestError(1))
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.error(CoreTestError(1))])
    }

    func testSubscribeAfterDisposeFailsWithDisposed() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        var errors: [Swift.Error] = []
        _ = subject.subscribe(onError: { errors.append($0) })
        guard case .disposed? = errors.first as? RxError else {
            return XCTFail("expected RxError.disposed, got \(errors)")
        }
    }

    func testHasObserversAndAsObserver() {
        let subject = BehaviorSubject(value: "a")
        XCTAssertFalse(subject.hasObservers)
        var received: [String] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertTrue(subject.hasObservers)
        subject.asObserver().onNext("b")
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(received, ["a", "b"])
    }
}

final class ReplaySubjectTests: LeakCheckingTestCase {
    func testBoundedReplaysTheLastElementsToALateSubscriber() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onNext(4)
        XCTAssertEqual(received, [.next(2), .next(3), .next(4)])
        subject.onCompleted()
    }

    func testUnboundedReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        (1...5).forEach(subject.onNext)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
        subject.onCompleted()
    }

    func testBufferOfZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        XCTAssertEqual(received, [2])
        subject.onCompleted()
    }

    func testLateSubscriberAfterStopGetsReplayThenStopEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onError(CoreTestError(1))
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(2), .next(3), .error(CoreTestError(1))])
        var completedReceived: [Event<Int>] = []
        let completed = ReplaySubject<Int>.createUnbounded()
        completed.onNext(7)
        completed.onCompleted()
        _ = completed.subscribe { completedReceived.append($0) }
        XCTAssertEqual(completedReceived, [.next(7), .completed])
    }

    func testVirtualTimeReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(200) { _ = subject.subscribe(observer) }
        scheduler.scheduleAt(210) { subject.onNext(3) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(210, 3), .completed(300)])
    }

    func testDisposeDropsTheBufferAndLaterSubscribersGetDisposed() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        var errors: [Swift.Error] = []
        _ = subject.subscribe(onNext: { _ in XCTFail("no replay after dispose") }, onError: { errors.append($0) })
        XCTAssertEqual(received, [.next(1)])
        guard case .disposed? = errors.first as? RxError else {
            return XCTFail("expected RxError.disposed, got \(errors)")
        }
    }

    func testHasObserversAndAsObserver() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subject.asObserver().onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        subject.onCompleted()
    }
}

final class AsyncSubjectTests: LeakCheckingTestCase {
    func testEmitsOnlyTheLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(observer) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(310) { subject.onNext(3) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(300, 2), .completed(300)])
    }

    func testErrorPassesWithoutAnElement() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.onError(CoreTestError(2))
        XCTAssertEqual(received, [.error(CoreTestError(2))])
    }

    func testCompletionWithoutElementsOnlyCompletes() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onCompleted()
        XCTAssertEqual(received, [.completed])
    }

    func testLateSubscriberReceivesTheLastElementAndCompletion() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onNext(5)
        subject.onCompleted()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(5), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testHasObserversAndAsObserver() {
        let subject = AsyncSubject<Int>()
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.asObserver().onNext(9)
        subject.asObserver().onCompleted()
        XCTAssertEqual(received, [9])
    }
}

final class SubjectStopTests: LeakCheckingTestCase {
    func testBehaviorSubjectIgnoresEventsAfterAStopEvent() throws {
        let subject = BehaviorSubject(value: 1)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(CoreTestError())
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertEqual(try subject.value(), 1)
    }

    func testReplaySubjectIgnoresEventsAfterAStopEvent() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onError(CoreTestError(1))
        subject.onNext(2)
        subject.onCompleted()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .error(CoreTestError(1))])
    }

    func testSubjectsWorkThroughSubjectType() {
        func sendTwo<Subject: SubjectType>(through subject: Subject) -> [Int]
        where Subject.Element == Int, Subject.Observer.Element == Int {
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { received.append($0) })
            subject.asObserver().onNext(1)
            subject.asObserver().onNext(2)
            subscription.dispose()
            return received
        }
        XCTAssertEqual(sendTwo(through: PublishSubject<Int>()), [1, 2])
        XCTAssertEqual(sendTwo(through: BehaviorSubject(value: 0)), [0, 1, 2])
        XCTAssertEqual(sendTwo(through: ReplaySubject<Int>.create(bufferSize: 1)), [1, 2])
        XCTAssertEqual(sendTwo(through: AsyncSubject<Int>()), [])
    }

    func testSubjectsAreCancelable() {
        let cancelables: [Cancelable] = [
            PublishSubject<Int>(), BehaviorSubject(value: 0), ReplaySubject<Int>.createUnbounded(),
        ]
        for cancelable in cancelables {
            XCTAssertFalse(cancelable.isDisposed)
            cancelable.dispose()
            XCTAssertTrue(cancelable.isDisposed)
        }
    }
}

final class SubjectReentrancyTests: LeakCheckingTestCase {
    private func runReentrantScenario(observable: Observable<Int>, observer: AnyObserver<Int>, stop: Event<Int>)
        -> [Event<Int>]
    {
        var state = 0
        var received: [Event<Int>] = []
        _ = observable.subscribe { event in
            received.append(event)
            guard let element = event.element, element >= 0 else { return }
            if state == 0 {
                state = 1
                observer.on(.next(1))
            } else if state == 1 {
                state = 2
                observer.on(stop)
            }
        }
        observer.on(.next(0))
        return received
    }

    func testSubjectsAcceptReentrantNextThenCompletion() {
        let publish = PublishSubject<Int>()
        XCTAssertEqual(
            runReentrantScenario(observable: publish.asObservable(), observer: AnyObserver(publish), stop: .completed),
            [.next(0), .next(1), .completed])
        let behavior = BehaviorSubject(value: -1)
        XCTAssertEqual(
            runReentrantScenario(
                observable: behavior.asObservable(), observer: AnyObserver(behavior), stop: .completed),
            [.next(-1), .next(0), .next(1), .completed])
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertEqual(
            runReentrantScenario(observable: replay.asObservable(), observer: AnyObserver(replay), stop: .completed),
            [.next(0), .next(1), .completed])
    }

    func testSubjectsAcceptReentrantNextThenError() {
        let publish = PublishSubject<Int>()
        XCTAssertEqual(
            runReentrantScenario(
                observable: publish.asObservable(), observer: AnyObserver(publish), stop: .error(CoreTestError(1))),
            [.next(0), .next(1), .error(CoreTestError(1))])
        let replay = ReplaySubject<Int>.createUnbounded()
        XCTAssertEqual(
            runReentrantScenario(
                observable: replay.asObservable(), observer: AnyObserver(replay), stop: .error(CoreTestError(1))),
            [.next(0), .next(1), .error(CoreTestError(1))])
    }
}

/// A subject's subscriptions hold its core, not the subject: a subject that goes away lets go of
/// the subscribers nobody else keeps — the closures and what they capture — without sending them
/// anything, as a deallocated RxSwift subject lets go of its observers. (With an operator in
/// between, the operator's sink and the subject's subscription hold each other until disposed,
/// as RxSwift's sinks and their disposers do: Benchmarks/README.md, f.)
final class SubjectLifetimeTests: LeakCheckingTestCase {
    private final class Capture {}

    /// Subscribes to a subject made by `makeSubject`, discards the subscription and lets the
    /// subject go; returns whether the closure's capture outlived it.
    private func captureOutlivesItsSubject<Subject: ObservableType & ObserverType>(
        _ makeSubject: () -> Subject
    ) -> (keptByTheLiveSubject: Bool, outlivedIt: Bool, received: [Int], disposals: Int)
    where Subject.Element == Int {
        weak var released: Capture?
        var received: [Int] = []
        var disposals = 0
        var keptByTheLiveSubject = false
        do {
            let subject = makeSubject()
            let capture = Capture()
            released = capture
            _ = subject.subscribe(
                onNext: { [capture] in
                    withExtendedLifetime(capture) {}
                    received.append($0)
                },
                onDisposed: { disposals += 1 })
            subject.onNext(1)
            keptByTheLiveSubject = released != nil
        }
        return (keptByTheLiveSubject, released != nil, received, disposals)
    }

    func testEachSubjectThatGoesAwayLetsGoOfItsDiscardedSubscriptions() {
        let outcomes = [
            ("PublishSubject", captureOutlivesItsSubject { PublishSubject<Int>() }, [1]),
            ("BehaviorSubject", captureOutlivesItsSubject { BehaviorSubject(value: 0) }, [0, 1]),
            ("ReplaySubject", captureOutlivesItsSubject { ReplaySubject<Int>.create(bufferSize: 1) }, [1]),
            ("AsyncSubject", captureOutlivesItsSubject { AsyncSubject<Int>() }, []),
        ]
        for (name, outcome, expected) in outcomes {
            XCTAssertTrue(outcome.keptByTheLiveSubject, "\(name): the live subject keeps its subscriber")
            XCTAssertFalse(outcome.outlivedIt, "\(name): its subscriber outlived it")
            XCTAssertEqual(outcome.received, expected, name)
            XCTAssertEqual(outcome.disposals, 0, "\(name): nothing is sent to the subscribers let go of")
        }
    }

    /// A kept subscription keeps its subscriber (and the subject's core), not the subject; the
    /// subscriber receives nothing more, and disposing the subscription afterwards is harmless.
    func testAKeptSubscriptionOutlivesItsSubjectQuietly() {
        var received: [Int] = []
        var disposals = 0
        let subscription: Disposable
        do {
            let subject = BehaviorSubject(value: 1)
            subscription = subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposals += 1 })
        }
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposals, 0)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }
}
