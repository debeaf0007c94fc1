/// The state of a connection's subscription to the source (`ShareSourceSubscription`), changed
/// under its lock by one transition per call; what is to be disposed or let go of the
/// transition returns, for the caller to do after the lock.
enum ShareSourceSubscriptionState {
    /// The source is being subscribed.
    case waiting
    /// The source is subscribed: `subscription` ends it.
    case subscribed(Disposable)
    /// The connection ended before the source stopped: its subscription is (to be) disposed.
    case disposed
    /// The source stopped and ends its subscription itself: it is let go of, undisposed.
    case released

    /// The source's subscription arrived: `true` when the connection ended meanwhile, and the
    /// caller disposes it at once.
    mutating func subscribed(_ subscription: Disposable) -> Bool {
        switch self {
        case .waiting:
            self = .subscribed(subscription)
            return false
        case .disposed:
            return true
        case .subscribed, .released:
            return false
        }
    }

    /// The connection ended: returns the subscription, for the caller to dispose.
    mutating func disposed() -> Disposable? {
        switch self {
        case .subscribed(let subscription):
            self = .disposed
            return subscription
        case .waiting, .disposed, .released:
            self = .disposed
            return nil
        }
    }

    /// The source stopped: returns the subscription, for the caller to let go of outside the
    /// lock (it may hold the last reference to the source's sink).
    mutating func released() -> Disposable? {
        switch self {
        case .subscribed(let subscription):
            self = .released
            return subscription
        case .waiting:
            self = .released
            return nil
        case .disposed, .released:
            return nil
        }
    }
}
