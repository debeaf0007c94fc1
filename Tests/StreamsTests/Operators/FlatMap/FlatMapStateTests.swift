import StreamsTest
import XCTest

@testable import Streams

/// `FlatMapState`'s transitions, one at a time (`flatMap` and `flatMapFirst`).
final class FlatMapStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testEachElementStartsAnInnerSequenceCounted() {
        var state = FlatMapState<Int>()
        XCTAssertEqual(state.elementArrived(ignoresWhileActive: false), .subscribeInner)
        XCTAssertEqual(state.elementArrived(ignoresWhileActive: false), .subscribeInner)
        XCTAssertEqual(state.activeCount, 2)
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        var state = FlatMapState<Int>()
        XCTAssertEqual(state.elementArrived(ignoresWhileActive: true), .subscribeInner)
        XCTAssertEqual(state.elementArrived(ignoresWhileActive: true), .ignore)
        XCTAssertEqual(state.activeCount, 1)
        state.innerCompleted(emitter: &emitter)
        XCTAssertEqual(state.elementArrived(ignoresWhileActive: true), .subscribeInner)
    }

    func testInnerElementsPassUntilTheSequenceStops() {
        var state = FlatMapState<Int>()
        _ = state.elementArrived(ignoresWhileActive: false)
        state.innerElement(.next(1), emitter: &emitter)
        state.sourceCompleted(emitter: &emitter)
        state.innerElement(.next(2), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .next(2)])
        state.failed(StateTestError(), emitter: &emitter)
        state.innerElement(.next(3), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
    }

    func testTheSequenceCompletesWhenTheSourceHasAndNoInnerRuns() {
        var state = FlatMapState<Int>()
        state.sourceCompleted(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        XCTAssertEqual(printed(state.phase), "terminated")

        state = FlatMapState<Int>()
        _ = state.elementArrived(ignoresWhileActive: false)
        _ = state.elementArrived(ignoresWhileActive: false)
        state.innerCompleted(emitter: &emitter)
        XCTAssertEqual(printed(state.phase), "running", "an inner completing before the source completes nothing")
        state.sourceCompleted(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state.phase), "sourceCompleted")
        XCTAssertEqual(state.elementArrived(ignoresWhileActive: false), .ignore)
        state.innerCompleted(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        XCTAssertEqual(printed(state.phase), "terminated")
    }

    func testNothingHappensOnceTerminated() {
        var state = FlatMapState<Int>()
        _ = state.elementArrived(ignoresWhileActive: false)
        state.failed(StateTestError(), emitter: &emitter)
        _ = emitter.emitted()
        XCTAssertEqual(state.elementArrived(ignoresWhileActive: false), .ignore)
        state.failed(StateTestError(), emitter: &emitter)
        state.sourceCompleted(emitter: &emitter)
        state.innerCompleted(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state.phase), "terminated")
    }
}
