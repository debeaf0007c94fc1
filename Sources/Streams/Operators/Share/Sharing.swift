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
    @usableFromInline let state = Locked(SharingState<Element>())
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

    /// Runs the connections and disconnections (`SharingState<Element>.changes`) one at a time, in order.
    @inlinable
    var gate: DeliveryGate {
        DeliveryGate(UnsafeAtomic(inFirstStoredPropertyOf: self))
    }

    /// A new subscriber: it joins the current connection, or makes one.
    @usableFromInline
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let arrival = state.withLock { $0.subscriberArrived(makingConnection: { specialized.makeConnection(self) }) }
        switch arrival {
        case .replayStop:
            return foreverSubject!.subscribe(observer, owner: self)
        case .join(let connection):
            // Outside the lock: the subscriber is delivered its replay meanwhile. (If the source
            // stopped meanwhile, the subject replays the stop event: this connection is over.)
            let subscription = connection.subject.subscribe(observer, owner: self)
            return ShareSubscription(connection: connection, subscription: subscription)
        case .connect(let connection):
            // Joins the subject before the connection is queued, so it sees everything the
            // source sends.
            let subscription = connection.subject.subscribe(observer, owner: self)
            perform(state.withLock { $0.changes.enterOrQueue(.connect(connection), through: gate) })
            return ShareSubscription(connection: connection, subscription: subscription)
        }
    }

    /// A subscriber left: the last one ends the connection.
    func leave(_ connection: ShareConnection<Element>) {
        let change = state.withLock { state -> ShareChange<Element>? in
            guard state.subscriberLeft(connection) else { return nil }
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
            let disconnects = state.sourceStopped(
                connection, isForever: foreverSubject != nil, disposesSourceOnStop: disposesSourceOnStop)
            guard disconnects else { return nil }
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
                    guard state.withLock({ $0.isCurrent(connection) }) else { return }
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
