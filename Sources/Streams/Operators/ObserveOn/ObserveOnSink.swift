/// `observe(on:)` any scheduler: events wait in a queue drained by one recursive schedule at a
/// time. Created in the client's `ClosureOperator` closure, so its event path is specialized.
@usableFromInline
final class ObserveOnSink<Element>: Sink<AnyObserver<Element>>, @unchecked Sendable {
    // @unchecked Sendable: the queue is behind `state`'s mutex; deliveries run one at a time on
    // the scheduler (one recursive schedule at a time).
    override var operatorName: String { "observe(on:)" }

    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let state = Locked(ObserveOnState<Element>())
    @usableFromInline let scheduled = SerialDisposable()

    @inlinable
    init(scheduler: ImmediateSchedulerType, observer: AnyObserver<Element>) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let starts = state.withLock { state -> Bool in
            state.queue.enqueue(event)
            defer { state.isRunning = true }
            return !state.isRunning
        }
        if starts {
            scheduled.disposable = scheduleRecursively(on: scheduler, ()) { [self] _, recurse in
                if deliverOne() { recurse(()) }
            }
        }
    }

    /// Delivers the oldest queued event; `true` if more wait.
    @inlinable
    func deliverOne() -> Bool {
        let event = state.withLock { state -> Event<Element>? in
            if let event = state.queue.dequeue() { return event }
            state.isRunning = false
            return nil
        }
        guard let event, !isDisposed else { return false }
        forward(event)
        return state.withLock { state in
            if state.queue.isEmpty {
                state.isRunning = false
                return false
            }
            return true
        }
    }
}
