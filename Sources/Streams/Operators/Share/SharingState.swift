/// The state of a `share`, changed under its lock by one transition per subscriber arriving or
/// leaving and per stop of a connection's source: the current connection and its subscribers'
/// count. The changes to the source a transition decides (`ShareChange`) wait in `changes`,
/// queued by the caller in the same critical section, for their turn.
@usableFromInline
struct SharingState<Element> {
    @usableFromInline var connection: ShareConnection<Element>?
    /// The subscribers of `connection` that have not left. (A connection that has ended
    /// keeps no count: its subscribers leaving change nothing.)
    @usableFromInline var subscriberCount = 0
    /// `.forever` only: the source stopped, and the subject replays it to every subscriber.
    @usableFromInline var isStopped = false
    @usableFromInline var changes = DeliveryQueue<ShareChange<Element>>()

    /// What a subscriber arriving does, after the lock.
    @usableFromInline
    enum Arrival {
        /// Subscribes to the subject of a `.forever` share whose source has stopped: it replays
        /// what it remembers, then the stop event.
        case replayStop
        /// Subscribes to the current connection's subject.
        case join(ShareConnection<Element>)
        /// Subscribes to the subject of a new connection, then queues the connection.
        case connect(ShareConnection<Element>)
    }

    @inlinable
    init() {}

    /// A subscriber arrived: it joins the current connection, or the one `makeConnection` makes
    /// now.
    mutating func subscriberArrived(makingConnection makeConnection: () -> ShareConnection<Element>) -> Arrival {
        if isStopped { return .replayStop }
        if let connection {
            subscriberCount += 1
            return .join(connection)
        }
        let connection = makeConnection()
        subscriberCount = 1
        self.connection = connection
        return .connect(connection)
    }

    /// A subscriber of `connection` left: `true` when it was the current connection's last —
    /// the connection is then over, and its source is to be disconnected.
    mutating func subscriberLeft(_ connection: ShareConnection<Element>) -> Bool {
        guard self.connection === connection else { return false }
        subscriberCount -= 1
        guard subscriberCount == 0 else { return false }
        self.connection = nil
        return true
    }

    /// `connection`'s source stopped: a `.forever` share (`isForever`) stays stopped, and the
    /// connection, if current, is over. `true` when its source is to be disconnected now
    /// (`disposesSourceOnStop`; otherwise the source ends its subscription itself).
    mutating func sourceStopped(
        _ connection: ShareConnection<Element>, isForever: Bool, disposesSourceOnStop: Bool
    ) -> Bool {
        if isForever { isStopped = true }
        guard self.connection === connection else { return false }
        self.connection = nil
        return disposesSourceOnStop
    }

    /// Whether `connection` is the current one: a connection whose subscribers all left before
    /// its turn to subscribe the source came is not.
    func isCurrent(_ connection: ShareConnection<Element>) -> Bool {
        self.connection === connection
    }
}

/// What `Sharing` does to its source, in order.
@usableFromInline
enum ShareChange<Element> {
    case connect(ShareConnection<Element>)
    case disconnect(ShareConnection<Element>)
}
