/// The base of operators with several inputs (merge, combineLatest, flatMap, timers, ...):
/// their inputs may arrive on different threads, yet downstream must see one event at a time,
/// in the order the state changed, and no lock may be held while calling out.
///
/// `synchronized` runs a state update under the sink's lock; the events it `emit`s are collected
/// in a `DeliveryQueue` in the same critical section, so their order is the order of the state
/// changes. After the lock is released they are forwarded, by whichever thread found the queue
/// idle; other threads (and re-entrant calls from downstream) only queue. Anything else the
/// update decides to do — subscribe, dispose, schedule — it returns, and the caller does it after
/// the lock: decide under the lock, act after it.
///
///     let action = synchronized { state, emitter -> Action in
///         state.latest = element
///         emitter.emit(.next(element))
///         return .subscribeInner
///     }
///     perform(action)
///
/// An update that emits nothing uses `updateState` (the lock, and no delivery bookkeeping). A
/// sink whose inputs send some events that change no locked state may let them skip the lock:
/// made with `deliversWithoutLock`, it delivers them between `enterWithoutLock()` and
/// `leaveDeliveringQueued()` whenever no delivery is under way (`flatMapLatest`'s inner elements).
@usableFromInline
class SerializingSink<Observer: ObserverType, State>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the mutable state is in `guarded`, behind a mutex.
    @usableFromInline
    struct Guarded {
        @usableFromInline var state: State
        @usableFromInline var emitter = Emitter<Observer.Element>()

        @inlinable
        init(state: State) {
            self.state = state
        }
    }

    @usableFromInline let guarded: Locked<Guarded>
    /// Whether some events are delivered after `enterWithoutLock()`.
    @usableFromInline let deliversWithoutLock: Bool

    @usableFromInline
    init(state: State, observer: Observer, deliversWithoutLock: Bool = false) {
        guarded = Locked(Guarded(state: state))
        self.deliversWithoutLock = deliversWithoutLock
        super.init(observer: observer)
    }

    /// The gate of the events `guarded.emitter` collects.
    @inlinable
    final var gate: DeliveryGate {
        lifecycleGate(entersWithoutLock: deliversWithoutLock)
    }

    /// Updates the state under the lock, then forwards what the update emitted, in order.
    @inlinable @discardableResult
    final func synchronized<Result>(_ update: (inout State, inout Emitter<Observer.Element>) -> Result) -> Result {
        let (result, first) = guarded.withLock { guarded -> (Result, Event<Observer.Element>?) in
            let result = update(&guarded.state, &guarded.emitter)
            return (result, guarded.emitter.queue.enterOrQueueCollected(through: gate))
        }
        #if DEBUG
        // Unless this thread has just become the deliverer: an input arriving while it delivers
        // the sink's previous event was sent re-entrantly, from below — whether it emitted
        // something (which waits for that delivery) or only changed the state.
        if case .none = first { reportIfWaitingForOwnDelivery() }
        #endif
        gate.deliver(from: first, using: { forward($0) }, next: takeQueued)
        return result
    }

    /// `synchronized` for an update that emits nothing: the state changes under the lock, with
    /// no delivery to collect in it or to make after it.
    @inlinable @discardableResult
    final func updateState<Result>(_ update: (inout State) -> Result) -> Result {
        guarded.withLock { update(&$0.state) }
    }

    /// Without the lock: makes this thread the deliverer if no delivery is under way (`false`:
    /// emit through `synchronized`, behind the one under way). The deliverer then reads what
    /// decides whether to forward its event — anything written before the last delivery left
    /// the gate is visible to it (entering acquires what leaving released) — forwards it or
    /// not, and calls `leaveDeliveringQueued()`. For a sink made with `deliversWithoutLock`, and
    /// an event that changes no locked state.
    @inlinable
    final func enterWithoutLock() -> Bool {
        gate.enterWithoutLock()
    }

    /// By a deliverer that entered with `enterWithoutLock()`: forwards the events other threads
    /// queued meanwhile, then leaves.
    @inlinable
    final func leaveDeliveringQueued() {
        while !gate.leave() {
            forward(takeQueued())
        }
    }

    /// Under the lock, for the deliverer: the next event other threads queued.
    @inlinable
    final func takeQueued() -> Event<Observer.Element> {
        guarded.withLock { $0.emitter.queue.take(through: gate) }
    }

    /// Emits `event` (after updating nothing): `synchronized { _, emitter in emitter.emit(event) }`.
    @inlinable
    final func emit(_ event: Event<Observer.Element>) {
        synchronized { _, emitter in emitter.emit(event) }
    }
}

/// Collects the events a `SerializingSink` update emits, inside its critical section.
@usableFromInline
struct Emitter<Element> {
    @usableFromInline var queue = DeliveryQueue<Event<Element>>()

    @inlinable
    init() {}

    /// Sends `event` downstream once the update's lock is released, after every event emitted
    /// before it.
    @inlinable
    mutating func emit(_ event: Event<Element>) {
        queue.collect(event)
    }
}
