/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: its one stored property is only reached atomically.
    /// The first stored property, reached only through `disposed` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0

    /// A disposable that is not yet disposed.
    public convenience init() {
        self.init(isDisposed: false)
    }

    /// A disposable in the given state.
    ///
    /// - Parameter isDisposed: Whether it starts disposed.
    public init(isDisposed: Bool) {
        atomics = isDisposed ? DisposalFlags.Flag.disposed.rawValue : 0
        assertAtomicsAreFirst(self, &atomics)
    }

    private var disposed: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    public var isDisposed: Bool { disposed.isDisposed }

    public func dispose() {
        _ = disposed.markDisposed()
    }
}
