/// The base of operators with several inputs (merge, flatMap, timers, ...): their inputs may
/// arrive on different threads, yet downstream must see one event at a time, in the order the
/// state changed, and no lock may be held while calling out.
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
///
/// A sink whose deliveries are not yet events — `combineLatest`'s snapshots, which become results
/// outside the lock, or `window`'s events for its windows — is a `SerializingDeliverySink` of its
/// own delivery type, the same mechanism with `synchronized(_:deliver:)`: a `SerializingSink` is
/// the `SerializingDeliverySink` whose deliveries are events.
@usableFromInline
typealias SerializingSink<Observer: ObserverType, State> = SerializingDeliverySink<
    Observer, State, Event<Observer.Element>
>

/// What a `SerializingSink`'s update emits: the `DeliveryEmitter` of events.
@usableFromInline
typealias EventEmitter<Element> = DeliveryEmitter<Event<Element>>

/// A sink whose state is behind a lock and whose deliveries leave it one at a time, in the order
/// of the state changes that made them, with no lock held: `SerializingSink` when they are
/// events, which it forwards. Updates run under the lock and `emit` deliveries into a
/// `DeliveryQueue`; after the lock, whichever thread finds no delivery under way makes them
/// (`deliver`), other threads and re-entrant calls only queue.
@usableFromInline
class SerializingDeliverySink<Observer: ObserverType, State, Delivery>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: the mutable state is in `guarded`, behind a mutex.
    @usableFromInline
    struct Guarded {
        @usableFromInline var state: State
        @usableFromInline var emitter = DeliveryEmitter<Delivery>()

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

    /// The gate of the deliveries `guarded.emitter` collects.
    @inlinable
    final var gate: DeliveryGate {
        lifecycleGate(entersWithoutLock: deliversWithoutLock)
    }

    /// Updates the state under the lock, then makes what the update emitted, in order, with
    /// `deliver`.
    @inlinable @discardableResult
    final func synchronized<Result>(
        reportsStateOnlyUpdates: Bool = true,
        _ update: (inout State, inout DeliveryEmitter<Delivery>) -> Result, deliver: (Delivery) -> Void
    ) -> Result {
        let (result, first) = synchronizedKeepingDelivery(reportsStateOnlyUpdates: reportsStateOnlyUpdates, update)
        self.deliver(from: consume first, using: deliver)
        return result
    }

    /// The first half of `synchronized`, for a sink with something to do between the update and
    /// its deliveries (`combineLatest` disposes an input before passing its stop event on):
    /// updates the state under the lock and returns the update's result, with the delivery this
    /// thread must make, as the deliverer, by `deliver(from:using:)` — `nil` when there is none,
    /// or other threads' deliveries are under way and make this one after theirs.
    ///
    /// In debug builds, an update that arrives while this thread makes the sink's previous
    /// delivery was sent re-entrantly, from below, and is reported if what it emitted waits for
    /// that delivery — or, with `reportsStateOnlyUpdates`, if it emitted nothing: a state change
    /// whose consequence comes later (`sample`'s source completing). An input that is only
    /// stored, as RxSwift stores it nested, changes nothing that differs: such updates pass
    /// `false` (`zip`'s element waiting for its pair), or use `updateState`.
    @inlinable
    final func synchronizedKeepingDelivery<Result>(
        reportsStateOnlyUpdates: Bool = true,
        _ update: (inout State, inout DeliveryEmitter<Delivery>) -> Result
    ) -> (result: Result, first: Delivery?) {
        #if DEBUG
        let (result, first, emitted) = guarded.withLock { guarded -> (Result, Delivery?, Bool) in
            let result = update(&guarded.state, &guarded.emitter)
            let emitted = guarded.emitter.queue.hasCollected
            return (result, guarded.emitter.queue.enterOrQueueCollected(through: gate), emitted)
        }
        // Unless this thread has just become the deliverer.
        if case .none = first, emitted || reportsStateOnlyUpdates { reportIfWaitingForOwnDelivery() }
        return (result, first)
        #else
        return guarded.withLock { guarded in
            let result = update(&guarded.state, &guarded.emitter)
            return (result, guarded.emitter.queue.enterOrQueueCollected(through: gate))
        }
        #endif
    }

    /// The second half of `synchronized`: makes `first`, then what other threads queued meanwhile.
    @inlinable
    final func deliver(from first: consuming Delivery?, using deliver: (Delivery) -> Void) {
        // (`next` is a closure, not the method: a method reference would retain `self`.)
        gate.deliver(from: first, using: deliver, next: { takeQueued() })
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

    /// Under the lock, for the deliverer: the next delivery other threads queued.
    @inlinable
    final func takeQueued() -> Delivery {
        guarded.withLock { $0.emitter.queue.take(through: gate) }
    }
}

extension SerializingDeliverySink where Delivery == Event<Observer.Element> {
    /// Updates the state under the lock, then forwards what the update emitted, in order.
    @inlinable @discardableResult
    final func synchronized<Result>(_ update: (inout State, inout EventEmitter<Observer.Element>) -> Result) -> Result {
        synchronized(update, deliver: { forward($0) })
    }

    /// By a deliverer that entered with `enterWithoutLock()`: forwards the events other threads
    /// queued meanwhile, then leaves.
    @inlinable
    final func leaveDeliveringQueued() {
        while !gate.leave() {
            forward(takeQueued())
        }
    }

    /// Emits `event` (after updating nothing): `synchronized { _, emitter in emitter.emit(event) }`.
    @inlinable
    final func emit(_ event: Event<Observer.Element>) {
        synchronized { _, emitter in emitter.emit(event) }
    }
}

/// Collects the deliveries a `SerializingDeliverySink` update emits, inside its critical section.
@usableFromInline
struct DeliveryEmitter<Delivery> {
    @usableFromInline var queue = DeliveryQueue<Delivery>()

    @inlinable
    init() {}

    /// Makes `delivery` once the update's lock is released, after every delivery emitted before
    /// it.
    @inlinable @inline(__always)
    mutating func emit(_ delivery: Delivery) {
        queue.collect(delivery)
    }
}
