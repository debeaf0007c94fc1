import Synchronization

/// Holds a disposable that is assigned exactly once, possibly after `dispose()` was called (it
/// is then disposed on assignment). Assigning twice is a programmer error.
public final class SingleAssignmentDisposable: Cancelable {
    private struct State {
        var disposable: Disposable?
        var isAssigned = false
        var isDisposed = false
    }

    private let state = Locked(State())

    /// An unassigned disposable.
    public init() {}

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// Assigns the disposable. Precondition: not assigned before.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            precondition(!state.isAssigned, "SingleAssignmentDisposable.setDisposable(_:) called twice")
            state.isAssigned = true
            if state.isDisposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    public func dispose() {
        let disposable = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
