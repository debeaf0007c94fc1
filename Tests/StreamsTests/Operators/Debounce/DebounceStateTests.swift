import StreamsTest
import XCTest

@testable import Streams

/// `DebounceState`'s transitions, one at a time.
final class DebounceStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    /// The phase, and the element waiting for its timer if one does: `running(pending: 2)`.
    private func described(_ state: DebounceState<Int>) -> String {
        "\(state.phase)" + (state.pending.map { "(pending: \($0))" } ?? "")
    }

    func testEachElementReplacesTheWaitingOneAndArmsItsOwnTimer() {
        var state = DebounceState<Int>()
        XCTAssertEqual(printed(state.elementArrived(1)), "armTimer(generation: 1)")
        XCTAssertEqual(described(state), "running(pending: 1)")
        XCTAssertEqual(printed(state.elementArrived(2)), "armTimer(generation: 2)")
        XCTAssertEqual(described(state), "running(pending: 2)")
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testOnlyTheLatestElementsTimerSendsIt() {
        var state = DebounceState<Int>()
        _ = state.elementArrived(1)
        _ = state.elementArrived(2)
        state.timerFired(1, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(described(state), "running(pending: 2)")
        state.timerFired(2, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(2)])
        XCTAssertEqual(described(state), "running")
        state.timerFired(2, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [], "a timer firing with nothing waiting sends nothing")
    }

    func testTheCompletionSendsTheWaitingElementAtOnceThenCompletes() {
        var state = DebounceState<Int>()
        _ = state.elementArrived(1)
        state.completed(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
        XCTAssertEqual(described(state), "stopped")
        state = DebounceState<Int>()
        state.completed(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
    }

    func testAFailureDropsTheWaitingElement() {
        var state = DebounceState<Int>()
        _ = state.elementArrived(1)
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(described(state), "stopped")
    }

    func testNothingHappensOnceStopped() {
        var state = DebounceState<Int>()
        state.completed(emitter: &emitter)
        _ = emitter.emitted()
        XCTAssertEqual(printed(state.elementArrived(1)), "none")
        state.timerFired(state.generation, emitter: &emitter)
        state.failed(StateTestError(), emitter: &emitter)
        state.completed(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(described(state), "stopped")
    }
}
