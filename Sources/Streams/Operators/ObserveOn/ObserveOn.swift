extension ObservableType {
    /// Delivers every event on `scheduler`, in order and one at a time; subscription and
    /// disposal stay where they are (see ``ObservableType/subscribe(on:)`` for those).
    ///
    ///     source:                    --1--2--|
    ///     observe(on: testScheduler)            (one processing tick per delivery)
    ///     result:                    ---1--2--|
    ///
    /// On a ``SerialDispatchQueueScheduler`` each event is queued to its queue directly; on any
    /// other scheduler the events wait in a queue drained by one recursive schedule at a time,
    /// as in RxSwift (so on a `TestScheduler` events received in the same tick are delivered
    /// one tick apart).
    ///
    /// - Parameter scheduler: Where every event is delivered.
    /// - Returns: This sequence's events, delivered on `scheduler`.
    @_alwaysEmitIntoClient
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ClosureOperator(capturing: (source: source, scheduler: serial)) { captured, downstream in
                let sink = ObserveOnSerialDispatchQueueSink(scheduler: captured.scheduler, observer: downstream)
                return sink.attaching(captured.source.subscribeErased(AnyObserver { sink.on($0) }))
            }
        }
        return ClosureOperator(capturing: (source: source, scheduler: scheduler)) { captured, downstream in
            let sink = ObserveOnSink(scheduler: captured.scheduler, observer: downstream)
            return sink.attaching(
                Disposables.create(captured.source.subscribeErased(AnyObserver { sink.on($0) }), sink.scheduled))
        }
    }

    /// Renamed ``ObservableType/observe(on:)``.
    ///
    /// - Parameter scheduler: Where every event is delivered.
    /// - Returns: This sequence's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

@usableFromInline
struct ObserveOnState<Element> {
    @usableFromInline var queue = Queue<Event<Element>>()
    /// A drain is scheduled or running.
    @usableFromInline var isRunning = false

    @inlinable
    init() {}
}

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

/// `observe(on:)` a serial dispatch queue (or the main scheduler): each event is one block on
/// the queue, as in RxSwift, so events interleave with other work on that queue in the order
/// they arrived. On the main scheduler an event sent on the main thread while nothing is queued
/// is delivered at once, as RxSwift's `MainScheduler` does. Created in the client's
/// `ClosureOperator` closure, so its event path is specialized; a disposed sink drops the
/// events still queued (`forward` checks).
///
/// The block is the same for every event — it delivers the oldest event waiting in `pending` —
/// and is made once: dispatching a block that exists allocates nothing, where a closure per
/// event costs a context and a block copy (three allocations with the dispatch). The block
/// holds the sink unowned; the sink keeps itself alive while events wait for their blocks.
@usableFromInline
final class ObserveOnSerialDispatchQueueSink<Element>: Sink<AnyObserver<Element>>, @unchecked Sendable {
    // @unchecked Sendable: `pending` is behind a mutex; `deliverOldest` is written once, in the
    // initializer, before the sink is shared; the serial queue orders the deliveries.
    override var operatorName: String { "observe(on:)" }

    @usableFromInline let scheduler: SerialDispatchQueueScheduler
    /// Events dispatched and not yet delivered, oldest first: one per block in the queue.
    @usableFromInline let pending = Locked(Queue<Event<Element>>())
    @exclusivity(unchecked) @usableFromInline var deliverOldest: (@Sendable @convention(block) () -> Void)?

    @inlinable
    init(scheduler: SerialDispatchQueueScheduler, observer: AnyObserver<Element>) {
        self.scheduler = scheduler
        super.init(observer: observer)
        deliverOldest = { [unowned(unsafe) self] in
            // The queue holds as many blocks as `pending` holds events: one is there.
            let (event, isLast) = pending.withLock { pending in (pending.dequeue()!, pending.isEmpty) }
            forward(event)
            scheduler.finishWork()
            // Balances the retain `on(_:)` took when this spell of waiting events began.
            if isLast { Unmanaged.passUnretained(self).release() }
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if scheduler.beginWork() {
            forward(event)
            scheduler.finishWork()
            return
        }
        pending.withLock { pending in
            // Kept alive from the first waiting event until the block that delivers the last
            // one has run: one retain per spell of waiting events rather than per event, so
            // this thread and the queue's do not pass the reference count back and forth.
            if pending.isEmpty { _ = Unmanaged.passRetained(self) }
            pending.enqueue(event)
        }
        scheduler.dispatch(deliverOldest!)
    }
}
