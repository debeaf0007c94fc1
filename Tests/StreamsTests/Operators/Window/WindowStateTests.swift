import StreamsTest
import XCTest

@testable import Streams

/// `WindowState`'s transitions, one at a time. Its deliveries are read as text, the windows
/// named by the order they opened in: `open w1`, `w1 next(1)`, `w1 completed`, `downstream
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
            case .opened(let window): "open \(name(window))"
            case .window(let window, let event): "\(name(window)) \(event)"
            case .downstream(let event): "downstream \(event)"
            }
        }
    }

    func testTheFirstWindowIsDeliveredAtSubscription() {
        let state = WindowState<Int>()
        state.subscribed(&emitter)
        XCTAssertEqual(delivered(), ["open w1"])
    }

    func testElementsGoToTheOpenWindowUntilTheCountThenTheNextOpens() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        XCTAssertEqual(printed(state.elementArrived(.next(1), count: 2, &emitter)), "none")
        XCTAssertEqual(printed(state.elementArrived(.next(2), count: 2, &emitter)), "armTimer(window: 1)")
        XCTAssertEqual(delivered(), ["open w1", "w1 next(1)", "w1 next(2)", "w1 completed", "open w2"])
        XCTAssertEqual(state.window, 1)
    }

    func testTheOpenWindowsTimerClosesItAndOpensTheNext() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        _ = state.elementArrived(.next(1), count: 5, &emitter)
        XCTAssertEqual(printed(state.timerFired(window: 0, &emitter)), "armTimer(window: 1)")
        XCTAssertEqual(delivered(), ["open w1", "w1 next(1)", "w1 completed", "open w2"])
    }

    func testAnOlderWindowsTimerDoesNothing() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        _ = state.elementArrived(.next(1), count: 1, &emitter)  // the count closed window 0
        XCTAssertEqual(printed(state.timerFired(window: 0, &emitter)), "none")
        XCTAssertEqual(delivered(), ["open w1", "w1 next(1)", "w1 completed", "open w2"])
    }

    func testAStopEventEndsTheOpenWindowThenTheSequence() {
        var state = WindowState<Int>()
        state.subscribed(&emitter)
        state.completed(&emitter)
        XCTAssertEqual(delivered(), ["open w1", "w1 completed", "downstream completed"])
        XCTAssertEqual(printed(state.phase), "stopped")

        windows = []
        state = WindowState<Int>()
        state.subscribed(&emitter)
        state.failed(StateTestError(), &emitter)
        XCTAssertEqual(
            delivered(), ["open w1", "w1 error(\(StateTestError()))", "downstream error(\(StateTestError()))"])
    }

    func testNothingHappensOnceStopped() {
        var state = WindowState<Int>()
        state.completed(&emitter)
        _ = delivered()
        XCTAssertEqual(printed(state.elementArrived(.next(1), count: 1, &emitter)), "none")
        XCTAssertEqual(printed(state.timerFired(window: 0, &emitter)), "none")
        state.failed(StateTestError(), &emitter)
        state.completed(&emitter)
        XCTAssertEqual(delivered(), [])
    }
}
