/// The trait of `Completable`: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence without elements that completes or fails.
///
///     ---|   completed
///     ---#   error
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` ends with.
@frozen
public enum CompletableEvent {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The callback a `Completable.create` body reports its outcome to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` from a subscribe function: it reports `.completed` or `.error` once
    /// (later reports are ignored) and returns what to dispose when the subscription ends.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes `observer` to the outcome: it is called once.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var isStopped = false
        return primitiveSequence.asObservable().subscribe { event in
            // The Rx contract serializes events, so a plain flag is enough.
            if isStopped { return }
            isStopped = true
            switch event {
            case .next: break // `Never` has no values: unreachable.
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures to the outcome. An error without `onError` goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once, after the outcome or on disposal.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let onError = Hooks.errorHandler(onError)
        let subscription = subscribe { (event: CompletableEvent) in
            switch event {
            case .error(let error):
                Hooks.handle(error, with: onError)
            case .completed:
                onCompleted?()
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    /// Like `subscribe(onCompleted:onError:onDisposed:)`, passing `object` (held weakly) to
    /// each closure; once `object` is gone the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        let target = WeakTarget(object)
        return subscribe(onCompleted: target(onCompleted), onError: target(onError), onDisposed: target(onDisposed))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails with `error` at once.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never ends.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}
