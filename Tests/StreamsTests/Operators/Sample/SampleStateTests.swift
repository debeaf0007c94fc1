import StreamsTest
import XCTest

@testable import Streams

/// `SampleState`'s transitions, one at a time.
final class SampleStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testATickSendsTheLatestElementOnce() {
        var state = SampleState<Int>()
        state.sourceElement(1)
        state.sourceElement(2)
        state.samplerTicked(defaultValue: nil, emitter: &emitter)
        state.samplerTicked(defaultValue: nil, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(2)])
        XCTAssertNil(state.latest)
    }

    func testATickWithNothingKeptSendsTheDefaultValue() {
        var state = SampleState<Int>()
        state.samplerTicked(defaultValue: 0, emitter: &emitter)
        state.sourceElement(1)
        state.samplerTicked(defaultValue: 0, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(0), .next(1)])
    }

    func testTheSourceCompletingWaitsForTheNextTickWhichSendsTheKeptElementThenCompletes() {
        var state = SampleState<Int>()
        state.sourceElement(1)
        XCTAssertEqual(state.sourceCompleted(), .disposeSource)
        XCTAssertEqual(printed(state.phase), "sourceCompleted")
        XCTAssertEqual(emitter.emitted(), [])
        state.samplerTicked(defaultValue: nil, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testAFailureEndsTheSequence() {
        var state = SampleState<Int>()
        state.sourceElement(1)
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testNothingHappensOnceStopped() {
        var state = SampleState<Int>()
        state.failed(StateTestError(), emitter: &emitter)
        _ = emitter.emitted()
        state.sourceElement(1)
        XCTAssertNil(state.latest)
        XCTAssertEqual(state.sourceCompleted(), .none)
        state.samplerTicked(defaultValue: 0, emitter: &emitter)
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
    }
}
