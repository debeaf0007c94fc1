import Foundation
import StreamsTest
import XCTest

@testable import Streams

/// `ThrottleState`'s transitions, one at a time, with a window of 10 seconds.
final class ThrottleStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()
    private let dueTime = RxTimeInterval.seconds(10)

    private func time(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }

    /// The phase, and the element waiting for the window's timer if one does: `open(unsent: 2)`.
    private func described(_ state: ThrottleState<Int>) -> String {
        "\(state.phase)" + (state.unsent.map { "(unsent: \($0))" } ?? "")
    }

    /// The window of the timer `action` arms after `delay`, if it arms one.
    private func armedWindow(_ action: ThrottleAction, delay: RxTimeInterval) -> UInt64? {
        guard case .armTimer(let armedDelay, let window) = action, armedDelay == delay else { return nil }
        return window
    }

    func testAnElementOutsideAWindowIsSentAtOnceAndOpensOne() {
        var state = ThrottleState<Int>()
        let action = state.elementArrived(1, at: time(0), dueTime: dueTime, latest: true, emitter: &emitter)
        XCTAssertEqual(printed(action), "none")
        XCTAssertEqual(emitter.emitted(), [.next(1)])
        XCTAssertEqual(state.lastSentTime, time(0))
        XCTAssertEqual(state.window, 1)
        XCTAssertEqual(
            printed(state.elementArrived(2, at: time(10), dueTime: dueTime, latest: true, emitter: &emitter)), "none")
        XCTAssertEqual(emitter.emitted(), [.next(2)], "the window has ended: sent at once")
    }

    func testWithLatestTheLastElementOfAWindowWaitsForItsTimer() {
        var state = ThrottleState<Int>()
        _ = state.elementArrived(1, at: time(0), dueTime: dueTime, latest: true, emitter: &emitter)
        let armed = state.elementArrived(2, at: time(3), dueTime: dueTime, latest: true, emitter: &emitter)
        XCTAssertEqual(armedWindow(armed, delay: .seconds(7)), 2)
        XCTAssertEqual(described(state), "open(unsent: 2)")
        let next = state.elementArrived(3, at: time(5), dueTime: dueTime, latest: true, emitter: &emitter)
        XCTAssertEqual(printed(next), "none", "the timer is armed already")
        XCTAssertEqual(described(state), "open(unsent: 3)")
        XCTAssertEqual(emitter.emitted(), [.next(1)])
        state.timerFired(window: 2, at: time(10), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(3)])
        XCTAssertEqual(described(state), "open")
        XCTAssertEqual(state.lastSentTime, time(10))
    }

    func testWithoutLatestElementsInAWindowAreDropped() {
        var state = ThrottleState<Int>()
        _ = state.elementArrived(1, at: time(0), dueTime: dueTime, latest: false, emitter: &emitter)
        let action = state.elementArrived(2, at: time(3), dueTime: dueTime, latest: false, emitter: &emitter)
        XCTAssertEqual(printed(action), "none")
        XCTAssertEqual(described(state), "open")
        XCTAssertEqual(emitter.emitted(), [.next(1)])
    }

    func testAnOvertakenTimerDoesNothing() {
        var state = ThrottleState<Int>()
        _ = state.elementArrived(1, at: time(0), dueTime: dueTime, latest: true, emitter: &emitter)
        _ = state.elementArrived(2, at: time(3), dueTime: dueTime, latest: true, emitter: &emitter)  // timer 2
        // Timer 2 is late: an element at the window's end is sent at once, and the next waits.
        _ = state.elementArrived(3, at: time(10), dueTime: dueTime, latest: true, emitter: &emitter)
        let armed = state.elementArrived(4, at: time(12), dueTime: dueTime, latest: true, emitter: &emitter)
        XCTAssertEqual(armedWindow(armed, delay: .seconds(8)), 4)
        XCTAssertEqual(emitter.emitted(), [.next(1), .next(3)])
        state.timerFired(window: 2, at: time(13), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(described(state), "open(unsent: 4)")
    }

    func testACompletionWaitsForTheUnsentElementsTimer() {
        var state = ThrottleState<Int>()
        _ = state.elementArrived(1, at: time(0), dueTime: dueTime, latest: true, emitter: &emitter)
        _ = state.elementArrived(2, at: time(3), dueTime: dueTime, latest: true, emitter: &emitter)
        state.completed(emitter: &emitter)
        XCTAssertEqual(described(state), "completing(unsent: 2)")
        XCTAssertEqual(
            printed(state.elementArrived(3, at: time(4), dueTime: dueTime, latest: true, emitter: &emitter)), "none")
        XCTAssertEqual(emitter.emitted(), [.next(1)])
        state.timerFired(window: 2, at: time(10), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(2), .completed])
        XCTAssertEqual(described(state), "stopped")
    }

    func testACompletionWithNothingWaitingIsSentAtOnce() {
        var state = ThrottleState<Int>()
        _ = state.elementArrived(1, at: time(0), dueTime: dueTime, latest: true, emitter: &emitter)
        state.completed(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1), .completed])
        XCTAssertEqual(described(state), "stopped")
    }

    func testAFailureDropsTheUnsentElement() {
        for completing in [false, true] {
            var state = ThrottleState<Int>()
            _ = state.elementArrived(1, at: time(0), dueTime: dueTime, latest: true, emitter: &emitter)
            _ = state.elementArrived(2, at: time(3), dueTime: dueTime, latest: true, emitter: &emitter)
            if completing { state.completed(emitter: &emitter) }
            state.failed(StateTestError(), emitter: &emitter)
            XCTAssertEqual(emitter.emitted(), [.next(1), .error(StateTestError())])
            XCTAssertEqual(described(state), "stopped")
        }
    }

    func testNothingHappensOnceStopped() {
        var state = ThrottleState<Int>()
        state.completed(emitter: &emitter)
        _ = emitter.emitted()
        XCTAssertEqual(
            printed(state.elementArrived(1, at: time(0), dueTime: dueTime, latest: true, emitter: &emitter)), "none")
        state.timerFired(window: state.window, at: time(1), emitter: &emitter)
        state.completed(emitter: &emitter)
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(described(state), "stopped")
    }
}
