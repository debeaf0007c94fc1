/// How long ``ObservableType/share(replay:scope:)`` keeps its subject (and with it the replay
/// buffer).
public enum SubjectLifetimeScope: Sendable {
    /// Each connection has its own subject: when the last subscriber leaves or the source
    /// stops, the buffer is forgotten and the next subscriber subscribes the source again.
    /// The recommended default; `retry` and `concat` after it work as expected.
    case whileConnected
    /// One subject for every connection: the buffer (and a stop event) outlives the
    /// connection, so a late subscriber gets the stale elements and, after the source stopped,
    /// the stop event at once without a new subscription to the source.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, and replays the last
    /// `replay` elements to each new one; it subscribes with the first subscriber and
    /// unsubscribes when the last leaves.
    ///
    ///     source (cold):         --1--2--3--|
    ///     share(replay: 1)
    ///     first (at frame 0):    --1--2--3--|
    ///     second (at frame 6):         2-3--|     2 is replayed at once
    ///     third (at frame 20, after the end):
    ///       .whileConnected:     --1--2--3--|     the source is subscribed again
    ///       .forever:            (3|)             replayed at once
    ///
    /// Equivalent to `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) })
    /// .refCount()` for `.whileConnected` and `multicast(ReplaySubject.create(bufferSize:
    /// replay)).refCount()` for `.forever` (with a ``PublishSubject`` when `replay` is 0), but
    /// built without them: subscribers observe the subject directly (see `Sharing`).
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives; it must not be
    ///     negative.
    ///   - scope: Whether the replayed elements and the stop event outlive the shared
    ///     subscription (``SubjectLifetimeScope/forever``) or not
    ///     (``SubjectLifetimeScope/whileConnected``).
    /// - Returns: The shared sequence.
    @_alwaysEmitIntoClient
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:scope:): replay must not be negative, got \(replay)")
        return ClosureOperator(capturing: Sharing(source: asObservable(), replay: replay, scope: scope)) {
            sharing, downstream in
            sharing.subscribe(downstream)
        }
    }
}

/// The state `share(replay:scope:)` shares among its subscribers, captured by the
/// `ClosureOperator` it returns (and by the sharing of `Driver` and `Signal`): one connection to
/// the source at a time, made by the first subscriber and ended when the last one leaves or the
/// source stops. Its subject (a `SubjectCore` that replays the last `replay` elements) is the
/// connection's own with `.whileConnected`, and the same for every connection with `.forever` —
/// which, once the source has stopped, makes no new connection: the subject replays the stop
/// event.
///
/// Subscribers observe the subject directly — no sink of their own between the subject and
/// them, so an element costs one delivery per subscriber, as with a plain subject (`multicast` +
/// `refCount` needs a sink per subscriber to see the stop events that end the count; here the
/// connection sees them once). The current connection's subscribers are counted under the
/// lock that replaces it, so one that arrives while the last leaves either joins before the
/// count reaches 0 or makes the next connection — it cannot join one being torn down.
///
/// Subscribing to and disposing the source are *changes* (`ShareChange`), run one at a time in
/// order by whichever thread finds none running (a `DeliveryQueue`): a connection's source is
/// disposed before the next one's is subscribed, and no lock is held while the source runs.
/// A disconnection is queued in the critical section that decides it, so it follows every
/// connection queued before; a connection whose subscribers have all left by its turn is
/// skipped. A connection's first subscriber joins the subject (and receives
/// its replay) before queuing the connection, so it sees everything the source sends; the
/// connection's own disconnection cannot come first: the count includes that subscriber until
/// its subscription, returned after the connection was queued, is disposed.
@usableFromInline
final class Sharing<Element>: @unchecked Sendable {
    // @unchecked Sendable: the mutable state is in `state`, behind a lock, and in the changes'
    // gate; the rest is immutable.
    /// The first stored property, reached only through `gate` (see `UnsafeAtomic`).
    @exclusivity(unchecked) @usableFromInline var atomics: UInt8 = 0

    @usableFromInline
    struct State {
        @usableFromInline var connection: ShareConnection<Element>?
        /// The subscribers of `connection` that have not left. (A connection that has ended
        /// keeps no count: its subscribers leaving change nothing.)
        @usableFromInline var subscriberCount = 0
        /// `.forever` only: the source stopped, and the subject replays it to every subscriber.
        @usableFromInline var isStopped = false
        @usableFromInline var changes = DeliveryQueue<ShareChange<Element>>()

        @inlinable
        init() {}
    }

    @usableFromInline let source: Observable<Element>
    /// The subject of every connection (`.forever`), or `nil` for a fresh one each time.
    @usableFromInline let foreverSubject: SubjectCore<Element>?
    @usableFromInline let replay: Int
    /// Whether a stop event from the source disposes the source's subscription before the
    /// subscribers hear it. RxSwift does so for the scopes it builds on `multicast` and
    /// `refCount` (`.forever`, and `.whileConnected` replaying more than one element); its own
    /// connections for `.whileConnected` replaying 0 or 1 leave the subscription to the source,
    /// which ends it once its stop event has been delivered. Streams follows both, so that side
    /// effects (`do(afterCompleted:onDispose:)` above a `Driver`) run in the same order.
    @usableFromInline let disposesSourceOnStop: Bool
    /// A trait's own sharing (`Driver`, `Signal`): the inspector draws it as part of the stage
    /// before it, not as a `share` the user wrote.
    @usableFromInline let isTraitSharing: Bool
    @usableFromInline let state = Locked(State())
    /// Makes a connection and subscribes the source for it — closures formed in the inlinable
    /// initializer, so that the connection's event path is compiled in the client.
    @usableFromInline let specialized:
        (
            makeConnection: (Sharing) -> ShareConnection<Element>,
            subscribeSource: (Observable<Element>, ShareConnection<Element>) -> Disposable
        )

    @inlinable
    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope, isTraitSharing: Bool = false) {
        self.source = source
        self.replay = replay
        disposesSourceOnStop = scope == .forever || replay > 1
        self.isTraitSharing = isTraitSharing
        switch scope {
        case .whileConnected: foreverSubject = nil
        case .forever: foreverSubject = ShareConnection.makeSubject(replay: replay)
        }
        specialized = (
            makeConnection: {
                ShareConnection(
                    parent: $0, subject: $0.foreverSubject ?? ShareConnection.makeSubject(replay: $0.replay))
            },
            subscribeSource: { source, connection in source.subscribeErased(AnyObserver { connection.on($0) }) }
        )
        assertAtomicsAreFirst(self, &atomics)
    }

    /// Runs the connections and disconnections (`State.changes`) one at a time, in order.
    @inlinable
    var gate: DeliveryGate {
        DeliveryGate(UnsafeAtomic(inFirstStoredPropertyOf: self))
    }

    /// A new subscriber: it joins the current connection, or makes one.
    @usableFromInline
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let joined = state.withLock { state -> (connection: ShareConnection<Element>, isNew: Bool)? in
            if state.isStopped { return nil }
            if let connection = state.connection {
                state.subscriberCount += 1
                return (connection, false)
            }
            let connection = specialized.makeConnection(self)
            state.subscriberCount = 1
            state.connection = connection
            return (connection, true)
        }
        guard let (connection, isNew) = joined else {
            // `.forever`, stopped: the subject replays what it remembers, then the stop event.
            return foreverSubject!.subscribe(observer, owner: self)
        }
        // Outside the lock: the subscriber is delivered its replay meanwhile. (If the source
        // stopped meanwhile, the subject replays the stop event: this connection is over.)
        let subscription = connection.subject.subscribe(observer, owner: self)
        if isNew { perform(state.withLock { $0.changes.enterOrQueue(.connect(connection), through: gate) }) }
        return ShareSubscription(connection: connection, subscription: subscription)
    }

    /// A subscriber left: the last one ends the connection.
    func leave(_ connection: ShareConnection<Element>) {
        let change = state.withLock { state -> ShareChange<Element>? in
            guard state.connection === connection else { return nil }
            state.subscriberCount -= 1
            guard state.subscriberCount == 0 else { return nil }
            state.connection = nil
            return state.changes.enterOrQueue(.disconnect(connection), through: gate)
        }
        perform(change)
    }

    /// The source stopped: the connection is over, and the next subscriber makes a new one
    /// (`.whileConnected`) or is replayed the stop event (`.forever`). Forgotten before the
    /// subject hears the stop event, so an observer that subscribes again from its stop handler
    /// gets the next connection, as in RxSwift. The source's subscription is disposed now or
    /// left to the source (see `disposesSourceOnStop`).
    @usableFromInline
    func end(_ connection: ShareConnection<Element>) {
        let change = state.withLock { state -> ShareChange<Element>? in
            if foreverSubject != nil { state.isStopped = true }
            guard state.connection === connection else { return nil }
            state.connection = nil
            guard disposesSourceOnStop else { return nil }
            return state.changes.enterOrQueue(.disconnect(connection), through: gate)
        }
        perform(change)
        if !disposesSourceOnStop {
            // The source ends its subscription itself; holding it would keep the source's
            // sink, which holds this connection, alive.
            connection.sourceSubscription.release()
        }
    }

    /// Runs `first` if this thread must (no change was running), then the changes other threads
    /// queued meanwhile, in order.
    private func perform(_ first: ShareChange<Element>?) {
        gate.deliver(
            from: first,
            using: { change in
                switch change {
                case .connect(let connection):
                    // A connection whose subscribers all left before its turn came (its
                    // disconnection is queued behind) is not made: the source would run for nobody
                    // — and with `.forever`, feed what it sends to later connections' subscribers.
                    guard state.withLock({ $0.connection === connection }) else { return }
                    let subscription = SubscriptionRegistry.subscribing(within: connection, inheritingGroup: true) {
                        specialized.subscribeSource(source, connection)
                    }
                    connection.sourceSubscription.setDisposable(subscription)
                case .disconnect(let connection):
                    connection.sourceSubscription.dispose()
                }
            }, next: { state.withLock { $0.changes.take(through: gate) } })
    }
}

extension Sharing: InspectorNamedSource {
    /// `share`, `share(replay: 1)`, `share(replay: 1, scope: .forever)`.
    @usableFromInline
    var inspectorSourceName: String {
        var parameters: [String] = []
        if replay > 0 { parameters.append("replay: \(replay)") }
        if foreverSubject != nil { parameters.append("scope: .forever") }
        return parameters.isEmpty ? "share" : "share(\(parameters.joined(separator: ", ")))"
    }
}

/// What `Sharing` does to its source, in order.
@usableFromInline
enum ShareChange<Element> {
    case connect(ShareConnection<Element>)
    case disconnect(ShareConnection<Element>)
}

/// One connection of a `Sharing`: its subject and the subscription to the source that feeds
/// the subject.
@usableFromInline
final class ShareConnection<Element>: @unchecked Sendable {
    // @unchecked Sendable: its stored properties are immutable or thread-safe (the subject, the
    // source's subscription).
    @usableFromInline let parent: Sharing<Element>
    @usableFromInline let subject: SubjectCore<Element>
    @usableFromInline let sourceSubscription = ShareSourceSubscription()

    @inlinable
    init(parent: Sharing<Element>, subject: SubjectCore<Element>) {
        self.parent = parent
        self.subject = subject
        Resources.increment()
        SubscriptionRegistry.connectionBegan(
            self, source: parent, named: parent.inspectorSourceName, absorbed: parent.isTraitSharing)
    }

    deinit {
        Resources.decrement()
        SubscriptionRegistry.ended(self)
    }

    /// A subject that replays the last `replay` elements: a `PublishSubject`'s or a
    /// `ReplaySubject`'s.
    @inlinable
    static func makeSubject(replay: Int) -> SubjectCore<Element> {
        SubjectCore(memory: replay == 0 ? .nothing : .buffer(limit: replay))
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if event.isStopEvent { parent.end(self) }
        subject.on(event)
    }
}

/// A connection's subscription to the source: disposed when the connection ends before the
/// source stops, or let go of undisposed when the source stopped and ends it itself (see
/// `Sharing.disposesSourceOnStop`). Either may happen before the subscription is set (a source
/// that stops while it is being subscribed).
@usableFromInline
final class ShareSourceSubscription: Sendable {
    private enum State {
        case waiting
        case subscribed(Disposable)
        case disposed
        case released
    }

    private let state = Locked(State.waiting)

    @usableFromInline
    init() {}

    func setDisposable(_ subscription: Disposable) {
        let disposesNow = state.withLock { state -> Bool in
            switch state {
            case .waiting:
                state = .subscribed(subscription)
                return false
            case .disposed:
                return true
            case .subscribed, .released:
                return false
            }
        }
        if disposesNow { subscription.dispose() }
    }

    func dispose() {
        let subscription = state.withLock { state -> Disposable? in
            defer { state = .disposed }
            guard case .subscribed(let subscription) = state else { return nil }
            return subscription
        }
        subscription?.dispose()
    }

    /// Lets go of the subscription without disposing it.
    func release() {
        let subscription = state.withLock { state -> Disposable? in
            guard case .subscribed(let subscription) = state else {
                if case .waiting = state { state = .released }
                return nil
            }
            state = .released
            return subscription
        }
        // Released here, outside the lock: it may be the last reference to the source's sink.
        _ = subscription
    }
}

/// What a subscriber of `Sharing` disposes: its subscription to the subject, and its place in the
/// connection's count.
final class ShareSubscription<Element>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: immutable but for the atomic flag.
    /// The first stored property, reached only through `disposed` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    private let connection: ShareConnection<Element>
    private let subscription: Disposable

    init(connection: ShareConnection<Element>, subscription: Disposable) {
        self.connection = connection
        self.subscription = subscription
        assertAtomicsAreFirst(self, &atomics)
    }

    private var disposed: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    func dispose() {
        guard disposed.markDisposed() else { return }
        subscription.dispose()
        connection.parent.leave(connection)
    }
}
