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
