import Streams
import StreamsTest
import XCTest

final class TakeWhileTests: LeakCheckingTestCase {
    /// The source of the doc comments' diagrams, ten ticks per frame.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.ticksPerFrame = 10
        return scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
    }

    func testTakeWhileDocDiagramExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertMarbles(result, "--1--2--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------!"])
    }

    func testTakeWhileDocDiagramInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertMarbles(result, "--1--2--(3|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------!"])
    }

    func testTakeWhileCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 10 }) }
        XCTAssertMarbles(result, "--1--2--3--4--|", values: digitMarbles)
    }

    func testTakeWhilePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.take(while: { $0 < 10 }) }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testTakeWhileThrowingPredicateEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            xs.take(while: { element in
                if element == 2 { throw FilteringError.thrown }
                return true
            })
        }
        XCTAssertMarbles(result, "--1--#", values: digitMarbles, error: FilteringError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testTakeWhileDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 260) { xs.take(while: { $0 < 10 }) }
        XCTAssertMarbles(result, "--1--2", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-----!"])
    }

    func testTakeWhileResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 5), .completed(30)])
        let observers = filteringSubscribeRepeatedly(xs.take(while: { $0 < 3 }), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }
}
