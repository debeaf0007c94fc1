/// When a test sequence was subscribed and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// When it was subscribed.
    public let subscribe: TestTime
    /// When it was disposed (`Int.max` while still subscribed).
    public let unsubscribe: TestTime

    /// A subscription that has not been disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
