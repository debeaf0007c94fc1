import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: Atomic<Bool>

    /// A disposable that is not yet disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// A disposable in the given state.
    ///
    /// - Parameter isDisposed: Whether it starts disposed.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
