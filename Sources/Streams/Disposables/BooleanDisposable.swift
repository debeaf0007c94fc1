import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: DisposalFlags

    /// A disposable that is not yet disposed.
    public init() {
        disposed = DisposalFlags()
    }

    /// A disposable in the given state.
    ///
    /// - Parameter isDisposed: Whether it starts disposed.
    public init(isDisposed: Bool) {
        disposed = DisposalFlags(isDisposed ? DisposalFlags.disposed : 0)
    }

    public var isDisposed: Bool { disposed.isDisposed }

    public func dispose() {
        _ = disposed.markDisposed()
    }
}
