/// Collects disposables and disposes them all when the bag is deallocated — the usual owner of
/// a screen's subscriptions. Replace the bag (`bag = DisposeBag()`) to dispose early.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    // @unchecked Sendable: the only state is behind `Locked`; unchecked because a class with a
    // superclass (`DisposeBase`, which has no state) cannot declare a checked conformance.
    private let disposables = Locked<[Disposable]?>([])

    /// An empty bag.
    override public init() {}

    /// A bag that already holds `disposables`.
    ///
    /// - Parameter disposables: Disposed when the bag is deallocated.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// A bag that already holds `disposables`.
    ///
    /// - Parameter disposables: Disposed when the bag is deallocated.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Adds `disposable`, to be disposed with the bag.
    ///
    /// - Parameter disposable: Disposed when the bag is deallocated.
    public func insert(_ disposable: Disposable) {
        insert([disposable])
    }

    /// Adds all of `disposables`.
    ///
    /// - Parameter disposables: Disposed when the bag is deallocated.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds all of `disposables`.
    ///
    /// - Parameter disposables: Disposed when the bag is deallocated.
    public func insert(_ disposables: [Disposable]) {
        let accepted = self.disposables.withLock { bag -> Bool in
            guard bag != nil else { return false }
            bag?.append(contentsOf: disposables)
            return true
        }
        if !accepted { disposables.forEach { $0.dispose() } }
    }

    private func dispose() {
        let disposables = self.disposables.withLock { bag -> [Disposable] in
            defer { bag = nil }
            return bag ?? []
        }
        disposables.forEach { $0.dispose() }
    }

    deinit {
        dispose()
    }
}

extension DisposeBag {
    /// A bag holding the disposables listed in `builder`, one per line:
    ///
    ///     let bag = DisposeBag {
    ///         first.subscribe()
    ///         second.bind(to: relay)
    ///     }
    ///
    /// - Parameter builder: Lists the disposables, one expression per line; called once, at once.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables listed in `builder`, one per line.
    ///
    /// - Parameter builder: Lists the disposables, one expression per line; called once, at once.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Collects the disposables written one per line in a ``DisposeBag`` builder block.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the lines of a builder block.
        ///
        /// - Parameter disposables: The value of each line.
        /// - Returns: `disposables`, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
