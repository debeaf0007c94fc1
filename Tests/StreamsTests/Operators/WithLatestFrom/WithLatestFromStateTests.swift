import StreamsTest
import XCTest

@testable import Streams

/// `WithLatestFromState`'s transitions, from each state.
final class WithLatestFromStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<String>()

    /// The phase, and the second sequence's latest element if there is one: `running(latest: 2)`.
    private func described(_ state: WithLatestFromState<Int>) -> String {
        "\(state.phase)" + (state.latest.map { "(latest: \($0))" } ?? "")
    }

    func testTheFirstsElementsAreDroppedUntilTheSecondHasSentOne() {
        var state = WithLatestFromState<Int>()
        XCTAssertNil(state.firstElementArrived(), "dropped")
        state.secondElementArrived(1)
        XCTAssertEqual(state.firstElementArrived(), 1, "combined with 1")
    }

    func testTheSecondsLatestElementIsTheOneCombined() {
        var state = WithLatestFromState<Int>()
        state.secondElementArrived(1)
        state.secondElementArrived(2)
        XCTAssertEqual(described(state), "running(latest: 2)")
        XCTAssertEqual(state.firstElementArrived(), 2, "combined with 2")
    }

    func testWhatIsSentPassesUntilAStopEvent() {
        var state = WithLatestFromState<Int>(latest: 1)
        state.sending(.next("a"), emitter: &emitter)
        state.sending(Event<String>.completed, emitter: &emitter)
        state.sending(.next("b"), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next("a"), .completed])
        XCTAssertEqual(described(state), "stopped")

        state = WithLatestFromState<Int>()
        state.sending(Event<String>.error(StateTestError()), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
    }

    func testNothingChangesOnceStopped() {
        var state = WithLatestFromState<Int>(phase: .stopped)
        state.secondElementArrived(1)
        XCTAssertEqual(described(state), "stopped")
        XCTAssertNil(state.firstElementArrived(), "dropped")
        state.sending(.next("a"), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
    }
}
