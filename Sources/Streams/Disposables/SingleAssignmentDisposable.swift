/// Holds a disposable that is assigned exactly once, possibly after
/// ``SingleAssignmentDisposable/dispose()`` was called (it is then disposed on assignment).
/// Assigning twice is a programmer error.
///
/// Lock-free, like `SubscriptionLifecycle`: the disposable is written once before the assigned
/// flag is published and read only by whoever wins the disposed flag.
///
/// It counts in ``Resources`` like the disposables deriving from ``DisposeBase`` but, unlike
/// RxSwift's, does not derive from it: every subscription makes one, and as a subclass it cost
/// 180 instructions more per five-operator subscription (benchmark f, counted with callgrind).
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: see above; the flags are atomic.
    /// The first stored property, reached only through `flags` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    @exclusivity(unchecked) private var disposable: Disposable = NopDisposable()
    /// Disposed after the assigned disposable, and let go of, by the first `dispose()`. Not
    /// optional, like `disposable`: a `Disposable?` is copied and destroyed through
    /// `Optional`'s generic value witnesses; a `NopDisposable` stands for "none".
    @exclusivity(unchecked) private var afterwards: Disposable

    /// An unassigned disposable.
    public init() {
        afterwards = NopDisposable()
        assertAtomicsAreFirst(self, &atomics)
        Resources.increment()
    }

    /// An unassigned disposable whose first `dispose()` also disposes `afterwards`, after the
    /// assigned one, and lets go of it (how `subscribe(onNext:...)` runs `onDisposed`).
    @usableFromInline
    init(disposingAfterwards afterwards: Disposable) {
        self.afterwards = afterwards
        assertAtomicsAreFirst(self, &atomics)
        Resources.increment()
    }

    #if DEBUG
    deinit {
        Resources.decrement()
    }
    #endif

    private var flags: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    public var isDisposed: Bool {
        flags.isDisposed
    }

    /// Assigns the disposable. Precondition: not assigned before.
    ///
    /// - Parameter disposable: The disposable to hold; disposed at once when this one was already
    ///   disposed.
    public func setDisposable(_ disposable: Disposable) {
        precondition(!flags.load().contains(.assigned), "SingleAssignmentDisposable.setDisposable(_:) called twice")
        self.disposable = disposable
        let previous = flags.set(.assigned)
        precondition(!previous.contains(.assigned), "SingleAssignmentDisposable.setDisposable(_:) called twice")
        if previous.contains(.disposed) {
            self.disposable = NopDisposable()
            disposable.dispose()
        }
    }

    /// Marks this disposed and lets go of what it holds without disposing it — for
    /// `subscribe(onNext:...)` after a stop event: the sinks above end their own subscriptions
    /// once they have delivered it (as in RxSwift), and disposing them from below while they
    /// still deliver it would run their disposal first. A disposable assigned later is disposed
    /// on assignment, as after `dispose()`.
    @usableFromInline
    func release() {
        let previous = flags.set(.disposed)
        guard !previous.contains(.disposed) else { return }
        if previous.contains(.assigned) {
            _ = NopDisposable.take(from: &disposable)
        }
        _ = NopDisposable.take(from: &afterwards)
    }

    public func dispose() {
        let previous = flags.set(.disposed)
        guard !previous.contains(.disposed) else { return }
        if previous.contains(.assigned) {
            NopDisposable.take(from: &disposable).dispose()
        }
        NopDisposable.take(from: &afterwards).dispose()
    }
}
