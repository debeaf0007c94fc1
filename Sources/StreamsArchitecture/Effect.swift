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
    ///
    /// - Parameter action: The action to send back; the log records it with origin
    ///   ``ActionLog/Origin/effect``.
    /// - Returns: An effect that sends `action` and ends at once.
    public static func just(_ action: Action) -> Effect<Action> {
        Effect(operation: .action(action))
    }

    /// Subscribes to `source` and sends each element back to the store; the effect ends when
    /// the source completes or fails (a failure goes to `Hooks.defaultErrorHandler` — map errors
    /// to actions, for example with `catchAndReturn`, to handle them).
    ///
    /// - Parameter source: The sequence to subscribe to, each time the effect starts: on the
    ///   thread processing the action, after its state is published (or, in a concatenation, on
    ///   the thread where the previous part ended). Each element is sent from the thread that
    ///   emits it. Cancelling the effect disposes the subscription; elements emitted after the
    ///   store is gone are dropped.
    public init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == Action {
        operation = .observable(source.asObservable())
    }

    /// `Effect(source)` as a static constructor, like `Observable.from`; at the end of a chain
    /// `source.asEffect()` reads better.
    ///
    /// - Parameter source: The sequence to subscribe to when the effect starts, as for
    ///   ``Effect/init(_:)``.
    /// - Returns: `Effect(source)`.
    public static func from<Source: ObservableConvertibleType>(_ source: Source) -> Effect<Action>
    where Source.Element == Action {
        Effect(source)
    }

    /// Runs `operation` in a `Task`; it sends actions back with `send`. Cancelling the effect
    /// cancels the task, and actions sent after cancellation are dropped.
    ///
    ///     return .run { send in
    ///         let tasks = await storage.loadAll()
    ///         send(.tasksLoaded(tasks))
    ///     }
    ///
    /// - Parameters:
    ///   - priority: The priority of the task; `nil`, the default, lets `Task` use
    ///     `Task.currentPriority` where the effect starts (usually the thread processing the
    ///     action).
    ///   - operation: The work, called once in a new unstructured `Task` when the effect starts:
    ///     on Swift's concurrency threads, not on the thread processing the action, unless the
    ///     closure is isolated to an actor. It sends actions back with its `send` argument, a
    ///     ``Send``. The effect ends when `operation` returns, or as soon as it is cancelled:
    ///     cancellation only cancels the task, so check `Task.isCancelled` (or use cancelling
    ///     APIs) to stop the work early.
    /// - Returns: An effect that runs `operation`.
    public static func run(
        priority: TaskPriority? = nil, operation: @escaping @Sendable (_ send: Send<Action>) async -> Void
    ) -> Effect<Action> {
        Effect(operation: .run(priority, operation))
    }

    /// `run` for throwing work: an error (other than cancellation) goes to `handler`, which can
    /// turn it into an action.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task, as for ``run(priority:operation:)``; `nil`, the
    ///     default, uses `Task.currentPriority` where the effect starts.
    ///   - operation: The work, called once in a new `Task` when the effect starts, as for
    ///     ``run(priority:operation:)``; it sends actions back with its `send` argument.
    ///   - handler: Called in the same task when `operation` throws, with the error and the same
    ///     `send`; not called when `operation` returns normally or throws `CancellationError`,
    ///     which ends the effect silently. Other errors thrown because the effect was cancelled
    ///     (`URLError.cancelled`, say) still reach it, but the actions it sends then are dropped.
    /// - Returns: An effect that runs `operation`, then `handler` if it failed.
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
    ///
    /// - Parameter effects: The effects to run, started one after another on the same thread,
    ///   in the order given, each without waiting for the ones before it to end. ``none``
    ///   effects are left out.
    /// - Returns: An effect whose cancellation cancels all of `effects`; ``none`` when they hold
    ///   no work, and the effect itself when only one does.
    public static func merge(_ effects: Effect<Action>...) -> Effect<Action> {
        merge(effects)
    }

    /// Runs `effects` at the same time; it ends when all of them have ended.
    ///
    /// - Parameter effects: The effects to run, read once when `merge` is called; they are
    ///   started one after another on the same thread, in the sequence's order, each without
    ///   waiting for the ones before it to end. ``none`` effects are left out.
    /// - Returns: An effect whose cancellation cancels all of `effects`; ``none`` when they hold
    ///   no work, and the effect itself when only one does.
    public static func merge<Effects: Sequence>(_ effects: Effects) -> Effect<Action>
    where Effects.Element == Effect<Action> {
        let parts = effects.filter { !$0.isNone }
        switch parts.count {
        case 0: return .none
        case 1: return parts[0]
        default: return Effect(operation: .merge(parts))
        }
    }

    /// Runs `effects` one after another: each starts when the previous one has ended.
    ///
    /// - Parameter effects: The effects to run, in order. Each starts on the thread where the
    ///   one before it ended, whether it completed or was cancelled with ``cancel(id:)`` (a
    ///   cancelled part lets the next one start). ``none`` effects are left out.
    /// - Returns: An effect that ends when the last of `effects` has ended; cancelling it cancels
    ///   the part running and starts no more. ``none`` when `effects` hold no work, and the
    ///   effect itself when only one does.
    public static func concatenate(_ effects: Effect<Action>...) -> Effect<Action> {
        concatenate(effects)
    }

    /// Runs `effects` one after another: each starts when the previous one has ended.
    ///
    /// - Parameter effects: The effects to run, in the sequence's order, read once when
    ///   `concatenate` is called. Each starts on the thread where the one before it ended,
    ///   whether it completed or was cancelled with ``cancel(id:)`` (a cancelled part lets the
    ///   next one start). ``none`` effects are left out.
    /// - Returns: An effect that ends when the last of `effects` has ended; cancelling it cancels
    ///   the part running and starts no more. ``none`` when `effects` hold no work, and the
    ///   effect itself when only one does.
    public static func concatenate<Effects: Sequence>(_ effects: Effects) -> Effect<Action>
    where Effects.Element == Effect<Action> {
        let parts = effects.filter { !$0.isNone }
        switch parts.count {
        case 0: return .none
        case 1: return parts[0]
        default: return Effect(operation: .concatenate(parts))
        }
    }

    /// Makes this effect cancellable with `.cancel(id: id)`. With `cancelInFlight`, starting it
    /// first cancels every running effect with the same id (a new search replaces the last).
    ///
    /// - Parameters:
    ///   - id: Any value naming the effect, compared with `==`; often an empty struct private to
    ///     the feature. Ids are shared by the whole store, whichever action started the effect,
    ///     and ``map(_:)`` keeps them, so a child feature's ids are not scoped to it.
    ///   - cancelInFlight: When `true`, starting this effect first cancels every effect of the
    ///     store running with an equal id. When `false`, the default, they run side by side.
    /// - Returns: This effect, registered under `id` from the moment it starts (not when the
    ///   reducer returns it) until it ends.
    public func cancellable<ID: Hashable & Sendable>(id: ID, cancelInFlight: Bool = false) -> Effect<Action> {
        Effect(operation: .cancellable(id: AnyHashable(id), cancelInFlight: cancelInFlight, self))
    }

    /// Cancels every running effect marked `cancellable(id: id)`; actions they would still send
    /// are dropped.
    ///
    /// - Parameter id: The id the effects were made cancellable with, compared with `==`. An
    ///   effect with this id that has not started yet (a later part of a concatenation) is not
    ///   affected, and a concatenation whose running part is cancelled goes on with its next
    ///   part.
    /// - Returns: An effect that cancels them, in this store only, when it starts, and ends at
    ///   once.
    public static func cancel<ID: Hashable & Sendable>(id: ID) -> Effect<Action> {
        Effect(operation: .cancel(id: AnyHashable(id)))
    }

    /// This effect with every action it sends transformed by `transform` (to embed a child
    /// feature's effects in a parent's).
    ///
    /// - Parameter transform: Turns each action the effect sends into the parent's action. It is
    ///   called where the action is sent (on the thread that emits a sequence's element, or in
    ///   the task of a ``run(priority:operation:)`` body), except for a ``just(_:)`` effect,
    ///   whose action is transformed at once, when `map` is called. It should be pure.
    /// - Returns: The same work sending `NewAction`s, with the same cancellation ids.
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
            return Effect<NewAction>(
                operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
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
    ///
    /// - Parameter deliver: Called with each action the `Send` is called with, synchronously on
    ///   the caller's thread. Such a `Send` drops nothing: every action reaches `deliver`.
    public init(_ deliver: @escaping @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store.
    ///
    /// - Parameter action: The action to feed back, which the log records with origin
    ///   ``ActionLog/Origin/effect``. With the `send` a store passes to a
    ///   ``Effect/run(priority:operation:)`` body, it is dropped if the effect was cancelled or
    ///   the store is gone; otherwise, if the store is idle, the calling thread processes it (and
    ///   runs the reducer) before the call returns, and if not it joins the queue.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
