import Streams
import StreamsTest
import XCTest

final class SubscribeTests: LeakCheckingTestCase {
    func testClosuresReceiveEveryEventAndOnDisposedRunsOnceAfterCompletion() {
        var log: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testOnDisposedRunsOnceAfterAnError() {
        var log: [String] = []
        let subscription = Observable<Int>.error(CoreTestError(1)).subscribe(
            onError: { log.append("error \($0)") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log, ["error CoreTestError(1)", "disposed"])
    }

    func testOnDisposedRunsOnceWhenDisposedBeforeStopping() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testUnhandledErrorGoesToTheDefaultErrorHandler() {
        let errors = collectingUnhandledErrors {
            _ = Observable<Int>.error(CoreTestError(5)).subscribe(onNext: { _ in })
        }
        XCTAssertEqual(errors.map { $0 as? CoreTestError }, [CoreTestError(5)])
    }

    func testHandledErrorDoesNotReachTheDefaultErrorHandler() {
        var handled: [CoreTestError] = []
        let errors = collectingUnhandledErrors {
            _ = Observable<Int>.error(CoreTestError(5)).subscribe(onError: { handled.append($0 as! CoreTestError) })
        }
        XCTAssertTrue(errors.isEmpty)
        XCTAssertEqual(handled, [CoreTestError(5)])
    }

    func testDefaultErrorHandlerIsRestoredAfterReplacement() {
        let log = SharedLog<Int>()
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, _ in log.append(1) }
        _ = Observable<Int>.error(CoreTestError()).subscribe()
        Hooks.defaultErrorHandler = previous
        let outer = collectingUnhandledErrors {
            _ = Observable<Int>.error(CoreTestError(2)).subscribe()
        }
        XCTAssertEqual(log.all, [1])
        XCTAssertEqual(outer.count, 1)
    }

    func testSubscribeWithPassesTheObjectWhileItIsAlive() {
        final class Owner { var received: [String] = [] }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        var receivedAfterRelease = 0
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { owner, element in
                owner.received.append("next \(element)")
                receivedAfterRelease += 1
            },
            onCompleted: { owner in owner.received.append("completed") },
            onDisposed: { owner in owner.received.append("disposed") }
        )
        subject.onNext(1)
        XCTAssertEqual(owner?.received, ["next 1"])
        weak let weakOwner = owner
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must hold the object weakly")
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(receivedAfterRelease, 1)
        subscription.dispose()
    }

    func testSubscribeWithDeliversErrorAndDisposalToTheObject() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Observable<Int>.error(CoreTestError(3)).subscribe(
            with: owner,
            onError: { owner, error in owner.log.append("error \(error)") },
            onDisposed: { owner in owner.log.append("disposed") }
        )
        XCTAssertEqual(owner.log, ["error CoreTestError(3)", "disposed"])
    }

    func testSubscribeEventHandlerReceivesEvents() {
        var received: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
    }
}

final class SubscribeReleaseTests: LeakCheckingTestCase {
    private final class Owner {
        let bag = DisposeBag()
        var received: [Int] = []
    }

    func testACompletedSubscriptionInABagReleasesItsClosures() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        subject.map { $0 * 2 }.subscribe(onNext: { [owner] in owner?.received.append($0) }).disposed(by: owner!.bag)
        subject.onNext(1)
        XCTAssertEqual(owner?.received, [2])
        subject.onCompleted()
        weak let released = owner
        owner = nil
        XCTAssertNil(released, "the finished subscription must not keep its owner alive")
    }

    func testACompletedSubscriptionToASubjectInABagReleasesItsClosures() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        subject.subscribe(onNext: { [owner] in owner?.received.append($0) }).disposed(by: owner!.bag)
        subject.onCompleted()
        weak let released = owner
        owner = nil
        XCTAssertNil(released, "the finished subscription must not keep its owner alive")
    }

    /// As RxSwift 6.10 records it: the stop event reaches the subscriber, which runs
    /// `onDisposed`; the operators above end their subscriptions themselves afterwards — a `do`
    /// after its after-handler — whether or not the returned disposable is kept.
    func testTheSubscriberLeavesTheOperatorsAboveToEndTheirSubscriptions() {
        for keepsTheDisposable in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let log = SideEffectLog()
            let tapped = xs.asObservable().map { $0 }.do(
                afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") })
            var kept: Disposable?
            scheduler.scheduleAt(200) {
                let subscription = tapped.subscribe(
                    onNext: { log.append("next \($0)") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") }
                )
                if keepsTheDisposable { kept = subscription }
            }
            scheduler.scheduleAt(1000) { kept?.dispose() }
            scheduler.start()
            XCTAssertEqual(
                log.entries, ["next 1", "completed", "disposed", "afterCompleted", "onDispose"],
                "kept: \(keepsTheDisposable)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testAnEventHandlerSubscriptionReleasesItsClosureOnError() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        subject.map { $0 }.subscribe { [owner] event in owner?.received.append(event.element ?? -1) }.disposed(
            by: owner!.bag)
        subject.onError(CoreTestError())
        weak let released = owner
        owner = nil
        XCTAssertNil(released)
    }

    func testDiscardedSubscriptionToANeverEndingSourceDoesNotLeak() {
        _ = Observable<Int>.never().map { $0 }.subscribe(onNext: { _ in })
        _ = Observable<Int>.never().map { $0 }.subscribe { _ in }
    }

    /// The returned disposable is only a handle: dropping it neither stops the subscription nor
    /// loses `onDisposed`, as in RxSwift (`_ = subject.subscribe(...)` keeps receiving).
    func testADiscardedSubscriptionKeepsReceivingAndRunsOnDisposedWhenItsSourceCompletes() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var disposals = 0
        _ = subject.map { $0 * 10 }.subscribe(onNext: { received.append($0) }, onDisposed: { disposals += 1 })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(disposals, 0)
        subject.onCompleted()
        XCTAssertEqual(received, [10, 20])
        XCTAssertEqual(disposals, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testOnDisposedRunsBeforeUpstreamDisposal() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { log.append("upstream disposed") }
        }.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("onDisposed") })
        XCTAssertEqual(log, ["completed", "onDisposed", "upstream disposed"])
    }
}
