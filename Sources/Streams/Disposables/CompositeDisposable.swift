/// A group of disposables disposed together. Disposables added after the group was disposed
/// are disposed at once.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: the only state is behind `Locked`; unchecked because a class with a
    // superclass (`DisposeBase`, which has no state) cannot declare a checked conformance.
    /// Identifies a disposable in the group, to remove it later.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private struct State {
        var disposables: [UInt64: Disposable]? = [:]
        var nextKey: UInt64 = 0
    }

    private let state = Locked(State())

    /// An empty group.
    override public init() {}

    /// A group of two.
    ///
    /// - Parameters:
    ///   - disposable1: The first member.
    ///   - disposable2: The second member.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// A group of three.
    ///
    /// - Parameters:
    ///   - disposable1: The first member.
    ///   - disposable2: The second member.
    ///   - disposable3: The third member.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// A group of any number.
    ///
    /// - Parameters:
    ///   - disposable1: The first member.
    ///   - disposable2: The second member.
    ///   - disposable3: The third member.
    ///   - disposable4: The fourth member.
    ///   - disposables: The other members.
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// A group of any number.
    ///
    /// - Parameter disposables: The members.
    public init(disposables: [Disposable]) {
        state.withLock { state in
            for disposable in disposables {
                state.disposables?[state.nextKey] = disposable
                state.nextKey += 1
            }
        }
    }

    public var isDisposed: Bool { state.withLock { $0.disposables == nil } }

    /// The number of disposables in the group.
    public var count: Int { state.withLock { $0.disposables?.count ?? 0 } }

    /// Adds `disposable`; returns the key to remove it, or `nil` (after disposing it) when the
    /// group was already disposed.
    ///
    /// - Parameter disposable: The disposable to add.
    /// - Returns: The key that removes `disposable`, or `nil` when the group was disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> DisposeKey? in
            guard state.disposables != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.disposables?[key] = disposable
            return DisposeKey(value: key)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes the disposable added under `key` and disposes it.
    ///
    /// - Parameter key: The key ``insert(_:)`` returned; a key already removed does nothing.
    public func remove(for key: DisposeKey) {
        let removed = state.withLock { $0.disposables?.removeValue(forKey: key.value) }
        removed?.dispose()
    }

    public func dispose() {
        let disposables = state.withLock { state -> [UInt64: Disposable]? in
            defer { state.disposables = nil }
            return state.disposables
        }
        guard let disposables else { return }
        for key in disposables.keys.sorted() {
            disposables[key]?.dispose()
        }
    }
}
