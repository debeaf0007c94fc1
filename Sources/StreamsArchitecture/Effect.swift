import Streams

/// Work a reducer asks the store to do after a state change: each action the work produces is
/// sent back to the store — the side-effect cycle of MVI and Redux.
///
/// Build effects with the static constructors; the representation is private so the store can
/// cancel, merge and sequence them:
///
///     case .load:
///         state.isLoading = true
///         return Effect(api.fetchItems().map(Action.loaded))
///             .cancellable(id: LoadID(), cancelInFlight: true)
///     case .cancel:
///         return .cancel(id: LoadID())
public struct Effect<Action> {
    indirect enum Operation {
        case none
        case action(Action)
        case observable(Observable<Action>)
        case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
        case merge([Effect<Action>])
        case concatenate([Effect<Action>])
        case cancellable(id: AnyHashable, cancelInFlight: Bool, Effect<Action>)
        case cancel(id: AnyHashable)
    }

    let operation: Operation

    init(operation: Operation) {
        self.operation = operation
    }

    /// No work: the reducer only changed the state.
    public static var none: Effect<Action> { Effect(operation: .none) }

    /// Sends `action` back to the store at once: it joins the queue as soon as the current
    /// action's state is published, behind actions already waiting.
    public static func just(_ action: Action) -> Effect<Action> {
        Effect(operation: .action(action))
    }

    /// Subscribes to `source` and sends each element back to the store; the effect ends when
    /// the source completes or fails (a failure goes to `Hooks.defaultErrorHandler` — map errors
    /// to actions, for example with `catchAndReturn`, to handle them).
    public init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == Action {
        operation = .observable(source.asObservable())
    }

    /// `Effect(source)` as a static constructor, like `Observable.from`; at the end of a chain
    /// `source.asEffect()` reads better.
    public static func from<Source: ObservableConvertibleType>(_ source: Source) -> Effect<Action> where Source.Element == Action {
        Effect(source)
    }

    /// Runs `operation` in a `Task`; it sends actions back with `send`. Cancelling the effect
    /// cancels the task, and actions sent after cancellation are dropped.
    ///
    ///     return .run { send in
    ///         let tasks = await storage.loadAll()
    ///         send(.tasksLoaded(tasks))
    ///     }
    public static func run(priority: TaskPriority? = nil, operation: @escaping @Sendable (_ send: Send<Action>) async -> Void) -> Effect<Action> {
        Effect(operation: .run(priority, operation))
    }

    /// `run` for throwing work: an error (other than cancellation) goes to `handler`, which can
    /// turn it into an action.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: @escaping @Sendable (_ error: Swift.Error, _ send: Send<Action>) async -> Void
    ) -> Effect<Action> {
        .run(priority: priority) { send in
            do {
                try await operation(send)
            } catch is CancellationError {
                return
            } catch {
                await handler(error, send)
            }
        }
    }

    /// Runs `effects` at the same time; it ends when all of them have ended.
    public static func merge(_ effects: Effect<Action>...) -> Effect<Action> {
        merge(effects)
    }

    /// Runs `effects` at the same time; it ends when all of them have ended.
    public static func merge<Effects: Sequence>(_ effects: Effects) -> Effect<Action> where Effects.Element == Effect<Action> {
        let parts = effects.filter { !$0.isNone }
        switch parts.count {
        case 0: return .none
        case 1: return parts[0]
        default: return Effect(operation: .merge(parts))
        }
    }

    /// Runs `effects` one after another: each starts when the previous one has ended.
    public static func concatenate(_ effects: Effect<Action>...) -> Effect<Action> {
        concatenate(effects)
    }

    /// Runs `effects` one after another: each starts when the previous one has ended.
    public static func concatenate<Effects: Sequence>(_ effects: Effects) -> Effect<Action> where Effects.Element == Effect<Action> {
        let parts = effects.filter { !$0.isNone }
        switch parts.count {
        case 0: return .none
        case 1: return parts[0]
        default: return Effect(operation: .concatenate(parts))
        }
    }

    /// Makes this effect cancellable with `.cancel(id: id)`. With `cancelInFlight`, starting it
    /// first cancels every running effect with the same id (a new search replaces the last).
    public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Effect<Action> {
        Effect(operation: .cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight, self))
    }

    /// Cancels every running effect marked `cancellable(id: id)`; actions they would still send
    /// are dropped.
    public static func cancel<ID: Hashable & Sendable>(id: ID) -> Effect<Action> {
        Effect(operation: .cancel(id: AnyHashable(id)))
    }

    /// This effect with every action it sends transformed by `transform` (to embed a child
    /// feature's effects in a parent's).
    public func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Effect<NewAction> {
        switch operation {
        case .none:
            return .none
        case .action(let action):
            return .just(transform(action))
        case .observable(let source):
            return Effect<NewAction>(operation: .observable(source.map { transform($0) }))
        case .run(let priority, let work):
            return .run(priority: priority) { send in
                await work(Send<Action> { action in send(transform(action)) })
            }
        case .merge(let effects):
            return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform) }))
        case .concatenate(let effects):
            return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform) }))
        case .cancellable(let id, let cancelInFlight, let effect):
            return Effect<NewAction>(operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
        case .cancel(let id):
            return Effect<NewAction>(operation: .cancel(id: id))
        }
    }

    var isNone: Bool {
        if case .none = operation { return true }
        return false
    }
}

extension ObservableConvertibleType {
    /// This sequence as an effect whose elements are sent back to the store.
    public func asEffect() -> Effect<Element> {
        Effect(self)
    }
}

/// Sends actions from an `Effect.run` back to its store. Actions sent after the effect was
/// cancelled (or after the store is gone) are dropped.
public struct Send<Action>: Sendable {
    private let deliver: @Sendable (Action) -> Void

    /// A `Send` that hands each action to `deliver` (useful to test a `run` body alone).
    public init(_ deliver: @escaping @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
