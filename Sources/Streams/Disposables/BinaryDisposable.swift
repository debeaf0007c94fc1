import Synchronization

/// Disposes two disposables; the common case of `Disposables.create(a, b)`.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: only the one thread that wins the `disposed` exchange reads and
    // clears the pair.
    @exclusivity(unchecked) private var disposables: (Disposable, Disposable)?
    private let disposed = Atomic<Bool>(false)

    init(_ first: Disposable, _ second: Disposable) {
        disposables = (first, second)
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing), let (first, second) = disposables else { return }
        disposables = nil
        first.dispose()
        second.dispose()
    }
}
