/// Something that can release the resources of a subscription. Disposing twice is harmless.
///
/// ``Disposable/dispose()`` may be called from any thread (an operator stopping on another thread's
/// event, a ``DisposeBag`` released elsewhere). Streams' disposables are `Sendable`; the protocol
/// does not require it, as in RxSwift, so a disposable class of your own compiles in Swift 6
/// language mode without it. A ``Disposable`` value (what `subscribe` returns) is therefore not
/// `Sendable`: to dispose it from a `@Sendable` closure, hand it over in a
/// ``SingleAssignmentDisposable``, ``SerialDisposable`` or ``CompositeDisposable``, which are.
public protocol Disposable {
    /// Releases the resources; events stop being delivered.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` has been called.
    var isDisposed: Bool { get }
}

/// Constructors of the common disposables.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing.
    ///
    /// - Returns: A disposable whose `dispose()` does nothing.
    public static func create() -> Disposable { NopDisposable() }

    /// A disposable that runs `dispose` once, on the first `dispose()`.
    ///
    /// - Parameter dispose: Called once, on the thread of the first `dispose()`.
    /// - Returns: A ``Cancelable`` that tells whether it was disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    /// - Returns: A ``Cancelable`` that disposes both once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    ///   - disposable3: Disposed third.
    /// - Returns: A ``Cancelable`` that disposes all three once.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable)
        -> Cancelable
    {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them.
    ///
    /// - Parameters:
    ///   - disposable1: Disposed first.
    ///   - disposable2: Disposed second.
    ///   - disposable3: Disposed third.
    ///   - disposables: Disposed next, in order.
    /// - Returns: A ``Cancelable`` that disposes all of them once.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of them.
    ///
    /// - Parameter disposables: Disposed in order.
    /// - Returns: A ``Cancelable`` that disposes all of them once.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable that does nothing.
public struct NopDisposable: Disposable, Sendable {
    /// The shared instance.
    public static let noOp = NopDisposable()

    /// A new one costs nothing — an empty value, no allocation — and, unlike `noOp`, no look-up
    /// of a lazily initialized global: Streams uses it for "no disposable yet".
    @usableFromInline
    init() {}

    public func dispose() {}

    /// Moves the disposable out of `slot`, leaving a `NopDisposable` ("none") in its place:
    /// a swap, where reading it and then assigning would copy it (a retain) and destroy the
    /// old value (a release).
    static func take(from slot: inout Disposable) -> Disposable {
        var taken: Disposable = NopDisposable()
        swap(&taken, &slot)
        return taken
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    ///
    /// - Parameter bag: The bag that holds this disposable from now on.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
