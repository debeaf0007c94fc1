import StreamsTest
import XCTest

@testable import Streams

/// `BufferState`'s transitions, one at a time.
final class BufferStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<[Int]>()

    func testElementsCollectUntilTheCountThenTheBufferIsEmittedAndTheNextStarted() {
        var state = BufferState<Int>()
        XCTAssertEqual(printed(state.elementArrived(1, count: 2, emitter: &emitter)), "none")
        XCTAssertEqual(printed(state.phase), "collecting([1])")
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state.elementArrived(2, count: 2, emitter: &emitter)), "armTimer(window: 1)")
        XCTAssertEqual(emitter.emitted(), [.next([1, 2])])
        XCTAssertEqual(printed(state.phase), "collecting([])")
        XCTAssertEqual(state.window, 1)
    }

    func testTheCurrentBuffersTimerEmitsItEvenEmptyAndStartsTheNext() {
        var state = BufferState<Int>()
        XCTAssertEqual(printed(state.timerFired(window: 0, emitter: &emitter)), "armTimer(window: 1)")
        XCTAssertEqual(emitter.emitted(), [.next([])])
        _ = state.elementArrived(3, count: 5, emitter: &emitter)
        XCTAssertEqual(printed(state.timerFired(window: 1, emitter: &emitter)), "armTimer(window: 2)")
        XCTAssertEqual(emitter.emitted(), [.next([3])])
    }

    func testAnOlderBuffersTimerDoesNothing() {
        var state = BufferState<Int>()
        _ = state.elementArrived(1, count: 1, emitter: &emitter)  // the count emitted buffer 0
        XCTAssertEqual(emitter.emitted(), [.next([1])])
        _ = state.elementArrived(2, count: 3, emitter: &emitter)
        XCTAssertEqual(printed(state.timerFired(window: 0, emitter: &emitter)), "none")
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state.phase), "collecting([2])")
    }

    func testAFailureDropsTheBuffer() {
        var state = BufferState<Int>()
        _ = state.elementArrived(1, count: 3, emitter: &emitter)
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testTheCompletionEmitsTheBufferEvenEmptyThenCompletes() {
        var state = BufferState<Int>()
        _ = state.elementArrived(1, count: 3, emitter: &emitter)
        state.completed(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next([1]), .completed])
        state = BufferState<Int>()
        state.completed(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next([]), .completed])
    }

    func testNothingHappensOnceStopped() {
        var state = BufferState<Int>()
        state.completed(emitter: &emitter)
        _ = emitter.emitted()
        XCTAssertEqual(printed(state.elementArrived(1, count: 1, emitter: &emitter)), "none")
        XCTAssertEqual(printed(state.timerFired(window: 0, emitter: &emitter)), "none")
        state.failed(StateTestError(), emitter: &emitter)
        state.completed(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state.phase), "stopped")
    }
}
