import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream, handler, replacement }

final class CatchTests: LeakCheckingTestCase {
    func testCatchDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, Failure.upstream)])
        let replacement = scheduler.createColdObservable([.next(10, 8), .next(20, 9), .completed(30)])
        let result = scheduler.start { source.catch { _ in replacement.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(240, 8), .next(250, 9), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(replacement.subscriptions, [Subscription(230, 260)])
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
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var handlerCalls = 0
        let result = scheduler.start {
            source.catch { _ in
                handlerCalls += 1
                return .just(0)
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(handlerCalls, 0)
    }

    func testCatchForwardsTheErrorOfTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, Failure.upstream)])
        let replacement = scheduler.createColdObservable([.next(10, 2), .error(20, Failure.replacement)])
        let result = scheduler.start { source.catch { _ in replacement.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2), .error(250, Failure.replacement)])
        XCTAssertEqual(replacement.subscriptions, [Subscription(230, 250)])
    }

    func testCatchThrowingHandlerEndsTheStreamWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, Failure.upstream)])
        let result = scheduler.start { source.catch { _ in throw Failure.handler } }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, Failure.handler)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testCatchDisposedMidStreamUnsubscribesTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, Failure.upstream)])
        let replacement = scheduler.createColdObservable([.next(10, 2), .next(40, 3), .completed(50)])
        let result = scheduler.start(disposed: 250) { source.catch { _ in replacement.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(replacement.subscriptions, [Subscription(230, 250)])
    }

    func testCatchDisposedBeforeTheErrorUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(300, Failure.upstream)])
        let result = scheduler.start(disposed: 250) { source.catch { _ in .just(0) } }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
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
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, Failure.upstream)])
        let result = scheduler.start { source.catchAndReturn(0) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 0), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnLeavesValuesAndCompletionAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let result = scheduler.start { source.catchAndReturn(0) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])
    }

    func testCatchAndReturnDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(300, Failure.upstream)])
        let result = scheduler.start(disposed: 250) { source.catchAndReturn(0) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
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
}
