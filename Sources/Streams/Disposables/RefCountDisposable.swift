/// Disposes its underlying disposable only when it has been disposed itself *and* every disposable
/// handed out by ``RefCountDisposable/retain()`` has been disposed (used by `groupBy` and
/// `window`).
public final class RefCountDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: the only state is behind `Locked`; unchecked because a class with a
    // superclass (`DisposeBase`, which has no state) cannot declare a checked conformance.
    private struct State {
        var underlying: Disposable?
        var count = 0
        var isPrimaryDisposed = false
    }

    private let state: Locked<State>

    /// Guards `disposable`.
    ///
    /// - Parameter disposable: Disposed once this is disposed and every retained handle is too.
    public init(disposable: Disposable) {
        state = Locked(State(underlying: disposable))
    }

    public var isDisposed: Bool { state.withLock { $0.underlying == nil } }

    /// A disposable that keeps the underlying one alive until it is disposed.
    ///
    /// - Returns: A handle to dispose when done; once the underlying disposable has been
    ///   disposed, a disposable that does nothing.
    public func retain() -> Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.underlying != nil else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    public func dispose() {
        let toDispose = state.withLock { state -> Disposable? in
            guard !state.isPrimaryDisposed, let underlying = state.underlying else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.underlying = nil
            return underlying
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose = state.withLock { state -> Disposable? in
            guard let underlying = state.underlying else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            state.underlying = nil
            return underlying
        }
        toDispose?.dispose()
    }
}
