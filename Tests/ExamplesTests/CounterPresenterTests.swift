import Examples
import Streams
import StreamsArchitecture
import StreamsArchitectureTest
import StreamsTest
import XCTest

final class CounterPresenterTests: LeakCheckingTestCase {
    private func state(_ count: Int, loading: Bool = false, error: String? = nil) -> CounterState {
        CounterState(count: count, isLoading: loading, errorMessage: error)
    }

    private let intentValues: [Character: CounterIntent] = [
        "i": .incrementButtonTapped, "d": .decrementButtonTapped, "l": .loadInitialData,
    ]

    func testIntentsFoldIntoStatesAndTheLoadComesBackAsAnIntent() {
        let scheduler = TestScheduler(initialClock: 0)
        let presenter = CounterPresenter(api: FakeCounterAPI(count: 5, latency: .seconds(3), scheduler: scheduler))
        let taps = scheduler.createHotObservable("-i--i--d--l-----", values: intentValues)
        let binding = taps.bind(to: presenter.intents)
        let states = scheduler.start { presenter.state }
        binding.dispose()
        XCTAssertEqual(
            states.marbles(values: [
                "0": state(0), "1": state(1), "2": state(2), "L": state(1, loading: true), "5": state(5),
            ]),
            "01--2--1--L--5")
    }

    func testAFailedLoadShowsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let presenter = CounterPresenter(
            api: FakeCounterAPI(count: 5, latency: .seconds(2), failure: "offline", scheduler: scheduler))
        let taps = scheduler.createHotObservable("-l---i-", values: intentValues)
        let binding = taps.bind(to: presenter.intents)
        let states = scheduler.start { presenter.state }
        binding.dispose()
        XCTAssertEqual(
            states.marbles(values: [
                "0": state(0), "L": state(0, loading: true), "e": state(0, error: "offline"), "1": state(1),
            ]),
            "0L-e-1")
    }

    func testEveryViewSharesOneStateAndALateViewGetsTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = CountingCounterAPI(FakeCounterAPI(count: 7, latency: .seconds(2), scheduler: scheduler))
        let presenter = CounterPresenter(api: api)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let firstSubscription = presenter.state.map(\.count).subscribe(first)
        presenter.process(intent: .loadInitialData)
        scheduler.advanceTo(5)
        let secondSubscription = presenter.state.map(\.count).subscribe(second)
        presenter.process(intent: .incrementButtonTapped)
        firstSubscription.dispose()
        secondSubscription.dispose()
        XCTAssertEqual(first.events, [.next(0, 0), .next(0, 0), .next(2, 7), .next(5, 8)])
        XCTAssertEqual(second.events, [.next(5, 7), .next(5, 8)])
        XCTAssertEqual(api.calls, 1, "one load for all views")
    }

    func testAFiniteTapSequenceBoundToIntentsDoesNotStopThePresenter() {
        let scheduler = TestScheduler(initialClock: 0)
        let presenter = CounterPresenter(api: FakeCounterAPI(count: 0, scheduler: scheduler))
        var counts: [Int] = []
        let subscription = presenter.state.subscribe(onNext: { counts.append($0.count) })
        // A button that taps twice and goes away: its sequence completes.
        _ = Observable.of(CounterIntent.incrementButtonTapped, .incrementButtonTapped).bind(to: presenter.intents)
        presenter.process(intent: .incrementButtonTapped)
        subscription.dispose()
        XCTAssertEqual(counts, [0, 1, 2, 3])
    }

    func testBindingTapsToTheSubjectItselfWouldStopEverything() {
        // A view that binds to the subject: `tap.map { ... }.bind(to: presenter.intentSubject)`.
        let intentSubject = PublishSubject<CounterIntent>()
        let state = intentSubject.scan(CounterState.initial, accumulator: CounterPresenter.reduce).startWith(.initial)
            .share(replay: 1, scope: .forever)
        var counts: [Int] = []
        var completed = false
        let subscription = state.subscribe(onNext: { counts.append($0.count) }, onCompleted: { completed = true })
        _ = Observable.of(CounterIntent.incrementButtonTapped).bind(to: intentSubject)
        intentSubject.onNext(.incrementButtonTapped)
        subscription.dispose()
        XCTAssertEqual(counts, [0, 1], "the intent after the button's completion is lost")
        XCTAssertTrue(completed)
    }

    func testTheIntentsInAStore() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(
            initialState: CounterState.initial,
            reducer: CounterPresenter.reducer(api: FakeCounterAPI(count: 5, latency: .seconds(3), scheduler: scheduler))
        )
        store.send(.incrementButtonTapped) { $0 = self.state(1) }
        store.send(.loadInitialData) { $0 = self.state(1, loading: true) }
        scheduler.advanceTo(1)
        store.send(.loadInitialData)  // replaces the load in flight; nothing changes yet
        scheduler.advanceTo(3)
        store.send(.decrementButtonTapped) { $0 = self.state(0, loading: true) }
        scheduler.advanceTo(4)
        store.receive(.initialDataLoaded(5)) { $0 = self.state(5) }
        store.finish()
    }

    func testAFailedLoadInAStore() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(
            initialState: CounterState.initial,
            reducer: CounterPresenter.reducer(
                api: FakeCounterAPI(count: 5, latency: .seconds(1), failure: "offline", scheduler: scheduler)))
        store.send(.loadInitialData) { $0 = self.state(0, loading: true) }
        scheduler.advanceTo(1)
        store.receive(.initialDataFailed("offline")) { $0 = self.state(0, error: "offline") }
        store.finish()
    }

    func testReduceIsPure() {
        XCTAssertEqual(CounterPresenter.reduce(.initial, .incrementButtonTapped), state(1))
        XCTAssertEqual(
            CounterPresenter.reduce(state(3, loading: true), .decrementButtonTapped), state(2, loading: true))
        XCTAssertEqual(CounterPresenter.reduce(state(3), .loadInitialData), state(3, loading: true))
        XCTAssertEqual(CounterPresenter.reduce(state(3, loading: true), .initialDataLoaded(9)), state(9))
        XCTAssertEqual(CounterPresenter.reduce(state(3, loading: true), .initialDataFailed("x")), state(3, error: "x"))
    }
}

/// Counts the fetches it forwards.
final class CountingCounterAPI: CounterAPI, @unchecked Sendable {
    // @unchecked Sendable: `calls` is only touched on the test's thread.
    private let base: FakeCounterAPI
    private(set) var calls = 0

    init(_ base: FakeCounterAPI) { self.base = base }

    func fetchInitialCount() -> Single<Int> {
        calls += 1
        return base.fetchInitialCount()
    }
}
