import Foundation
import Streams
import StreamsTest
import XCTest

private enum RefCountFailure: Error { case boom, second, third }

final class RefCountTests: LeakCheckingTestCase {
    func testRefCountConnectsOnTheFirstSubscriberAndPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1234|", values: digitMarbles)
        let res = scheduler.start { xs.publish().refCount() }
        XCTAssertMarbles(res, "-1234|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testRefCountDoesNotConnectWhenTheSubjectEndsTheSubscriberAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1", values: digitMarbles)
        let completedSubject = PublishSubject<Int>()
        completedSubject.onCompleted()
        let failedSubject = PublishSubject<Int>()
        failedSubject.onError(RefCountFailure.boom)
        let completed = scheduler.createObserver(Int.self)
        let failed = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.multicast(completedSubject).refCount().subscribe(completed)
            _ = xs.multicast(failedSubject).refCount().subscribe(failed)
        }
        scheduler.start()
        XCTAssertMarbles(completed, "|")
        XCTAssertMarbles(failed, "#", error: RefCountFailure.boom)
        XCTAssertEqual(xs.subscriptionMarbles, [])
    }

    func testRefCountDisconnectsWhenTheCountDropsToZeroAndReconnectsLater() {
        var subscribeCount = 0
        var disconnected = false
        let xs = Observable<Int>.deferred {
            subscribeCount += 1
            return Observable.create { _ in Disposables.create { disconnected = true } }
        }
        let shared = xs.publish().refCount()
        let first = shared.subscribe()
        XCTAssertEqual(subscribeCount, 1)
        let second = shared.subscribe()
        XCTAssertEqual(subscribeCount, 1)
        first.dispose()
        XCTAssertFalse(disconnected)
        second.dispose()
        XCTAssertTrue(disconnected)
        disconnected = false
        let third = shared.subscribe()
        XCTAssertEqual(subscribeCount, 2)
        XCTAssertFalse(disconnected)
        third.dispose()
        XCTAssertTrue(disconnected)
    }

    func testRefCountWithSubscribersComingAndGoing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
            .next(280, 8), .next(290, 9), .completed(300),
        ])
        let shared = xs.publish().refCount()
        let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions: [Int: Disposable] = [:]
        for (index, (start, end)) in [(215, 235), (225, 275), (255, 265), (285, 320)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = shared.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(
            observers[1].events, [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        XCTAssertEqual(observers[2].events, [.next(260, 6)])
        XCTAssertEqual(observers[3].events, [.next(290, 9), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 275), Subscription(285, 300)])
    }

    func testRefCountPassesAnUpstreamErrorToEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: RefCountFailure.boom)
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(205) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertMarbles(first, "-1#", values: digitMarbles, error: RefCountFailure.boom)
        XCTAssertMarbles(second, "-1#", values: digitMarbles, error: RefCountFailure.boom)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testRefCountResubscribingFromTheErrorHandlerConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let attempts = [
            scheduler.createColdObservable([.next(10, 1), .error(20, RefCountFailure.boom)]),
            scheduler.createColdObservable([.next(10, 2), .error(30, RefCountFailure.second)]),
            scheduler.createColdObservable([.next(10, 3), .error(40, RefCountFailure.third)]),
        ]
        var attempt = 0
        let xs = Observable<Int>.deferred {
            defer { attempt += 1 }
            return attempts[min(attempt, 2)].asObservable()
        }
        let shared = xs.multicast(makeSubject: { PublishSubject() }).refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        func resubscribingOnError(_ observer: TestableObserver<Int>) -> AnyObserver<Int> {
            AnyObserver { event in
                observer.on(event)
                if case .error = event { _ = shared.subscribe(observer) }
            }
        }
        scheduler.scheduleAt(215) { _ = shared.subscribe(resubscribingOnError(first)) }
        scheduler.scheduleAt(220) { _ = shared.subscribe(resubscribingOnError(second)) }
        scheduler.scheduleAt(400) { _ = shared.subscribe(third) }
        scheduler.start()
        XCTAssertEqual(
            first.events,
            [.next(225, 1), .error(235, RefCountFailure.boom), .next(245, 2), .error(265, RefCountFailure.second)])
        XCTAssertEqual(
            second.events,
            [.next(225, 1), .error(235, RefCountFailure.boom), .next(245, 2), .error(265, RefCountFailure.second)])
        XCTAssertEqual(third.events, [.next(410, 3), .error(440, RefCountFailure.third)])
        XCTAssertEqual(attempts[0].subscriptions, [Subscription(215, 235)])
        XCTAssertEqual(attempts[1].subscriptions, [Subscription(235, 265)])
        XCTAssertEqual(attempts[2].subscriptions, [Subscription(400, 440)])
    }

    func testRefCountDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--1-2-3-|", values: digitMarbles)
        let res = scheduler.start(disposed: 225) { xs.publish().refCount() }
        XCTAssertMarbles(res, "--1-2", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testRefCountWithAThrowingDoUpstreamEndsEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-12-|", values: digitMarbles)
        let shared = xs.do(onNext: { if $0 == 2 { throw RefCountFailure.boom } }).publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertMarbles(first, "-1#", values: digitMarbles, error: RefCountFailure.boom)
        XCTAssertMarbles(second, "-1#", values: digitMarbles, error: RefCountFailure.boom)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testRefCountSubscriberAddedDuringASynchronousEmissionSeesTheRestOfIt() {
        var subscribeCount = 0
        let source = Observable<Int>.create { observer in
            subscribeCount += 1
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            return Disposables.create()
        }
        let shared = source.share()
        var outer: [Int] = []
        var inner: [Int] = []
        var innerSubscription: Disposable?
        let outerSubscription = shared.subscribe(onNext: { value in
            outer.append(value)
            if value == 1 { innerSubscription = shared.subscribe(onNext: { inner.append($0) }) }
        })
        XCTAssertEqual(outer, [1, 2, 3])
        XCTAssertEqual(inner, [2, 3])
        XCTAssertEqual(subscribeCount, 1)
        innerSubscription?.dispose()
        outerSubscription.dispose()
    }

    /// The doc comment's diagram: it connects at the first subscription and disconnects when
    /// the last subscriber leaves.
    func testRefCountDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--4--5", values: digitMarbles)
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable!
        var secondSubscription: Disposable!
        scheduler.scheduleAt(203) { firstSubscription = shared.subscribe(first) }
        scheduler.scheduleAt(206) { secondSubscription = shared.subscribe(second) }
        scheduler.scheduleAt(209) { firstSubscription.dispose() }
        scheduler.scheduleAt(212) { secondSubscription.dispose() }
        scheduler.start()
        XCTAssertMarbles(first, "-----2--3", values: digitMarbles)
        XCTAssertMarbles(second, "--------3--4", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["---^--------!"])
    }
}
