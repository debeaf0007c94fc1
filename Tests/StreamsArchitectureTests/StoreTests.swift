import Foundation
import Streams
import StreamsArchitecture
import StreamsTest
import XCTest

final class StoreTests: LeakCheckingTestCase {
    private func makeStore(_ scheduler: TestScheduler, logLimit: Int? = nil) -> Store<Counter.State, Counter.Action> {
        Store(initialState: Counter.State(), reducer: Counter.reducer(scheduler: scheduler), actionLogLimit: logLimit)
    }

    func testSendRunsTheReducerAndPublishesEachState() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        var counts: [Int] = []
        let subscription = store.subscribe(onNext: { counts.append($0.count) })
        store.send(.increment)
        store.send(.add(5))
        store.send(.decrement)
        subscription.dispose()
        XCTAssertEqual(counts, [0, 1, 6, 5])
        XCTAssertEqual(store.currentState.count, 5)
    }

    func testALateSubscriberReceivesTheCurrentStateFirst() {
        let store = makeStore(TestScheduler(initialClock: 0))
        store.send(.add(3))
        var counts: [Int] = []
        let subscription = store.map(\.count).subscribe(onNext: { counts.append($0) })
        store.send(.increment)
        subscription.dispose()
        XCTAssertEqual(counts, [3, 4])
    }

    func testStateIsADriverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let store = makeStore(scheduler)
            let observer = scheduler.createObserver(Int.self)
            let subscription = store.state.map(\.count).drive(observer)
            scheduler.scheduleAt(10) { store.send(.increment) }
            scheduler.scheduleAt(20) { store.send(.load(delay: 5)) }
            scheduler.advanceTo(100)
            subscription.dispose()
            XCTAssertEqual(observer.events, [.next(1, 0), .next(11, 1), .next(21, 1), .next(26, 50)])
        }
    }

    func testStateDrivenOnTheMainThreadArrivesAtOnce() throws {
        try XCTSkipUnless(Thread.isMainThread, "the main-thread delivery is checked when tests run on the main thread")
        let store = makeStore(TestScheduler(initialClock: 0))
        var counts: [Int] = []
        let subscription = store.state.map(\.count).drive(onNext: { counts.append($0) })
        store.send(.increment)
        store.send(.add(2))
        subscription.dispose()
        XCTAssertEqual(counts, [0, 1, 3])
    }

    func testAnEffectFeedsItsActionBackAtItsVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        let observer = scheduler.createObserver(Int.self)
        let subscription = store.map(\.count).subscribe(observer)
        scheduler.scheduleAt(100) { store.send(.load(delay: 30)) }
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(0, 0), .next(100, 0), .next(130, 300)])
        XCTAssertEqual(store.actionLog.actions, [.load(delay: 30), .loaded(300)])
        XCTAssertEqual(store.actionLog.entries.map(\.origin), [.sent, .effect])
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testCancellingAnEffectDropsItsAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        scheduler.scheduleAt(100) { store.send(.load(delay: 30)) }
        scheduler.scheduleAt(110) {
            XCTAssertEqual(store.runningEffects.count, 1)
            store.send(.cancelLoad)
        }
        scheduler.start()
        XCTAssertEqual(store.actionLog.actions, [.load(delay: 30), .cancelLoad])
        XCTAssertEqual(store.currentState, Counter.State(count: 0, isLoading: false))
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testCancelInFlightReplacesTheRunningEffect() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        scheduler.scheduleAt(100) { store.send(.load(delay: 30)) }
        scheduler.scheduleAt(110) { store.send(.load(delay: 40)) }
        scheduler.start()
        XCTAssertEqual(store.actionLog.actions, [.load(delay: 30), .load(delay: 40), .loaded(400)])
        XCTAssertEqual(store.actionLog.entries.last?.step, 3)
    }

    func testAnInfiniteEffectRunsUntilCancelledById() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        scheduler.scheduleAt(100) { store.send(.startTicking(every: 10)) }
        scheduler.scheduleAt(135) {
            XCTAssertEqual(
                store.runningEffects.map(\.description),
                ["effect started by startTicking(every: 10) (cancellable with id TickID())"])
            store.send(.stopTicking)
        }
        scheduler.start()
        XCTAssertEqual(store.currentState.count, 3)
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testMergeRunsEffectsTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        scheduler.scheduleAt(100) { store.send(.fanOut) }
        scheduler.advanceTo(100)
        XCTAssertEqual(store.currentState.log, ["immediate"])
        XCTAssertEqual(store.runningEffects.count, 1)
        scheduler.start()
        XCTAssertEqual(store.currentState.log, ["immediate", "fast", "slow"])
        XCTAssertEqual(scheduler.clock, 105)
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testConcatenateStartsEachEffectWhenThePreviousEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        var times: [Int] = []
        let subscription = store.skipFirst().subscribe(onNext: { _ in times.append(scheduler.clock) })
        scheduler.scheduleAt(100) { store.send(.chain) }
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(store.currentState.log, ["first", "second", "third"])
        XCTAssertEqual(times, [100, 105, 105, 106])
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testConcatenatingManySynchronousEffectsDoesNotRecurse() {
        let store = Store<Int, Int>(initialState: 0) { state, action in
            state += action
            return action == 0 ? .concatenate(Array(repeating: Effect<Int>.just(1), count: 20_000)) : .none
        }
        store.send(0)
        XCTAssertEqual(store.currentState, 20_000)
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testEffectsSentFromARunTaskComeBack() {
        let store = makeStore(TestScheduler(initialClock: 0))
        store.send(.runAsync(7))
        let deadline = Date().addingTimeInterval(2)
        while store.currentState.count != 7 && Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        XCTAssertEqual(store.currentState, Counter.State(count: 7, isLoading: false))
        while !store.runningEffects.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testCancellingARunEffectDropsWhatItSendsLater() async {
        let gate = AsyncGate()
        let store = Store<[String], String>(initialState: []) { state, action in
            state.append(action)
            switch action {
            case "start":
                return Effect<String>.run { send in
                    await gate.wait()
                    send("late")
                }.cancellable(id: "work")
            case "stop":
                return .cancel(id: "work")
            default:
                return .none
            }
        }
        store.send("start")
        store.send("stop")
        await gate.open()
        try? await Task.sleep(nanoseconds: 20_000_000)
        XCTAssertEqual(store.currentState, ["start", "stop"])
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testAnObserverThatSendsIsServedAfterTheCurrentAction() {
        let store = Store<[Int], Int>(initialState: []) { state, action in
            state.append(action)
            return action == 1 ? .just(10) : .none
        }
        var seen: [[Int]] = []
        let subscription = store.subscribe(onNext: { state in
            seen.append(state)
            if state == [1] { store.send(2) }
        })
        store.send(1)
        subscription.dispose()
        XCTAssertEqual(store.currentState, [1, 2, 10])
        XCTAssertEqual(seen, [[], [1], [1, 2], [1, 2, 10]])
    }

    func testAnErroringEffectEndsAndReportsTheError() {
        struct Failure: Error, Equatable {}
        let reported = Locked<[String]>([])
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.withLock { $0.append("\(error)") } }
        defer { Hooks.defaultErrorHandler = previous }
        let store = Store<Int, Int>(initialState: 0) { state, action in
            state += action
            return action == 1 ? Effect(Observable<Int>.error(Failure())) : .none
        }
        store.send(1)
        XCTAssertEqual(reported.withLock { $0 }, ["Failure()"])
        XCTAssertTrue(store.runningEffects.isEmpty)
    }

    func testTheActionLogReplaysToAnyStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        store.send(.increment)
        store.send(.add(10))
        store.send(.note("x"))
        store.send(.decrement)
        let log = store.actionLog
        XCTAssertEqual(log.firstStep, 0)
        XCTAssertEqual(log.entries.map(\.step), [1, 2, 3, 4])
        XCTAssertEqual(log.state(atStep: 0), Counter.State())
        XCTAssertEqual(log.state(atStep: 2)?.count, 11)
        XCTAssertNil(log.state(atStep: 5))
        for step in 0...4 {
            XCTAssertEqual(store.replayState(through: step), log.state(atStep: step), "step \(step)")
        }
        XCTAssertEqual(store.replayState(), store.currentState)
    }

    func testALimitedLogKeepsTheNewestEntriesAndStillReplays() {
        let store = makeStore(TestScheduler(initialClock: 0), logLimit: 2)
        for _ in 0..<5 { store.send(.increment) }
        let log = store.actionLog
        XCTAssertEqual(log.entries.map(\.step), [4, 5])
        XCTAssertEqual(log.firstStep, 3)
        XCTAssertEqual(log.initialState.count, 3)
        XCTAssertEqual(store.replayState(through: 4).count, 4)
        XCTAssertEqual(store.replayState().count, 5)
    }

    func testReleasingTheStoreCancelsItsEffectsAndCompletesItsState() {
        let scheduler = TestScheduler(initialClock: 0)
        var completed = false
        var store: Store<Counter.State, Counter.Action>? = makeStore(scheduler)
        let subscription = store?.subscribe(onCompleted: { completed = true })
        store?.send(.startTicking(every: 10))
        store = nil
        XCTAssertTrue(completed)
        scheduler.advanceTo(100)
        subscription?.dispose()
    }

    func testSendsFromManyThreadsAreSerializedAndNoneIsLost() {
        for threadCount in [1, 2, 4, 8] {
            let insideReducer = AtomicCell<Int>(0)
            let overlaps = AtomicCell<Int>(0)
            let store = Store<Int, Int>(initialState: 0) { state, action in
                if insideReducer.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlaps.wrappingAdd(1, ordering: .relaxed)
                }
                state += action
                insideReducer.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                return action == 1 ? .just(2) : .none
            }
            let perThread = 500
            let group = DispatchGroup()
            for _ in 0..<threadCount {
                group.enter()
                Thread {
                    for _ in 0..<perThread { store.send(1) }
                    group.leave()
                }.start()
            }
            group.wait()
            // A thread that enqueued last may still be draining; the queue empties quickly.
            let deadline = Date().addingTimeInterval(2)
            while store.actionLog.entries.count < threadCount * perThread * 2 && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
            XCTAssertEqual(store.currentState, threadCount * perThread * 3, "\(threadCount) threads")
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "\(threadCount) threads")
        }
    }
}

/// Lets a test hold an async effect until it opens the gate.
private actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}

extension ObservableType {
    /// Every element but the first (the replayed current state).
    fileprivate func skipFirst() -> Observable<Element> {
        var isFirst = true
        return filter { _ in
            defer { isFirst = false }
            return !isFirst
        }
    }
}
