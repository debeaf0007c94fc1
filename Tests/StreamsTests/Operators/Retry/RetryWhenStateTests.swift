import StreamsTest
import XCTest

@testable import Streams

/// `RetryWhenState`'s transitions, one at a time: the source's events and failures, the
/// trigger's elements and stop events.
final class RetryWhenStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testTheSourcesElementsAndCompletionPass() {
        var state = RetryWhenState()
        state.sourceEvent(.next(1), emitter: &emitter)
        XCTAssertEqual(printed(state.phase), "running")
        state.sourceEvent(.completed, emitter: &emitter)
        XCTAssertEqual(printed(state.phase), "stopped")
        state.sourceEvent(.next(2), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
    }

    func testAFailureGoesToTheHandlerAndTheTriggersElementResubscribes() {
        var state = RetryWhenState()
        XCTAssertEqual(state.sourceFailed(emitter: &emitter), .notifyHandler)
        XCTAssertEqual(printed(state.phase), "awaitingTrigger")
        XCTAssertEqual(state.sourceFailed(emitter: &emitter), .notifyHandler, "a second failure reaches it too")
        XCTAssertEqual(state.triggerElementArrived(), .resubscribe)
        XCTAssertEqual(printed(state.phase), "running")
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testATriggerElementWithNoErrorWaitingIsIgnored() {
        var state = RetryWhenState()
        XCTAssertEqual(state.triggerElementArrived(), .none)
        XCTAssertEqual(printed(state.phase), "running")
    }

    func testTheTriggerStoppingWhileAnErrorWaitsEndsTheResultAtOnce() {
        var state = RetryWhenState()
        _ = state.sourceFailed(emitter: &emitter)
        state.triggerStopped(error: nil, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        XCTAssertEqual(printed(state.phase), "stopped")

        state = RetryWhenState()
        _ = state.sourceFailed(emitter: &emitter)
        state.triggerStopped(error: StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
    }

    func testTheTriggerStoppingWhileTheSourceRunsEndsTheResultAtItsNextFailure() {
        var state = RetryWhenState()
        state.triggerStopped(error: StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        guard case .triggerStopped(let error?) = state.phase, error is StateTestError else {
            return XCTFail("expected the trigger's error kept, found \(state.phase)")
        }
        state.sourceEvent(.next(1), emitter: &emitter)
        XCTAssertEqual(state.sourceFailed(emitter: &emitter), .none)
        XCTAssertEqual(emitter.emitted(), [.next(1), .error(StateTestError())])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testTheTriggerStoppingWhileAResubscriptionWaitsForTheLoopEndsTheResultAtOnce() {
        var state = RetryWhenState()
        XCTAssertTrue(state.loop.enter())
        XCTAssertFalse(state.loop.enter(), "the source failed and was retried while being subscribed")
        state.triggerStopped(error: nil, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testNothingHappensOnceStopped() {
        var state = RetryWhenState()
        state.sourceEvent(.completed, emitter: &emitter)
        _ = emitter.emitted()
        XCTAssertEqual(state.sourceFailed(emitter: &emitter), .none)
        XCTAssertEqual(state.triggerElementArrived(), .none)
        state.triggerStopped(error: nil, emitter: &emitter)
        state.sourceEvent(.next(1), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
    }
}
