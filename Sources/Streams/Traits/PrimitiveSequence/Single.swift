/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element, or an error.
///
///     ---(a|)   success
///     ---#      failure
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` ends with: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The callback a `Single.create` body reports its outcome to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A `Single` from a subscribe function: it reports `.success` or `.failure` once (later
    /// reports are ignored) and returns what to dispose when the subscription ends.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
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

    /// Subscribes `observer` to the outcome: it is called once, with `.success` or `.failure`.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var isStopped = false
        return primitiveSequence.asObservable().subscribe { event in
            // The Rx contract serializes events, so a plain flag is enough.
            if isStopped { return }
            isStopped = true
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                reportTraitViolation("Single completed without an element: a Single must emit exactly one element or an error.")
            }
        }
    }

    /// Subscribes closures to the outcome. A failure without `onFailure` goes to
    /// `Hooks.defaultErrorHandler`. `onDisposed` runs once, after the outcome or on disposal.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let onFailure = Hooks.errorHandler(onFailure)
        let subscription = subscribe { (event: SingleEvent<Element>) in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                Hooks.handle(error, with: onFailure)
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    /// The RxSwift 5 spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Like `subscribe(onSuccess:onFailure:onDisposed:)`, passing `object` (held weakly) to each
    /// closure; once `object` is gone the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        let target = WeakTarget(object)
        return subscribe(onSuccess: target(onSuccess), onFailure: target(onFailure), onDisposed: target(onDisposed))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` during the subscription.
    ///
    ///     just(1):  (1|)
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error` at once.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never ends.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element; an error `transform` throws fails the `Single`.
    ///
    ///     ---(1|)  map { $0 * 10 }  ---(10|)
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// The element if it satisfies `predicate`, otherwise nothing: a `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// This `Single` as a `Maybe` (which then always has an element or an error).
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }
}

/// Reports a source that broke its trait's grammar (a `Single` that completed empty); a
/// programmer error, reported in every build without crashing (RxSwift crashes in debug builds
/// and prints in release builds).
func reportTraitViolation(_ message: String) {
    Hooks.anomalyHandler("⚠️ Streams: \(message)")
}
