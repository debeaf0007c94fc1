import Streams
import StreamsTest
import XCTest

final class EventTests: LeakCheckingTestCase {
    func testElementIsOnlyPresentInNext() {
        XCTAssertEqual(Event.next(1).element, 1)
        XCTAssertNil(Event<Int>.completed.element)
        XCTAssertNil(Event<Int>.error(CoreTestError()).element)
    }

    func testErrorIsOnlyPresentInError() {
        XCTAssertEqual(Event<Int>.error(CoreTestError(7)).error as? CoreTestError, CoreTestError(7))
        XCTAssertNil(Event.next(1).error)
        XCTAssertNil(Event<Int>.completed.error)
    }

    func testIsStopEventForErrorAndCompletedOnly() {
        XCTAssertFalse(Event.next(1).isStopEvent)
        XCTAssertTrue(Event<Int>.completed.isStopEvent)
        XCTAssertTrue(Event<Int>.error(CoreTestError()).isStopEvent)
    }

    func testIsCompletedForCompletedOnly() {
        XCTAssertTrue(Event<Int>.completed.isCompleted)
        XCTAssertFalse(Event.next(1).isCompleted)
        XCTAssertFalse(Event<Int>.error(CoreTestError()).isCompleted)
    }

    func testMapTransformsNextAndKeepsStopEvents() {
        XCTAssertEqual(Event.next(2).map { "\($0 * 10)" }, .next("20"))
        XCTAssertEqual(Event<Int>.completed.map { "\($0)" }, .completed)
        XCTAssertEqual(Event<Int>.error(CoreTestError(3)).map { "\($0)" }, .error(CoreTestError(3)))
    }

    func testMapTurnsAThrownErrorIntoAnErrorEvent() {
        let mapped: Event<String> = Event.next(2).map { _ in throw CoreTestError(9) }
        XCTAssertEqual(mapped, .error(CoreTestError(9)))
    }

    func testDebugDescriptionNamesTheCase() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
        XCTAssertEqual(Event<Int>.error(CoreTestError(2)).debugDescription, "error(CoreTestError(2))")
    }

    func testEventConvertibleReturnsItself() {
        XCTAssertEqual(Event.next(5).event, .next(5))
    }
}

final class ObserverTests: LeakCheckingTestCase {
    func testAnyObserverForwardsEveryEventToItsHandler() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        observer.onNext(1)
        observer.on(.next(2))
        observer.onError(CoreTestError(1))
        observer.onCompleted()
        XCTAssertEqual(received, [.next(1), .next(2), .error(CoreTestError(1)), .completed])
    }

    func testAnyObserverWrappingAnObserverForwardsToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = scheduler.createObserver(Int.self)
        let erased = AnyObserver(recorder)
        erased.onNext(3)
        erased.asObserver().onCompleted()
        XCTAssertEqual(recorder.events, [.next(0, 3), .completed(0)])
    }

    func testMapObserverTransformsElementsBeforeForwarding() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        let strings: AnyObserver<String> = observer.mapObserver { Int($0)! * 2 }
        strings.onNext("21")
        strings.onCompleted()
        XCTAssertEqual(received, [.next(42), .completed])
    }

    func testMapObserverSendsAThrownErrorAsAnErrorEvent() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        let strings: AnyObserver<String> = observer.mapObserver { _ in throw CoreTestError(4) }
        strings.onNext("x")
        XCTAssertEqual(received, [.error(CoreTestError(4))])
    }
}
