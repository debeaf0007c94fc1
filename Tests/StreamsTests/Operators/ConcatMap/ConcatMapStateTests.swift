import StreamsTest
import XCTest

@testable import Streams

/// `ConcatMapState`'s transitions, one at a time: inner sequences run one after the other, and
/// the subscription loop (`InnerPhase`) subscribes the next without recursing.
final class ConcatMapStateTests: LeakCheckingTestCase {
    typealias State = ConcatMapState<Int>

    private var emitter = EventEmitter<Int>()
    private let a = Observable<Int>.just(1)
    private let b = Observable<Int>.just(2)

    private func started(_ action: State.ElementAction) -> Observable<Int>? {
        guard case .startLoop(let inner) = action else { return nil }
        return inner
    }

    private func next(_ action: State.InnerAction) -> Observable<Int>? {
        guard case .subscribeNext(let inner) = action else { return nil }
        return inner
    }

    func testTheFirstElementStartsTheLoopAndLaterOnesWait() {
        var state = State()
        XCTAssertTrue(started(state.elementArrived(a)) === a)
        XCTAssertEqual(printed(state.inner), "subscribing")
        XCTAssertNil(started(state.elementArrived(b)))
        XCTAssertEqual(state.queue.count, 1)
    }

    func testTheLoopEndsWhenItsInnerIsStillRunning() {
        var state = State()
        _ = state.elementArrived(a)
        XCTAssertNil(next(state.innerSubscribed(emitter: &emitter)))
        XCTAssertEqual(printed(state.inner), "running")
        XCTAssertNil(started(state.elementArrived(b)), "b waits for a")
    }

    func testARunningInnersCompletionStartsALoopForTheNext() {
        var state = State()
        _ = state.elementArrived(a)
        _ = state.innerSubscribed(emitter: &emitter)
        _ = state.elementArrived(b)
        XCTAssertTrue(next(state.innerCompleted(emitter: &emitter)) === b)
        XCTAssertEqual(printed(state.inner), "subscribing")
        _ = state.innerSubscribed(emitter: &emitter)
        XCTAssertNil(next(state.innerCompleted(emitter: &emitter)))
        XCTAssertEqual(printed(state.inner), "idle")
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testAnInnerCompletingDuringItsSubscriptionLeavesTheNextToTheLoop() {
        var state = State()
        _ = state.elementArrived(a)
        _ = state.elementArrived(b)
        XCTAssertNil(next(state.innerCompleted(emitter: &emitter)), "no nested subscription")
        XCTAssertEqual(printed(state.inner), "subscribingCompleted")
        XCTAssertTrue(next(state.innerSubscribed(emitter: &emitter)) === b, "the loop takes it")
        XCTAssertEqual(printed(state.inner), "subscribing")
    }

    func testTheSequenceCompletesOnceTheSourceHasAndNoInnerRunsOrWaits() {
        var state = State()
        XCTAssertEqual(state.sourceCompleted(emitter: &emitter), .none, "completed with the source")
        XCTAssertEqual(emitter.emitted(), [.completed])

        state = State()
        _ = state.elementArrived(a)
        _ = state.innerSubscribed(emitter: &emitter)
        XCTAssertEqual(state.sourceCompleted(emitter: &emitter), .disposeSource)
        XCTAssertEqual(printed(state.phase), "sourceCompleted")
        XCTAssertEqual(emitter.emitted(), [])
        _ = state.innerCompleted(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        XCTAssertEqual(printed(state.phase), "terminated")
    }

    func testTheLastInnerCompletingDuringItsSubscriptionCompletesAtOnce() {
        var state = State()
        _ = state.elementArrived(a)
        _ = state.sourceCompleted(emitter: &emitter)
        _ = state.innerCompleted(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed], "not once the subscription has returned")
        XCTAssertNil(next(state.innerSubscribed(emitter: &emitter)))
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testInnerElementsPassUntilAFailureEndsEverything() {
        var state = State()
        _ = state.elementArrived(a)
        _ = state.elementArrived(b)
        state.innerElement(.next(1), emitter: &emitter)
        state.failed(StateTestError(), emitter: &emitter)
        state.innerElement(.next(2), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .error(StateTestError())])
        XCTAssertEqual(state.queue.count, 0)
        XCTAssertEqual(printed(state.phase), "terminated")
    }

    func testOnceTerminatedNothingIsSubscribedOrSent() {
        var state = State()
        _ = state.elementArrived(a)
        _ = state.elementArrived(b)
        state.terminate()
        XCTAssertEqual(state.queue.count, 0)
        XCTAssertNil(started(state.elementArrived(b)))
        XCTAssertNil(next(state.innerSubscribed(emitter: &emitter)), "the loop under way subscribes nothing more")
        XCTAssertNil(next(state.innerCompleted(emitter: &emitter)))
        XCTAssertEqual(state.sourceCompleted(emitter: &emitter), .disposeSource)
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
    }
}
