import Streams
import StreamsTest
import XCTest

// Behaviour the "Porting from RxSwift" article lists under "Differences from RxSwift, and why",
// one test each where the difference is in what a subscriber records. Each comment gives what
// RxSwift 6 records instead (checked by running the same code against RxSwift).

final class DocumentedDifferencesTests: LeakCheckingTestCase {
    func testASubjectDoesNotDeliverToASubscriberDisposedEarlierInTheSameDelivery() {
        // RxSwift: ["first 1", "second disposed", "second 1", "first 2"] — it delivers to every
        // observer subscribed when the delivery began.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: {
            log.append("first \($0)")
            second?.dispose()
        })
        second = subject.subscribe(
            onNext: { log.append("second \($0)") }, onDisposed: { log.append("second disposed") })
        subject.onNext(1)
        subject.onNext(2)
        first.dispose()
        XCTAssertEqual(log, ["first 1", "second disposed", "first 2"])
    }

    func testATimeoutFallbackOnTheTrampolineStopsAtDisposal() {
        // RxSwift also records "completed" after "disposed": the fallback's events reach the
        // observer without passing the timeout's disposed check.
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let fallback = Observable.from([5, 8], scheduler: CurrentThreadScheduler.instance)
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = source.timeout(.seconds(64), other: fallback, scheduler: scheduler).subscribe(
                onNext: {
                    log.append("next \($0)")
                    if $0 == 8 { subscription?.dispose() }
                },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 5", "next 8", "disposed"])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 264)])
    }

    func testAnElementFedBackIntoAFailedMergeWhileItsErrorIsCaughtIsDropped() {
        // RxSwift: [next(0, 1), next(0, 4), next(13, 3), next(13, 103), completed(13)] — its
        // merge passes on the error before letting go of its sources, so the relay's 103, fed
        // back while the error is being handled, still goes through it, nested, and `catch`
        // forwards it after the replacement's element.
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(13, CoreTestError())] as [Recorded<Event<Int>>])
        let relay = BehaviorRelay<Int>(value: 4)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(0) {
            _ = Observable.merge([failing.asObservable(), Observable.just(1), relay.asObservable()])
                .catchAndReturn(3)
                .subscribe(
                    onNext: { element in
                        observer.onNext(element)
                        if element == 3 { relay.accept(103) }
                    }, onCompleted: { observer.onCompleted() })
        }
        let reports = collectingAnomalies { scheduler.start() }
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 4), .next(13, 3), .completed(13)])
        XCTAssertEqual(reports, MisuseReport.inDebugBuilds([MisuseReport.reentrantInput("merge")]))
    }

    func testASubscriberDisposingTheOnlyOtherOneDuringItsReplayKeepsTheConnection() {
        // RxSwift, for each of the three: [..., "s1 9", "source disposed", "s0 disposed",
        // "source subscribed", ...] — its refCount counts a subscriber only once its
        // subscription to the subject has returned, so the connection ends when s0 leaves
        // during s1's replay, and a new one subscribes the source again (share(replay: 1,
        // scope: .forever) then replays 9 to s1 a second time).
        for (name, share) in [
            ("replay(1).refCount()", { (source: Observable<Int>) in source.replay(1).refCount() }),
            ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }),
            ("share(replay: 2)", { $0.share(replay: 2) }),
        ] {
            var log: [String] = []
            let source = Observable<Int>.create { observer in
                log.append("source subscribed")
                observer.onNext(9)
                return Disposables.create { log.append("source disposed") }
            }
            let shared = share(source)
            let first = shared.subscribe(onNext: { log.append("s0 \($0)") }, onDisposed: { log.append("s0 disposed") })
            var disposedFirst = false
            let second = shared.subscribe(onNext: { element in
                log.append("s1 \(element)")
                if !disposedFirst {
                    disposedFirst = true
                    first.dispose()
                }
            })
            second.dispose()
            XCTAssertEqual(log, ["source subscribed", "s0 9", "s1 9", "s0 disposed", "source disposed"], name)
        }
    }
}
