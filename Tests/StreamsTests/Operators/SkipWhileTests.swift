import Streams
import StreamsTest
import XCTest

final class SkipWhileTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        // --1--2--3--1--|
        scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 1), .completed(340)])
    }

    func testSkipWhileDocDiagramPassesEverythingAfterTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(280, 3), .next(310, 1), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testSkipWhilePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let result = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSkipWhileThrowingPredicateEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            xs.skip(while: { element in
                if element == 2 { throw FilteringError.thrown }
                return true
            })
        }
        XCTAssertEqual(result.events, [.error(250, FilteringError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkipWhileStopsCallingThePredicateOnceOpen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var calls = 0
        let result = scheduler.start { xs.skip(while: { calls += 1; return $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(280, 3), .next(310, 1), .completed(340)])
        XCTAssertEqual(calls, 3)
    }

    func testSkipWhileDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 290) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(280, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testSkipWhileResubscriptionSkipsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 5), .completed(30)])
        let observers = filteringSubscribeRepeatedly(xs.skip(while: { $0 < 3 }), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(220, 5), .completed(230)])
        XCTAssertEqual(observers[1].events, [.next(320, 5), .completed(330)])
    }
}
