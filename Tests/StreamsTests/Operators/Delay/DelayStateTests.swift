import Foundation
import StreamsTest
import XCTest

@testable import Streams

/// `DelayState`'s transitions, one at a time: events wait in a queue, drained one delivery at a
/// time.
final class DelayStateTests: LeakCheckingTestCase {
    private var emitter = EventEmitter<Int>()
    private let t0 = Date(timeIntervalSince1970: 0)
    private let t1 = Date(timeIntervalSince1970: 1)

    func testTheFirstEventStartsADrainAndLaterOnesWaitBehindIt() {
        var state = DelayState<Int>()
        XCTAssertEqual(printed(state.eventArrived(.next(1), at: t0)), "startsDrain(number: 1)")
        XCTAssertEqual(printed(state.phase), "scheduled")
        XCTAssertEqual(printed(state.eventArrived(.next(2), at: t1)), "none")
        XCTAssertEqual(state.queue.count, 2)
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testADrainDeliversTheFirstEventThenSchedulesItselfForTheNext() {
        var state = DelayState<Int>()
        _ = state.eventArrived(.next(1), at: t0)
        _ = state.eventArrived(.next(2), at: t1)
        XCTAssertEqual(printed(state.drainFired(emitter: &emitter)), "afterDelivery")
        XCTAssertEqual(emitter.emitted(), [.next(1)])
        XCTAssertEqual(printed(state.phase), "delivering")
        XCTAssertEqual(printed(state.eventArrived(.completed, at: t1)), "none", "it waits behind the drain")
        guard case .schedule(let after) = state.deliveryDone(emitter: &emitter), after == t1 else {
            return XCTFail("expected the drain scheduled after the next event's arrival")
        }
        XCTAssertEqual(printed(state.phase), "scheduled")
        XCTAssertEqual(printed(state.drainFired(emitter: &emitter)), "afterDelivery")
        XCTAssertEqual(printed(state.deliveryDone(emitter: &emitter)), "schedule(after: \(t1))")
        XCTAssertEqual(printed(state.drainFired(emitter: &emitter)), "stop", "the completion ends the drain")
        XCTAssertEqual(emitter.emitted(), [.next(2), .completed])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testADrainThatFindsTheQueueEmptyEndsAndTheNextEventStartsAnother() {
        var state = DelayState<Int>()
        _ = state.eventArrived(.next(1), at: t0)
        _ = state.drainFired(emitter: &emitter)
        XCTAssertEqual(printed(state.deliveryDone(emitter: &emitter)), "stop")
        XCTAssertEqual(printed(state.phase), "idle")
        XCTAssertEqual(printed(state.eventArrived(.next(2), at: t1)), "startsDrain(number: 2)")
    }

    func testAFailureDropsTheWaitingEventsAndIsSentAtOnceWhenNoDeliveryIsUnderWay() {
        var state = DelayState<Int>()
        _ = state.eventArrived(.next(1), at: t0)
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(state.queue.count, 0)
        XCTAssertEqual(printed(state.phase), "stopped")
        XCTAssertEqual(printed(state.drainFired(emitter: &emitter)), "stop", "the drain scheduled before finds it over")
        XCTAssertEqual(emitter.emitted(), [])
    }

    func testAFailureDuringADeliveryIsSentOnceTheDeliveryIsDone() {
        var state = DelayState<Int>()
        _ = state.eventArrived(.next(1), at: t0)
        _ = state.eventArrived(.next(2), at: t1)
        _ = state.drainFired(emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [.next(1)])
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(state.queue.count, 0)
        XCTAssertEqual(printed(state.deliveryDone(emitter: &emitter)), "stop")
        XCTAssertEqual(emitter.emitted(), [.error(StateTestError())])
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testNothingArrivesOnceStopped() {
        var state = DelayState<Int>()
        state.failed(StateTestError(), emitter: &emitter)
        _ = emitter.emitted()
        XCTAssertEqual(printed(state.eventArrived(.next(1), at: t0)), "none")
        state.failed(StateTestError(), emitter: &emitter)
        XCTAssertEqual(emitter.emitted(), [])
        XCTAssertEqual(state.queue.count, 0)
    }
}
