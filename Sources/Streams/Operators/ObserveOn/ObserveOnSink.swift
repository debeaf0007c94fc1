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
        if state.withLock({ $0.eventArrived(event) }) {
            scheduled.disposable = scheduleRecursively(on: scheduler, ()) { [self] _, recurse in
                if deliverOne() { recurse(()) }
            }
        }
    }

    /// Delivers the oldest queued event; `true` if more wait.
    @inlinable
    func deliverOne() -> Bool {
        guard let event = state.withLock({ $0.nextEvent() }), !isDisposed else { return false }
        forward(event)
        return state.withLock { $0.delivered() }
    }
}
