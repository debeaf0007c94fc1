import StreamsTest
import XCTest

@testable import Streams

/// `WindowState`'s transitions, one at a time. Its deliveries are read as text, the windows
/// named by the order they opened in, with the number their timer is armed for once
/// downstream has them: `open w1 (timer 0)`, `w1 next(1)`, `w1 completed`, `downstream
/// completed`.
final class WindowStateTests: LeakCheckingTestCase {
    private var emitter = DeliveryEmitter<WindowDelivery<Int>>()
    private var windows: [PublishSubject<Int>] = []

    override func tearDown() {
        windows = []
        super.tearDown()
    }

    private func name(_ window: PublishSubject<Int>) -> String {
        if let index = windows.firstIndex(where: { $0 === window }) { return "w\(index + 1)" }
        windows.append(window)
        return "w\(windows.count)"
    }

    private func delivered() -> [String] {
        emitter.emitted().map { delivery in
            switch delivery {
            case .opened(let window, let number): "open \(name(window)) (timer \(number))"
            case .window(let window, let event): "\(name(window)) \(event)"
            case .downstream(let event): "downstream \(event)"
            }
        }
    }

    func testTheFirstWindowIsDeliveredAtSubscription() {
        let state = WindowState<Int>()
        state.subscribed(&emitter)
        XCTAssertEqual(delivered(), ["open w1 (timer 0)"])
    }

    func testElementsGoToTheOpenWindowUntilTheCountThenTheNextOpens() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        state.elementArrived(.next(1), count: 2, &emitter)
        XCTAssertEqual(delivered(), ["open w1 (timer 0)", "w1 next(1)"])
        state.elementArrived(.next(2), count: 2, &emitter)
        XCTAssertEqual(delivered(), ["w1 next(2)", "w1 completed", "open w2 (timer 1)"])
        XCTAssertEqual(state.window, 1)
    }

    func testTheOpenWindowsTimerClosesItAndOpensTheNext() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        state.elementArrived(.next(1), count: 5, &emitter)
        state.timerFired(window: 0, &emitter)
        XCTAssertEqual(delivered(), ["open w1 (timer 0)", "w1 next(1)", "w1 completed", "open w2 (timer 1)"])
        XCTAssertEqual(state.window, 1)
    }

    func testAnOlderWindowsTimerDoesNothing() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        state.elementArrived(.next(1), count: 1, &emitter)  // the count closed window 0
        XCTAssertEqual(delivered(), ["open w1 (timer 0)", "w1 next(1)", "w1 completed", "open w2 (timer 1)"])
        state.timerFired(window: 0, &emitter)
        XCTAssertEqual(delivered(), [])
        XCTAssertEqual(state.window, 1)
    }

    func testAStopEventEndsTheOpenWindowThenTheSequence() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        state.completed(&emitter)
        XCTAssertEqual(delivered(), ["open w1 (timer 0)", "w1 completed", "downstream completed"])
        XCTAssertEqual(printed(state.phase), "stopped")

        windows = []
        state = WindowState<Int>()
        state.subscribed(&emitter)
        state.failed(StateTestError(), &emitter)
        XCTAssertEqual(
            delivered(),
            ["open w1 (timer 0)", "w1 error(\(StateTestError()))", "downstream error(\(StateTestError()))"])
    }

    func testNothingHappensOnceStopped() {
        var state = WindowState<Int>()
        state.completed(&emitter)
        _ = delivered()
        state.elementArrived(.next(1), count: 1, &emitter)
        state.timerFired(window: 0, &emitter)
        state.failed(StateTestError(), &emitter)
        state.completed(&emitter)
        XCTAssertEqual(delivered(), [])
    }
}
