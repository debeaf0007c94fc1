import Streams

extension SubscriptionScope {
    /// The subscriptions of this scope that are alive now: those its chains made while it ran,
    /// and whatever they subscribed later, inner sequences included, on any thread.
    ///
    /// - Returns: The scope's live subscriptions, as the chains they form.
    public func snapshot() -> SubscriptionSnapshot {
        SubscriptionSnapshot(of: self)
    }

    /// `true` if this scope is `other` or nested in it.
    func isWithin(_ other: SubscriptionScope) -> Bool {
        var scope: SubscriptionScope? = self
        while let current = scope {
            if current === other { return true }
            scope = current.parent
        }
        return false
    }
}
