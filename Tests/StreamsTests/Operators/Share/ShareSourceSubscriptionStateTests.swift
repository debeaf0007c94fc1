import StreamsTest
import XCTest

@testable import Streams

/// `ShareSourceSubscriptionState`'s transitions: the source's subscription arriving, the
/// connection ending, the source stopping — in any order.
final class ShareSourceSubscriptionStateTests: LeakCheckingTestCase {
    typealias State = ShareSourceSubscriptionState

    func testASubscriptionArrivingFirstIsKeptForWhicheverEndComes() {
        let subscription = BooleanDisposable()
        var state = State.waiting
        XCTAssertFalse(state.subscribed(subscription))
        XCTAssertTrue(state.disposed() as? BooleanDisposable === subscription)
        XCTAssertEqual(printed(state), "disposed")
        XCTAssertNil(state.disposed())

        state = .waiting
        _ = state.subscribed(subscription)
        XCTAssertTrue(state.released() as? BooleanDisposable === subscription)
        XCTAssertEqual(printed(state), "released")
        XCTAssertNil(state.released())
        XCTAssertFalse(subscription.isDisposed, "the state only hands it over")
    }

    func testASubscriptionArrivingAfterTheConnectionEndedIsDisposedAtOnce() {
        var state = State.waiting
        XCTAssertNil(state.disposed())
        XCTAssertTrue(state.subscribed(BooleanDisposable()))
    }

    func testASubscriptionArrivingAfterTheSourceStoppedIsLetGo() {
        var state = State.waiting
        XCTAssertNil(state.released())
        XCTAssertFalse(state.subscribed(BooleanDisposable()))
        XCTAssertEqual(printed(state), "released")
        XCTAssertNil(state.disposed())
        XCTAssertEqual(printed(state), "disposed")
    }
}
