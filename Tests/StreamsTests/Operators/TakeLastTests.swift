import Streams
import StreamsTest
import XCTest

final class TakeLastTests: LeakCheckingTestCase {
    func testTakeLastDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let result = scheduler.start { xs.takeLast(2) }
        XCTAssertMarbles(result, "--------------(34|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------!"])
    }

    func testTakeLastOfAShortSourceSendsAllOfIt() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1|", values: digitMarbles)
        let result = scheduler.start { xs.takeLast(3) }
        XCTAssertMarbles(result, "--(1|)", values: digitMarbles)
    }

    func testTakeLastZeroSendsOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1|", values: digitMarbles)
        let result = scheduler.start { xs.takeLast(0) }
        XCTAssertMarbles(result, "--|")
    }

    func testTakeLastDropsTheBufferOnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.takeLast(2) }
        XCTAssertMarbles(result, "--#", error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testTakeLastDisposalMidStreamSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1--------|", values: digitMarbles)
        let result = scheduler.start(disposed: 250) { xs.takeLast(2) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testTakeLastResubscriptionStartsWithAnEmptyBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observers = filteringSubscribeRepeatedly(xs.takeLast(1), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(330, 2), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }
}
