/// The trait of `Maybe`: at most one element, then completion; or an error.
public enum MaybeTrait {}

/// A sequence of at most one element, or an error.
///
///     ---(a|)   success
///     ---|      completed empty
///     ---#      error
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` ends with.
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
    /// The callback a `Maybe.create` body reports its outcome to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A `Maybe` from a subscribe function: it reports `.success`, `.completed` or `.error` once
    /// (later reports are ignored) and returns what to dispose when the subscription ends.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
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

    /// Subscribes `observer` to the outcome: it is called once.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var isStopped = false
        return primitiveSequence.asObservable().subscribe { event in
            // The Rx contract serializes events, so a plain flag is enough.
            if isStopped { return }
            isStopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures to the outcome. An error without `onError` goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once, after the outcome or on disposal.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let onError = Hooks.errorHandler(onError)
        let subscription = subscribe { (event: MaybeEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .error(let error):
                Hooks.handle(error, with: onError)
            case .completed:
                onCompleted?()
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    /// Like `subscribe(onSuccess:onError:onCompleted:onDisposed:)`, passing `object` (held
    /// weakly) to each closure; once `object` is gone the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        let target = WeakTarget(object)
        return subscribe(onSuccess: target(onSuccess), onError: target(onError), onCompleted: target(onCompleted), onDisposed: target(onDisposed))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` during the subscription.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` at once.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never ends.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes at once, without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, if any; an error `transform` throws fails the `Maybe`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// The element if it satisfies `predicate`, otherwise completion without it.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}
