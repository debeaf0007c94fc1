import StreamsTest
import XCTest

@testable import Streams

/// `SharingState`'s transitions, one at a time: subscribers arriving and leaving, and a
/// connection's source stopping. Connections are made as `share` makes them; nothing is
/// subscribed.
final class SharingStateTests: LeakCheckingTestCase {
    typealias State = SharingState<Int>

    private func connections(_ count: Int) -> [ShareConnection<Int>] {
        madeOutsideAnySubscription {
            let sharing = Sharing(source: Observable<Int>.never(), replay: 0, scope: .whileConnected)
            return (0..<count).map { _ in
                ShareConnection(parent: sharing, subject: ShareConnection.makeSubject(replay: 0))
            }
        }
    }

    private func connection(of arrival: State.Arrival) -> (ShareConnection<Int>, isNew: Bool)? {
        switch arrival {
        case .replayStop: nil
        case .join(let connection): (connection, false)
        case .connect(let connection): (connection, true)
        }
    }

    func testTheFirstSubscriberMakesAConnectionAndTheNextJoinIt() {
        let made = connections(1)
        var state = State()
        var makes = 0
        let first = connection(
            of: state.subscriberArrived(makingConnection: {
                makes += 1
                return made[0]
            }))
        XCTAssertTrue(first?.0 === made[0] && first?.isNew == true)
        let second = connection(
            of: state.subscriberArrived(makingConnection: {
                makes += 1
                return made[0]
            }))
        XCTAssertTrue(second?.0 === made[0] && second?.isNew == false)
        XCTAssertEqual(makes, 1)
        XCTAssertEqual(state.subscriberCount, 2)
        XCTAssertTrue(state.isCurrent(made[0]))
    }

    func testTheLastSubscriberLeavingEndsTheConnection() {
        let made = connections(1)
        var state = State()
        _ = state.subscriberArrived(makingConnection: { made[0] })
        _ = state.subscriberArrived(makingConnection: { made[0] })
        XCTAssertFalse(state.subscriberLeft(made[0]))
        XCTAssertTrue(state.subscriberLeft(made[0]), "the last one: disconnect")
        XCTAssertFalse(state.isCurrent(made[0]))
        XCTAssertNil(state.connection)
    }

    func testSubscribersOfAnEndedConnectionLeavingChangeNothing() {
        let made = connections(2)
        var state = State()
        _ = state.subscriberArrived(makingConnection: { made[0] })
        _ = state.subscriberArrived(makingConnection: { made[0] })
        XCTAssertTrue(state.sourceStopped(made[0], isForever: false, disposesSourceOnStop: true))
        _ = state.subscriberArrived(makingConnection: { made[1] })
        XCTAssertFalse(state.subscriberLeft(made[0]))
        XCTAssertFalse(state.subscriberLeft(made[0]))
        XCTAssertEqual(state.subscriberCount, 1, "the new connection's count")
        XCTAssertTrue(state.isCurrent(made[1]))
    }

    func testTheSourceStoppingEndsTheConnectionAndDisconnectsWhenTheScopeSaysSo() {
        for disposes in [true, false] {
            let made = connections(1)
            var state = State()
            _ = state.subscriberArrived(makingConnection: { made[0] })
            XCTAssertEqual(state.sourceStopped(made[0], isForever: false, disposesSourceOnStop: disposes), disposes)
            XCTAssertFalse(state.isCurrent(made[0]))
            XCTAssertFalse(state.isStopped)
        }
    }

    func testAForeverShareStaysStoppedAndReplaysTheStopToLaterSubscribers() {
        let made = connections(2)
        var state = State()
        _ = state.subscriberArrived(makingConnection: { made[0] })
        XCTAssertTrue(state.sourceStopped(made[0], isForever: true, disposesSourceOnStop: true))
        XCTAssertTrue(state.isStopped)
        guard case .replayStop = state.subscriberArrived(makingConnection: { made[1] }) else {
            return XCTFail("expected the stop replayed")
        }
    }

    func testAnEndedConnectionStoppingChangesNothingButAForeverShareStops() {
        let made = connections(2)
        var state = State()
        _ = state.subscriberArrived(makingConnection: { made[0] })
        _ = state.subscriberLeft(made[0])
        _ = state.subscriberArrived(makingConnection: { made[1] })
        XCTAssertFalse(state.sourceStopped(made[0], isForever: false, disposesSourceOnStop: true))
        XCTAssertTrue(state.isCurrent(made[1]))
        XCTAssertFalse(state.sourceStopped(made[0], isForever: true, disposesSourceOnStop: true))
        XCTAssertTrue(state.isStopped)
    }
}
