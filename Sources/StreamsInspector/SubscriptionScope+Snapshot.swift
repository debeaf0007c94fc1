import Streams

extension SubscriptionScope {
    /// The subscriptions of this scope that are alive now: those its chains made while it ran,
    /// and whatever they subscribed later, inner sequences included, on any thread.
    ///
    /// - Returns: The scope's live subscriptions, as the chains they form.
    public func snapshot() -> SubscriptionSnapshot {
        SubscriptionSnapshot(records: SubscriptionRegistry.records(in: self), scopeName: name)
    }
}
