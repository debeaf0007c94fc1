// The code of StreamsArchitecture's articles (Sources/StreamsArchitecture/StreamsArchitecture.docc),
// word for word inside each `// snippet:` region: a ViewModel, a store for a search screen with
// its reducer and effects, the order a store keeps, time travel, and exhaustive store tests.
import Streams
import StreamsArchitecture
import StreamsArchitectureTest
import StreamsTest
import XCTest

// snippet: login-viewmodel
final class LoginViewModel: ViewModelType {
    struct Input {
        let email: Observable<String>
        let password: Observable<String>
        let submit: Observable<Void>
    }

    struct Output {
        let canSubmit: Driver<Bool>
        let submitted: Signal<String>
    }

    func transform(_ input: Input) -> Output {
        let credentials = Observable.combineLatest(input.email, input.password)
        let canSubmit = credentials
            .map { email, password in email.contains("@") && password.count >= 8 }
            .distinctUntilChanged()
        let submitted = input.submit
            .withLatestFrom(Observable.combineLatest(credentials, canSubmit))
            .filter { _, canSubmit in canSubmit }
            .map { credentials, _ in credentials.0 }
        return Output(
            canSubmit: canSubmit.startWith(false).asDriver(onErrorJustReturn: false),
            submitted: submitted.asSignal(onErrorSignalWith: .empty())
        )
    }
}
// snippet end

final class ViewModelArticleTests: LeakCheckingTestCase {
    func testTheViewModelEnablesSubmitForAValidForm() {
        // snippet: login-viewmodel-test
        let scheduler = TestScheduler(initialClock: 0)
        let email = scheduler.createHotObservable("^-a------", values: ["a": "kim@example.com"])
        let password = scheduler.createHotObservable("^---p----", values: ["p": "correct horse"])
        let submit = scheduler.createHotObservable("^-----t--", values: ["t": ()])
        let canSubmit = scheduler.createObserver(Bool.self)
        let submitted = scheduler.createObserver(String.self)
        let bag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            let output = LoginViewModel().transform(.init(
                email: email.asObservable(), password: password.asObservable(), submit: submit.asObservable()
            ))
            output.canSubmit.drive(canSubmit).disposed(by: bag)
            output.submitted.emit(to: submitted).disposed(by: bag)
            scheduler.start()
        }

        XCTAssertEqual(canSubmit.events, [.next(1, false), .next(205, true)])
        XCTAssertEqual(submitted.events, [.next(207, "kim@example.com")])
        // snippet end
    }
}

// snippet: search-feature
enum Search {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
        var isSearching = false
    }

    enum Action: Equatable {
        case queryChanged(String)
        case resultsLoaded([String])
        case cleared
    }

    struct SearchID: Hashable, Sendable {}

    static func reducer(api: SearchAPI) -> Store<State, Action>.Reducer {
        return { state, action in
            switch action {
            case .queryChanged(let query):
                state.query = query
                state.isSearching = true
                return api.search(query)
                    .map(Action.resultsLoaded)
                    .asEffect()
                    .cancellable(id: SearchID(), cancelInFlight: true)   // a new query replaces the last
            case .resultsLoaded(let results):
                state.results = results
                state.isSearching = false
                return .none
            case .cleared:
                state = State()
                return .cancel(id: SearchID())
            }
        }
    }
}

struct SearchAPI {
    let search: (String) -> Single<[String]>
}
// snippet end

extension SearchAPI {
    /// Answers `results(query)` after `latency` ticks of `scheduler`.
    static func fake(latency: Int, scheduler: TestScheduler, results: @escaping (String) -> [String]) -> SearchAPI {
        SearchAPI { query in
            Observable<Int>.timer(.seconds(latency), scheduler: scheduler)
                .map { _ in results(query) }
                .asSingle()
        }
    }
}

final class StoreArticleTests: LeakCheckingTestCase {
    func testAStoreRunsTheReducerAndFeedsEffectsBack() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = SearchAPI.fake(latency: 3, scheduler: scheduler) { ["\($0)-1", "\($0)-2"] }
        // snippet: store-usage
        let store = Store(initialState: Search.State(), reducer: Search.reducer(api: api))
        var shown: [String] = []
        let subscription = store
            .map { $0.isSearching ? "searching \($0.query)…" : "\($0.results.count) results" }
            .subscribe(onNext: { shown.append($0) })

        store.send(.queryChanged("rx"))
        scheduler.advanceTo(3)                    // the search answers: the effect sends .resultsLoaded

        XCTAssertEqual(shown, ["0 results", "searching rx…", "2 results"])
        XCTAssertEqual(store.currentState.results, ["rx-1", "rx-2"])
        subscription.dispose()
        // snippet end
    }

    func testEffectsAreCancelledAndReplaced() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = SearchAPI.fake(latency: 3, scheduler: scheduler) { [$0] }
        // snippet: cancel-in-flight
        let store = Store(initialState: Search.State(), reducer: Search.reducer(api: api))
        store.send(.queryChanged("r"))
        scheduler.advanceTo(2)
        store.send(.queryChanged("rx"))      // cancels the search for "r", still in flight
        scheduler.advanceTo(10)

        XCTAssertEqual(store.actionLog.actions, [.queryChanged("r"), .queryChanged("rx"), .resultsLoaded(["rx"])])
        // snippet end
    }

    func testActionsAreProcessedOneAtATimeInOrder() {
        // snippet: ordering
        enum Step: Equatable { case first, second, fromEffect }
        var log: [String] = []
        let store = Store<[Step], Step>(initialState: []) { state, step in
            state.append(step)
            log.append("reduce \(step)")
            if step == .first { return .just(.fromEffect) }
            return .none
        }
        let subscription = store.subscribe(onNext: { steps in
            log.append("state \(steps.count)")
            if steps == [.first] { store.send(.second) }     // sent while .first is being processed
        })

        store.send(.first)

        XCTAssertEqual(log, [
            "state 0",
            "reduce first", "state 1",          // the reducer, then its state is published,
            "reduce second", "state 2",         // then what observers sent while it was published,
            "reduce fromEffect", "state 3",     // then .just's action: the effect starts after that
        ])
        subscription.dispose()
        // snippet end
    }

    func testTheActionLogRebuildsAnyStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = SearchAPI.fake(latency: 1, scheduler: scheduler) { [$0] }
        // snippet: time-travel
        let store = Store(initialState: Search.State(), reducer: Search.reducer(api: api))
        store.send(.queryChanged("rx"))
        scheduler.advanceTo(1)
        store.send(.cleared)

        XCTAssertEqual(store.actionLog.entries.map { "\($0.step) \($0.origin) \($0.action)" }, [
            "1 sent queryChanged(\"rx\")",
            "2 effect resultsLoaded([\"rx\"])",
            "3 sent cleared",
        ])
        let afterResults = store.replayState(through: 2)    // the reducer, replayed without effects
        XCTAssertEqual(afterResults.results, ["rx"])
        XCTAssertEqual(afterResults, store.actionLog.state(atStep: 2))
        // snippet end
    }

    func testTheSearchFeatureExhaustively() {
        // snippet: test-store
        let scheduler = TestScheduler(initialClock: 0)
        let api = SearchAPI.fake(latency: 3, scheduler: scheduler) { ["\($0) 1", "\($0) 2"] }
        let store = TestStore(initialState: Search.State(), reducer: Search.reducer(api: api))

        store.send(.queryChanged("rx")) {
            $0.query = "rx"
            $0.isSearching = true
        }
        scheduler.advanceTo(3)
        store.receive(.resultsLoaded(["rx 1", "rx 2"])) {
            $0.results = ["rx 1", "rx 2"]
            $0.isSearching = false
        }
        store.send(.cleared) {
            $0 = Search.State()
        }
        store.finish()   // nothing left to receive, no effect still running
        // snippet end
    }

    func testATestStoreSaysExactlyWhatWasUnexpected() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = SearchAPI.fake(latency: 3, scheduler: scheduler) { [$0] }
        var failures: [TestStoreFailure] = []
        // snippet: test-store-failure
        let store = TestStore(
            initialState: Search.State(),
            reducer: Search.reducer(api: api),
            failureHandler: { failures.append($0) }   // the default reports to XCTest or Swift Testing
        )
        store.send(.queryChanged("rx")) {
            $0.query = "rx"                           // isSearching not described
        }
        store.finish()
        // failures: a state mismatch at the send, and at finish the search still running
        // snippet end
        XCTAssertEqual(failures.map(\.kind), [.stateMismatch, .effectsStillRunning])
        XCTAssertTrue(failures[0].message.contains("isSearching"), failures[0].message)
    }
}
