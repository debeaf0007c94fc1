import StreamsTest
import XCTest

@testable import Streams

/// `TakeUntilState`'s one transition, from each state: the source's events and the other
/// sequence's stop events arrive the same way.
final class TakeUntilStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testEventsPassUntilAStopEvent() {
        var state = TakeUntilState.running
        state.eventArrived(.next(1), emitter: &emitter)
        XCTAssertEqual(printed(state), "running")
        state.eventArrived(Event<Int>.completed, emitter: &emitter)
        XCTAssertEqual(printed(state), "stopped")
        state.eventArrived(.next(2), emitter: &emitter)
        state.eventArrived(Event<Int>.error(StateTestError()), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
    }

    func testAnErrorStopsToo() {
        var state = TakeUntilState.running
        state.eventArrived(Event<Int>.error(StateTestError()), emitter: &emitter)
        state.eventArrived(.next(1), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(printed(state), "stopped")
    }
}
