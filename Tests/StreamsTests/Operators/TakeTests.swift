import Streams
import StreamsTest
import XCTest

final class TakeTests: LeakCheckingTestCase {
    func testTakeDocDiagram() {
        // --1--2--3--4--|  → --1--(2|)   one character = 10 ticks from 200
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
        let result = scheduler.start { xs.take(2) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeCompletesWithTheSourceWhenItIsShorter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(230)])
        let result = scheduler.start { xs.take(5) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeZeroCompletesAtOnceWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let result = scheduler.start { xs.take(0) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let result = scheduler.start { xs.take(3) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let result = scheduler.start(disposed: 220) { xs.take(3) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeResubscriptionCountsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let observers = filteringSubscribeRepeatedly(xs.take(2), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .next(320, 2), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testTakeStopsASynchronousSource() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 1_000).take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
    }

    // MARK: take(for:scheduler:)

    func testTakeForDocDiagram() {
        // --1--2--3--4--|, take(for: 7 ticks of 10) → --1--2-|
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
        let result = scheduler.start { xs.take(for: .seconds(70), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTakeForCompletesWithTheSourceBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeForPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let result = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeForDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let result = scheduler.start(disposed: 220) { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeForResubscriptionStartsANewTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2)])
        let observers = filteringSubscribeRepeatedly(xs.take(for: .seconds(20), scheduler: scheduler), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }
}
