/// Holds one disposable at a time: setting a new one disposes the previous one; once disposed,
/// any new one is disposed at once. `flatMapLatest` and `retry` are built on it.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: the only state is behind `Locked`; unchecked because a class with a
    // superclass (`DisposeBase`, which has no state) cannot declare a checked conformance.
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = Locked(State())

    /// An empty serial disposable.
    override public init() {}

    public var isDisposed: Bool { state.withLock { $0.isDisposed } }

    /// The current disposable. Setting it disposes the previous one.
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let toDispose = state.withLock { state -> Disposable? in
                if state.isDisposed { return newValue }
                defer { state.current = newValue }
                return state.current
            }
            toDispose?.dispose()
        }
    }

    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
