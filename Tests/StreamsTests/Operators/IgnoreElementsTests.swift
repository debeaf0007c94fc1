import Streams
import StreamsTest
import XCTest

final class IgnoreElementsTests: LeakCheckingTestCase {
    /// `Observable<Never>` has no elements to compare: record the events as descriptions.
    private func record(
        _ scheduler: TestScheduler, disposed: TestTime = 1000, _ create: @escaping () -> Observable<Never>
    ) -> [String] {
        let result = scheduler.start(disposed: disposed) { create().map { _ -> Int in } }
        return result.events.map { "\($0.time) \($0.value)" }
    }

    func testIgnoreElementsDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--|", values: digitMarbles)
        let result = scheduler.start { xs.ignoreElements() }
        XCTAssertMarbles(result, "-----------|")
        XCTAssertEqual(xs.subscriptionMarbles, ["^----------!"])
    }

    func testIgnoreElementsDisposesTheSourceBeforeCompleting() {
        // RxSwift 6's ignoreElements is a flatMap, which lets go of its source first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let source = xs.do(onDispose: { log.append("source disposed") })
        scheduler.scheduleAt(200) {
            _ = source.ignoreElements().subscribe(onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["source disposed", "completed"])
    }

    func testIgnoreElementsPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(record(scheduler) { xs.ignoreElements() }, ["250 error(upstream)"])
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testIgnoreElementsDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1-------|", values: digitMarbles)
        XCTAssertEqual(record(scheduler, disposed: 250) { xs.ignoreElements() }, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testIgnoreElementsResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let observers = filteringSubscribeRepeatedly(
            xs.ignoreElements().map { _ -> Int in }, on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.completed(220)])
        XCTAssertEqual(observers[1].events, [.completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }
}
