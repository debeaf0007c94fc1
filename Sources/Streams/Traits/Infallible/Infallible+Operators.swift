extension InfallibleType {
    /// Transforms each element into an optional and passes on the non-`nil` results, as
    /// ``ObservableType/compactMap(_:)`` does, keeping the result an ``Infallible``.
    ///
    /// - Parameter transform: Called with each element; `nil` drops the element. It cannot
    ///   throw.
    /// - Returns: An ``Infallible`` of the non-`nil` results.
    @_alwaysEmitIntoClient
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Combines each element with the latest element of a second infallible, as
    /// ``ObservableType/withLatestFrom(_:resultSelector:)`` does.
    ///
    /// Elements that arrive before `second` has one are dropped.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is taken.
    ///   - resultSelector: Combines an element of this sequence with the latest of `second`.
    ///     It may throw, as in RxSwift, but an error it throws
    ///   ends the result with that error, which breaks the ``Infallible`` contract: don't throw.
    /// - Returns: An ``Infallible`` of the combinations; it completes with this sequence.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// Sends the latest element of a second infallible at each element of this one, as
    /// ``ObservableType/withLatestFrom(_:)`` does.
    ///
    /// - Parameter second: The sequence whose latest element is sent; nothing is sent until it
    ///   has one.
    /// - Returns: An ``Infallible`` of elements of `second`; it completes with this sequence.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Sends an element first, during the subscription, then the elements of this sequence, as
    /// ``ObservableType/startWith(_:)`` does.
    ///
    /// - Parameter element: The element sent first.
    /// - Returns: An ``Infallible`` that starts with `element`.
    @_alwaysEmitIntoClient
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// Skips the first elements, as ``ObservableType/skip(_:)`` does, keeping the result an
    /// ``Infallible``.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: An ``Infallible`` of the elements after the first `count`.
    @_alwaysEmitIntoClient
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Passes on the first elements, then completes, as ``ObservableType/take(_:)`` does,
    /// keeping the result an ``Infallible``.
    ///
    /// - Parameter count: How many elements to pass on; 0 completes at once.
    /// - Returns: An ``Infallible`` of at most `count` elements.
    @_alwaysEmitIntoClient
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Shares one subscription among subscribers, replaying the latest elements to new ones,
    /// as ``ObservableType/share(replay:scope:)`` does.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives at once.
    ///   - scope: ``SubjectLifetimeScope/whileConnected`` (the default) forgets the buffer when
    ///     the last subscriber leaves and subscribes the source again for the next one;
    ///     ``SubjectLifetimeScope/forever`` keeps it.
    /// - Returns: A shared ``Infallible``.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Runs side effects for the events, subscription and disposal, as
    /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``
    /// does, without the error handlers.
    ///
    /// The event handlers may throw, as in RxSwift, but an error one throws ends the result
    /// with that error, which breaks the ``Infallible`` contract: don't throw.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is passed on.
    ///   - afterNext: Called with each element after it is passed on.
    ///   - onCompleted: Called before the completion is passed on.
    ///   - afterCompleted: Called after the completion is passed on.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called once the subscription to the source is disposed, however it ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the handlers run (the "Swift concurrency" article): leave it out.
    /// - Returns: An ``Infallible`` of the same events.
    @_alwaysEmitIntoClient
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                checking: IsolationCheck("do", file: file, line: line, isolation: isolation),
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Maps each element to a sequence and merges their elements, as
    /// ``ObservableType/flatMap(_:)`` does.
    ///
    /// - Parameter selector: Called with each element; it cannot throw. The sequences it
    ///   returns may be any observable, as in RxSwift: one that fails breaks the
    ///   ``Infallible`` contract, so return infallible ones.
    /// - Returns: An ``Infallible`` of the inner sequences' elements as they arrive.
    @_alwaysEmitIntoClient
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(asObservable().flatMap(selector))
    }

    /// Maps each element to a sequence and follows only the latest one, as
    /// ``ObservableType/flatMapLatest(_:)-6yyic`` does.
    ///
    /// - Parameter selector: Called with each element; it cannot throw. A new element disposes
    ///   the previous inner sequence. Return sequences that cannot fail (see
    ///   ``InfallibleType/flatMap(_:)``).
    /// - Returns: An ``Infallible`` of the elements of the latest inner sequence.
    @_alwaysEmitIntoClient
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a sequence, ignoring elements while one is running, as
    /// ``ObservableType/flatMapFirst(_:)`` does.
    ///
    /// - Parameter selector: Called with each element that arrives while no inner sequence
    ///   runs; it cannot throw. Return sequences that cannot fail (see
    ///   ``InfallibleType/flatMap(_:)``).
    /// - Returns: An ``Infallible`` of the inner sequences' elements.
    @_alwaysEmitIntoClient
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a sequence and concatenates them in order, as
    /// ``ObservableType/concatMap(_:)`` does.
    ///
    /// - Parameter selector: Called with each element; it cannot throw. Each inner sequence is
    ///   subscribed when the previous one completes. Return sequences that cannot fail (see
    ///   ``InfallibleType/flatMap(_:)``).
    /// - Returns: An ``Infallible`` of the inner sequences' elements in order.
    @_alwaysEmitIntoClient
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(asObservable().concatMap(selector))
    }

    /// Sends an element only once a time has passed without a newer one, as
    /// ``ObservableType/debounce(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - dueTime: How long an element must stay the latest to be sent.
    ///   - scheduler: The scheduler that times and sends the elements.
    /// - Returns: An ``Infallible`` of the elements not followed by another within `dueTime`;
    ///   the pending one is sent at completion.
    @_alwaysEmitIntoClient
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Sends an element, then lets no other through until a time has passed, as
    /// ``ObservableType/throttle(_:latest:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - dueTime: How long after an element no other is sent.
    ///   - latest: Whether the last element that arrived during that time is sent when it ends
    ///     (the default) or dropped.
    ///   - scheduler: The scheduler that times and sends the elements.
    /// - Returns: An ``Infallible`` of at most one element per `dueTime`.
    @_alwaysEmitIntoClient
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<
        Element
    > {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Merges the elements of the given infallibles as they arrive, as
    /// ``ObservableType/merge(_:)-3w8jx`` does.
    ///
    /// - Parameter sources: The sequences, subscribed in order.
    /// - Returns: An ``Infallible`` that completes when every source has completed.
    @_alwaysEmitIntoClient
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of an array of infallibles as they arrive, as
    /// ``ObservableType/merge(_:)-5du3`` does.
    ///
    /// - Parameter sources: The sequences, subscribed in order.
    /// - Returns: An ``Infallible`` that completes when every source has completed.
    @_alwaysEmitIntoClient
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops each element equal to the element passed on before it, as
    /// ``ObservableType/distinctUntilChanged()`` does, keeping the result an ``Infallible``.
    ///
    /// - Returns: An ``Infallible`` without consecutive duplicates.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Drops each element whose key equals the key of the element passed on before it, as
    /// ``ObservableType/distinctUntilChanged(_:)-2c6jr`` does.
    ///
    /// - Parameter keySelector: Makes the key of each element. It may throw, as in RxSwift, but an error it throws
    ///   ends the result with that error, which breaks the ``Infallible`` contract: don't throw.
    /// - Returns: An ``Infallible`` without consecutive duplicates by key.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Infallible<
        Element
    > {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops each element that a comparer calls equal to the element passed on before it, as
    /// ``ObservableType/distinctUntilChanged(_:)-35h24`` does.
    ///
    /// - Parameter comparer: Called with the previous element passed on and the new one;
    ///   `true` drops the new one. It may throw, as in RxSwift, but an error it throws
    ///   ends the result with that error, which breaks the ``Infallible`` contract: don't throw.
    /// - Returns: An ``Infallible`` without consecutive duplicates.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }
}

extension InfallibleType {
    /// Drops each element whose key a comparer calls equal to the key of the element passed
    /// on before it, as ``ObservableType/distinctUntilChanged(_:comparer:)`` does.
    ///
    /// Both closures may throw, as in RxSwift, but an error one throws ends the result with
    /// that error, which breaks the ``Infallible`` contract: don't throw.
    ///
    /// - Parameters:
    ///   - keySelector: Makes the key of each element.
    ///   - comparer: Called with the previous key and the new one; `true` drops the new
    ///     element.
    /// - Returns: An ``Infallible`` without consecutive duplicates by key.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops each element whose value at a key path equals that of the element passed on
    /// before it, as ``ObservableType/distinctUntilChanged(at:)`` does.
    ///
    /// - Parameter keyPath: The property compared.
    /// - Returns: An ``Infallible`` without consecutive duplicates of that property.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}
