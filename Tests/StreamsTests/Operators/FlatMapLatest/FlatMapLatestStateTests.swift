import StreamsTest
import XCTest

@testable import Streams

/// `FlatMapLatestState`'s transitions, one at a time: what each emits, returns and leaves, and
/// the lock-free mirror (`FlatMapLatestInner.passes`) each keeps.
final class FlatMapLatestStateTests: LeakCheckingTestCase {
    typealias State = FlatMapLatestState<Int, Observable<Int>>
    typealias Inner = FlatMapLatestInner<Int, Observable<Int>>

    private var emitter = EventEmitter<Int>()

    /// Two inner subscriptions of one sink, made as the sink makes them (nothing is subscribed).
    private func inners() -> (Inner, Inner) {
        madeOutsideAnySubscription {
            let sink = FlatMapLatestSink<Int, Observable<Int>>(selector: { .just($0) }, observer: AnyObserver { _ in })
            return (Inner(parent: sink), Inner(parent: sink))
        }
    }

    private func assertRunning(_ state: State, latest: Inner?, file: StaticString = #filePath, line: UInt = #line) {
        guard case .running(let current) = state, current === latest else {
            return XCTFail("expected running, found \(state)", file: file, line: line)
        }
    }

    private func assertTerminated(_ state: State, latest: Inner?, file: StaticString = #filePath, line: UInt = #line) {
        guard case .terminated(let current) = state, current === latest else {
            return XCTFail("expected terminated, found \(state)", file: file, line: line)
        }
    }

    func testAnElementWhileRunningSwitchesToItsInnerAndMovesTheMirror() {
        let (a, b) = inners()
        var state = State.running(latest: nil)
        guard case .switchTo(nil) = state.elementArrived(a) else { return XCTFail("expected a switch from none") }
        assertRunning(state, latest: a)
        XCTAssertTrue(a.passes)
        guard case .switchTo(let previous) = state.elementArrived(b), previous === a else {
            return XCTFail("expected a switch from a")
        }
        assertRunning(state, latest: b)
        XCTAssertFalse(a.passes)
        XCTAssertTrue(b.passes)
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testAnElementOnceDisposedIsSubscribedAndLetGoOfWithoutPassing() {
        let (a, _) = inners()
        var state = State.disposed
        guard case .subscribeDisposed = state.elementArrived(a) else { return XCTFail("expected subscribeDisposed") }
        guard case .disposed = state else { return XCTFail("expected disposed, found \(state)") }
        XCTAssertFalse(a.passes)
    }

    func testAnElementOnceTerminatedIsIgnored() {
        let (a, b) = inners()
        var state = State.terminated(latest: a)
        guard case .ignore = state.elementArrived(b) else { return XCTFail("expected ignore") }
        assertTerminated(state, latest: a)
        state = .terminatedAndDisposed
        guard case .ignore = state.elementArrived(b) else { return XCTFail("expected ignore") }
        guard case .terminatedAndDisposed = state else { return XCTFail("expected terminatedAndDisposed") }
        XCTAssertFalse(b.passes)
    }

    func testTheSourceCompletingCompletesWhenNoInnerRanOrTheLatestHasStopped() {
        var state = State.running(latest: nil)
        state.sourceCompleted(&emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        assertTerminated(state, latest: nil)

        let (a, _) = inners()
        state = .running(latest: nil)
        _ = state.elementArrived(a)
        a.dispose()  // a completed: it has stopped
        state.sourceCompleted(&emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        assertTerminated(state, latest: a)
        XCTAssertFalse(a.passes)
    }

    func testTheSourceCompletingWhileTheLatestRunsLeavesTheCompletionToIt() {
        let (a, _) = inners()
        var state = State.running(latest: nil)
        _ = state.elementArrived(a)
        state.sourceCompleted(&emitter)
        XCTAssertEqual(emitter.emitted(), [])
        assertRunning(state, latest: a)
        XCTAssertTrue(a.passes)
    }

    func testTheSourceCompletingOnceDisposedOrTerminatedSendsNothing() {
        var state = State.disposed
        state.sourceCompleted(&emitter)
        guard case .terminatedAndDisposed = state else { return XCTFail("expected terminatedAndDisposed") }
        state = .terminated(latest: nil)
        state.sourceCompleted(&emitter)
        assertTerminated(state, latest: nil)
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testAFailureWhileRunningEndsTheSequenceAndClearsTheMirror() {
        let (a, _) = inners()
        var state = State.running(latest: nil)
        _ = state.elementArrived(a)
        state.failed(StateTestError(), &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        assertTerminated(state, latest: a)
        XCTAssertFalse(a.passes)
    }

    func testAFailureOnceDisposedOrTerminatedSendsNothing() {
        var state = State.disposed
        state.failed(StateTestError(), &emitter)
        guard case .terminatedAndDisposed = state else { return XCTFail("expected terminatedAndDisposed") }
        state = .terminated(latest: nil)
        state.failed(StateTestError(), &emitter)
        assertTerminated(state, latest: nil)
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testOnlyTheLatestInnerCompletingCompletesTheSequence() {
        let (a, b) = inners()
        var state = State.running(latest: nil)
        _ = state.elementArrived(a)
        _ = state.elementArrived(b)
        state.innerCompleted(a, &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        assertRunning(state, latest: b)
        state.innerCompleted(b, &emitter)
        XCTAssertEqual(emitter.emitted(), [.completed])
        assertTerminated(state, latest: b)
        state.innerCompleted(b, &emitter)
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testOnlyTheLatestInnerFailingEndsTheSequenceAfterItsDisposal() {
        let (a, b) = inners()
        var state = State.running(latest: nil)
        _ = state.elementArrived(a)
        _ = state.elementArrived(b)
        XCTAssertEqual(state.innerFailed(a), .disposeInner)
        assertRunning(state, latest: b)
        XCTAssertEqual(state.innerFailed(b), .disposeInnerThenFail)
        assertTerminated(state, latest: b)
        XCTAssertFalse(b.passes)
        XCTAssertEqual(state.innerFailed(b), .disposeInner)
        XCTAssertEqual(emitter.emitted(), [], "the sink passes the error on itself, once the inner is disposed")
    }

    func testOnlyTheLatestInnersElementsPassAndOnlyWhileRunning() {
        let (a, b) = inners()
        var state = State.running(latest: nil)
        XCTAssertFalse(state.passesElement(from: a))
        _ = state.elementArrived(a)
        _ = state.elementArrived(b)
        XCTAssertFalse(state.passesElement(from: a))
        XCTAssertTrue(state.passesElement(from: b))
        for stopped in [State.terminated(latest: b), .disposed, .terminatedAndDisposed] {
            XCTAssertFalse(stopped.passesElement(from: b))
        }
    }

    func testDisposalReturnsTheLatestInnerForTheSinkToDispose() {
        let (a, _) = inners()
        var state = State.running(latest: nil)
        _ = state.elementArrived(a)
        XCTAssertTrue(state.disposed() === a)
        guard case .disposed = state else { return XCTFail("expected disposed, found \(state)") }
        XCTAssertFalse(a.passes)
        XCTAssertNil(state.disposed())

        state = .terminated(latest: a)
        XCTAssertTrue(state.disposed() === a)
        guard case .terminatedAndDisposed = state else { return XCTFail("expected terminatedAndDisposed") }
        XCTAssertNil(state.disposed())
    }
}
