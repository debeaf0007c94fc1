import Streams
import StreamsTest
import XCTest

final class FilterTests: LeakCheckingTestCase {
    func testFilterPassesMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("2----^1234-----|", values: digitMarbles)
        let result = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(result, "--2-4-----|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testFilterForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable(
            "-23-------#", values: digitMarbles, error: TransformingTestError.upstream)
        let result = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(result, "-2--------#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testFilterThrownErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("^254------|", values: digitMarbles)
        let result = scheduler.start {
            xs.filter { value -> Bool in
                if value == 5 { throw TransformingTestError.thrown }
                return true
            }
        }
        XCTAssertMarbles(result, "-2#", values: digitMarbles, error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testFilterDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-2--4-----|", values: digitMarbles)
        let result = scheduler.start(disposed: 230) { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(result, "-2", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testFilterResubscriptionRunsIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createColdObservable("--1-2-|", values: digitMarbles)
        let filtered = xs.filter { $0 == 2 }
        let first = scheduler.recordSubscription(to: filtered, at: 200)
        let second = scheduler.recordSubscription(to: filtered, at: 205)
        scheduler.start()
        XCTAssertMarbles(first, "----2-|", values: digitMarbles)
        XCTAssertMarbles(second, "-----2-|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-----!", "-^-----!"])
    }

    func testFilterDiagram() {
        // The diagram of `filter`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let result = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(result, "-----2-----4--|", values: digitMarbles)
    }
}
