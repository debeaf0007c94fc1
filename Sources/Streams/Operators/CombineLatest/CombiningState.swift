/// The engine's state, changed under the sink's lock by one transition per event
/// (`CombiningSink.elementArrived`, `.inputStopped`, `.selectorFailed`).
@usableFromInline
struct CombiningState<Values> {
    @usableFromInline
    enum Phase {
        /// Inputs are combined: an element may produce a result, an input may stop.
        case running
        /// A stop event was delivered or queued (or the result selector failed): every later
        /// event is ignored.
        case stopped
    }

    @usableFromInline var values: Values
    /// Per input: elements available (zip) or 1 once it emitted (combineLatest).
    @usableFromInline var available: [Int]
    /// Inputs with at least one available element.
    @usableFromInline var readyCount = 0
    /// Per input: whether it completed.
    @usableFromInline var isDone: [Bool]
    @usableFromInline var doneCount = 0
    @usableFromInline var phase = Phase.running

    @inlinable
    init(values: Values, count: Int) {
        self.values = values
        available = Array(repeating: 0, count: count)
        isDone = Array(repeating: false, count: count)
    }
}

/// What the engine delivers, in the order its state changed: a snapshot to turn into a result
/// (outside the lock, since the result selector is user code) or a stop event.
@usableFromInline
enum CombiningDelivery<Snapshot> {
    case combine(Snapshot)
    case stop(Swift.Error?)
}

/// What a `CombiningSink` does after a transition of its state, once the lock is released and
/// before it makes what the transition emitted.
@usableFromInline
enum CombiningAction {
    case none
    /// Disposes the stopped input's subscription (see `CombiningForm`).
    case disposeInput
}
