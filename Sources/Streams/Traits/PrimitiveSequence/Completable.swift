/// The trait of ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence without elements that completes or fails.
///
///     ---|   completed
///     ---#   error
///
/// Make one with ``PrimitiveSequenceType/create(subscribe:)-2h1b``, `empty`, `error` or
/// ``ObservableType/asCompletable()``; chain work after it with
/// ``PrimitiveSequenceType/andThen(_:)-3fevz``; subscribe with
/// ``PrimitiveSequenceType/subscribe(onCompleted:onError:onDisposed:)``.
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` ends with.
@frozen
public enum CompletableEvent {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The callback a ``PrimitiveSequenceType/create(subscribe:)-2h1b`` body reports its
    /// outcome to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a ``Completable`` from a subscribe function, as ``ObservableType/create(_:)``
    /// does, with a callback that takes the outcome.
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscriber, on the subscribing thread, with the
    ///     callback to report `.completed` or `.error(error)` to, once (later reports are
    ///     ignored). It returns what to dispose when the subscription ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `subscribe` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: A ``Completable`` of the reported outcome.
    public static func create(
        subscribe: @escaping (@escaping CompletableObserver) -> Disposable, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        let check = IsolationCheck("create(subscribe:)", file: file, line: line, isolation: isolation)
        let source = Observable<Element>.create(checking: check) { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure to the outcome.
    ///
    /// - Parameters:
    ///   - observer: Called once, with `.completed` or `.error(error)`.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    public func subscribe(
        _ observer: @escaping (CompletableEvent) -> Void, file: StaticString = #fileID, line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let observer = IsolationCheck("subscribe(_:)", file: file, line: line, isolation: isolation).checking(observer)
        var isStopped = false
        return primitiveSequence.asObservable().subscribe(
            { event in
                // The Rx contract serializes events, so a plain flag is enough.
                if isStopped { return }
                isStopped = true
                switch event {
                case .next: break  // `Never` has no values: unreachable.
                case .error(let error): observer(.error(error))
                case .completed: observer(.completed)
                }
            }, file: file, line: line, isolation: nil)
    }

    /// Subscribes closures to the outcome.
    ///
    /// - Parameters:
    ///   - onCompleted: Called when the ``Completable`` completes.
    ///   - onError: Called with the error. Without it, an error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("subscribe(onCompleted:)", file: file, line: line, isolation: isolation)
        let onCompleted = check.checking(ifGiven: onCompleted)
        let disposed: Disposable =
            onDisposed.map { Disposables.create(with: check.checking($0)) } ?? Disposables.create()
        let onError = Hooks.errorHandler(check.checking(ifGiven: onError))
        let subscription = SubscriptionRegistry.subscriberCall("subscribe(onCompleted:)") {
            subscribe(
                { (event: CompletableEvent) in
                    switch event {
                    case .error(let error):
                        Hooks.handle(error, with: onError)
                    case .completed:
                        onCompleted?()
                    }
                    disposed.dispose()
                }, file: file, line: line, isolation: nil)
        }
        return Disposables.create(subscription, disposed)
    }

    /// Subscribes closures to the outcome, passing each an object held weakly; once the object
    /// is gone the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onCompleted: Called with the object when the ``Completable`` completes.
    ///   - onError: Called with the object and the error. Without it, the error is dropped
    ///     (not sent to ``Hooks/defaultErrorHandler``), as in RxSwift.
    ///   - onDisposed: Called with the object once, after the outcome or on disposal.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    @_alwaysEmitIntoClient
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let target = WeakTarget(
            object, IsolationCheck("subscribe(with:onCompleted:)", file: file, line: line, isolation: isolation))
        return SubscriptionRegistry.subscriberCall("subscribe(with:onCompleted:)") {
            subscribe(
                onCompleted: target(onCompleted), onError: target(onError), onDisposed: target(onDisposed), file: file,
                line: line, isolation: nil)
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Creates a ``Completable`` that fails at once, during the subscription.
    ///
    /// - Parameter error: The error it fails with.
    /// - Returns: A ``Completable`` that fails with `error`.
    @_alwaysEmitIntoClient
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// Creates a ``Completable`` that never ends.
    ///
    /// - Returns: A ``Completable`` without an outcome; disposing of its subscription is all
    ///   that ends it.
    @_alwaysEmitIntoClient
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// Creates a ``Completable`` that completes at once, during the subscription.
    ///
    /// - Returns: A ``Completable`` that completes.
    @_alwaysEmitIntoClient
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}
