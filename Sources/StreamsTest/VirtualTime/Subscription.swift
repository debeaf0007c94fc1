/// When a test sequence was subscribed and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// When it was subscribed.
    public let subscribe: TestTime
    /// When it was disposed (`Int.max` while still subscribed).
    public let unsubscribe: TestTime

    /// Creates a subscription that has not been disposed: its ``unsubscribe`` is `Int.max`.
    ///
    /// - Parameter subscribe: The tick at which it was subscribed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// Creates a subscription that lasted from one tick to another: `Subscription(200, 300)`.
    ///
    /// - Parameters:
    ///   - subscribe: The tick at which it was subscribed.
    ///   - unsubscribe: The tick at which it was disposed.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
