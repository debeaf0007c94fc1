import Synchronization

extension ImmediateSchedulerType {
    /// Runs `action(state, recurse)`; each call of `recurse(next)` schedules another run with
    /// `next`. Used by sources that emit one element per step.
    ///
    /// On the current-thread trampoline a step requested while nothing else waits on the
    /// trampoline runs in a loop rather than through the queue: it would have been the next item
    /// anyway, so the order is RxSwift's without the cost.
    @inlinable
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        scheduleRecursively(on: self, state, action: action)
    }
}

/// `scheduleRecursive(_:action:)` for a scheduler held as an existential, which is how Streams'
/// own operators hold theirs (`observe(on:)`, the stepping sources). They call this instead: a
/// protocol-extension method called on an existential runs with an opened `Self` that the
/// optimizer cannot specialize, so the steps would run as unspecialized generic code.
@inlinable
func scheduleRecursively<State>(on scheduler: ImmediateSchedulerType, _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
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
    /// Runs `action(state, scheduler)` after `dueTime`; the action reschedules itself through
    /// `scheduler.schedule(_:dueTime:)`.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

/// Schedules the recursive steps of `scheduleRecursive(_:dueTime:action:)`.
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

    /// Schedules the next step with `state` after `dueTime`.
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

    /// Schedules the next step with `state` as soon as possible.
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

    /// Cancels every pending step.
    public func dispose() { group.dispose() }
}

/// `schedulePeriodic` for schedulers without a native timer: each tick schedules the next one
/// `period` later, then runs the action; ticks that fall due while an action still runs are
/// run back to back (as RxSwift does).
final class PeriodicRecursiveSchedule<State>: @unchecked Sendable {
    // @unchecked Sendable: `state` is read and written only by the serialized tick actions
    // (`pendingTicks` decides which tick runs the action).
    private enum Command { case tick, dispatch }

    private let scheduler: SchedulerType
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private let pendingTicks = Atomic<Int>(0)

    init(scheduler: SchedulerType, period: RxTimeInterval, state: State, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.period = period
        self.state = state
        self.action = action
    }

    func start(after startAfter: RxTimeInterval) -> Disposable {
        scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { [self] command, recursive in
            step(command, recursive)
        }
    }

    private func step(_ command: Command, _ recursive: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursive.schedule(.tick, dueTime: period)
            if pendingTicks.add(1, ordering: .acquiringAndReleasing).oldValue == 0 {
                step(.dispatch, recursive)
            }
        case .dispatch:
            state = action(state)
            if pendingTicks.subtract(1, ordering: .acquiringAndReleasing).oldValue > 1 {
                recursive.schedule(.dispatch)
            }
        }
    }
}
