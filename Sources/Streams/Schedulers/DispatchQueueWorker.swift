import Dispatch
import Foundation

/// The one implementation of scheduling on a dispatch queue, shared by the serial, concurrent
/// and main schedulers: immediate work is an `async`, delayed and periodic work a timer source.
struct DispatchQueueWorker: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        queue.asyncWatchingMain {
            guard !cancel.isDisposed else { return }
            let (state, action) = work.value
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// The timer and what the action returns are kept apart: the timer may fire — and the action
    /// return its disposable — before this function has returned, so neither may replace the other.
    /// The timer's handler holds the timer (through `pending`) until it has fired or is disposed,
    /// so the work runs even if the caller keeps nothing.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let pending = SingleAssignmentDisposable()
        let result = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let timer = DispatchTimer(queue: queue, deadline: .now() + dueTime, repeating: nil, leeway: leeway) {
            defer { pending.dispose() }
            guard !result.isDisposed else { return }
            let (state, action) = work.value
            result.setDisposable(action(state))
        }
        pending.setDisposable(timer)
        return Disposables.create(pending, result)
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        if case .never = startAfter { return Disposables.create() }
        let box = PeriodicState(state: state, action: action)
        let repeating: DispatchTimeInterval? = { if case .never = period { return nil } else { return period } }()
        return DispatchTimer(queue: queue, deadline: .now() + startAfter, repeating: repeating, leeway: leeway) {
            box.tick()
        }
    }
}

/// The state a periodic timer threads through its ticks.
private final class PeriodicState<State>: @unchecked Sendable {
    // @unchecked Sendable: ticks of one timer source never overlap (a dispatch source delivers
    // its events serially), and only ticks touch `state`.
    private var state: State
    private let action: (State) -> State

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
    }

    func tick() { state = action(state) }
}

/// A dispatch timer source that is cancelled by `dispose()`.
final class DispatchTimer: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: the timer source is only created, resumed and cancelled, which
    // Dispatch allows from any thread; `disposed` guards the single cancel.
    /// The first stored property, reached only through `disposed` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    private let source: DispatchSourceTimer

    init(
        queue: DispatchQueue, deadline: DispatchTime, repeating: DispatchTimeInterval?, leeway: DispatchTimeInterval,
        handler: @escaping @Sendable () -> Void
    ) {
        source = DispatchSource.makeTimerSource(queue: queue)
        if let repeating {
            source.schedule(deadline: deadline, repeating: repeating, leeway: leeway)
        } else {
            source.schedule(deadline: deadline, leeway: leeway)
        }
        source.setEventHandler(handler: queue.handlerWatchingMain(handler))
        source.resume()
        assertAtomicsAreFirst(self, &atomics)
        Resources.increment()
        SubscriptionRegistry.scheduledWorkBegan(self)
    }

    deinit {
        Resources.decrement()
        SubscriptionRegistry.ended(self)
    }

    private var disposed: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    var isDisposed: Bool { disposed.isDisposed }

    func dispose() {
        guard disposed.markDisposed() else { return }
        source.cancel()
    }
}
