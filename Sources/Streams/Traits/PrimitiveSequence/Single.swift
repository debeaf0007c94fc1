/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element, or an error.
///
///     ---(a|)   success
///     ---#      failure
///
/// Make one with ``PrimitiveSequenceType/create(subscribe:)-2tzox``, `just`, `error` or
/// ``ObservableType/asSingle()``; subscribe with
/// ``PrimitiveSequenceType/subscribe(onSuccess:onFailure:onDisposed:)``. <doc:Traits> shows it
/// at work.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` ends with: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a ``PrimitiveSequenceType/create(subscribe:)-2tzox`` body reports its
    /// outcome to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a ``Single`` from a subscribe function, as ``ObservableType/create(_:)`` does,
    /// with a callback that takes the outcome.
    ///
    ///     Single<String>.create { single in
    ///         single(.success("profile"))
    ///         return Disposables.create()
    ///     }
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscriber, on the subscribing thread, with the
    ///     callback to report `.success(element)` or `.failure(error)` to, once (later reports
    ///     are ignored). It returns what to dispose when the subscription ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `subscribe` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: A ``Single`` of the reported outcome.
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> Disposable, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> Single<Element> {
        let check = IsolationCheck("create(subscribe:)", file: file, line: line, isolation: isolation)
        let source = Observable<Element>.create(checking: check) { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure to the outcome.
    ///
    /// A source that completes without an element breaks the contract: that is reported
    /// through ``Hooks/anomalyHandler`` and `observer` is not called.
    ///
    /// - Parameters:
    ///   - observer: Called once, with `.success(element)` or `.failure(error)`.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    public func subscribe(
        _ observer: @escaping (SingleEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line,
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
                case .next(let element):
                    observer(.success(element))
                case .error(let error):
                    observer(.failure(error))
                case .completed:
                    reportTraitViolation(
                        "Single completed without an element: a Single must emit exactly one element or an error.")
                }
            }, file: file, line: line, isolation: nil)
    }

    /// Subscribes closures to the outcome.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error. Without it, an error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("subscribe(onSuccess:)", file: file, line: line, isolation: isolation)
        let onSuccess = check.checking(ifGiven: onSuccess)
        let disposed: Disposable =
            onDisposed.map { Disposables.create(with: check.checking($0)) } ?? Disposables.create()
        let onFailure = Hooks.errorHandler(check.checking(ifGiven: onFailure))
        let subscription = SubscriptionRegistry.subscriberCall("subscribe(onSuccess:)") {
            subscribe(
                { (event: SingleEvent<Element>) in
                    switch event {
                    case .success(let element):
                        onSuccess?(element)
                    case .failure(let error):
                        Hooks.handle(error, with: onFailure)
                    }
                    disposed.dispose()
                }, file: file, line: line, isolation: nil)
        }
        return Disposables.create(subscription, disposed)
    }

    /// Subscribes closures to the outcome: the RxSwift 5 spelling of
    /// ``PrimitiveSequenceType/subscribe(onSuccess:onFailure:onDisposed:)``, deprecated.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @_alwaysEmitIntoClient
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribe(
            onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, file: file, line: line,
            isolation: isolation)
    }

    /// Subscribes closures to the outcome, passing each an object held weakly; once the object
    /// is gone the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onSuccess: Called with the object and the element.
    ///   - onFailure: Called with the object and the error. Without it, the error is dropped
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
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let target = WeakTarget(
            object, IsolationCheck("subscribe(with:onSuccess:)", file: file, line: line, isolation: isolation))
        return SubscriptionRegistry.subscriberCall("subscribe(with:onSuccess:)") {
            subscribe(
                onSuccess: target(onSuccess), onFailure: target(onFailure), onDisposed: target(onDisposed), file: file,
                line: line, isolation: nil)
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a ``Single`` that succeeds with an element during the subscription.
    ///
    ///     just(1):  (1|)
    ///
    /// - Parameter element: The element.
    /// - Returns: A ``Single`` of `element`.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// Creates a ``Single`` that succeeds with an element sent on a scheduler, as
    /// ``ObservableType/just(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element and then the completion are sent.
    /// - Returns: A ``Single`` of `element`.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Creates a ``Single`` that fails at once, during the subscription.
    ///
    /// - Parameter error: The error it fails with.
    /// - Returns: A ``Single`` that fails with `error`.
    @_alwaysEmitIntoClient
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// Creates a ``Single`` that never ends.
    ///
    /// - Returns: A ``Single`` without an outcome; disposing of its subscription is all that
    ///   ends it.
    @_alwaysEmitIntoClient
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element, as ``ObservableType/map(_:)`` does.
    ///
    ///     ---(1|)  map { $0 * 10 }  ---(10|)
    ///
    /// - Parameter transform: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Single`` of the transformed element.
    @_alwaysEmitIntoClient
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Passes on the element if it satisfies a predicate, otherwise completes empty, as
    /// ``ObservableType/filter(_:)`` does.
    ///
    /// - Parameter predicate: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Maybe``, since the element may be dropped.
    @_alwaysEmitIntoClient
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Returns the ``Single`` as a ``Maybe``, which then always has an element or an error.
    ///
    /// - Returns: A ``Maybe`` with the same outcome.
    @_alwaysEmitIntoClient
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }
}

/// Reports a source that broke its trait's grammar (a `Single` that completed empty); a
/// programmer error, reported in every build without crashing (RxSwift crashes in debug builds
/// and prints in release builds).
func reportTraitViolation(_ message: String) {
    // diagnostic: trait-violation
    Hooks.anomalyHandler("⚠️ Streams: \(message)")
}
