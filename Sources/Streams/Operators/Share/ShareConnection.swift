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
    private let state = Locked(ShareSourceSubscriptionState.waiting)

    @usableFromInline
    init() {}

    func setDisposable(_ subscription: Disposable) {
        if state.withLock({ $0.subscribed(subscription) }) { subscription.dispose() }
    }

    func dispose() {
        state.withLock { $0.disposed() }?.dispose()
    }

    /// Lets go of the subscription without disposing it.
    func release() {
        let subscription = state.withLock { $0.released() }
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
