/// Counts live Rx objects so tests can prove that nothing leaked: read ``Resources/total`` before
/// and after a test. As in RxSwift, that is observables (subjects included), the disposable
/// classes (``DisposeBase``), the observers `subscribe` makes and virtual-time schedulers; Streams
/// also counts its operator sinks, subject subscriptions and scheduled work.
///
/// Counting happens in debug builds only (the configuration `swift test` uses); in release
/// builds the calls compile away and `total` is always 0.
public enum Resources {
    @inlinable static var counter: UnsafeAtomic<Int> { UnsafeAtomic(.resourcesTotal) }

    /// The number of live Rx objects right now (always 0 in release builds). An
    /// `Int32`, as RxSwift's is, so that test code storing it ports unchanged.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: counter.load(ordering: .acquiring))
    }

    /// Counts one more resource of your own (a custom operator's state, say) and returns the new
    /// total, as RxSwift's does; balance it with ``Resources/decrementTotal()``. Counts in debug
    /// builds only.
    ///
    /// - Returns: The total after the increment.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: increment())
    }

    /// Counts one resource of your own fewer and returns the new total.
    ///
    /// - Returns: The total after the decrement.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: decrement())
    }

    /// Counts one more; returns the new total, the one this change made (0 in release builds).
    @inlinable @discardableResult
    static func increment() -> Int {
        #if DEBUG
        return counter.wrappingAdd(1, ordering: .relaxed).newValue
        #else
        return 0
        #endif
    }

    /// Counts one fewer; returns the new total (0 in release builds).
    @inlinable @discardableResult
    static func decrement() -> Int {
        #if DEBUG
        return counter.wrappingSubtract(1, ordering: .releasing).newValue
        #else
        return 0
        #endif
    }
}
