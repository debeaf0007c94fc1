import StreamsTest
import XCTest

@testable import Streams

/// `AmbState`'s one transition: the first event decides the winner.
final class AmbStateTests: LeakCheckingTestCase {
    func testTheFirstEventWinsAndDisposesTheLoser() {
        for first in [AmbSide.left, .right] {
            var state = AmbState.undecided
            XCTAssertEqual(state.eventArrived(from: first), .disposeLoserThenForward)
            guard case .won(let winner) = state else { return XCTFail("expected a winner") }
            XCTAssertEqual(winner, first)
        }
    }

    func testOnlyTheWinnersEventsPassOnceDecided() {
        var state = AmbState.won(by: .right)
        XCTAssertEqual(state.eventArrived(from: .right), .forward)
        XCTAssertEqual(state.eventArrived(from: .left), .ignore)
        XCTAssertEqual(state.eventArrived(from: .right), .forward)
        guard case .won(by: .right) = state else { return XCTFail("expected right to stay the winner") }
    }
}
