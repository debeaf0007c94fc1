import Streams
import StreamsTest
import XCTest

final class SingleTests: LeakCheckingTestCase {
    func testCreateSuccessEmitsElementThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                let timer = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    observer(.success(1))
                    observer(.success(2))
                    observer(.failure(traitError))
                    return Disposables.create()
                }
                return timer
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
    }

    func testCreateFailureEmitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.failure(traitError))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, traitError)])
    }

    func testCreateDisposesItsResourceWhenDisposed() {
        var disposed = false
        let single = Single<Int>.create { _ in Disposables.create { disposed = true } }
        let subscription = single.subscribe(onSuccess: { _ in XCTFail("no element expected") })
        XCTAssertFalse(disposed)
        subscription.dispose()
        XCTAssertTrue(disposed)
    }

    func testSubscribeOnSuccessRunsSuccessThenDisposed() {
        var log: [String] = []
        _ = Single.just(3).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 3", "disposed"])
    }

    func testSubscribeOnFailureRunsFailureThenDisposed() {
        var log: [String] = []
        _ = Single<Int>.error(traitError).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["failure TraitTestError(1)", "disposed"])
    }

    func testSubscribeWithEventObserverReceivesOneEvent() {
        var events: [String] = []
        _ = Single.just(5).subscribe { (event: SingleEvent<Int>) in
            switch event {
            case .success(let element): events.append("success \(element)")
            case .failure(let error): events.append("failure \(error)")
            }
        }
        XCTAssertEqual(events, ["success 5"])
    }

    func testSubscribeWithObjectStopsWhenObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        var successes = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.asSingle().subscribe(with: owner!, onSuccess: { _, _ in successes += 1 })
        owner = nil
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(successes, 0)
        XCTAssertNil(owner)
        subscription.dispose()
    }

    func testUnhandledFailureGoesToDefaultErrorHandler() {
        let received = LockedBox<[String]>([])
        let original = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in received.withLock { $0.append("\(error)") } }
        defer { Hooks.defaultErrorHandler = original }
        _ = Single<Int>.error(traitError).subscribe(onSuccess: { _ in })
        XCTAssertEqual(received.value, ["TraitTestError(1)"])
    }

    func testJustNeverErrorInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Single.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
        let never = TestScheduler(initialClock: 0)
        XCTAssertEqual(never.start { Single<Int>.never() }.events, [])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(failing.start { Single<Int>.error(traitError) }.events, [.error(200, traitError)])
    }

    func testDeferredCallsFactoryPerSubscriber() {
        var calls = 0
        let single = Single<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var results: [Int] = []
        _ = single.subscribe(onSuccess: { results.append($0) })
        _ = single.subscribe(onSuccess: { results.append($0) })
        XCTAssertEqual(results, [1, 2])
    }

    func testDeferredFactoryErrorFails() {
        var failure: Error?
        _ = Single<Int>.deferred { throw traitError }.subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TraitTestError, traitError)
    }

    func testMapTransformsAndThrowingMapFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 2), .completed(220)])
        let failed = failing.start { ys.asSingle().map { _ -> Int in throw traitError } }
        XCTAssertEqual(failed.events, [.error(220, traitError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testFilterTurnsSingleIntoMaybe() {
        var log: [String] = []
        _ = Single.just(1).filter { $0 > 1 }.subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        _ = Single.just(2).filter { $0 > 1 }.subscribe(
            onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["completed", "success 2"])
    }

    func testAsMaybeKeepsTheOutcome() {
        var log: [String] = []
        _ = Single.just(1).asMaybe().subscribe(
            onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") })
        _ = Single<Int>.error(traitError).asMaybe().subscribe(
            onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["success 1", "error TraitTestError(1)"])
    }

    func testTimerEmitsZeroAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 0), .completed(205)])
    }
}

/// A small locked box for values written from handlers that must be `@Sendable`.
final class LockedBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value { withLock { $0 } }

    @discardableResult
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&stored)
    }
}
