import Foundation
import Streams
import StreamsArchitecture
import StreamsArchitectureTest
import StreamsTest
import XCTest

final class EffectTests: LeakCheckingTestCase {
    private enum Child: Equatable { case ping(Int) }
    private enum Parent: Equatable {
        case child(Child)
        case start
        case failed(String)
    }
    private struct Boom: Error {}

    func testMapTransformsTheActionsOfEveryKindOfEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let childEffect = Effect<Child>.merge(
            .just(.ping(1)),
            Effect(Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in Child.ping(2) }),
            .concatenate(.just(.ping(3)), .none)
        )
        let store = TestStore(
            initialState: [Parent](),
            reducer: { (state: inout [Parent], action: Parent) -> Effect<Parent> in
                state.append(action)
                return action == .start ? childEffect.map(Parent.child) : .none
            })
        store.send(.start) { $0 = [.start] }
        store.receive(.child(.ping(1))) { $0.append(.child(.ping(1))) }
        store.receive(.child(.ping(3))) { $0.append(.child(.ping(3))) }
        scheduler.advanceTo(5)
        store.receive(.child(.ping(2))) { $0.append(.child(.ping(2))) }
        store.finish()
    }

    func testAThrowingRunEffectHandsItsErrorToTheCatchHandler() {
        let store = TestStore(
            initialState: [Parent](),
            reducer: { (state: inout [Parent], action: Parent) -> Effect<Parent> in
                state.append(action)
                guard action == .start else { return .none }
                return .run(operation: { _ in throw Boom() }, catch: { error, send in send(.failed("\(error)")) })
            })
        store.send(.start) { $0 = [.start] }
        store.receive(.failed("Boom()")) { $0.append(.failed("Boom()")) }
        store.finish()
    }

    func testMergeAndConcatenateOfNothingAreNone() {
        let store = Store<Int, Int>(initialState: 0) { state, action in
            state += action
            return .merge(.concatenate(), .merge([]), .none)
        }
        store.send(1)
        XCTAssertTrue(store.runningEffects.isEmpty)
        XCTAssertEqual(store.currentState, 1)
    }

    func testCancelAllEffectsStopsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store<Int, Int>(initialState: 0) { state, action in
            state += action
            return Effect(Observable<Int>.interval(.seconds(1), scheduler: scheduler).map { _ in 1 })
        }
        store.send(0)
        store.send(0)
        XCTAssertEqual(store.runningEffects.map(\.description), ["effect started by 0", "effect started by 0"])
        scheduler.advanceTo(1)
        store.cancelAllEffects()
        scheduler.advanceTo(10)
        XCTAssertTrue(store.runningEffects.isEmpty)
        // Two ticks of each interval arrived at 1, each starting another interval, all cancelled.
        XCTAssertEqual(store.currentState, 2)
    }

    func testSendHandsActionsToItsClosure() {
        let received = LockedList()
        let send = Send<Int> { received.append($0) }
        send(1)
        send(2)
        XCTAssertEqual(received.values, [1, 2])
    }
}

private final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Int] = []
    func append(_ value: Int) { lock.withLock { items.append(value) } }
    var values: [Int] { lock.withLock { items } }
}
