/// The state of an `observe(on:)` subscription, changed under its sink's lock by one transition
/// per event and per step of the drain: the events waiting for the scheduler, and whether a
/// drain — one recursive schedule delivering them one at a time — is scheduled or running.
@usableFromInline
struct ObserveOnState<Element> {
    @usableFromInline var queue = Queue<Event<Element>>()
    /// A drain is scheduled or running.
    @usableFromInline var isRunning = false

    @inlinable
    init() {}

    /// An event arrived: it waits for the drain. `true` when no drain runs, and the sink
    /// schedules one.
    @inlinable
    mutating func eventArrived(_ event: Event<Element>) -> Bool {
        queue.enqueue(event)
        defer { isRunning = true }
        return !isRunning
    }

    /// The drain takes the oldest waiting event; `nil` when none waits, and the drain ends.
    @inlinable
    mutating func nextEvent() -> Event<Element>? {
        if let event = queue.dequeue() { return event }
        isRunning = false
        return nil
    }

    /// The drain delivered an event: `true` when more wait; otherwise the drain ends.
    @inlinable
    mutating func delivered() -> Bool {
        if queue.isEmpty {
            isRunning = false
            return false
        }
        return true
    }
}
