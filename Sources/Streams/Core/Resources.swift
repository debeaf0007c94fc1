import Synchronization

/// Counts live subscription objects (operator sinks, subject subscriptions, scheduled work) so
/// tests can prove that nothing leaked: read `Resources.total` before and after a test.
///
/// Counting happens in debug builds only (the configuration `swift test` uses); in release
/// builds the calls compile away and `total` is always 0.
public enum Resources {
    @usableFromInline static let counter = Atomic<Int>(0)

    /// The number of live subscription objects right now (always 0 in release builds).
    public static var total: Int {
        counter.load(ordering: .acquiring)
    }

    @inlinable
    static func increment() {
        #if DEBUG
        counter.add(1, ordering: .relaxed)
        #endif
    }

    @inlinable
    static func decrement() {
        #if DEBUG
        counter.subtract(1, ordering: .releasing)
        #endif
    }
}
