import Streams
import StreamsTest
import XCTest

final class TakeTests: LeakCheckingTestCase {
    func testTakeDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let result = scheduler.start { xs.take(2) }
        XCTAssertMarbles(result, "--1--(2|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testTakeCompletesWithTheSourceWhenItIsShorter() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("0----^1-|", values: digitMarbles)
        let result = scheduler.start { xs.take(5) }
        XCTAssertMarbles(result, "-1-|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testTakeZeroCompletesAtOnceWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1-|", values: digitMarbles)
        let result = scheduler.start { xs.take(0) }
        XCTAssertMarbles(result, "|")
        XCTAssertEqual(xs.subscriptionMarbles, [])
    }

    func testTakePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.take(3) }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testTakeDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1-2|", values: digitMarbles)
        let result = scheduler.start(disposed: 220) { xs.take(3) }
        XCTAssertMarbles(result, "-1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
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
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let result = scheduler.start { xs.take(for: .seconds(70), scheduler: scheduler) }
        XCTAssertMarbles(result, "--1--2-|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^------!"])
    }

    func testTakeForCompletesWithTheSourceBeforeTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1|", values: digitMarbles)
        let result = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(result, "-1|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testTakeForPassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testTakeForDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1-2", values: digitMarbles)
        let result = scheduler.start(disposed: 220) { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(result, "-1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testTakeForResubscriptionStartsANewTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2)])
        let observers = filteringSubscribeRepeatedly(
            xs.take(for: .seconds(20), scheduler: scheduler), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
    }
}
