// Operators every primitive sequence has: each applies the `Observable` operator of the same
// name and keeps the trait.

extension PrimitiveSequence {
    /// The outcome shifted by `dueTime` on `scheduler` (errors are not delayed).
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source `dueTime` after the subscription, on `scheduler`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Continues with the sequence `handler` makes from an error.
    ///
    ///     ---#          catch { _ in .just(0) }   ---(0|)
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes again whenever the sequence `notificationHandler` makes from the errors emits;
    /// ends as that sequence ends.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Subscribes again whenever the sequence `notificationHandler` makes from the errors emits.
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Prints the events, subscriptions and disposals.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// A sequence that owns a resource for the lifetime of each subscription.
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
    }

    /// Fails with `RxError.timeout` unless the outcome arrives within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` unless the outcome arrives within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the outcome, subscription and disposal.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The transformed element if `transform` returns one, otherwise nothing: a `Maybe`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Single` `selector` makes from the element.
    ///
    ///     ---(1|)    flatMap { .just($0 + 1) }   ---(2|)
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the `Maybe` `selector` makes from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the `Completable` `selector` makes from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// This `Single` as a `Completable`: the element is dropped.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }

    /// The elements of the `Single`s, combined by `resultSelector` once all have succeeded; an
    /// empty collection succeeds with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> Single<Result> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return Single<Result>.deferred { .just(try resultSelector([])) }
        }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of the `Single`s, once all have succeeded.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Single<[Element]> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return .just([])
        }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the outcome, subscription and disposal.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The transformed element if `transform` returns one.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Maybe` `selector` makes from the element, if any.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// The element, or `default` when the `Maybe` completes empty: a `Single`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// The element, or the outcome of `other` when the `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// The element, or the outcome of `other` when the `Maybe` completes empty: a `Single`.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The elements of the `Maybe`s, combined once all have one.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> Maybe<Result> where Collection.Element == Maybe<Element> {
        if collection.isEmpty {
            return Maybe<Result>.deferred { .just(try resultSelector([])) }
        }
        return Maybe(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of the `Maybe`s, once all have one.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Maybe<[Element]> where Collection.Element == Maybe<Element> {
        if collection.isEmpty {
            return .just([])
        }
        return Maybe(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects for the outcome, subscription and disposal.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// This `Completable`, then `second`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// The `Completable`s one after the other; the first error ends the result.
    public static func concat<Sequences: Swift.Sequence>(_ sequence: Sequences) -> Completable where Sequences.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The `Completable`s one after the other; the first error ends the result.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The `Completable`s one after the other; the first error ends the result.
    public static func concat(_ sources: Completable ...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The `Completable`s all at once: completes when all have, fails with the first error.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The `Completable`s all at once: completes when all have, fails with the first error.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The `Completable`s all at once: completes when all have, fails with the first error.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension ObservableType {
    /// The first element, or `nil` if the sequence completes empty: a `Single`.
    ///
    ///     --1--2--|    first()   --(1|)
    ///     -----|       first()   -----(nil|)
    public func first() -> Single<Element?> {
        Single(raw: firstAsObservable())
    }

    /// Every element, as one array once the sequence completes: a `Single`.
    ///
    ///     --1--2--3--|    toArray()   -----------([1, 2, 3]|)
    public func toArray() -> Single<[Element]> {
        Single(raw: toArrayObservable())
    }
}
