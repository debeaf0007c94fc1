import Streams

/// One state value changed only by a pure reducer: the Model of MVI and the store of Redux.
///
/// `send(_:)` may be called from any thread. Actions are processed one at a time, in the order
/// they were sent: the thread that finds the store idle processes the queue (its own action and
/// any that other threads or effects add meanwhile); other threads only enqueue. The reducer and
/// the state's observers are never called with a lock held, so they may call `send` themselves.
///
/// For each action the store runs the reducer, records the action and the new state in the
/// `actionLog`, publishes the state, then starts the effect the reducer returned; actions the
/// effect produces come back through the same queue.
///
/// Views drive `state`, a `Driver`. The store is also an `ObservableType` of its state, for
/// non-UI observers: subscribing replays the current state, then every new one, on the thread
/// that processed the action (`store.map(\.count).distinctUntilChanged()`).
public final class Store<State, Action>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: mutable state lives in `core`, behind a mutex. Processing calls the
    // reducer only on the thread in the actions' delivery gate (entered under the mutex);
    // `replayState` calls it on its caller's thread, which is safe because a reducer is pure
    // (documented there).
    public typealias Element = State
    /// `(inout State, Action) -> Effect<Action>`: changes the state, returns the work to do.
    public typealias Reducer = (inout State, Action) -> Effect<Action>

    /// An effect that has started and not yet ended, for debugging and exhaustive tests.
    public struct RunningEffect: CustomStringConvertible {
        /// The action whose reducer call returned the effect, described.
        public let startedBy: String
        /// The ids the effect is cancellable with.
        public let cancelIDs: [AnyHashable]

        public var description: String {
            cancelIDs.isEmpty
                ? "effect started by \(startedBy)"
                : "effect started by \(startedBy) (cancellable with id \(cancelIDs.map { "\($0.base)" }.joined(separator: ", ")))"
        }
    }

    private struct QueuedAction {
        let action: Action
        let origin: ActionLog<State, Action>.Origin
    }

    private struct EffectRecord {
        let startedBy: String
        let disposable = SingleAssignmentDisposable()
        var cancelIDs: [AnyHashable] = []
    }

    private struct Core {
        var state: State
        /// The actions sent while one is processed, for the thread processing it.
        var actions = DeliveryQueue<QueuedAction>()
        var log: ActionLog<State, Action>
        var nextToken = 0
        var effects: [Int: EffectRecord] = [:]
        var cancellables: [AnyHashable: [Int: SingleAssignmentDisposable]] = [:]
        var isInvalidated = false

        mutating func token() -> Int {
            defer { nextToken += 1 }
            return nextToken
        }
    }

    /// The first stored property, reached only through `processing` (see Streams'
    /// `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    private let reducer: Reducer
    private let core: Locked<Core>
    private let subject: BehaviorSubject<State>

    /// A store holding `initialState`, changed by `reducer`. `actionLogLimit` bounds the action
    /// log (`nil`, the default, keeps every action; 0 keeps none).
    ///
    /// - Parameters:
    ///   - initialState: The state before any action: what ``currentState`` and ``state`` start
    ///     with, and step 0 of the ``actionLog``.
    ///   - reducer: Called once for each action, one at a time, on the thread processing the
    ///     queue (see the type's documentation), never with the store's lock held. It must be
    ///     pure: ``replayState(through:)`` calls it again to rebuild past states.
    ///   - actionLogLimit: The most entries the ``actionLog`` keeps; older ones are dropped and
    ///     the log's ``ActionLog/initialState`` moves forward. `nil`, the default, keeps every
    ///     action, so the log grows as long as the store lives; 0 keeps none. A negative limit
    ///     stops the program with a precondition failure.
    public init(initialState: State, reducer: @escaping Reducer, actionLogLimit: Int? = nil) {
        self.reducer = reducer
        core = Locked(Core(state: initialState, log: ActionLog(initialState: initialState, limit: actionLogLimit)))
        subject = BehaviorSubject(value: initialState)
        assertAtomicsAreFirst(self, &atomics)
    }

    /// Whether an action is being processed, and whether others wait behind it (`Core.actions`).
    private var processing: DeliveryGate {
        DeliveryGate(UnsafeAtomic(inFirstStoredPropertyOf: self))
    }

    deinit {
        let disposables = core.withLock { core -> [Disposable] in
            core.isInvalidated = true
            defer {
                core.effects = [:]
                core.cancellables = [:]
            }
            return core.effects.values.map(\.disposable)
        }
        disposables.forEach { $0.dispose() }
        subject.onCompleted()
    }

    /// The state right now.
    public var currentState: State {
        core.withLock { $0.state }
    }

    /// The state for the UI: the current state at once, then each new one, on the main thread
    /// (on the `SharingScheduler.mock` scheduler in tests). Build it on the main thread.
    public var state: Driver<State> {
        subject.asDriver(onErrorDriveWith: .empty())
    }

    /// Every action processed so far with the state it produced.
    public var actionLog: ActionLog<State, Action> {
        core.withLock { $0.log }
    }

    /// The effects that have started and not yet ended.
    public var runningEffects: [RunningEffect] {
        core.withLock { core in
            core.effects.sorted { $0.key < $1.key }.map {
                RunningEffect(startedBy: $0.value.startedBy, cancelIDs: $0.value.cancelIDs)
            }
        }
    }

    /// Rebuilds the state at `step` of the action log by replaying its actions through the
    /// reducer (effects are not run): time travel for debugging. The reducer runs on the
    /// calling thread, possibly while the store processes an action: it must be pure.
    ///
    /// - Parameter step: The step of the ``actionLog`` to rebuild, from ``ActionLog/firstStep``
    ///   to the last step (``ActionLog/nextStep`` − 1); `nil`, the default, means the last step,
    ///   the state the last processed action produced. A step outside the log stops the program
    ///   with a precondition failure.
    /// - Returns: The state the reducer produces from the log's ``ActionLog/initialState`` and
    ///   the actions logged up to `step`.
    public func replayState(through step: Int? = nil) -> State {
        actionLog.replay(through: step, reducer: reducer)
    }

    /// Sends `action` to the reducer. Safe from any thread and from inside a reducer's observers
    /// or effects; see the type's documentation for the ordering.
    ///
    /// - Parameter action: The action to process, which the log records with origin
    ///   ``ActionLog/Origin/sent``. If the store is idle, the calling thread processes it (runs
    ///   the reducer, publishes the state and starts the effect), and the actions queued
    ///   meanwhile, before `send` returns; otherwise it joins the queue, for the thread already
    ///   processing one.
    public func send(_ action: Action) {
        enqueue(QueuedAction(action: action, origin: .sent))
    }

    /// Cancels every running effect (a screen going away, or the end of a test).
    public func cancelAllEffects() {
        let disposables = core.withLock { core in core.effects.values.map(\.disposable) }
        disposables.forEach { $0.dispose() }
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == State {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<State> {
        subject.asObservable()
    }

    // MARK: Processing

    /// Processes `item` now if no action is being processed, then those sent meanwhile; or
    /// leaves it for the thread processing one.
    private func enqueue(_ item: QueuedAction) {
        let first = core.withLock { core -> QueuedAction? in
            guard !core.isInvalidated else { return nil }
            return core.actions.enterOrQueue(item, through: processing)
        }
        processing.deliver(
            from: first, using: process, next: { core.withLock { $0.actions.take(through: processing) } })
    }

    /// Runs the reducer for one action, records and publishes the new state, and starts the
    /// effect. Only the thread in the `processing` gate calls it, so the state read here is
    /// the latest.
    private func process(_ item: QueuedAction) {
        var next = core.withLock { $0.state }
        let effect = reducer(&next, item.action)
        core.withLock { core in
            core.state = next
            core.log.append(item.action, origin: item.origin, state: next)
        }
        subject.onNext(next)
        start(effect, startedBy: item.action)
    }

    // MARK: Effects

    private func start(_ effect: Effect<Action>, startedBy action: Action) {
        if effect.isNone { return }
        let description = String(describing: action)
        guard
            let (token, holder) = core.withLock({ core -> (Int, SingleAssignmentDisposable)? in
                guard !core.isInvalidated else { return nil }
                let token = core.token()
                let record = EffectRecord(startedBy: description)
                core.effects[token] = record
                return (token, record.disposable)
            })
        else { return }
        let execution = execute(effect, root: token, done: Once { [weak self] in self?.effectEnded(token) })
        holder.setDisposable(execution)
    }

    private func effectEnded(_ token: Int) {
        core.withLock { core in _ = core.effects.removeValue(forKey: token) }
    }

    private func feedBack(_ action: Action) {
        enqueue(QueuedAction(action: action, origin: .effect))
    }

    /// Starts `effect`; `done` runs once when it has ended — completed, or cancelled by disposing
    /// the returned disposable. `root` identifies the top-level effect it belongs to.
    private func execute(_ effect: Effect<Action>, root: Int, done: Once) -> Disposable {
        switch effect.operation {
        case .none:
            done()
            return Disposables.create()

        case .action(let action):
            feedBack(action)
            done()
            return Disposables.create()

        case .observable(let source):
            let subscription = source.subscribe(
                onNext: { [weak self] action in self?.feedBack(action) },
                onError: { error in
                    Hooks.defaultErrorHandler([], error)
                    done()
                },
                onCompleted: { done() }
            )
            return Disposables.create {
                subscription.dispose()
                done()
            }

        case .run(let priority, let work):
            // Disposed once the effect is cancelled: its task's `Send` then sends nothing.
            let cancelled = BooleanDisposable()
            let send = Send<Action> { [weak self] action in
                guard !cancelled.isDisposed else { return }
                self?.feedBack(action)
            }
            let task = Task(priority: priority) {
                await work(send)
                done()
            }
            return Disposables.create {
                cancelled.dispose()
                task.cancel()
                done()
            }

        case .merge(let effects):
            let remaining = Locked(effects.count)
            let group = CompositeDisposable()
            for child in effects {
                let childDone = Once {
                    let isLast = remaining.withLock { count -> Bool in
                        count -= 1
                        return count == 0
                    }
                    if isLast { done() }
                }
                _ = group.insert(execute(child, root: root, done: childDone))
            }
            return group

        case .concatenate(let effects):
            let sequence = Concatenation(effects: effects, done: done) { [weak self] child, childDone in
                guard let self else {
                    childDone()
                    return Disposables.create()
                }
                return self.execute(child, root: root, done: childDone)
            }
            sequence.startNext()
            return sequence

        case .cancellable(let id, let cancelInFlight, let inner):
            // The effects in flight are taken out and the new one registered in one critical
            // section: two effects with this id started at once on two threads (the processing
            // thread, and one where a `concatenate`'s earlier part ended) cannot both find none
            // in flight.
            let (registered, inFlight) = core.withLock {
                core -> ((token: Int, holder: SingleAssignmentDisposable)?, [SingleAssignmentDisposable]) in
                let inFlight =
                    cancelInFlight ? (core.cancellables.removeValue(forKey: id).map { Array($0.values) } ?? []) : []
                guard !core.isInvalidated else { return (nil, inFlight) }
                let token = core.token()
                let holder = SingleAssignmentDisposable()
                core.cancellables[id, default: [:]][token] = holder
                if core.effects[root]?.cancelIDs.contains(id) == false { core.effects[root]?.cancelIDs.append(id) }
                return ((token, holder), inFlight)
            }
            inFlight.forEach { $0.dispose() }
            guard let (token, holder) = registered else {
                done()
                return Disposables.create()
            }
            let innerDone = Once { [weak self] in
                self?.core.withLock { core in
                    core.cancellables[id]?[token] = nil
                    if core.cancellables[id]?.isEmpty == true { core.cancellables[id] = nil }
                }
                done()
            }
            holder.setDisposable(execute(inner, root: root, done: innerDone))
            return holder

        case .cancel(let id):
            cancel(id: id)
            done()
            return Disposables.create()
        }
    }

    private func cancel(id: AnyHashable) {
        let disposables = core.withLock { core -> [SingleAssignmentDisposable] in
            defer { core.cancellables[id] = nil }
            return core.cancellables[id].map { Array($0.values) } ?? []
        }
        disposables.forEach { $0.dispose() }
    }
}

/// Runs effects one after another. Children that end synchronously are started by the loop
/// that started them (a `SubscriptionLoop`), not recursively, so a long sequence cannot overflow
/// the stack.
private final class Concatenation<Action>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: the mutable state is in `state`, behind a lock; `effects` and
    // `startChild` are immutable.
    private struct State {
        var nextIndex = 0
        var loop = SubscriptionLoop()
        var isDisposed = false
    }

    private let effects: [Effect<Action>]
    private let done: Once
    private let startChild: (Effect<Action>, Once) -> Disposable
    private let current = SerialDisposable()
    private let state = Locked(State())

    init(effects: [Effect<Action>], done: Once, startChild: @escaping (Effect<Action>, Once) -> Disposable) {
        self.effects = effects
        self.done = done
        self.startChild = startChild
    }

    private enum Step {
        case start(Effect<Action>)
        case finish
        case stop
    }

    /// Starts the next child — or, while one is being started, has the loop that starts it
    /// start the next one once it returns.
    func startNext() {
        guard state.withLock({ $0.loop.enter() }) else { return }
        repeat {
            let step = state.withLock { state -> Step in
                guard !state.isDisposed else { return .stop }
                guard state.nextIndex < effects.count else { return .finish }
                defer { state.nextIndex += 1 }
                return .start(effects[state.nextIndex])
            }
            switch step {
            case .stop:
                return
            case .finish:
                done()
                return
            case .start(let child):
                current.disposable = startChild(child, Once { [weak self] in self?.startNext() })
            }
        } while state.withLock({ $0.loop.runAgain() })
    }

    func dispose() {
        let first = state.withLock { state -> Bool in
            defer { state.isDisposed = true }
            return !state.isDisposed
        }
        guard first else { return }
        current.dispose()
        done()
    }
}
