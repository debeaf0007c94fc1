extension ImmediateSchedulerType {
    /// Runs `action` with `state` on this scheduler, and again with each state that `action`
    /// passes to `recurse`; used by sources that emit one element per step.
    ///
    /// On a scheduler that queues work, each step runs after the one that requested it has
    /// returned, so a long recursion does not grow the stack; on one that runs work inline
    /// (``ConcurrentMainScheduler`` on the main thread) each step runs inside the one before. On
    /// the current-thread trampoline a step requested while nothing else waits on the trampoline
    /// runs in a loop rather than through the queue: it would have been the next item anyway, so
    /// the order is RxSwift's without the cost.
    ///
    /// - Parameters:
    ///   - state: The state of the first step.
    ///   - action: One step, called on this scheduler with the step's state and `recurse`.
    ///     Calling `recurse(next)` during the step schedules another step with `next`; a step
    ///     that does not call it ends the recursion.
    /// - Returns: A ``Disposable`` that cancels the steps not yet run; a step already under way
    ///   finishes, and what it requests does not run.
    @inlinable
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        scheduleRecursively(on: self, state, action: action)
    }
}

/// `scheduleRecursive(_:action:)` for a scheduler held as an existential, which is how Streams'
/// own operators hold theirs (`observe(on:)`, the stepping sources). They call this instead: a
/// protocol-extension method called on an existential runs with an opened `Self` that the
/// optimizer cannot specialize, so the steps would run as unspecialized generic code.
@inlinable
func scheduleRecursively<State>(
    on scheduler: ImmediateSchedulerType, _ state: State,
    action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
) -> Disposable {
    let recursion = RecursiveImmediateSchedule(scheduler: scheduler, action: action)
    recursion.schedule(state)
    // Handing out a disposable that forgets `recursion` once disposed breaks the cycle an
    // action closes when it captures the returned disposable (as RxSwift's does).
    return Disposables.create(with: recursion.dispose)
}

/// The steps of `scheduleRecursive(_:action:)`. Its loop is `@inlinable` so that it runs
/// specialized for the state's type in the client.
@usableFromInline
final class RecursiveImmediateSchedule<State>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `action` is immutable; steps run one at a time on the scheduler, and
    // cancellation state lives in the thread-safe `group` and `disposed`.
    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let action: (State, (State) -> Void) -> Void
    @usableFromInline let group = CompositeDisposable()
    @usableFromInline let disposed = BooleanDisposable()
    @usableFromInline let loopsOnTrampoline: Bool

    @inlinable
    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
        loopsOnTrampoline = scheduler is CurrentThreadScheduler
        Resources.increment()
        SubscriptionRegistry.scheduledWorkBegan(self)
    }

    deinit {
        Resources.decrement()
        SubscriptionRegistry.ended(self)
    }

    @inlinable
    func schedule(_ state: State) {
        let pending = SingleAssignmentDisposable()
        guard let key = group.insert(pending) else { return }
        let scheduled = scheduler.schedule(state) { [self] state in
            group.remove(for: key)
            run(state)
            return Disposables.create()
        }
        pending.setDisposable(scheduled)
    }

    @inlinable
    func run(_ first: State) {
        let trampoline = loopsOnTrampoline ? Trampoline.current : nil
        // A flag beside a plain value, not an optional: `State?` would cost a generic metadata
        // look-up per step wherever this runs unspecialized.
        var state = first
        var hasNext = true
        while hasNext, !disposed.isDisposed {
            hasNext = false
            action(state) { requested in
                // Looping is only equivalent to queueing when the step would be first in line:
                // the first request of this action, with the trampoline queue empty. Work the
                // action queues afterwards then runs after the step, as it would in RxSwift.
                if let trampoline, !hasNext, trampoline.queue.isEmpty {
                    state = requested
                    hasNext = true
                } else {
                    schedule(requested)
                }
            }
        }
    }

    @usableFromInline
    func dispose() {
        disposed.dispose()
        group.dispose()
    }
}

extension SchedulerType {
    /// Runs `action` with `state` once `dueTime` has passed, handing it an
    /// ``AnyRecursiveScheduler`` with which it schedules the next steps.
    ///
    /// - Parameters:
    ///   - state: The state of the first step.
    ///   - dueTime: How long to wait before the first step, on this scheduler's clock.
    ///   - action: One step, called on this scheduler with the step's state and the recursive
    ///     scheduler: ``AnyRecursiveScheduler/schedule(_:dueTime:)`` schedules the next step after
    ///     a delay, ``AnyRecursiveScheduler/schedule(_:)`` as soon as possible. A step that
    ///     schedules nothing ends the recursion.
    /// - Returns: A ``Disposable`` that cancels every step not yet run (as
    ///   ``AnyRecursiveScheduler/dispose()`` does); a step already under way finishes.
    public func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
    ) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

/// Schedules the next steps of a recursion started with
/// ``SchedulerType/scheduleRecursive(_:dueTime:action:)``, on that scheduler.
///
/// Each step receives it as the action's second argument; there is no other way to make one.
public final class AnyRecursiveScheduler<State>: @unchecked Sendable {
    // @unchecked Sendable: `action` is immutable and steps run one at a time on the scheduler;
    // pending steps live in the thread-safe `group`.
    private let scheduler: SchedulerType
    private let action: (State, AnyRecursiveScheduler<State>) -> Void
    private let group = CompositeDisposable()

    init(scheduler: SchedulerType, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the next step, with `state`, once `dueTime` has passed.
    ///
    /// Does nothing once the recursion is disposed.
    ///
    /// - Parameters:
    ///   - state: The state the step is called with.
    ///   - dueTime: How long to wait, on the clock of the scheduler the recursion runs on.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        let pending = SingleAssignmentDisposable()
        guard let key = group.insert(pending) else { return }
        let scheduled = scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
            group.remove(for: key)
            if !group.isDisposed { action(state, self) }
            return Disposables.create()
        }
        pending.setDisposable(scheduled)
    }

    /// Schedules the next step, with `state`, as soon as the scheduler can run it.
    ///
    /// Does nothing once the recursion is disposed.
    ///
    /// - Parameter state: The state the step is called with.
    public func schedule(_ state: State) {
        let pending = SingleAssignmentDisposable()
        guard let key = group.insert(pending) else { return }
        let scheduled = scheduler.schedule(state) { [self] state in
            group.remove(for: key)
            if !group.isDisposed { action(state, self) }
            return Disposables.create()
        }
        pending.setDisposable(scheduled)
    }

    /// Cancels every pending step; steps scheduled afterwards never run.
    public func dispose() { group.dispose() }
}

/// `schedulePeriodic` for schedulers without a native timer: each tick schedules the next one
/// `period` later, then runs the action; ticks that fall due while an action still runs are
/// run back to back (as RxSwift does).
final class PeriodicRecursiveSchedule<State>: @unchecked Sendable {
    // @unchecked Sendable: `state` is read and written only by the serialized tick actions
    // (`pendingTicks` decides which tick runs the action).
    private enum Command { case tick, dispatch }

    /// The first stored property, reached only through `pendingTicks` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics = 0
    private let scheduler: SchedulerType
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State

    init(scheduler: SchedulerType, period: RxTimeInterval, state: State, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.period = period
        self.state = state
        self.action = action
        assertAtomicsAreFirst(self, &atomics)
    }

    /// Ticks due whose action has not run yet.
    private var pendingTicks: UnsafeAtomic<Int> { UnsafeAtomic(inFirstStoredPropertyOf: self) }

    func start(after startAfter: RxTimeInterval) -> Disposable {
        scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { [self] command, recursive in
            step(command, recursive)
        }
    }

    private func step(_ command: Command, _ recursive: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursive.schedule(.tick, dueTime: period)
            if pendingTicks.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 {
                step(.dispatch, recursive)
            }
        case .dispatch:
            state = action(state)
            if pendingTicks.wrappingSubtract(1, ordering: .acquiringAndReleasing).oldValue > 1 {
                recursive.schedule(.dispatch)
            }
        }
    }
}
