import Foundation
import Streams
import StreamsTest
import XCTest

private enum SubscribeOnFailure: Error { case boom }

final class SubscribeOnTests: LeakCheckingTestCase {
    func testSubscribeOnSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testSubscribeOnPassesCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300, Int.self)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnPassesAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(300, SubscribeOnFailure.boom)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, SubscribeOnFailure.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 260) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 261)])
    }

    func testSubscribeOnResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shifted = xs.subscribe(on: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shifted.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shifted.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(second.events, [.next(311, 1), .completed(321)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 222), Subscription(301, 322)])
    }

    /// The doc comment's diagram: a cold `-1-2-|` is subscribed one processing tick later.
    func testSubscribeOnDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-1-2-|", values: digitMarbles)
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertMarbles(res, "--1-2-|", values: digitMarbles)
    }

    func testSubscribeOnADispatchSchedulerSubscribesOffTheCallingThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "subscribe-on-test")
        let subscribed = expectation(description: "subscribed")
        let callingThread = Thread.current
        let subscribedOnCaller = SubscribeOnFlag()
        let subscription = Observable<Int>.create { observer in
            subscribedOnCaller.set(Thread.current == callingThread)
            subscribed.fulfill()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe()
        wait(for: [subscribed], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(subscribedOnCaller.value, false)
    }
}

private final class SubscribeOnFlag: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Bool?

    func set(_ value: Bool) {
        lock.lock()
        defer { lock.unlock() }
        stored = value
    }

    var value: Bool? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
