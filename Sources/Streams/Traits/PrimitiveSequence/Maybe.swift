/// The trait of ``Maybe``: at most one element, then completion; or an error.
public enum MaybeTrait {}

/// A sequence of at most one element, or an error.
///
///     ---(a|)   success
///     ---|      completed empty
///     ---#      error
///
/// Make one with ``PrimitiveSequenceType/create(subscribe:)-43a4u``, `just`, `empty`, `error`
/// or ``ObservableType/asMaybe()``; subscribe with
/// ``PrimitiveSequenceType/subscribe(onSuccess:onError:onCompleted:onDisposed:)``.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` ends with.
@frozen
public enum MaybeEvent<Element> {
    /// One element (the sequence then completes).
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The callback a ``PrimitiveSequenceType/create(subscribe:)-43a4u`` body reports its
    /// outcome to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a ``Maybe`` from a subscribe function, as ``ObservableType/create(_:)`` does,
    /// with a callback that takes the outcome.
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscriber, on the subscribing thread, with the
    ///     callback to report `.success(element)`, `.completed` or `.error(error)` to, once
    ///     (later reports are ignored). It returns what to dispose when the subscription ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `subscribe` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: A ``Maybe`` of the reported outcome.
    public static func create(
        subscribe: @escaping (@escaping MaybeObserver) -> Disposable, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        let check = IsolationCheck("create(subscribe:)", file: file, line: line, isolation: isolation)
        let source = Observable<Element>.create(checking: check) { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure to the outcome.
    ///
    /// - Parameters:
    ///   - observer: Called once, with `.success(element)`, `.completed` or
    ///     `.error(error)`.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    public func subscribe(
        _ observer: @escaping (MaybeEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line,
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
                case .next(let element): observer(.success(element))
                case .error(let error): observer(.error(error))
                case .completed: observer(.completed)
                }
            }, file: file, line: line, isolation: nil)
    }

    /// Subscribes closures to the outcome.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element, if there is one.
    ///   - onError: Called with the error. Without it, an error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onCompleted: Called when the ``Maybe`` completes without an element (not after
    ///     `onSuccess`).
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to cancel.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("subscribe(onSuccess:)", file: file, line: line, isolation: isolation)
        let onSuccess = check.checking(ifGiven: onSuccess)
        let onCompleted = check.checking(ifGiven: onCompleted)
        let disposed: Disposable =
            onDisposed.map { Disposables.create(with: check.checking($0)) } ?? Disposables.create()
        let onError = Hooks.errorHandler(check.checking(ifGiven: onError))
        let subscription = SubscriptionRegistry.subscriberCall("subscribe(onSuccess:)") {
            subscribe(
                { (event: MaybeEvent<Element>) in
                    switch event {
                    case .success(let element):
                        onSuccess?(element)
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
    ///   - onSuccess: Called with the object and the element, if there is one.
    ///   - onError: Called with the object and the error. Without it, the error is dropped
    ///     (not sent to ``Hooks/defaultErrorHandler``), as in RxSwift.
    ///   - onCompleted: Called with the object when the ``Maybe`` completes without an
    ///     element.
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
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let target = WeakTarget(
            object, IsolationCheck("subscribe(with:onSuccess:)", file: file, line: line, isolation: isolation))
        return SubscriptionRegistry.subscriberCall("subscribe(with:onSuccess:)") {
            subscribe(
                onSuccess: target(onSuccess), onError: target(onError), onCompleted: target(onCompleted),
                onDisposed: target(onDisposed), file: file, line: line, isolation: nil)
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Creates a ``Maybe`` that succeeds with an element during the subscription.
    ///
    /// - Parameter element: The element.
    /// - Returns: A ``Maybe`` of `element`.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// Creates a ``Maybe`` that succeeds with an element sent on a scheduler, as
    /// ``ObservableType/just(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element and then the completion are sent.
    /// - Returns: A ``Maybe`` of `element`.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Creates a ``Maybe`` that fails at once, during the subscription.
    ///
    /// - Parameter error: The error it fails with.
    /// - Returns: A ``Maybe`` that fails with `error`.
    @_alwaysEmitIntoClient
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// Creates a ``Maybe`` that never ends.
    ///
    /// - Returns: A ``Maybe`` without an outcome; disposing of its subscription is all that
    ///   ends it.
    @_alwaysEmitIntoClient
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// Creates a ``Maybe`` that completes without an element, during the subscription.
    ///
    /// - Returns: An empty ``Maybe``.
    @_alwaysEmitIntoClient
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if there is one, as ``ObservableType/map(_:)`` does.
    ///
    /// - Parameter transform: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Maybe`` of the transformed element.
    @_alwaysEmitIntoClient
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Passes on the element if it satisfies a predicate, otherwise completes empty, as
    /// ``ObservableType/filter(_:)`` does.
    ///
    /// - Parameter predicate: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Maybe`` of the element, if it passes.
    @_alwaysEmitIntoClient
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}
