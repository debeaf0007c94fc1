import StreamsTest
import XCTest

@testable import Streams

/// `MulticastState`'s transitions: the subject made lazily, a connection made outside the lock,
/// a connection ending.
final class MulticastStateTests: LeakCheckingTestCase {
    typealias Subject = PublishSubject<Int>
    typealias State = MulticastState<Subject>

    private func connections(_ count: Int) -> (ConnectableObservableAdapter<Subject>, [MulticastConnection<Subject>]) {
        madeOutsideAnySubscription {
            let adapter = ConnectableObservableAdapter(source: Observable<Int>.never(), makeSubject: { Subject() })
            let made = (0..<count).map { _ in MulticastConnection(parent: adapter, observer: AnyObserver { _ in }) }
            return (adapter, made)
        }
    }

    func testTheFirstSubjectMadeIsKeptAndNumbered() {
        var state = State()
        XCTAssertNil(state.currentSubject)
        let first = Subject()
        let made = state.subjectMade(first)
        XCTAssertTrue(made.subject === first)
        XCTAssertEqual(made.generation, 1)
        let late = state.subjectMade(Subject())
        XCTAssertTrue(late.subject === first, "one made meanwhile elsewhere is dropped")
        XCTAssertEqual(state.currentSubject?.generation, 1)
    }

    func testAConnectionMadeForTheCurrentSubjectBecomesTheConnection() {
        let (adapter, made) = connections(2)
        var state = State()
        let generation = state.subjectMade(Subject()).generation
        XCTAssertTrue(state.connectionMade(made[0], forGeneration: generation) === made[0])
        XCTAssertTrue(state.connectionMade(made[1], forGeneration: generation) === made[0], "the one made first")
        withExtendedLifetime(adapter) {}
    }

    func testAConnectionMadeForAForgottenSubjectStartsAgain() {
        let (adapter, made) = connections(2)
        var state = State()
        let generation = state.subjectMade(Subject()).generation
        _ = state.connectionMade(made[0], forGeneration: generation)
        state.connectionEnded(made[0])
        XCTAssertNil(state.currentSubject, "the subject is forgotten with its connection")
        XCTAssertNil(state.connectionMade(made[1], forGeneration: generation))
        XCTAssertEqual(state.subjectMade(Subject()).generation, 2)
        XCTAssertNil(state.connectionMade(made[1], forGeneration: generation), "its subject is not the current one")
        withExtendedLifetime(adapter) {}
    }

    func testOnlyTheCurrentConnectionEndingForgetsTheSubject() {
        let (adapter, made) = connections(2)
        var state = State()
        let generation = state.subjectMade(Subject()).generation
        _ = state.connectionMade(made[0], forGeneration: generation)
        state.connectionEnded(made[1])
        XCTAssertTrue(state.connection === made[0])
        XCTAssertNotNil(state.currentSubject)
        withExtendedLifetime(adapter) {}
    }
}
