import StreamsTest
import XCTest

@testable import Streams

/// `SkipUntilState`'s transitions, from each state: the source's events and the other
/// sequence's element and failure.
final class SkipUntilStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testWhileClosedElementsAreDroppedAndACompletionEndsWithoutAStopEvent() {
        var state = SkipUntilState<Int>.closed
        XCTAssertEqual(state.sourceEvent(.next(1), emitter: &emitter), .none)
        XCTAssertEqual(printed(state), "closed")
        XCTAssertEqual(state.sourceEvent(.completed, emitter: &emitter), .disposeWithoutStopEvent)
        XCTAssertEqual(printed(state), "stopped")
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testWhileClosedTheSourcesErrorPasses() {
        var state = SkipUntilState<Int>.closed
        XCTAssertEqual(state.sourceEvent(.error(StateTestError()), emitter: &emitter), .none)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(printed(state), "stopped")
    }

    func testTheOthersElementOpensTheGateForEverything() {
        var state = SkipUntilState<Int>.closed
        state.otherElement()
        XCTAssertEqual(printed(state), "open")
        state.otherElement()
        XCTAssertEqual(printed(state), "open")
        XCTAssertEqual(state.sourceEvent(.next(1), emitter: &emitter), .none)
        XCTAssertEqual(state.sourceEvent(.completed, emitter: &emitter), .none)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
        XCTAssertEqual(printed(state), "stopped")
    }

    func testTheOthersFailureEndsTheSequenceOpenOrClosed() {
        for initial in [SkipUntilState<Int>.closed, .open] {
            var state = initial
            state.otherFailed(StateTestError(), emitter: &emitter)
            XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
            XCTAssertEqual(printed(state), "stopped")
        }
    }

    func testNothingHappensOnceStopped() {
        var state = SkipUntilState<Int>.stopped
        state.otherElement()
        state.otherFailed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(state.sourceEvent(.next(1), emitter: &emitter), .none)
        XCTAssertEqual(state.sourceEvent(.completed, emitter: &emitter), .none)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state), "stopped")
    }
}
