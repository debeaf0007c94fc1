import StreamsTest
import XCTest

@testable import Streams

/// `TimeoutState`'s transitions, one at a time.
final class TimeoutStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()

    func testEachElementPassesAndRestartsTheTimer() {
        var state = TimeoutState()
        XCTAssertEqual(printed(state.sourceEvent(.next(1), emitter: &emitter)), "startTimer(generation: 1)")
        XCTAssertEqual(printed(state.sourceEvent(.next(2), emitter: &emitter)), "startTimer(generation: 2)")
        XCTAssertEqual(emitter.emitted(), [.next(1), .next(2)])
    }

    func testAStopEventPassesStartsNoTimerAndOutdatesTheArmedOne() {
        var state = TimeoutState()
        _ = state.sourceEvent(.next(1), emitter: &emitter)
        XCTAssertEqual(printed(state.sourceEvent(Event<Int>.completed, emitter: &emitter)), "none")
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
        XCTAssertEqual(state.timerFired(1), .none)
    }

    func testOnlyTheLatestTimerSwitchesToTheOther() {
        var state = TimeoutState()
        _ = state.sourceEvent(.next(1), emitter: &emitter)
        _ = state.sourceEvent(.next(2), emitter: &emitter)
        XCTAssertEqual(state.timerFired(1), .none)
        XCTAssertEqual(printed(state.phase), "watching")
        XCTAssertEqual(state.timerFired(2), .switchToOther)
        XCTAssertEqual(printed(state.phase), "switched")
        _ = emitter.emitted()
    }

    func testTheSourceIsIgnoredOnceSwitched() {
        var state = TimeoutState()
        XCTAssertEqual(state.timerFired(0), .switchToOther, "the first timer, armed at subscription")
        XCTAssertEqual(printed(state.sourceEvent(.next(1), emitter: &emitter)), "none")
        XCTAssertEqual(printed(state.sourceEvent(Event<Int>.completed, emitter: &emitter)), "none")
        XCTAssertEqual(state.timerFired(0), .none)
        XCTAssertEqual(emitter.emitted(), [])
    }
}
