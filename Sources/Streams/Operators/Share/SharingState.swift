/// The state of a `share`, behind its lock: the current connection and its subscribers' count,
/// and the changes to the source waiting for their turn.
@usableFromInline
struct SharingState<Element> {
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

/// What `Sharing` does to its source, in order.
@usableFromInline
enum ShareChange<Element> {
    case connect(ShareConnection<Element>)
    case disconnect(ShareConnection<Element>)
}
