/// The life of one operator subscription: whether it is disposed, the upstream subscription to
/// dispose with it, and — in debug builds — the check that events reach it one at a time.
///
/// Every operator's `Sink` builds on it (and so do one-object inner subscriptions such as
/// `flatMapLatest`'s), so disposal and misuse detection work the same everywhere.
@usableFromInline
class SubscriptionLifecycle: Disposable, @unchecked Sendable {
    // @unchecked Sendable: the only mutable field, `upstream`, is written once before
    // `attached` is published and read only by whoever sets `disposed`, so the atomic orderings
    // of `lifecycleState` make every access race-free.
    /// The words other threads change: the first stored property, reached only through
    /// `UnsafeAtomic` (`lifecycleState`, `SerializingDeliverySink.gate`).
    @exclusivity(unchecked) @usableFromInline var atomics = LifecycleAtomics()
    // Not optional and unchecked: copying a `Disposable?` goes through `Optional`'s generic
    // value witnesses (a metadata look-up each time), and the flags already make access
    // exclusive; a `NopDisposable` stands for "none".
    @exclusivity(unchecked) private var upstream: Disposable = NopDisposable()

    @usableFromInline
    init() {
        assertAtomicsAreFirst(self, &atomics)
        Resources.increment()
        SubscriptionRegistry.stageBegan(self)
    }

    deinit {
        Resources.decrement()
        SubscriptionRegistry.ended(self)
    }

    /// Disposed, attached, and the flags a subclass adds.
    @inlinable
    final var lifecycleState: DisposalFlags {
        DisposalFlags(UnsafeAtomic(inFirstStoredPropertyOf: self, offset: LifecycleAtomics.flagsOffset))
    }

    /// The `DeliveryGate` in the lifecycle's gate byte, for a subscription that serializes its
    /// deliveries: a `SerializingDeliverySink` (`SerializingSink`, `CombiningSink`, `window`'s sink).
    @inlinable
    final func lifecycleGate(entersWithoutLock: Bool = false) -> DeliveryGate {
        DeliveryGate(
            UnsafeAtomic(inFirstStoredPropertyOf: self, offset: LifecycleAtomics.gateOffset),
            entersWithoutLock: entersWithoutLock)
    }

    @inlinable
    final var isDisposed: Bool {
        lifecycleState.isDisposed
    }

    /// Makes a disposed subscription as new, for an owner that recycles it once nothing else
    /// holds it (`isKnownUniquelyReferenced`): its disposal already let go of its upstream.
    @inlinable
    final func renew() {
        assert(isDisposed, "renewing a subscription that is not disposed")
        lifecycleState.reset()
        SubscriptionRegistry.renewed(self)
    }

    /// `isDisposed`, loaded sequentially consistent: of a disposal and a store to another
    /// sequentially consistent flag, each followed by a read of the other, at least one read
    /// sees both.
    @inlinable
    final var isDisposedSequentiallyConsistent: Bool {
        lifecycleState.isDisposedSequentiallyConsistent
    }

    /// Keeps `subscription` (the upstream) to dispose with this one, and returns `self` as the
    /// disposable of the whole subscription. Disposes `subscription` at once if this was
    /// disposed while it was being created (a synchronous stop event, for example).
    ///
    /// Both are consumed: `subscription` is stored as it is and `self` becomes the result, with
    /// no copy (a retain) here and no destruction (a release) at the caller.
    @usableFromInline @inline(never)
    final consuming func attaching(_ subscription: consuming Disposable) -> Disposable {
        attach(subscription)
        return self
    }

    /// `attaching(_:)` for a caller that keeps no disposable: nothing retained to be released.
    @usableFromInline
    final func attach(_ subscription: consuming Disposable) {
        if lifecycleState.isDisposed {
            // Disposed already (a source that stopped while subscribing): nothing to keep.
            return subscription.dispose()
        }
        upstream = subscription
        if lifecycleState.set(.attached).contains(.disposed) {
            NopDisposable.take(from: &upstream).dispose()
        }
    }

    /// Sequentially consistent (on x86 and ARMv8 the same instruction as acquire-release), so
    /// that `isDisposedSequentiallyConsistent` can pair it with another flag (see
    /// `FlatMapLatestSink`).
    @usableFromInline
    final func dispose() {
        let previous = lifecycleState.setSequentiallyConsistent(.disposed)
        guard !previous.contains(.disposed) else { return }
        SubscriptionRegistry.disposed(self)
        guard previous.contains(.attached) else { return }
        NopDisposable.take(from: &upstream).dispose()
    }

    /// The operator's name as a user writes it (`map`, `flatMapLatest`, `take(until:)`), for
    /// misuse reports and the `SubscriptionInspector`.
    @usableFromInline
    var operatorName: String { "operator" }

    /// `true` for a subscription that is part of its operator's stage rather than a stage of its
    /// own (an inner sequence's link to its operator): the inspector draws it with that stage.
    var isPartOfOperatorStage: Bool { false }

    #if DEBUG
    /// The thread delivering an event to this subscription's observer, 0 when none does.
    @inlinable
    final var deliveringThread: UnsafeAtomic<UInt> {
        UnsafeAtomic(inFirstStoredPropertyOf: self, offset: LifecycleAtomics.deliveringThreadOffset)
    }

    /// Marks a delivery as running; reports (and returns `false`) when one already runs.
    @inlinable
    final func enterDelivery() -> Bool {
        let thread = currentThreadIdentifier()
        let (entered, other) = deliveringThread.compareExchange(
            expected: 0, desired: thread, ordering: .acquiringAndReleasing)
        if !entered { reportAnomaly(reentrant: other == thread) }
        return entered
    }

    @inlinable
    final func leaveDelivery() {
        deliveringThread.store(0, ordering: .releasing)
    }

    /// For an operator that serializes its inputs (`SerializingSink`, `combineLatest`): reports
    /// an input that arrives while this thread delivers the operator's previous event — an
    /// observer below sent the operator a new event re-entrantly. What it emits is delivered
    /// once the current delivery has returned; RxSwift handles it nested, before, and warns.
    @usableFromInline
    final func reportIfWaitingForOwnDelivery() {
        guard deliveringThread.load(ordering: .relaxed) == currentThreadIdentifier() else { return }
        // diagnostic: reentrant-input
        Hooks.anomalyHandler(
            "⚠️ Streams: `\(operatorName)` received an event re-entrantly: an observer below it sent it a new event while it was still delivering the previous one. What the new event sends is delivered after that one has returned (RxSwift handles it nested, first). If the feedback is intended, make the hop explicit: observe(on:) a scheduler such as MainScheduler.asyncInstance."
        )
    }

    @usableFromInline
    final func reportAnomaly(reentrant: Bool) {
        let kind =
            reentrant
            ? "re-entrantly: an observer sent the operator a new event while it was still delivering the previous one"
            : "from two threads at once: the source does not serialize its events"
        // diagnostic: unserialized-events
        Hooks.anomalyHandler(
            "⚠️ Streams: `\(operatorName)` received events \(kind). Serialize the source (observe(on:) a serial scheduler, or a subject) to restore the Rx contract."
        )
    }
    #endif
}

/// What other threads change of a `SubscriptionLifecycle`, without a lock.
@usableFromInline @frozen
struct LifecycleAtomics {
    /// Its `DisposalFlags`.
    @usableFromInline var flags: UInt8 = 0
    /// A `SerializingDeliverySink`'s `DeliveryGate` (unused by other subscriptions: it fills what would
    /// be padding).
    @usableFromInline var gate: UInt8 = 0
    #if DEBUG
    /// `SubscriptionLifecycle.deliveringThread`.
    @usableFromInline var deliveringThread: UInt = 0
    #endif

    @inlinable
    init() {}

    /// Where each word is (`UnsafeAtomic`; the tests check them against `MemoryLayout`).
    @inlinable static var flagsOffset: Int { 0 }
    @inlinable static var gateOffset: Int { 1 }
    #if DEBUG
    @inlinable static var deliveringThreadOffset: Int { MemoryLayout<UInt>.alignment }
    #endif
}
