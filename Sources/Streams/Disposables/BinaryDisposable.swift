import Synchronization

/// Disposes two disposables; the common case of `Disposables.create(a, b)`.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: only the one thread that marks `disposed` reads and
    // clears the pair.
    @exclusivity(unchecked) private var disposables: (Disposable, Disposable)?
    private let disposed = DisposalFlags()

    init(_ first: Disposable, _ second: Disposable) {
        disposables = (first, second)
    }

    var isDisposed: Bool { disposed.isDisposed }

    func dispose() {
        guard disposed.markDisposed(), let (first, second) = disposables else { return }
        disposables = nil
        first.dispose()
        second.dispose()
    }
}
