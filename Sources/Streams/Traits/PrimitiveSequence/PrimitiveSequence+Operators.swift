// Operators every primitive sequence has, then those of each trait: each applies the
// `Observable` operator of the same name and keeps the trait. Their doc comments say what the
// trait changes and link the `Observable` operator for the rest.

extension PrimitiveSequence {
    /// Shifts the outcome forward in time, as ``ObservableType/delay(_:scheduler:)`` does; an
    /// error is not delayed.
    ///
    /// - Parameters:
    ///   - dueTime: How long the element and completion are delayed.
    ///   - scheduler: The scheduler that times and sends them.
    /// - Returns: A sequence of the same trait with the outcome `dueTime` later.
    @_alwaysEmitIntoClient
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the source a time after the subscription, as
    /// ``ObservableType/delaySubscription(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - dueTime: How long the subscription to the source waits.
    ///   - scheduler: The scheduler that times it and subscribes.
    /// - Returns: A sequence of the same trait and outcome, subscribed later.
    @_alwaysEmitIntoClient
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<
        Trait, Element
    > {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on a scheduler, as ``ObservableType/observe(on:)`` does.
    ///
    /// - Parameter scheduler: Where the element, completion or error is delivered.
    /// - Returns: A sequence of the same trait and outcome.
    @_alwaysEmitIntoClient
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to and disposes of the source on a scheduler, as
    /// ``ObservableType/subscribe(on:)`` does.
    ///
    /// - Parameter scheduler: Where the subscription and disposal run.
    /// - Returns: A sequence of the same trait and outcome.
    @_alwaysEmitIntoClient
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Continues with the sequence a handler makes from an error, as
    /// ``ObservableType/catch(_:)`` does.
    ///
    ///     ---#          catch { _ in .just(0) }   ---(0|)
    ///
    /// - Parameter handler: Called with the error; the sequence of the same trait it returns
    ///   is subscribed in its place. An error it throws fails the result with that error.
    /// - Returns: A sequence of the same trait with the outcome of this one or of the handler's.
    @_alwaysEmitIntoClient
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Subscribes again after an error, as ``ObservableType/retry(_:)`` does.
    ///
    /// - Parameter maxAttemptCount: How many subscriptions to make in all; the error of the
    ///   last one is passed on.
    /// - Returns: A sequence of the same trait with the outcome of the first attempt that does
    ///   not fail, or the last error.
    @_alwaysEmitIntoClient
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Subscribes again after an error of a given type whenever the sequence a handler makes
    /// from the errors emits, as ``ObservableType/retry(when:)-75g9y`` does.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors of type
    ///   `Error`; each element of the sequence it returns subscribes again, and its completion
    ///   or error ends the result. Errors of another type are passed on at once.
    /// - Returns: A sequence of the same trait with the outcome of the attempt that does not
    ///   fail.
    @_alwaysEmitIntoClient
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Subscribes again after any error whenever the sequence a handler makes from the errors
    /// emits, as ``ObservableType/retry(when:)-93ht4`` does.
    ///
    /// - Parameter notificationHandler: Called once per subscription with the errors; each
    ///   element of the sequence it returns subscribes again, and its completion or error ends
    ///   the result.
    /// - Returns: A sequence of the same trait with the outcome of the attempt that does not
    ///   fail.
    @_alwaysEmitIntoClient
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Prints the subscription, events and disposal, as
    /// ``ObservableType/debug(_:trimOutput:file:line:function:)`` does.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; by default the file, line and function
    ///     of the call.
    ///   - trimOutput: Whether to shorten an event longer than 40 characters to its first and
    ///     last 20.
    ///   - file: The file of the call, for the default identifier.
    ///   - line: The line of the call, for the default identifier.
    ///   - function: The function of the call, for the default identifier.
    /// - Returns: A sequence of the same trait and events.
    @_alwaysEmitIntoClient
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Creates a sequence that owns a resource for the lifetime of each subscription, as
    /// ``ObservableType/using(_:observableFactory:)`` does.
    ///
    /// - Parameters:
    ///   - resourceFactory: Called at each subscription; the resource it returns is disposed
    ///     when the subscription ends. An error it throws fails the subscription.
    ///   - primitiveSequenceFactory: Called with the resource; the sequence it returns is
    ///     subscribed. An error it throws fails the subscription.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the factories run (the "Swift concurrency" article): leave it out.
    /// - Returns: A sequence of the same trait with the outcome of the sequence the factory
    ///   makes.
    @_alwaysEmitIntoClient
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        let check = IsolationCheck(
            "using(_:primitiveSequenceFactory:)", file: file, line: line, isolation: isolation)
        return PrimitiveSequence(
            raw: Observable.using(
                checking: check, resourceFactory,
                observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
    }

    /// Fails with ``RxError/timeout`` unless the outcome arrives within a time, as
    /// ``ObservableType/timeout(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - dueTime: How long after subscribing the outcome may take.
    ///   - scheduler: The scheduler that times it and sends the error.
    /// - Returns: A sequence of the same trait with the outcome, or ``RxError/timeout``.
    @_alwaysEmitIntoClient
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to another sequence unless the outcome arrives within a time, as
    /// ``ObservableType/timeout(_:other:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - dueTime: How long after subscribing the outcome may take.
    ///   - other: The sequence of the same trait subscribed when the time is up.
    ///   - scheduler: The scheduler that times it.
    /// - Returns: A sequence of the same trait with the outcome of this one or of `other`.
    @_alwaysEmitIntoClient
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the outcome, subscription and disposal, as
    /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``
    /// does; an error a handler throws fails the result with that error.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element before it is passed on.
    ///   - afterSuccess: Called with the element after it is passed on.
    ///   - onError: Called with the error before it is passed on.
    ///   - afterError: Called with the error after it is passed on.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the subscription to the source is disposed, however it ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the handlers run (the "Swift concurrency" article): leave it out.
    /// - Returns: A ``Single`` with the same outcome.
    @_alwaysEmitIntoClient
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                checking: IsolationCheck("do", file: file, line: line, isolation: isolation),
                onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element into an optional and passes on a non-`nil` result, as
    /// ``ObservableType/compactMap(_:)`` does.
    ///
    /// - Parameter transform: Called with the element; `nil` completes the result empty. An
    ///   error it throws fails the result.
    /// - Returns: A ``Maybe``, since the result may be `nil`.
    @_alwaysEmitIntoClient
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the ``Single`` a selector makes from the element, as
    /// ``ObservableType/flatMap(_:)`` does.
    ///
    ///     ---(1|)    flatMap { .just($0 + 1) }   ---(2|)
    ///
    /// - Parameter selector: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Single`` with the outcome of the ``Single`` `selector` returns.
    @_alwaysEmitIntoClient
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the ``Maybe`` a selector makes from the element.
    ///
    /// - Parameter selector: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Maybe`` with the outcome of the ``Maybe`` `selector` returns.
    @_alwaysEmitIntoClient
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Continues with the ``Completable`` a selector makes from the element.
    ///
    /// - Parameter selector: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Completable`` with the outcome of the ``Completable`` `selector`
    ///   returns.
    @_alwaysEmitIntoClient
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Succeeds with an element instead of failing, as ``ObservableType/catchAndReturn(_:)``
    /// does.
    ///
    /// - Parameter element: The element sent in place of an error.
    /// - Returns: A ``Single`` that cannot fail.
    @_alwaysEmitIntoClient
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Returns the ``Single`` as a ``Completable``: the element is dropped.
    ///
    /// - Returns: A ``Completable`` that completes when the ``Single`` succeeds, or fails
    ///   with its error.
    @_alwaysEmitIntoClient
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }

    /// Combines the elements of a collection of ``Single``s once all have succeeded, as
    /// ``ObservableType/zip(_:resultSelector:)`` does.
    ///
    /// The first failure fails the result. An empty collection succeeds with
    /// `resultSelector([])` at subscription.
    ///
    /// - Parameters:
    ///   - collection: The ``Single``s, all subscribed at once.
    ///   - resultSelector: Combines the elements, in the collection's order; an error it throws
    ///     fails the result.
    /// - Returns: A ``Single`` of the combination.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return Single<Result>.deferred { .just(try resultSelector([])) }
        }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Collects the elements of a collection of ``Single``s once all have succeeded, as
    /// ``ObservableType/zip(_:)`` does.
    ///
    /// The first failure fails the result; an empty collection succeeds with `[]`.
    ///
    /// - Parameter collection: The ``Single``s, all subscribed at once.
    /// - Returns: A ``Single`` of the elements, in the collection's order.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Single<[Element]>
    where Collection.Element == Single<Element> {
        if collection.isEmpty {
            return .just([])
        }
        return Single(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the outcome, subscription and disposal, as
    /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``
    /// does; an error a handler throws fails the result with that error.
    ///
    /// - Parameters:
    ///   - onNext: Called with the element before it is passed on.
    ///   - afterNext: Called with the element after it is passed on.
    ///   - onError: Called with the error before it is passed on.
    ///   - afterError: Called with the error after it is passed on.
    ///   - onCompleted: Called before the completion is passed on (after an element too).
    ///   - afterCompleted: Called after the completion is passed on.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the subscription to the source is disposed, however it ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the handlers run (the "Swift concurrency" article): leave it out.
    /// - Returns: A ``Maybe`` with the same outcome.
    @_alwaysEmitIntoClient
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                checking: IsolationCheck("do", file: file, line: line, isolation: isolation),
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Transforms the element, if there is one, into an optional and passes on a non-`nil`
    /// result, as ``ObservableType/compactMap(_:)`` does.
    ///
    /// - Parameter transform: Called with the element; `nil` completes the result empty. An
    ///   error it throws fails the result.
    /// - Returns: A ``Maybe`` of the non-`nil` result.
    @_alwaysEmitIntoClient
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the ``Maybe`` a selector makes from the element, if there is one, as
    /// ``ObservableType/flatMap(_:)`` does.
    ///
    /// - Parameter selector: Called with the element; an error it throws fails the result.
    /// - Returns: A ``Maybe`` with the outcome of the ``Maybe`` `selector` returns, or empty
    ///   when this one is.
    @_alwaysEmitIntoClient
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Succeeds with the element, or with a default when the ``Maybe`` completes empty, as
    /// ``ObservableType/ifEmpty(default:)`` does.
    ///
    /// - Parameter default: The element sent when there is none.
    /// - Returns: A ``Single``, since there is now always an element or an error.
    @_alwaysEmitIntoClient
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Passes on the element, or switches to another ``Maybe`` when this one completes empty,
    /// as ``ObservableType/ifEmpty(switchTo:)`` does.
    ///
    /// - Parameter other: The sequence subscribed when this one completes empty.
    /// - Returns: A ``Maybe`` with the outcome of this one or of `other`.
    @_alwaysEmitIntoClient
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Passes on the element, or switches to a ``Single`` when this ``Maybe`` completes empty,
    /// as ``ObservableType/ifEmpty(switchTo:)`` does.
    ///
    /// - Parameter other: The sequence subscribed when this one completes empty.
    /// - Returns: A ``Single``, since there is now always an element or an error.
    @_alwaysEmitIntoClient
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Succeeds with an element instead of failing, as ``ObservableType/catchAndReturn(_:)``
    /// does.
    ///
    /// - Parameter element: The element sent in place of an error.
    /// - Returns: A ``Maybe`` that cannot fail.
    @_alwaysEmitIntoClient
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Combines the elements of a collection of ``Maybe``s once all have one, as
    /// ``ObservableType/zip(_:resultSelector:)`` does.
    ///
    /// The result completes empty if one of them does, and fails with the first
    /// error. An empty collection succeeds with `resultSelector([])` at subscription.
    ///
    /// - Parameters:
    ///   - collection: The ``Maybe``s, all subscribed at once.
    ///   - resultSelector: Combines the elements, in the collection's order; an error it throws
    ///     fails the result.
    /// - Returns: A ``Maybe`` of the combination.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Collection.Element == Maybe<Element> {
        if collection.isEmpty {
            return Maybe<Result>.deferred { .just(try resultSelector([])) }
        }
        return Maybe(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Collects the elements of a collection of ``Maybe``s once all have one, as
    /// ``ObservableType/zip(_:)`` does.
    ///
    /// The result completes empty if one of them does, and fails with the first
    /// error; an empty collection succeeds with `[]`.
    ///
    /// - Parameter collection: The ``Maybe``s, all subscribed at once.
    /// - Returns: A ``Maybe`` of the elements, in the collection's order.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Maybe<[Element]>
    where Collection.Element == Maybe<Element> {
        if collection.isEmpty {
            return .just([])
        }
        return Maybe(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs side effects for the outcome, subscription and disposal, as
    /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``
    /// does; an error a handler throws fails the result with that error.
    ///
    /// - Parameters:
    ///   - onError: Called with the error before it is passed on.
    ///   - afterError: Called with the error after it is passed on.
    ///   - onCompleted: Called before the completion is passed on.
    ///   - afterCompleted: Called after the completion is passed on.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the subscription to the source is disposed, however it ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the handlers run (the "Swift concurrency" article): leave it out.
    /// - Returns: A ``Completable`` with the same outcome.
    @_alwaysEmitIntoClient
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                checking: IsolationCheck("do", file: file, line: line, isolation: isolation),
                onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Runs this ``Completable``, then, once it completes, another, as
    /// ``ObservableType/concat(_:)-swift.method`` does.
    ///
    /// - Parameter second: The ``Completable`` subscribed when this one completes.
    /// - Returns: A ``Completable`` that completes when both have, or fails with the first
    ///   error.
    @_alwaysEmitIntoClient
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the ``Completable``s of a sequence one after the other, as
    /// ``ObservableType/concat(_:)-5chln`` does.
    ///
    /// - Parameter sequence: The ``Completable``s; it is walked at each subscription, each
    ///   subscribed when the previous one completes.
    /// - Returns: A ``Completable`` that completes after the last, or fails with the first
    ///   error.
    @_alwaysEmitIntoClient
    public static func concat<Sequences: Swift.Sequence>(_ sequence: Sequences) -> Completable
    where Sequences.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the ``Completable``s of a collection one after the other, as
    /// ``ObservableType/concat(_:)-6f7wg`` does.
    ///
    /// - Parameter collection: The ``Completable``s, each subscribed when the previous one
    ///   completes.
    /// - Returns: A ``Completable`` that completes after the last, or fails with the first
    ///   error.
    @_alwaysEmitIntoClient
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs the given ``Completable``s one after the other, as
    /// ``ObservableType/concat(_:)-6z5kk`` does.
    ///
    /// - Parameter sources: The ``Completable``s, each subscribed when the previous one
    ///   completes.
    /// - Returns: A ``Completable`` that completes after the last, or fails with the first
    ///   error.
    @_alwaysEmitIntoClient
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs the ``Completable``s of a collection all at once, merging them as
    /// ``ObservableType/merge(_:)-9g0ea`` does.
    ///
    /// - Parameter sources: The ``Completable``s, all subscribed at once.
    /// - Returns: A ``Completable`` that completes when all have, or fails with the first
    ///   error.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs an array of ``Completable``s all at once, merging them as
    /// ``ObservableType/merge(_:)-5du3`` does.
    ///
    /// - Parameter sources: The ``Completable``s, all subscribed at once.
    /// - Returns: A ``Completable`` that completes when all have, or fails with the first
    ///   error.
    @_alwaysEmitIntoClient
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs the given ``Completable``s all at once, merging them as
    /// ``ObservableType/merge(_:)-3w8jx`` does.
    ///
    /// - Parameter sources: The ``Completable``s, all subscribed at once.
    /// - Returns: A ``Completable`` that completes when all have, or fails with the first
    ///   error.
    @_alwaysEmitIntoClient
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension ObservableType {
    /// Succeeds with the first element, or with `nil` if the sequence completes empty.
    ///
    ///     --1--2--|    first()   --(1|)
    ///     -----|       first()   -----(nil|)
    ///
    /// - Returns: A ``Single`` of the first element, or `nil`; it fails with the source's
    ///   error if that comes first.
    @_alwaysEmitIntoClient
    public func first() -> Single<Element?> {
        Single(raw: firstAsObservable())
    }

    /// Collects every element into one array, sent once the sequence completes.
    ///
    ///     --1--2--3--|    toArray()   -----------([1, 2, 3]|)
    ///
    /// - Returns: A ``Single`` of the elements in order; it fails with the source's error.
    @_alwaysEmitIntoClient
    public func toArray() -> Single<[Element]> {
        Single(raw: toArrayObservable())
    }
}
