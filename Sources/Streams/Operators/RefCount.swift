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
    @inlinable
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
/// was the last), or ending the connection on a stop event — and changes run one at a time, in
/// the order they were asked for, by whichever thread finds no change running (as with
/// `DeliveryQueue`). So a decision and the connection or disconnection it leads to are never
/// separated by another subscriber's: one that arrives while the last one leaves joins either
/// before (and the connection stays) or after the disconnection (and connects a fresh one) —
/// never subscribing to a subject about to be forgotten, or counting on a connection about to
/// be disposed. Running them outside the lock keeps user code (the source's subscription and
/// disposal) out of the critical section.
///
/// The subscriptions are made by a `ClosureOperator` whose sinks are specialized in the client.
@usableFromInline
final class RefCount<Source: ConnectableObservableType>: @unchecked Sendable {
    // @unchecked Sendable: the mutable state is in `state`, behind a mutex; `source` is
    // immutable and, being connectable, thread-safe.

    @usableFromInline
    struct State {
        var count = 0
        /// Bumped whenever a connection ends, so late events of an old connection are ignored.
        var generation: UInt64 = 0
        var connection: Disposable?
        var pending = Queue<() -> Void>()
        var runningThread: UInt = 0
    }

    @usableFromInline let source: Source
    @usableFromInline let state = Locked(State())

    @usableFromInline
    init(source: Source) {
        self.source = source
    }

    /// Runs `change` now if no change is running, otherwise queues it behind the running ones.
    @usableFromInline
    func perform(runsInlineWhenReentrant: Bool, _ change: @escaping () -> Void) {
        let action = state.withLock { state -> RefCountAction in
            let thread = currentThreadIdentifier()
            if state.runningThread == 0 {
                state.runningThread = thread
                return .runThenDrain
            }
            if runsInlineWhenReentrant && state.runningThread == thread && state.pending.isEmpty {
                return .runInline
            }
            state.pending.enqueue(change)
            return .none
        }
        switch action {
        case .none:
            return
        case .runInline:
            change()
        case .runThenDrain:
            var next: (() -> Void)? = change
            while let current = next {
                current()
                next = state.withLock { state in
                    if let queued = state.pending.dequeue() { return queued }
                    state.runningThread = 0
                    return nil
                }
            }
        }
    }

    /// Ends the current connection (within a change).
    @usableFromInline
    func disconnect() {
        let connection = state.withLock { state -> Disposable? in
            defer { state.connection = nil }
            return state.connection
        }
        connection?.dispose()
    }

    /// Starts a connection (within a change); its disposable is kept for the next `disconnect`.
    @usableFromInline
    func connect() {
        let connection = source.connect()
        state.withLock { $0.connection = connection }
    }
}

/// One subscriber of a `refCount()`; created in the client's `ClosureOperator` closure, so its
/// event path is specialized.
@usableFromInline
final class RefCountSink<Source: ConnectableObservableType>: Sink<AnyObserver<Source.Element>>, @unchecked Sendable {
    // @unchecked Sendable: `isCounted` and `generation` are only touched under the parent's lock;
    // `subscription` is thread-safe.
    @usableFromInline let parent: RefCount<Source>
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline var isCounted = false
    @usableFromInline var generation: UInt64 = 0

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

    /// Counts the new subscriber, connecting if it is the first.
    @usableFromInline
    func countIn() {
        let connects = parent.state.withLock { state -> Bool in
            guard !isDisposed else { return false }
            isCounted = true
            generation = state.generation
            state.count += 1
            return state.count == 1
        }
        if connects { parent.connect() }
    }

    /// Runs when the subscription is disposed: it stops receiving at once, and is uncounted
    /// (disconnecting if it was the last) in its turn among the changes.
    @usableFromInline
    func leave() {
        subscription.dispose()
        parent.perform(runsInlineWhenReentrant: false) { self.countOut() }
    }

    /// The change of a leaving subscriber.
    @usableFromInline
    func countOut() {
        let disconnects = parent.state.withLock { state -> Bool in
            guard isCounted else { return false }
            isCounted = false
            guard generation == state.generation else { return false }
            state.count -= 1
            guard state.count == 0 else { return false }
            state.generation &+= 1
            return true
        }
        if disconnects { parent.disconnect() }
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
        parent.perform(runsInlineWhenReentrant: false) { self.stopConnection() }
        forward(event)
    }

    /// The change of a stop event: uncounts every subscriber of this connection, and disconnects.
    @usableFromInline
    func stopConnection() {
        let disconnects = parent.state.withLock { state -> Bool in
            guard isCounted else { return false }
            isCounted = false
            guard generation == state.generation else { return false }
            state.count = 0
            state.generation &+= 1
            return true
        }
        if disconnects { parent.disconnect() }
    }
}

/// What `RefCount.perform` does with a change after its lock: run it and then the changes
/// queued meanwhile, run it at once (re-entrant, nothing queued), or nothing (it was queued).
private enum RefCountAction { case runThenDrain, runInline, none }
