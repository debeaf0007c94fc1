/// Runs a closure once, on the first `dispose()`.
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: only the one thread that marks `disposed` reads and
    // clears `action`; RxSwift's disposal closures are not @Sendable either.
    /// The first stored property, reached only through `disposed` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
        super.init()
        assertAtomicsAreFirst(self, &atomics)
    }

    private var disposed: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    var isDisposed: Bool { disposed.isDisposed }

    func dispose() {
        guard disposed.markDisposed() else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
