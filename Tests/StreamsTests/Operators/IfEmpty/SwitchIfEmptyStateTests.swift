import StreamsTest
import XCTest

@testable import Streams

/// `SwitchIfEmptyState`'s one transition, from each state.
final class SwitchIfEmptyStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testAnEmptySourcesCompletionSubscribesTheOtherInsteadOfPassing() {
        var state = SwitchIfEmptyState<Int>.empty
        XCTAssertEqual(state.sourceEvent(.completed, emitter: &emitter), .subscribeOther)
        XCTAssertEqual(printed(state), "switched")
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testAnElementPassesAndMakesTheCompletionPassToo() {
        var state = SwitchIfEmptyState<Int>.empty
        XCTAssertEqual(state.sourceEvent(.next(1), emitter: &emitter), .none)
        XCTAssertEqual(printed(state), "nonEmpty")
        XCTAssertEqual(state.sourceEvent(.next(2), emitter: &emitter), .none)
        XCTAssertEqual(state.sourceEvent(.completed, emitter: &emitter), .none)
        XCTAssertEqual(emitter.emitted(), [.next(1), .next(2), .completed])
    }

    func testAnErrorPassesEmptyOrNot() {
        var state = SwitchIfEmptyState<Int>.empty
        XCTAssertEqual(state.sourceEvent(.error(StateTestError()), emitter: &emitter), .none)
        state = .nonEmpty
        XCTAssertEqual(state.sourceEvent(.error(StateTestError()), emitter: &emitter), .none)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError()), .error(StateTestError())])
    }

    func testTheSourceIsIgnoredOnceSwitched() {
        var state = SwitchIfEmptyState<Int>.switched
        for event in [Event<Int>.next(1), .error(StateTestError()), .completed] {
            XCTAssertEqual(state.sourceEvent(event, emitter: &emitter), .none)
        }
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(printed(state), "switched")
    }
}
