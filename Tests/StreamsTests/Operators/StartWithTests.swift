import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream }

final class StartWithTests: LeakCheckingTestCase {
    func testStartWithDocDiagram() {
        // The diagram of `startWith`'s doc comment: the group `(89)` lasts four frames.
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable("------1--2--|", values: digitMarbles)
        let result = scheduler.start { source.startWith(8, 9) }
        XCTAssertMarbles(result, "(89)--1--2--|", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^-----------!"])
    }

    func testStartWithSendsItsElementsDuringTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(230, 1), .next(260, 2), .completed(290)])
        let result = scheduler.start { source.startWith(8, 9) }
        XCTAssertEqual(result.events, [.next(200, 8), .next(200, 9), .next(230, 1), .next(260, 2), .completed(290)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 290)])
    }

    func testStartWithNothingIsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("---1-----|", values: digitMarbles)
        let result = scheduler.start { source.startWith() }
        XCTAssertMarbles(result, "---1-----|", values: digitMarbles)
    }

    func testStartWithForwardsAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("---1-#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start { source.startWith(0) }
        XCTAssertMarbles(result, "0--1-#", values: digitMarbles, error: Failure.upstream)
        XCTAssertEqual(source.subscriptionMarbles, ["^----!"])
    }

    func testStartWithDisposedMidStreamUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("---1--2--|", values: digitMarbles)
        let result = scheduler.start(disposed: 240) { source.startWith(0) }
        XCTAssertMarbles(result, "0--1", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^---!"])
    }

    func testStartWithResubscriptionPrependsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let prefixed = source.startWith(0).map { $0 * 10 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = prefixed.subscribe(first) }
        scheduler.scheduleAt(200) { _ = prefixed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(100, 0), .next(110, 10), .completed(120)])
        XCTAssertEqual(second.events, [.next(200, 0), .next(210, 10), .completed(220)])
    }

    func testStartWithChainsPrependInReverseOrder() {
        var received: [Int] = []
        _ = Observable.just(3).startWith(2).startWith(0, 1).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2, 3])
    }

    // MARK: Nesting depth

    func testNestedStartWithsAsDeepAsRxSwiftReachesDoNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        // Each level subscribes the next, as in RxSwift. On a main thread's stack, debug builds
        // of RxSwift 6.10.2 overflow beyond about 13,000 levels (Streams' beyond about 19,000).
        let levels = 12_500
        let received = SmallStackRunner.onMainThreadSizedStack { () -> [Int] in
            var nested = Observable.just(levels)
            for level in (0..<levels).reversed() {
                nested = nested.startWith(level)
            }
            var received: [Int] = []
            _ = nested.subscribe(onNext: { received.append($0) })
            return received
        }
        XCTAssertEqual(received, Array(0...levels))
    }
}
