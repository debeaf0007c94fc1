import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream, handler, replacement }

final class CatchTests: LeakCheckingTestCase {
    func testCatchDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-12#", values: digitMarbles, error: Failure.upstream)
        let replacement = scheduler.createColdObservable("-89|", values: digitMarbles)
        let result = scheduler.start { source.catch { _ in replacement.asObservable() } }
        XCTAssertMarbles(result, "-12-89|", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^--!"])
        XCTAssertEqual(replacement.subscriptionMarbles, ["---^--!"])
    }

    func testCatchPassesTheErrorToTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.error(230, Failure.upstream)] as [Recorded<Event<Int>>])
        var handled: [String] = []
        let result = scheduler.start {
            source.catch { error in
                handled.append("\(error)")
                return .just(1)
            }
        }
        XCTAssertEqual(result.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(handled, ["upstream"])
    }

    func testCatchLeavesACompletingSourceAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-1-|", values: digitMarbles)
        var handlerCalls = 0
        let result = scheduler.start {
            source.catch { _ in
                handlerCalls += 1
                return .just(0)
            }
        }
        XCTAssertMarbles(result, "-1-|", values: digitMarbles)
        XCTAssertEqual(handlerCalls, 0)
    }

    func testCatchForwardsTheErrorOfTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-1-#", values: digitMarbles, error: Failure.upstream)
        let replacement = scheduler.createColdObservable("-2#", values: digitMarbles, error: Failure.replacement)
        let result = scheduler.start { source.catch { _ in replacement.asObservable() } }
        XCTAssertMarbles(result, "-1--2#", values: digitMarbles, error: Failure.replacement)
        XCTAssertEqual(replacement.subscriptionMarbles, ["---^-!"])
    }

    func testCatchThrowingHandlerEndsTheStreamWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-1-#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start { source.catch { _ in throw Failure.handler } }
        XCTAssertMarbles(result, "-1-#", values: digitMarbles, error: Failure.handler)
        XCTAssertEqual(source.subscriptionMarbles, ["^--!"])
    }

    func testCatchDisposedMidStreamUnsubscribesTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-1-#", values: digitMarbles, error: Failure.upstream)
        let replacement = scheduler.createColdObservable("-2--3|", values: digitMarbles)
        let result = scheduler.start(disposed: 250) { source.catch { _ in replacement.asObservable() } }
        XCTAssertMarbles(result, "-1--2", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^--!"])
        XCTAssertEqual(replacement.subscriptionMarbles, ["---^-!"])
    }

    func testCatchDisposedBeforeTheErrorUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-1--------#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start(disposed: 250) { source.catch { _ in .just(0) } }
        XCTAssertMarbles(result, "-1", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^----!"])
    }

    func testCatchResubscriptionCatchesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, Failure.upstream)])
        var handlerCalls = 0
        let caught = source.catch { _ in
            handlerCalls += 1
            return .just(handlerCalls * 100)
        }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = caught.subscribe(first) }
        scheduler.scheduleAt(200) { _ = caught.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 100), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 200), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(100, 120), Subscription(200, 220)])
    }

    // MARK: catchAndReturn

    func testCatchAndReturnDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-12#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start { source.catchAndReturn(0) }
        XCTAssertMarbles(result, "-12(0|)", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^--!"])
    }

    func testCatchAndReturnLeavesValuesAndCompletionAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-1-|", values: digitMarbles)
        let result = scheduler.start { source.catchAndReturn(0) }
        XCTAssertMarbles(result, "-1-|", values: digitMarbles)
    }

    func testCatchAndReturnDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = scheduler.createHotObservable("-1--------#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start(disposed: 250) { source.catchAndReturn(0) }
        XCTAssertMarbles(result, "-1", values: digitMarbles)
        XCTAssertEqual(source.subscriptionMarbles, ["^----!"])
    }

    func testCatchAndReturnResubscriptionReplacesEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, Failure.upstream)])
        let recovered = source.catchAndReturn(-1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = recovered.subscribe(first) }
        scheduler.scheduleAt(200) { _ = recovered.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, -1), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(100, 120), Subscription(200, 220)])
    }

    // MARK: Nesting depth

    func testNestedCatchesEachHandingOverToTheNextDoNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        // Each level emits, fails, and its handler subscribes the next level; elements of the
        // deeper levels pass every handler's subscription above them. On a main thread's stack,
        // debug builds of RxSwift 6.10.2 overflow beyond about 1,600 levels (Streams' beyond
        // about 2,600).
        let levels = 1_500
        let outcome = SmallStackRunner.onMainThreadSizedStack { () -> (received: [Int], completed: Bool) in
            var nested = Observable.just(levels)
            for level in (0..<levels).reversed() {
                let next = nested
                nested = Observable.just(level).concat(Observable.error(Failure.upstream)).catch { _ in next }
            }
            var received: [Int] = []
            var completed = false
            _ = nested.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
            return (received, completed)
        }
        XCTAssertEqual(outcome.received, Array(0...levels))
        XCTAssertTrue(outcome.completed)
    }

    func testNestedCatchesOfImmediateErrorsDoNotOverflowTheStack() throws {
        try SmallStackRunner.skipUnlessStackDepthTestsRun()
        // Each level fails while subscribed and its handler subscribes the next level. On a main
        // thread's stack, debug builds of RxSwift 6.10.2 overflow beyond about 4,790 levels
        // (Streams' beyond about 4,980).
        let levels = 4_500
        let events = SmallStackRunner.onMainThreadSizedStack { () -> [Event<Int>] in
            var nested = Observable.just(levels)
            for _ in 0..<levels {
                let next = nested
                nested = Observable<Int>.error(Failure.upstream).catch { _ in next }
            }
            var events: [Event<Int>] = []
            _ = nested.subscribe { events.append($0) }
            return events
        }
        XCTAssertEqual(events, [.next(levels), .completed])
    }
}
