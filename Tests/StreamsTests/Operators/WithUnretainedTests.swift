import Streams
import StreamsTest
import XCTest

private final class Owner {
    let name: String
    init(name: String) { self.name = name }
}

final class WithUnretainedTests: LeakCheckingTestCase {
    func testWithUnretainedPairsElementsWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { xs.withUnretained(owner).map { "\($0.name)\($1)" } }
        XCTAssertEqual(result.events, [.next(210, "o1"), .next(220, "o2"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretainedResultSelectorCombinesObjectAndElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { xs.withUnretained(owner) { object, value in "\(object.name)-\(value)" } }
        XCTAssertEqual(result.events, [.next(210, "o-1"), .completed(250)])
    }

    func testWithUnretainedCompletesOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4)])
        let unretained = xs.withUnretained(owner!) { object, value in "\(object.name)\(value)" }
        scheduler.scheduleAt(230) { owner = nil }
        let result = scheduler.start { unretained }
        XCTAssertNil(owner)
        XCTAssertEqual(result.events, [.next(210, "o1"), .next(220, "o2"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testWithUnretainedForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TransformingTestError.upstream)])
        let result = scheduler.start { xs.withUnretained(owner) { $0.name + "\($1)" } }
        XCTAssertEqual(result.events, [.next(210, "o1"), .error(250, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretainedErrorThrownDownstreamDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable("-12--|", values: digitMarbles)
        let result = scheduler.start {
            xs.withUnretained(owner).map { pair -> Int in
                if pair.1 == 2 { throw TransformingTestError.thrown }
                return pair.1
            }
        }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: TransformingTestError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testWithUnretainedDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 230) { xs.withUnretained(owner) { $0.name + "\($1)" } }
        XCTAssertEqual(result.events, [.next(210, "o1")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretainedResubscriptionRunsIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "o")
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let unretained = xs.withUnretained(owner) { $0.name + "\($1)" }
        let first = scheduler.recordSubscription(to: unretained, at: 200)
        let second = scheduler.recordSubscription(to: unretained, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "o1"), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, "o1"), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testWithUnretainedDoesNotRetainTheObject() {
        var owner: Owner? = Owner(name: "o")
        weak let weakOwner = owner
        let subject = PublishSubject<Int>()
        let subscription = subject.withUnretained(owner!).subscribe()
        owner = nil
        XCTAssertNil(weakOwner)
        subscription.dispose()
    }

    func testWithUnretainedDiagram() {
        // The diagram of `withUnretained`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(name: "o")
        let xs = scheduler.createHotObservable("--1--2--3--|", values: ["1": 1, "2": 2, "3": 3])
        let unretained = xs.withUnretained(owner!) { "\($0.name)\($1)" }
        scheduler.scheduleAt(206) { owner = nil }
        let result = scheduler.start { unretained }
        XCTAssertMarbles(result, "--A--B--|", values: ["A": "o1", "B": "o2"])
    }
}
