import Streams
import StreamsTest
import XCTest

final class TakeLastTests: LeakCheckingTestCase {
    func testTakeLastDocDiagram() {
        // --1--2--3--4--|  → --------------(34|)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
        let result = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(result.events, [.next(340, 3), .next(340, 4), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testTakeLastOfAShortSourceSendsAllOfIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { xs.takeLast(3) }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(220)])
    }

    func testTakeLastZeroSendsOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(result.events, [.completed(220)])
    }

    func testTakeLastDropsTheBufferOnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let result = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(result.events, [.error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeLastDisposalMidStreamSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start(disposed: 250) { xs.takeLast(2) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
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
