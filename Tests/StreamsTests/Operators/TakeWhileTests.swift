import Streams
import StreamsTest
import XCTest

final class TakeWhileTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        // --1--2--3--4--|
        scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
    }

    func testTakeWhileDocDiagramExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testTakeWhileDocDiagramInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .next(280, 3), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testTakeWhileCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(while: { $0 < 10 }) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
    }

    func testTakeWhilePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let result = scheduler.start { xs.take(while: { $0 < 10 }) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
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
        XCTAssertEqual(result.events, [.next(220, 1), .error(250, FilteringError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeWhileDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 260) { xs.take(while: { $0 < 10 }) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
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
