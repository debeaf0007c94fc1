import Streams
import StreamsArchitecture

/// A customer waiting for a table.
public struct Waiting: Equatable, Hashable, Codable, Sendable, Identifiable {
    public let id: Int
    public var customerName: String
    public var partySize: Int

    public init(id: Int, customerName: String, partySize: Int) {
        self.id = id
        self.customerName = customerName
        self.partySize = partySize
    }
}

/// The waiting-list screen, in MVI: one exclusive `ViewState`, intents as the only
/// way to change it, a pure `reduce` (the pure cycle) and `handleSideEffect` (the side-effect
/// cycle), whose API results come back as new intents.
///
///     Intent ──→ reduce (state only) ──→ ViewState ──→ View
///       │                                                │
///       └──→ handleSideEffect (API) ──→ new Intent ──────┘
public enum WaitingList {
    /// What the screen shows; one case at a time, so "loading and failed" cannot exist.
    public enum ViewState: Equatable, Sendable {
        case idle
        case loading
        case loaded([Waiting])
        case error(String)
    }

    /// Everything that can happen: the user's intents and the results the side effects feed back.
    public enum Intent: Equatable, Sendable {
        /// The screen appeared.
        case loadList
        /// Pull to refresh: reloads, replacing a load still in flight.
        case refresh
        /// The user cancelled a reservation.
        case cancelWaiting(id: Int)
        /// The list arrived from the server.
        case loaded([Waiting])
        /// A request failed.
        case failed(String)
    }

    /// The pure cycle: the next state from the current one and an intent. No API, no I/O.
    public static func reduce(state: ViewState, intent: Intent) -> ViewState {
        switch intent {
        case .loadList, .refresh:
            return .loading
        case .cancelWaiting(let id):
            // Optimistic: the row disappears at once; the server's list confirms it.
            guard case .loaded(let waitings) = state else { return state }
            return .loaded(waitings.filter { $0.id != id })
        case .loaded(let waitings):
            return .loaded(waitings)
        case .failed(let message):
            return .error(message)
        }
    }

    /// Identifies the list request, so a refresh replaces the load in flight.
    struct FetchID: Hashable, Sendable {}

    /// The side-effect cycle: the API calls an intent starts, turned back into intents.
    public static func handleSideEffect(intent: Intent, api: WaitingAPI) -> Effect<Intent> {
        switch intent {
        case .loadList, .refresh:
            return api.fetchWaitings()
                .map(Intent.loaded)
                .catch { error in .just(.failed(describe(error))) }
                .asEffect()
                .cancellable(id: FetchID(), cancelInFlight: true)
        case .cancelWaiting(let id):
            return api.cancelWaiting(id: id)
                .map(Intent.loaded)
                .catch { error in .just(.failed(describe(error))) }
                .asEffect()
        case .loaded, .failed:
            return .none
        }
    }

    /// The store's reducer: the pure cycle, then the side-effect cycle.
    public static func reducer(api: WaitingAPI) -> Store<ViewState, Intent>.Reducer {
        return { state, intent in
            state = reduce(state: state, intent: intent)
            return handleSideEffect(intent: intent, api: api)
        }
    }

    private static func describe(_ error: Swift.Error) -> String {
        (error as? WaitingAPIError)?.message ?? "\(error)"
    }
}

/// The model the view talks to: it reads `state` and sends intents; nothing else changes it.
public final class WaitingListModel: Sendable {
    /// The store behind the model (its action log is the intent log).
    public let store: Store<WaitingList.ViewState, WaitingList.Intent>

    public init(api: WaitingAPI, initialState: WaitingList.ViewState = .idle) {
        store = Store(initialState: initialState, reducer: WaitingList.reducer(api: api))
    }

    /// The state right now.
    public var state: WaitingList.ViewState { store.currentState }

    /// What the view drives: the state now, then each change of it, on the main thread.
    public var viewState: Driver<WaitingList.ViewState> { store.state.distinctUntilChanged() }

    /// The only way to change the state.
    public func send(_ intent: WaitingList.Intent) {
        store.send(intent)
    }
}
