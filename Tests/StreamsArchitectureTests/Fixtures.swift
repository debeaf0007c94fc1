import Streams
import StreamsArchitecture
import StreamsTest

/// A small feature for the store's tests: a counter whose effects are scheduled on a
/// `TestScheduler` (one tick per second).
enum Counter {
    struct State: Equatable {
        var count = 0
        var isLoading = false
        var log: [String] = []
    }

    enum Action: Equatable {
        case increment
        case decrement
        case add(Int)
        case load(delay: Int)
        case loaded(Int)
        case cancelLoad
        case startTicking(every: Int)
        case tick
        case stopTicking
        case chain
        case fanOut
        case note(String)
        case runAsync(Int)
    }

    struct LoadID: Hashable, Sendable {}
    struct TickID: Hashable, Sendable {}

    static func reducer(scheduler: TestScheduler) -> Store<State, Action>.Reducer {
        return { state, action in
            switch action {
            case .increment:
                state.count += 1
                return .none
            case .decrement:
                state.count -= 1
                return .none
            case .add(let amount):
                state.count += amount
                return .none
            case .load(let delay):
                state.isLoading = true
                return Observable<Int>.timer(.seconds(delay), scheduler: scheduler)
                    .map { _ in Action.loaded(delay * 10) }
                    .asEffect()
                    .cancellable(id: LoadID(), cancelInFlight: true)
            case .loaded(let value):
                state.isLoading = false
                state.count = value
                return .none
            case .cancelLoad:
                state.isLoading = false
                return .cancel(id: LoadID())
            case .startTicking(let period):
                return Effect(Observable<Int>.interval(.seconds(period), scheduler: scheduler).map { _ in Action.tick })
                    .cancellable(id: TickID())
            case .tick:
                state.count += 1
                return .none
            case .stopTicking:
                return .cancel(id: TickID())
            case .chain:
                return .concatenate(
                    Effect(Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in Action.note("first") }),
                    .just(.note("second")),
                    Effect(Observable<Int>.timer(.seconds(1), scheduler: scheduler).map { _ in Action.note("third") })
                )
            case .fanOut:
                return .merge(
                    Effect(Observable<Int>.timer(.seconds(5), scheduler: scheduler).map { _ in Action.note("slow") }),
                    .just(.note("immediate")),
                    Effect(Observable<Int>.timer(.seconds(1), scheduler: scheduler).map { _ in Action.note("fast") })
                )
            case .note(let text):
                state.log.append(text)
                return .none
            case .runAsync(let value):
                state.isLoading = true
                return .run { send in
                    await Task.yield()
                    send(.loaded(value))
                }
            }
        }
    }
}
