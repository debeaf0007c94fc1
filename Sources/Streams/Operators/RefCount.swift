extension ConnectableObservableType {
    /// An observable that connects this connectable sequence when its first subscriber arrives
    /// and disconnects it when the last one leaves (or when the source stops).
    ///
    ///     source:   --1--2--3--4--5--
    ///     first:    -----2--3            subscribes at frame 3 (connects), leaves at 9
    ///     second:   --------3--4         subscribes at frame 6, leaves at 12 (disconnects)
    ///     the source's subscription: ---^--------!
    ///
    /// - Returns: A sequence that connects and disconnects this one as subscribers come and go.
    @_alwaysEmitIntoClient
    public func refCount() -> Observable<Element> {
        ClosureOperator(capturing: RefCount(source: self)) { shared, downstream in
            let sink = RefCountSink(parent: shared, observer: downstream)
            let result = sink.attaching(Disposables.create { sink.leave() })
            // A re-entrant subscription (from an observer, while this thread runs a change)
            // runs at once when nothing waits, so a subscriber added during a synchronous
            // emission sees the rest of it, as in RxSwift.
            shared.perform(runsInlineWhenReentrant: true) {
                SubscriptionRegistry.subscribing(within: sink) { sink.join() }
            }
            return result
        }
    }
}

/// Counts subscribers and connects or disconnects the source as the count leaves or reaches 0.
///
/// Everything that changes the count is a *change* — a subscriber joining (subscribing to the
/// subject, then counted, connecting if it is the first), leaving (uncounted, disconnecting if it
/// was the last), or ending the connection on a stop event. Changes are run one at a time, in
/// the order they were asked for, by whichever thread finds none running: a `DeliveryQueue` of
/// changes, as `share` runs its connections. So a decision and the connection or disconnection
/// it leads to are never separated by another subscriber's: one that arrives while the last one
/// leaves joins either before (and the connection stays) or after the disconnection (and
/// connects a fresh one) — never subscribing to a subject about to be forgotten, or counting on
/// a connection about to be disposed. Running them outside the lock keeps user code (the
/// source's subscription and disposal) out of the critical section.
///
/// What the changes decide with — the count, the connection, its generation, and each
/// subscriber's `isCounted` and `generation` — belongs to the running change: only a change
/// reads or writes it, and changes never overlap (each one starts after the previous one left
/// the gate, which publishes what it wrote). The lock guards only the queue of changes.
///
/// The subscriptions are made by a `ClosureOperator` whose sinks are specialized in the client.
@usableFromInline
final class RefCount<Source: ConnectableObservableType>: @unchecked Sendable {
    // @unchecked Sendable: the queue of changes is behind a mutex, the gate is atomic, and the
    // rest belongs to the running change (see above); `source` is immutable and, being
    // connectable, thread-safe.
    /// The first stored property, reached only through `gate` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0

    private struct Queued {
        var changes = DeliveryQueue<() -> Void>()
        /// The thread running changes, set when it enters the gate (under the lock); stale once
        /// the gate is idle, which `runsInlineWhenReentrant` checks first.
        var runningThread: UInt = 0
    }

    @usableFromInline let source: Source
    private let queued = Locked(Queued())
    // Owned by the running change.
    private var count = 0
    /// Bumped whenever a connection ends, so late events of an old connection are ignored.
    private var generation: UInt64 = 0
    private var connection: Disposable?

    @usableFromInline
    init(source: Source) {
        self.source = source
        assertAtomicsAreFirst(self, &atomics)
    }

    /// Runs the changes one at a time, in order.
    private var gate: DeliveryGate {
        DeliveryGate(UnsafeAtomic(inFirstStoredPropertyOf: self))
    }

    /// Runs `change` now if no change is running, otherwise queues it behind the running ones —
    /// or, with `runsInlineWhenReentrant`, runs it at once when this thread is running a change
    /// and none waits.
    @usableFromInline
    func perform(runsInlineWhenReentrant: Bool, _ change: @escaping () -> Void) {
        let action = queued.withLock { queued -> RefCountAction in
            let thread = currentThreadIdentifier()
            if runsInlineWhenReentrant && queued.runningThread == thread && gate.isDeliveringWithNothingWaiting {
                return .runInline
            }
            guard let first = queued.changes.enterOrQueue(change, through: gate) else { return .none }
            queued.runningThread = thread
            return .run(first)
        }
        switch action {
        case .none:
            return
        case .runInline:
            change()
        case .run(let first):
            gate.deliver(from: first, using: { $0() }, next: { queued.withLock { $0.changes.take(through: gate) } })
        }
    }

    /// Within a change: counts a subscriber in, connecting if it is the first.
    func countIn(_ sink: RefCountSink<Source>) {
        sink.isCounted = true
        sink.generation = generation
        count += 1
        if count == 1 { connection = source.connect() }
    }

    /// Within a change: counts a subscriber out, disconnecting if it was the last of the
    /// current connection.
    func countOut(_ sink: RefCountSink<Source>) {
        guard sink.isCounted else { return }
        sink.isCounted = false
        guard sink.generation == generation else { return }
        count -= 1
        if count == 0 { disconnect() }
    }

    /// Within a change: the connection of `sink` stopped — every subscriber of it is uncounted,
    /// and the source disconnected.
    @usableFromInline
    func stopConnection(of sink: RefCountSink<Source>) {
        guard sink.isCounted else { return }
        sink.isCounted = false
        guard sink.generation == generation else { return }
        count = 0
        disconnect()
    }

    /// Within a change: ends the current connection; later events of it are ignored.
    private func disconnect() {
        generation &+= 1
        let ending = connection
        connection = nil
        ending?.dispose()
    }
}

/// What `RefCount.perform` does with a change after its lock: run it and then the changes
/// queued meanwhile, run it at once (re-entrant, nothing queued), or nothing (it was queued).
private enum RefCountAction {
    case run(() -> Void)
    case runInline
    case none
}

/// One subscriber of a `refCount()`; created in the client's `ClosureOperator` closure, so its
/// event path is specialized.
@usableFromInline
final class RefCountSink<Source: ConnectableObservableType>: Sink<AnyObserver<Source.Element>>, @unchecked Sendable {
    // @unchecked Sendable: `isCounted` and `generation` belong to the parent's running change
    // (see `RefCount`); `subscription` is thread-safe.
    @usableFromInline let parent: RefCount<Source>
    @usableFromInline let subscription = SingleAssignmentDisposable()
    /// Whether the parent counts this subscriber, and in which of its connections.
    var isCounted = false
    var generation: UInt64 = 0

    @inlinable
    init(parent: RefCount<Source>, observer: AnyObserver<Source.Element>) {
        self.parent = parent
        super.init(observer: observer)
    }

    /// The change of a new subscriber: subscribe to the subject, then count it (connecting if it
    /// is the first) unless the subject already ended it (a replayed stop event).
    @inlinable
    func join() {
        subscription.setDisposable(parent.source.subscribe(AnyObserver { self.on($0) }))
        countIn()
    }

    /// Counts the new subscriber, connecting if it is the first — unless it is gone already.
    @usableFromInline
    func countIn() {
        if !isDisposed { parent.countIn(self) }
    }

    /// Runs when the subscription is disposed: it stops receiving at once, and is uncounted
    /// (disconnecting if it was the last) in its turn among the changes.
    @usableFromInline
    func leave() {
        subscription.dispose()
        parent.perform(runsInlineWhenReentrant: false) { self.parent.countOut(self) }
    }

    @inlinable
    func on(_ event: Event<Source.Element>) {
        guard case .next = event else { return onStop(event) }
        forward(event)
    }

    /// The source stopped: this connection is over for every subscriber — in its turn among the
    /// changes, ahead of a subscriber that joins again from the stop handler. Kept out of line,
    /// so that the element path saves fewer registers.
    @inlinable @inline(never)
    func onStop(_ event: Event<Source.Element>) {
        parent.perform(runsInlineWhenReentrant: false) { self.parent.stopConnection(of: self) }
        forward(event)
    }
}
