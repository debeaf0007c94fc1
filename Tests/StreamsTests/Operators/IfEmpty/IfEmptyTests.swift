import Streams
import StreamsTest
import XCTest

final class IfEmptyTests: LeakCheckingTestCase {
    // MARK: ifEmpty(default:)

    func testIfEmptyDefaultDocDiagramSendsTheDefaultForAnEmptySource() {
        // The diagram of `ifEmpty(default:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-----|", values: digitMarbles)
        let result = scheduler.start { xs.ifEmpty(default: 0) }
        XCTAssertMarbles(result, "-----(0|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testIfEmptyDefaultPassesANonEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--|", values: digitMarbles)
        let result = scheduler.start { xs.ifEmpty(default: 0) }
        XCTAssertMarbles(result, "--1--|", values: digitMarbles)
    }

    func testIfEmptyDefaultPassesUpstreamErrorWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, FilteringError.upstream, Int.self)])
        let result = scheduler.start { xs.ifEmpty(default: 0) }
        XCTAssertEqual(result.events, [.error(250, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefaultDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let result = scheduler.start(disposed: 250) { xs.ifEmpty(default: 0) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testIfEmptyDefaultResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let observers = filteringSubscribeRepeatedly(xs.ifEmpty(default: 7), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 7), .completed(210)])
        XCTAssertEqual(observers[1].events, [.next(310, 7), .completed(310)])
    }

    // MARK: ifEmpty(switchTo:)

    func testIfEmptySwitchToDocDiagramSubscribesOtherWhenTheSourceCompletesEmpty() {
        // The diagram of `ifEmpty(switchTo:)`'s doc comment, ten ticks per frame; `other` is cold.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-----|", values: digitMarbles)
        let other = scheduler.createColdObservable("--7--8--|", values: digitMarbles)
        let result = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertMarbles(result, "-------7--8--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
        XCTAssertEqual(other.subscriptionMarbles, ["-----^-------!"])
    }

    func testIfEmptySwitchToNeverSubscribesOtherForANonEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--|", values: digitMarbles)
        let other = scheduler.createColdObservable("--7-----|", values: digitMarbles)
        let result = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertMarbles(result, "--1--|", values: digitMarbles)
        XCTAssertEqual(other.subscriptionMarbles, [])
    }

    func testIfEmptySwitchToPassesErrorsOfSourceAndOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, FilteringError.upstream, Int.self)])
        let other = scheduler.createColdObservable([.next(20, 7)])
        let result = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(result.events, [.error(250, FilteringError.upstream)])
        XCTAssertEqual(other.subscriptions, [])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.completed(250, Int.self)])
        let failing = scheduler2.createColdObservable([.next(10, 7), .error(20, FilteringError.upstream)])
        let failed = scheduler2.start { ys.ifEmpty(switchTo: failing.asObservable()) }
        XCTAssertEqual(failed.events, [.next(260, 7), .error(270, FilteringError.upstream)])
        XCTAssertEqual(failing.subscriptions, [Subscription(250, 270)])
    }

    func testIfEmptySwitchToDisposalWhileOnOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let other = scheduler.createColdObservable([.next(20, 7), .next(100, 8)])
        let result = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(result.events, [.next(270, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 300)])
    }

    func testIfEmptySwitchToResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let other = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let observers = filteringSubscribeRepeatedly(
            xs.ifEmpty(switchTo: other.asObservable()), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(220, 7), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(420, 7), .completed(430)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 230), Subscription(410, 430)])
    }
}
