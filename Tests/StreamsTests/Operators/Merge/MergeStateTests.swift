import StreamsTest
import XCTest

@testable import Streams

/// `MergeState`'s transitions, one at a time. The inner sequences are stood for by their
/// names: the state only queues and hands them back.
final class MergeStateTests: LeakCheckingTestCase {
    typealias State = MergeState<String, Int>

    private var emitter = EventEmitter<Int>()

    func testAnArrivingInnerWaitsAndTheFirstToArriveMakesItsThreadTheSubscriber() {
        var state = State()
        XCTAssertEqual(printed(state.innerArrived("a")), "subscribeWaiting")
        XCTAssertTrue(state.isSubscribingWaiting)
        XCTAssertEqual(printed(state.innerArrived("b")), "none", "the thread subscribing takes it too")
        XCTAssertEqual(state.waiting.count, 2)
    }

    func testTheSubscribingThreadTakesWaitingInnersWhileASlotIsFree() {
        var state = State()
        _ = state.innerArrived("a")
        _ = state.innerArrived("b")
        XCTAssertEqual(state.nextWaiting(maxConcurrent: 1, emitter: &emitter), "a")
        XCTAssertEqual(state.active, 1)
        XCTAssertNil(state.nextWaiting(maxConcurrent: 1, emitter: &emitter), "no slot is free")
        XCTAssertFalse(state.isSubscribingWaiting)
        XCTAssertEqual(state.waiting.count, 1)
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testACompletedInnersSlotGoesToAWaitingOne() {
        var state = State()
        _ = state.innerArrived("a")
        _ = state.innerArrived("b")
        _ = state.nextWaiting(maxConcurrent: 1, emitter: &emitter)
        _ = state.nextWaiting(maxConcurrent: 1, emitter: &emitter)
        XCTAssertEqual(printed(state.innerCompleted(onTrampoline: false, emitter: &emitter)), "subscribeWaiting")
        XCTAssertEqual(state.active, 0)
        XCTAssertEqual(state.nextWaiting(maxConcurrent: 1, emitter: &emitter), "b")
    }

    func testACompletionOnTheTrampolineHandsTheSlotToAWaitingInnerAtOnce() {
        var state = State()
        _ = state.innerArrived("a")
        _ = state.innerArrived("b")
        _ = state.nextWaiting(maxConcurrent: 1, emitter: &emitter)
        _ = state.nextWaiting(maxConcurrent: 1, emitter: &emitter)
        XCTAssertEqual(
            printed(state.innerCompleted(onTrampoline: true, emitter: &emitter)), "subscribeOnTrampoline(\"b\")")
        XCTAssertEqual(state.active, 1, "b took a's slot")
        XCTAssertEqual(state.waiting.count, 0)
    }

    func testTheSequenceCompletesOnceTheSourceHasAndNothingRunsOrWaits() {
        var state = State()
        _ = state.innerArrived("a")
        _ = state.nextWaiting(maxConcurrent: 2, emitter: &emitter)
        state.sourceCompleted(emitter: &emitter)
        XCTAssertEqual(printed(state.phase), "sourceCompleted")
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state.innerCompleted(onTrampoline: false, emitter: &emitter)), "none")
        XCTAssertEqual(emitter.emitted(), [.completed])
        XCTAssertEqual(printed(state.phase), "stopped")

        state = State()
        state.sourceCompleted(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed], "nothing ran")
    }

    func testTheLastWaitingInnerTakenCompletesNothingUntilItCompletes() {
        var state = State()
        _ = state.innerArrived("a")
        state.sourceCompleted(emitter: &emitter)
        XCTAssertEqual(state.nextWaiting(maxConcurrent: 1, emitter: &emitter), "a")
        XCTAssertNil(state.nextWaiting(maxConcurrent: 1, emitter: &emitter))
        XCTAssertEqual(emitter.emitted(), [])
        _ = state.innerCompleted(onTrampoline: false, emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
    }

    func testInnerElementsPassUntilAFailureEndsTheSequence() {
        var state = State()
        state.innerElement(.next(1), emitter: &emitter)
        state.failed(.error(StateTestError()), emitter: &emitter)
        state.innerElement(.next(2), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .error(StateTestError())])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testNothingHappensOnceStopped() {
        var state = State()
        state.failed(.error(StateTestError()), emitter: &emitter)
        _ = emitter.emitted()
        XCTAssertEqual(printed(state.innerArrived("a")), "none")
        XCTAssertNil(state.nextWaiting(maxConcurrent: 1, emitter: &emitter))
        XCTAssertEqual(printed(state.innerCompleted(onTrampoline: true, emitter: &emitter)), "none")
        state.sourceCompleted(emitter: &emitter)
        state.failed(.error(StateTestError()), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
    }
}
