import Synchronization

/// Runs a closure once, on the first `dispose()`.
final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: only the one thread that marks `disposed` reads and
    // clears `action`; RxSwift's disposal closures are not @Sendable either.
    private var action: (() -> Void)?
    private let disposed = DisposalFlags()

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { disposed.isDisposed }

    func dispose() {
        guard disposed.markDisposed() else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
