import Foundation
import Streams
import StreamsArchitecture
import StreamsTest
import XCTest

/// Races between effects the store starts on different threads: the action-processing thread,
/// and the thread where an earlier part of a `concatenate` ended (the next part starts there).
final class StoreConcurrencyTests: LeakCheckingTestCase {
    private enum Action: Sendable {
        case search
        case searchAfterTrigger
    }

    private struct SearchID: Hashable, Sendable {}

    /// Counts the searches subscribed and not yet disposed; the disposal of the first search
    /// can be made to wait, so another thread acts while the store is inside `cancel(id:)`.
    private final class Searches: Sendable {
        let active = AtomicCell<Int>(0)
        let disposals = AtomicCell<Int>(0)
        let firstDisposalStarted = AtomicCell<Bool>(false)
        let releaseFirstDisposal = AtomicCell<Bool>(false)

        var observable: Observable<Action> {
            Observable<Action>.create { _ in
                self.active.wrappingAdd(1, ordering: .sequentiallyConsistent)
                return Disposables.create {
                    self.active.wrappingSubtract(1, ordering: .sequentiallyConsistent)
                    if self.disposals.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue == 1 {
                        self.firstDisposalStarted.store(true, ordering: .sequentiallyConsistent)
                        _ = waitUntil { self.releaseFirstDisposal.load(ordering: .sequentiallyConsistent) }
                    }
                }
            }
        }
    }

    /// `cancellable(id:cancelInFlight: true)` keeps at most one effect with the id running. The
    /// store cancels the running ones (`cancel(id:)`, Store.swift:276 and 305-311) and registers the new
    /// one (Store.swift:277-284) in two critical sections, disposing in between. Interleaving:
    ///
    /// 1. search A runs (registered under the id).
    /// 2. Thread P processes `.search`: `cancel(id:)` takes A out of the table and disposes it;
    ///    A's disposal is slow (here it waits for step 3).
    /// 3. Thread Q ends the first part of a `concatenate`, so Q starts the second part, search C
    ///    with `cancelInFlight`: `cancel(id:)` finds the table empty, C is registered and runs.
    /// 4. P resumes and registers its search B without cancelling C.
    ///
    /// Both B and C run with the same id; one of them should have cancelled the other.
    func testCancelInFlightStartedOnTwoThreadsAtOnceLeavesOneEffectRunning() {
        let searches = Searches()
        let trigger = PublishSubject<Action>()
        let search = Effect(searches.observable).cancellable(id: SearchID(), cancelInFlight: true)
        let store = Store<Int, Action>(initialState: 0) { state, action in
            state += 1
            switch action {
            case .search:
                return search
            case .searchAfterTrigger:
                return .concatenate(Effect(trigger), search)
            }
        }
        store.send(.searchAfterTrigger)
        store.send(.search)
        XCTAssertEqual(searches.active.load(ordering: .sequentiallyConsistent), 1, "search A runs")

        let processed = DispatchSemaphore(value: 0)
        Thread {
            store.send(.search)
            processed.signal()
        }.start()
        XCTAssertTrue(
            waitUntil { searches.firstDisposalStarted.load(ordering: .sequentiallyConsistent) },
            "A's disposal never started")
        trigger.onCompleted()
        searches.releaseFirstDisposal.store(true, ordering: .sequentiallyConsistent)
        XCTAssertEqual(processed.wait(timeout: .now() + 30), .success, "the processing thread did not finish")

        XCTAssertEqual(
            searches.active.load(ordering: .sequentiallyConsistent), 1,
            "searches with the same id still running after two cancelInFlight starts; running effects: \(store.runningEffects)"
        )
        store.cancelAllEffects()
        XCTAssertEqual(searches.active.load(ordering: .sequentiallyConsistent), 0)
    }

    /// The same race left to chance: threads send `.search` while the first part of
    /// concatenated searches ends on other threads. After everything settled, at most one search
    /// with the id may still run.
    func testCancelInFlightUnderStressLeavesAtMostOneEffectRunning() {
        let rounds = 200
        var violations = 0
        for _ in 0..<rounds {
            let active = AtomicCell<Int>(0)
            let search = Effect(
                Observable<Action>.create { _ in
                    active.wrappingAdd(1, ordering: .sequentiallyConsistent)
                    return Disposables.create { active.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
                }
            ).cancellable(id: SearchID(), cancelInFlight: true)
            let triggers = (0..<4).map { _ in PublishSubject<Action>() }
            let next = AtomicCell<Int>(0)
            let store = Store<Int, Action>(initialState: 0) { _, action in
                switch action {
                case .search:
                    return search
                case .searchAfterTrigger:
                    let index = next.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue - 1
                    return .concatenate(Effect(triggers[index]), search)
                }
            }
            for _ in triggers { store.send(.searchAfterTrigger) }
            let group = DispatchGroup()
            let ready = AtomicCell<Int>(0)
            for thread in 0..<4 {
                group.enter()
                Thread {
                    ready.wrappingAdd(1, ordering: .sequentiallyConsistent)
                    _ = waitUntil { ready.load(ordering: .sequentiallyConsistent) == 4 }
                    if thread % 2 == 0 {
                        store.send(.search)
                        triggers[thread].onCompleted()
                    } else {
                        triggers[thread].onCompleted()
                        store.send(.search)
                    }
                    group.leave()
                }.start()
            }
            XCTAssertEqual(group.wait(timeout: .now() + 30), .success, "threads did not finish")
            if active.load(ordering: .sequentiallyConsistent) > 1 { violations += 1 }
            store.cancelAllEffects()
        }
        XCTAssertEqual(violations, 0, "rounds (of \(rounds)) ending with several searches of the same id running")
    }
}

/// Spins until `condition` holds, for at most two seconds; `false` on timeout.
private func waitUntil(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(2)
    while !condition() {
        if Date() >= deadline { return false }
        sched_yield()
    }
    return true
}
