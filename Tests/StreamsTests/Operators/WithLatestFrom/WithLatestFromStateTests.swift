import StreamsTest
import XCTest

@testable import Streams

/// `WithLatestFromState`'s transitions, from each state.
final class WithLatestFromStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<String>()

    func testTheFirstsElementsAreDroppedUntilTheSecondHasSentOne() {
        var state = WithLatestFromState<Int>.waitingForSecond
        XCTAssertEqual(printed(state.firstElementArrived()), "drop")
        state.secondElementArrived(1)
        XCTAssertEqual(printed(state.firstElementArrived()), "combine(latest: 1)")
    }

    func testTheSecondsLatestElementIsTheOneCombined() {
        var state = WithLatestFromState<Int>.waitingForSecond
        state.secondElementArrived(1)
        state.secondElementArrived(2)
        XCTAssertEqual(printed(state), "ready(latest: 2)")
        XCTAssertEqual(printed(state.firstElementArrived()), "combine(latest: 2)")
    }

    func testWhatIsSentPassesUntilAStopEvent() {
        var state = WithLatestFromState<Int>.ready(latest: 1)
        state.sending(.next("a"), emitter: &emitter)
        state.sending(Event<String>.completed, emitter: &emitter)
        state.sending(.next("b"), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next("a"), .completed])
        XCTAssertEqual(printed(state), "stopped")

        state = .waitingForSecond
        state.sending(Event<String>.error(StateTestError()), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
    }

    func testNothingChangesOnceStopped() {
        var state = WithLatestFromState<Int>.stopped
        state.secondElementArrived(1)
        XCTAssertEqual(printed(state), "stopped")
        XCTAssertEqual(printed(state.firstElementArrived()), "drop")
        state.sending(.next("a"), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
    }
}
