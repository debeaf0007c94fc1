import StreamsTest
import XCTest

@testable import Streams

/// `SkipTimeState`'s transitions (`skip(_:scheduler:)` for a duration), from each state.
final class SkipTimeStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testElementsAreDroppedWhileTheDurationRunsAndStopEventsPass() {
        var state = SkipTimeState<Int>.skipping
        state.sourceEvent(.next(1), emitter: &emitter)
        XCTAssertEqual(printed(state), "skipping")
        state.sourceEvent(.completed, emitter: &emitter)
        XCTAssertEqual(printed(state), "stopped")
        state = .skipping
        state.sourceEvent(.error(StateTestError()), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed, .error(StateTestError())])
    }

    func testEverythingPassesOnceTheDurationHasElapsed() {
        var state = SkipTimeState<Int>.skipping
        state.durationElapsed()
        XCTAssertEqual(printed(state), "passing")
        state.sourceEvent(.next(1), emitter: &emitter)
        state.sourceEvent(.completed, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
        XCTAssertEqual(printed(state), "stopped")
    }

    func testNothingHappensOnceStopped() {
        var state = SkipTimeState<Int>.stopped
        state.durationElapsed()
        state.sourceEvent(.next(1), emitter: &emitter)
        state.sourceEvent(.completed, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state), "stopped")
    }
}
