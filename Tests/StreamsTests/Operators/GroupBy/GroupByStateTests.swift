import StreamsTest
import XCTest

@testable import Streams

/// `GroupByState`'s transitions, one at a time.
final class GroupByStateTests: LeakCheckingTestCase {
    typealias State = GroupByState<String, Int>

    private var emitter = EventEmitter<GroupedObservable<String, Int>>()

    /// The keys of the groups emitted since the last call.
    private func emittedKeys() -> [String] {
        emitter.emitted().compactMap { event in
            guard case .next(let group) = event else { return nil }
            return group.key
        }
    }

    private func group(of action: State.ElementAction) -> PublishSubject<Int>? {
        guard case .send(let group) = action else { return nil }
        return group
    }

    func testANewKeyOpensAndEmitsItsGroupAndAKnownKeyReusesIt() {
        var state = State()
        var opened: [PublishSubject<Int>] = []
        let opening = { (subject: PublishSubject<Int>) -> Observable<Int> in
            opened.append(subject)
            return subject.asObservable()
        }
        let a = group(of: state.elementArrived(for: "a", emitter: &emitter, opening: opening))
        XCTAssertEqual(emittedKeys(), ["a"])
        XCTAssertTrue(a != nil && opened.count == 1 && opened[0] === a)
        let b = group(of: state.elementArrived(for: "b", emitter: &emitter, opening: opening))
        XCTAssertEqual(emittedKeys(), ["b"])
        XCTAssertTrue(group(of: state.elementArrived(for: "a", emitter: &emitter, opening: opening)) === a)
        XCTAssertEqual(emittedKeys(), [], "a known key's group is not emitted again")
        XCTAssertTrue(a !== b)
        XCTAssertEqual(opened.count, 2)
    }

    func testTheSourceStoppingEndsTheGroupsInTheOrderTheyOpened() {
        var state = State()
        var groups: [PublishSubject<Int>] = []
        for key in ["b", "a", "c", "a"] {
            if let group = group(of: state.elementArrived(for: key, emitter: &emitter, opening: { $0.asObservable() })),
                !groups.contains(where: { $0 === group })
            {
                groups.append(group)
            }
        }
        XCTAssertEqual(emittedKeys(), ["b", "a", "c"])
        guard case .end(let ending) = state.sourceStopped() else { return XCTFail("expected the groups to end") }
        XCTAssertEqual(ending.count, 3)
        XCTAssertTrue(zip(ending, groups).allSatisfy { $0 === $1 })
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testNothingHappensOnceStopped() {
        var state = State()
        _ = state.sourceStopped()
        guard case .none = state.elementArrived(for: "a", emitter: &emitter, opening: { $0.asObservable() }) else {
            return XCTFail("expected the element dropped")
        }
        guard case .none = state.sourceStopped() else { return XCTFail("expected nothing more to end") }
        XCTAssertEqual(emittedKeys(), [])
    }
}
