import StreamsTest
import XCTest

@testable import Streams

/// `ObserveOnState`'s transitions: events queue for one drain at a time.
final class ObserveOnStateTests: LeakCheckingTestCase {
    func testTheFirstEventSchedulesADrainAndLaterOnesWaitForIt() {
        var state = ObserveOnState<Int>()
        XCTAssertTrue(state.eventArrived(.next(1)))
        XCTAssertTrue(state.isRunning)
        XCTAssertFalse(state.eventArrived(.next(2)))
        XCTAssertEqual(state.queue.count, 2)
    }

    func testTheDrainDeliversTheEventsInOrderAndEndsWhenNoneWaits() {
        var state = ObserveOnState<Int>()
        _ = state.eventArrived(.next(1))
        _ = state.eventArrived(.completed)
        XCTAssertEqual(state.nextEvent(), .next(1))
        XCTAssertTrue(state.delivered(), "one more waits")
        XCTAssertEqual(state.nextEvent(), .completed)
        XCTAssertFalse(state.delivered())
        XCTAssertFalse(state.isRunning)
        XCTAssertTrue(state.eventArrived(.next(3)), "the drain ended: the next event schedules one")
    }

    func testAnEventArrivingDuringADeliveryKeepsTheDrainGoing() {
        var state = ObserveOnState<Int>()
        _ = state.eventArrived(.next(1))
        XCTAssertEqual(state.nextEvent(), .next(1))
        XCTAssertFalse(state.eventArrived(.next(2)), "the running drain takes it")
        XCTAssertTrue(state.delivered())
        XCTAssertEqual(state.nextEvent(), .next(2))
    }

    func testADrainFindingNothingEnds() {
        var state = ObserveOnState<Int>()
        _ = state.eventArrived(.next(1))
        _ = state.nextEvent()
        XCTAssertNil(state.nextEvent())
        XCTAssertFalse(state.isRunning)
    }
}
