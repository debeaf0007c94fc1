/// Disposes two disposables; the common case of `Disposables.create(a, b)`.
final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: only the one thread that marks `disposed` reads and
    // clears the pair.
    /// The first stored property, reached only through `disposed` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    @exclusivity(unchecked) private var disposables: (Disposable, Disposable)?

    init(_ first: Disposable, _ second: Disposable) {
        disposables = (first, second)
        super.init()
        assertAtomicsAreFirst(self, &atomics)
    }

    private var disposed: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    var isDisposed: Bool { disposed.isDisposed }

    func dispose() {
        guard disposed.markDisposed(), let (first, second) = disposables else { return }
        disposables = nil
        first.dispose()
        second.dispose()
    }
}
