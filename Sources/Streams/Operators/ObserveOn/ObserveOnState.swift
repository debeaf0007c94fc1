/// The state of an `observe(on:)` subscription: the events waiting for the scheduler, behind the
/// sink's lock.
@usableFromInline
struct ObserveOnState<Element> {
    @usableFromInline var queue = Queue<Event<Element>>()
    /// A drain is scheduled or running.
    @usableFromInline var isRunning = false

    @inlinable
    init() {}
}
