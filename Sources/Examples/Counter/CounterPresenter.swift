import Dispatch
import Streams
import StreamsArchitecture

/// The counter screen's state: immutable; every change is a new value.
public struct CounterState: Equatable, Sendable {
    public let count: Int
    public let isLoading: Bool
    public let errorMessage: String?

    public init(count: Int, isLoading: Bool, errorMessage: String?) {
        self.count = count
        self.isLoading = isLoading
        self.errorMessage = errorMessage
    }

    /// Zero, not loading, no error.
    public static let initial = CounterState(count: 0, isLoading: false, errorMessage: nil)
}

/// Everything the user can do, and the results of the load fed back as intents.
public enum CounterIntent: Equatable, Sendable {
    case incrementButtonTapped
    case decrementButtonTapped
    case loadInitialData
    case initialDataLoaded(Int)
    case initialDataFailed(String)
}

/// Where the counter's starting value comes from.
public protocol CounterAPI: Sendable {
    func fetchInitialCount() -> Single<Int>
}

/// The MVI counter's presenter, with streams: intents go through a subject, `scan`
/// folds them into immutable states, `startWith` shows the initial state at once, and
/// `share(replay: 1, scope: .forever)` lets any number of views bind to one state stream.
/// `loadInitialData` starts a side effect whose result comes back as an intent.
///
///     intents:  -i--i--d--l-----
///     state:    0-1--2--1--L--5-     (L: loading; the API answered 5)
///
/// Bind finite sequences (a button's taps, which complete when the button goes away) to
/// `intents`, never to a subject directly: `bind(to:)` forwards completion, and a completed
/// subject ignores every later intent, so a view bound that way stops working.
public final class CounterPresenter {
    /// The state now (replayed to each new subscriber), then each new state.
    public let state: Observable<CounterState>

    private let intentSubject = PublishSubject<CounterIntent>()

    // snippet: counter-presenter
    public init(api: CounterAPI) {
        let intents = intentSubject.asObservable()
        // The side-effect cycle: the API's answer becomes an intent.
        let loaded = intents
            .filter { $0 == .loadInitialData }
            .flatMapLatest { _ in
                api.fetchInitialCount()
                    .map(CounterIntent.initialDataLoaded)
                    .catch { error in .just(.initialDataFailed("\(error)")) }
            }
        state = Observable.merge(intents, loaded)
            .scan(CounterState.initial, accumulator: CounterPresenter.reduce)
            .startWith(.initial)
            .share(replay: 1, scope: .forever)
    }
    // snippet end

    /// The pure state change.
    public static func reduce(_ state: CounterState, _ intent: CounterIntent) -> CounterState {
        switch intent {
        case .incrementButtonTapped:
            return CounterState(count: state.count + 1, isLoading: state.isLoading, errorMessage: nil)
        case .decrementButtonTapped:
            return CounterState(count: state.count - 1, isLoading: state.isLoading, errorMessage: nil)
        case .loadInitialData:
            return CounterState(count: state.count, isLoading: true, errorMessage: nil)
        case .initialDataLoaded(let count):
            return CounterState(count: count, isLoading: false, errorMessage: nil)
        case .initialDataFailed(let message):
            return CounterState(count: state.count, isLoading: false, errorMessage: message)
        }
    }

    /// The same screen as a `Store` reducer: the same pure `reduce`, with the load as an
    /// effect (a new load replaces one in flight). Lets the intents be tested exhaustively with
    /// a `TestStore`.
    public static func reducer(api: CounterAPI) -> Store<CounterState, CounterIntent>.Reducer {
        return { state, intent in
            state = reduce(state, intent)
            guard intent == .loadInitialData else { return .none }
            return api.fetchInitialCount()
                .map(CounterIntent.initialDataLoaded)
                .catch { error in .just(.initialDataFailed("\(error)")) }
                .asEffect()
                .cancellable(id: LoadID(), cancelInFlight: true)
        }
    }

    private struct LoadID: Hashable, Sendable {}

    /// Sends one intent.
    public func process(intent: CounterIntent) {
        intentSubject.onNext(intent)
    }

    /// The safe target for `bind(to:)`: it passes intents on and ignores the completion (and
    /// error) of the bound sequence, so one finished button cannot stop the presenter.
    // snippet: counter-intents
    public var intents: AnyObserver<CounterIntent> {
        AnyObserver { [intentSubject] event in
            if case .next(let intent) = event { intentSubject.onNext(intent) }
        }
    }
    // snippet end
}

/// An in-memory counter API answering `count` after `latency` on `scheduler`.
public struct FakeCounterAPI: CounterAPI {
    public var count: Int
    public var latency: RxTimeInterval
    public var failure: String?
    public let scheduler: any SchedulerType & Sendable

    public init(count: Int, latency: RxTimeInterval = .seconds(3), failure: String? = nil, scheduler: any SchedulerType & Sendable) {
        self.count = count
        self.latency = latency
        self.failure = failure
        self.scheduler = scheduler
    }

    public func fetchInitialCount() -> Single<Int> {
        let result: Result<Int, CounterAPIError> = failure.map { .failure(CounterAPIError(message: $0)) } ?? .success(count)
        return Observable<Int>.timer(latency, scheduler: scheduler).map { _ in try result.get() }.asSingle()
    }
}

/// The error `FakeCounterAPI` fails with.
public struct CounterAPIError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
