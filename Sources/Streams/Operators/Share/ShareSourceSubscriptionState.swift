/// The state of a connection's subscription to the source, behind its lock.
enum ShareSourceSubscriptionState {
    case waiting
    case subscribed(Disposable)
    case disposed
    case released
}
