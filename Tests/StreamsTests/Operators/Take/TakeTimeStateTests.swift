import StreamsTest
import XCTest

@testable import Streams

/// `TakeTimeState`'s one transition (`take(for:scheduler:)`), from each state: the source's
/// events and the timer's completion arrive the same way.
final class TakeTimeStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testEventsPassUntilAStopEvent() {
        var state = TakeTimeState<Int>.taking
        state.eventArrived(.next(1), emitter: &emitter)
        XCTAssertEqual(printed(state), "taking")
        state.eventArrived(.completed, emitter: &emitter)
        XCTAssertEqual(printed(state), "stopped")
        state.eventArrived(.next(2), emitter: &emitter)
        state.eventArrived(.error(StateTestError()), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
    }

    func testAnErrorStopsToo() {
        var state = TakeTimeState<Int>.taking
        state.eventArrived(.error(StateTestError()), emitter: &emitter)
        state.eventArrived(.completed, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(printed(state), "stopped")
    }
}
