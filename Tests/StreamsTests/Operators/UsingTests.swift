import Streams
import StreamsTest
import XCTest

private enum UsingFailure: Error { case boom }

/// A resource that records when it was created and disposed.
private final class TestResource: Disposable, @unchecked Sendable {
    // @unchecked Sendable: only used on the test scheduler's thread.
    private let scheduler: TestScheduler
    private(set) var ticks: [Int]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        ticks = [scheduler.clock]
    }

    func dispose() { ticks.append(scheduler.clock) }
}

/// A resource that logs its disposal.
private final class LoggingResource: Disposable, @unchecked Sendable {
    // @unchecked Sendable: only used on the test's thread.
    private let log: SideEffectLog

    init(log: SideEffectLog) {
        self.log = log
    }

    func dispose() { log.append("resource.dispose") }
}

final class UsingTests: LeakCheckingTestCase {
    private func usingCold(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>], disposed: Int = 1000) -> (
        TestableObserver<Int>, TestResource?, TestableObservable<Int>?
    ) {
        var resource: TestResource?
        var xs: TestableObservable<Int>?
        let res = scheduler.start(disposed: disposed) {
            Observable<Int>.using(
                { () -> TestResource in
                    let created = TestResource(scheduler: scheduler)
                    resource = created
                    return created
                },
                observableFactory: { _ in
                    let cold = scheduler.createColdObservable(events)
                    xs = cold
                    return cold.asObservable()
                })
        }
        return (res, resource, xs)
    }

    func testUsingDisposesTheResourceWhenTheSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, resource, xs) = usingCold(scheduler, [.next(100, 200), .completed(200)])
        XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
        XCTAssertEqual(resource?.ticks, [200, 400])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func testUsingDisposesTheResourceOnAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, resource, xs) = usingCold(scheduler, [.next(100, 200), .error(200, UsingFailure.boom)])
        XCTAssertEqual(res.events, [.next(300, 200), .error(400, UsingFailure.boom)])
        XCTAssertEqual(resource?.ticks, [200, 400])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func testUsingDisposedMidStreamDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, resource, xs) = usingCold(scheduler, [.next(100, 200), .next(1000, 1)], disposed: 1000)
        XCTAssertEqual(res.events, [.next(300, 200)])
        XCTAssertEqual(resource?.ticks, [200, 1000])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 1000)])
    }

    func testUsingResourceFactoryThrowingFailsTheSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        var factoryCalls = 0
        let res = scheduler.start {
            Observable<Int>.using(
                { () -> TestResource in throw UsingFailure.boom },
                observableFactory: { _ in
                    factoryCalls += 1
                    return Observable.never()
                })
        }
        XCTAssertMarbles(res, "#", error: UsingFailure.boom)
        XCTAssertEqual(factoryCalls, 0)
    }

    func testUsingObservableFactoryThrowingFailsTheSubscriberAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        var resource: TestResource?
        let res = scheduler.start {
            Observable<Int>.using(
                { () -> TestResource in
                    let created = TestResource(scheduler: scheduler)
                    resource = created
                    return created
                }, observableFactory: { _ in throw UsingFailure.boom })
        }
        XCTAssertMarbles(res, "#", error: UsingFailure.boom)
        XCTAssertEqual(resource?.ticks, [200, 200])
    }

    func testUsingCreatesAResourcePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        var resources: [TestResource] = []
        let xs = scheduler.createColdObservable("-1|", values: digitMarbles)
        let used = Observable<Int>.using(
            { () -> TestResource in
                let created = TestResource(scheduler: scheduler)
                resources.append(created)
                return created
            }, observableFactory: { _ in xs.asObservable() })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = used.subscribe(first) }
        scheduler.scheduleAt(300) { _ = used.subscribe(second) }
        scheduler.start()
        XCTAssertMarbles(first, "-1|", values: digitMarbles)
        XCTAssertMarbles(second, "-----------1|", values: digitMarbles)
        XCTAssertEqual(resources.map(\.ticks), [[200, 220], [300, 320]])
    }

    /// The doc comment's diagram: the resource lives from the subscription to the end.
    func testUsingDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let (res, resource, _) = usingCold(scheduler, [.next(2, 1), .next(5, 2), .completed(8)])
        XCTAssertMarbles(res, "--1--2--|", values: digitMarbles)
        XCTAssertEqual(resource?.ticks, [200, 208])
    }

    /// As RxSwift 6.10 records it: a source that ends while it is being subscribed ends its own
    /// subscription first; the resource is disposed once `using`'s subscription returns.
    func testASourceEndingWhileSubscribedIsDisposedBeforeTheResource() {
        let log = SideEffectLog()
        var events: [Event<Int>] = []
        _ = Observable.using(
            { LoggingResource(log: log) }, observableFactory: { _ in log.tap("a", Observable.just(1)) }
        )
        .subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
        XCTAssertEqual(
            log.entries,
            [
                "a.subscribe", "a.next(1)", "a.afterNext(1)", "a.completed", "a.afterCompleted", "a.subscribed",
                "a.dispose", "resource.dispose",
            ])
    }
}
