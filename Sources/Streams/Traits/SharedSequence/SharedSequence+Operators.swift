// The operators of shared sequences: each applies the `Observable` operator of the same name
// and keeps the trait's guarantees. Closures cannot throw (a shared sequence cannot fail);
// time-based operators run on the strategy's scheduler. Their doc comments say what the trait
// changes and link the `Observable` operator for the rest.

extension SharedSequenceConvertibleType {
    /// Transforms each element, as ``ObservableType/map(_:)`` does, keeping the trait.
    ///
    ///     --1--2--|   map { $0 * 10 }   --10--20--|
    ///
    /// The result is shared by the strategy again: a ``Driver`` calls `selector` once per
    /// element for all its subscribers and replays the latest result.
    ///
    /// - Parameter selector: Called with each element, on the strategy's scheduler; it cannot
    ///   throw.
    /// - Returns: A shared sequence of the transformed elements.
    @_alwaysEmitIntoClient
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element into an optional and passes on the non-`nil` results, as
    /// ``ObservableType/compactMap(_:)`` does, keeping the trait.
    ///
    /// - Parameter selector: Called with each element, on the strategy's scheduler; `nil`
    ///   drops the element. It cannot throw.
    /// - Returns: A shared sequence of the non-`nil` results.
    @_alwaysEmitIntoClient
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Passes on the elements that satisfy a predicate, as ``ObservableType/filter(_:)`` does,
    /// keeping the trait.
    ///
    /// - Parameter predicate: Called with each element, on the strategy's scheduler; it cannot
    ///   throw.
    /// - Returns: A shared sequence of the elements for which `predicate` returns `true`.
    @_alwaysEmitIntoClient
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Maps each element to a shared sequence and follows only the latest one, as
    /// ``ObservableType/flatMapLatest(_:)-6yyic`` does.
    ///
    ///     --a-----b------|
    ///       a: -1-2-3      b: -4-5|
    ///     ---1-2--4-5----|       (a is disposed when b arrives)
    ///
    /// The inner sequences are shared sequences, so the result cannot fail either; it has the
    /// inner sequences' strategy (a ``Signal`` of ``Driver``s is a ``Driver``).
    ///
    /// - Parameter selector: Called with each element, on this sequence's scheduler; it cannot
    ///   throw.
    /// - Returns: A shared sequence of the elements of the latest inner sequence; it completes
    ///   when this sequence and the latest inner sequence have completed.
    @_alwaysEmitIntoClient
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a shared sequence, ignoring elements while one is running, as
    /// ``ObservableType/flatMapFirst(_:)`` does.
    ///
    /// - Parameter selector: Called with each element that arrives while no inner sequence
    ///   runs, on this sequence's scheduler; it cannot throw.
    /// - Returns: A shared sequence, of the inner sequences' strategy, of their elements.
    @_alwaysEmitIntoClient
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a shared sequence and merges them all, as
    /// ``ObservableType/flatMap(_:)`` does.
    ///
    /// - Parameter selector: Called with each element, on this sequence's scheduler; it cannot
    ///   throw.
    /// - Returns: A shared sequence, of the inner sequences' strategy, of their elements as
    ///   they arrive.
    @_alwaysEmitIntoClient
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
    }

    /// Maps each element to a shared sequence and concatenates them in order, as
    /// ``ObservableType/concatMap(_:)`` does.
    ///
    /// - Parameter selector: Called with each element, on this sequence's scheduler; it cannot
    ///   throw. Each inner sequence is subscribed when the previous one completes.
    /// - Returns: A shared sequence, of the inner sequences' strategy, of their elements in
    ///   order.
    @_alwaysEmitIntoClient
    public func concatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().concatMap(selector))
    }

    /// Runs side effects for the events, subscription and disposal, as
    /// ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)``
    /// does, without the error handlers: a shared sequence cannot fail.
    ///
    /// The result is shared, so the handlers run once per event for all subscribers, and
    /// `onSubscribe` and `onDispose` once per shared subscription.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is passed on.
    ///   - afterNext: Called with each element after it is passed on.
    ///   - onCompleted: Called before the completion is passed on.
    ///   - afterCompleted: Called after the completion is passed on.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called after the subscription to the source is disposed, however it ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the handlers run (the "Swift concurrency" article): leave it out.
    /// - Returns: A shared sequence of the same events.
    @_alwaysEmitIntoClient
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                checking: IsolationCheck("do", file: file, line: line, isolation: isolation),
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints the subscriptions, events and disposals, as
    /// ``ObservableType/debug(_:trimOutput:file:line:function:)`` does, keeping the trait.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; by default the file, line and function
    ///     of the call.
    ///   - trimOutput: Whether to shorten an event longer than 40 characters to its first and
    ///     last 20.
    ///   - file: The file of the call, for the default identifier.
    ///   - line: The line of the call, for the default identifier.
    ///   - function: The function of the call, for the default identifier.
    /// - Returns: A shared sequence of the same events.
    @_alwaysEmitIntoClient
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops each element whose key equals the key of the element passed on before it, as
    /// ``ObservableType/distinctUntilChanged(_:)-2c6jr`` does, keeping the trait.
    ///
    /// - Parameter keySelector: Makes the key of each element, on the strategy's scheduler; it
    ///   cannot throw.
    /// - Returns: A shared sequence without consecutive duplicates by key.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops each element that a comparer calls equal to the element passed on before it, as
    /// ``ObservableType/distinctUntilChanged(_:)-35h24`` does, keeping the trait.
    ///
    /// - Parameter comparer: Called with the previous element passed on and the new one;
    ///   `true` drops the new one. It cannot throw.
    /// - Returns: A shared sequence without consecutive duplicates.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops each element whose key a comparer calls equal to the key of the element passed
    /// on before it, as ``ObservableType/distinctUntilChanged(_:comparer:)`` does, keeping the
    /// trait.
    ///
    /// - Parameters:
    ///   - keySelector: Makes the key of each element; it cannot throw.
    ///   - comparer: Called with the previous key and the new one; `true` drops the new
    ///     element. It cannot throw.
    /// - Returns: A shared sequence without consecutive duplicates by key.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Sends an element, then lets no other through until a time has passed, as
    /// ``ObservableType/throttle(_:latest:scheduler:)`` does, on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: How long after an element no other is sent.
    ///   - latest: Whether the last element that arrived during that time is sent when it ends
    ///     (the default) or dropped.
    /// - Returns: A shared sequence of at most one element per `dueTime`.
    @_alwaysEmitIntoClient
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Sends an element only once a time has passed without a newer one, as
    /// ``ObservableType/debounce(_:scheduler:)`` does, on the strategy's scheduler.
    ///
    /// - Parameter dueTime: How long an element must stay the latest to be sent.
    /// - Returns: A shared sequence of the elements that were not followed by another within
    ///   `dueTime`; the pending one is sent at completion.
    @_alwaysEmitIntoClient
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts the elements and the completion forward in time, as
    /// ``ObservableType/delay(_:scheduler:)`` does, on the strategy's scheduler.
    ///
    /// - Parameter dueTime: How long each event is delayed.
    /// - Returns: A shared sequence of the same events, `dueTime` later.
    @_alwaysEmitIntoClient
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Accumulates the elements, emitting each intermediate value, as
    /// ``ObservableType/scan(_:accumulator:)`` does, keeping the trait.
    ///
    /// The result is shared, so every subscriber sees the one accumulation (a ``Driver``
    /// replays its latest value) rather than one of its own.
    ///
    /// - Parameters:
    ///   - seed: The value the accumulation starts from; it is not emitted.
    ///   - accumulator: Called with the value so far and each element, on the strategy's
    ///     scheduler; returns the next value. It cannot throw.
    /// - Returns: A shared sequence of the accumulated values.
    @_alwaysEmitIntoClient
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate)
        -> SharedSequence<SharingStrategy, Accumulate>
    {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Accumulates the elements in place, emitting each intermediate value, as
    /// ``ObservableType/scan(into:accumulator:)`` does, keeping the trait.
    ///
    /// - Parameters:
    ///   - seed: The value the accumulation starts from; it is not emitted.
    ///   - accumulator: Updates the value with each element, on the strategy's scheduler; it
    ///     cannot throw.
    /// - Returns: A shared sequence of the accumulated values.
    @_alwaysEmitIntoClient
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void)
        -> SharedSequence<SharingStrategy, Accumulate>
    {
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Sends an element first, then the elements of this sequence, as
    /// ``ObservableType/startWith(_:)`` does.
    ///
    /// The element is sent during the subscription, on the subscribing thread (the main thread
    /// for a ``Driver``, which is driven there).
    ///
    /// - Parameter element: The element sent first.
    /// - Returns: A shared sequence that starts with `element`.
    @_alwaysEmitIntoClient
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Skips the first elements, as ``ObservableType/skip(_:)`` does, keeping the trait.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: A shared sequence of the elements after the first `count`.
    @_alwaysEmitIntoClient
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Passes on the first elements, then completes, as ``ObservableType/take(_:)`` does,
    /// keeping the trait.
    ///
    /// - Parameter count: How many elements to pass on; 0 completes at once.
    /// - Returns: A shared sequence of at most `count` elements.
    @_alwaysEmitIntoClient
    public func take(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().take(count))
    }

    /// Combines each element with the latest element of a second shared sequence, as
    /// ``ObservableType/withLatestFrom(_:resultSelector:)`` does.
    ///
    /// Elements that arrive before `second` has one are dropped. `second` has the same
    /// strategy, so both deliver on the same scheduler.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is taken.
    ///   - resultSelector: Combines an element of this sequence with the latest of `second`;
    ///     it cannot throw.
    /// - Returns: A shared sequence of the combinations; it completes with this sequence.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Second: SharedSequenceConvertibleType, ResultType>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where Second.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// Sends the latest element of a second shared sequence at each element of this one, as
    /// ``ObservableType/withLatestFrom(_:)`` does.
    ///
    /// - Parameter second: The sequence whose latest element is sent; nothing is sent until it
    ///   has one.
    /// - Returns: A shared sequence, of this sequence's strategy, of elements of `second`.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<
        SharingStrategy, Second.Element
    > {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the element passed on before it, as
    /// ``ObservableType/distinctUntilChanged()`` does, keeping the trait.
    ///
    /// - Returns: A shared sequence without consecutive duplicates.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Follows the latest inner shared sequence, disposing the previous one, as
    /// ``ObservableType/switchLatest()`` does.
    ///
    /// - Returns: A shared sequence, of the inner sequences' strategy, of the elements of the
    ///   latest inner sequence.
    @_alwaysEmitIntoClient
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable().stage("switchLatest") {
            $0.map { $0.asSharedSequence() }.switchLatest()
        }
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }

    /// Merges the elements of the inner shared sequences as they arrive, as
    /// ``ObservableType/merge()`` does.
    ///
    /// - Returns: A shared sequence, of the inner sequences' strategy, that completes when this
    ///   sequence and every inner sequence have completed.
    @_alwaysEmitIntoClient
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable().stage("merge") {
            $0.map { $0.asSharedSequence() }.merge()
        }
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }

    /// Merges the elements of the inner shared sequences, subscribing at most a number of them
    /// at a time, as ``ObservableType/merge(maxConcurrent:)`` does.
    ///
    /// - Parameter maxConcurrent: How many inner sequences may be subscribed at once; the
    ///   others wait, in order. It must be positive.
    /// - Returns: A shared sequence, of the inner sequences' strategy, of their elements.
    @_alwaysEmitIntoClient
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable().stage("merge(maxConcurrent:)") {
            $0.map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent)
        }
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }
}

extension SharedSequenceConvertibleType {
    /// Merges the elements of a collection of shared sequences as they arrive, as
    /// ``ObservableType/merge(_:)-9g0ea`` does.
    ///
    /// - Parameter sources: The sequences, all of this strategy, subscribed in order.
    /// - Returns: A shared sequence that completes when every source has completed.
    @_alwaysEmitIntoClient
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<
        SharingStrategy, Element
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of an array of shared sequences as they arrive, as
    /// ``ObservableType/merge(_:)-5du3`` does.
    ///
    /// - Parameter sources: The sequences, all of this strategy, subscribed in order.
    /// - Returns: A shared sequence that completes when every source has completed.
    @_alwaysEmitIntoClient
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the given shared sequences as they arrive, as
    /// ``ObservableType/merge(_:)-3w8jx`` does.
    ///
    /// - Parameter sources: The sequences, all of this strategy, subscribed in order.
    /// - Returns: A shared sequence that completes when every source has completed.
    @_alwaysEmitIntoClient
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// Concatenates shared sequences: each is subscribed when the previous one completes, as
    /// ``ObservableType/concat(_:)-5chln`` does.
    ///
    /// - Parameter sequence: The sequences; it is walked at each subscription, as
    ///   ``ObservableType/concat(_:)-5chln`` walks it.
    /// - Returns: A shared sequence of the elements of each sequence in turn.
    @_alwaysEmitIntoClient
    public static func concat<Sequences: Swift.Sequence>(_ sequence: Sequences) -> SharedSequence<
        SharingStrategy, Element
    > where Sequences.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Concatenates a collection of shared sequences: each is subscribed when the previous one
    /// completes, as ``ObservableType/concat(_:)-6f7wg`` does.
    ///
    /// - Parameter collection: The sequences, in order.
    /// - Returns: A shared sequence of the elements of each sequence in turn.
    @_alwaysEmitIntoClient
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<
        SharingStrategy, Element
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Pairs the elements of a collection of shared sequences by index and combines them, as
    /// ``ObservableType/zip(_:resultSelector:)`` does.
    ///
    /// - Parameters:
    ///   - collection: The sequences, all of this strategy.
    ///   - resultSelector: Combines the n-th elements of all sequences, in the collection's
    ///     order. An error it throws ends the result with that error, which breaks the
    ///     trait's contract, as in RxCocoa: do not throw.
    /// - Returns: A shared sequence of the combinations.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Pairs the elements of a collection of shared sequences by index, as arrays, as
    /// ``ObservableType/zip(_:)`` does.
    ///
    /// - Parameter collection: The sequences, all of this strategy.
    /// - Returns: A shared sequence of arrays of the n-th elements, in the collection's order.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<
        SharingStrategy, [Element]
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of a collection of shared sequences whenever one emits,
    /// once all have, as ``ObservableType/combineLatest(_:resultSelector:)`` does.
    ///
    /// - Parameters:
    ///   - collection: The sequences, all of this strategy.
    ///   - resultSelector: Combines the latest elements, in the collection's order. An error it
    ///     throws ends the result with that error, which breaks the trait's contract, as in
    ///     RxCocoa: do not throw.
    /// - Returns: A shared sequence of the combinations.
    @_alwaysEmitIntoClient
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the latest elements of a collection of shared sequences as an array whenever one
    /// emits, once all have, as ``ObservableType/combineLatest(_:)`` does.
    ///
    /// - Parameter collection: The sequences, all of this strategy.
    /// - Returns: A shared sequence of arrays of the latest elements, in the collection's order.
    @_alwaysEmitIntoClient
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<
        SharingStrategy, [Element]
    > where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Combines each element with an object held weakly, and completes once the object is
    /// gone, as ``ObservableType/withUnretained(_:resultSelector:)`` does.
    ///
    /// ``Signal`` only, as in RxCocoa: a ``Driver`` would replay the last combination, holding
    /// the object strongly; use
    /// ``SharedSequenceConvertibleType/drive(with:onNext:onCompleted:onDisposed:)`` instead.
    ///
    /// - Parameters:
    ///   - object: The object passed to `resultSelector`, held weakly.
    ///   - resultSelector: Combines the object with each element; it cannot throw.
    /// - Returns: A ``Signal`` of the combinations; it completes at the first element that
    ///   arrives after `object` is gone.
    @_alwaysEmitIntoClient
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with an object held weakly, and completes once the object is gone,
    /// as ``ObservableType/withUnretained(_:)`` does.
    ///
    /// ``Signal`` only, as in RxCocoa (see
    /// ``SharedSequenceConvertibleType/withUnretained(_:resultSelector:)``).
    ///
    /// - Parameter object: The object paired with each element, held weakly.
    /// - Returns: A ``Signal`` of `(object, element)` pairs; it completes at the first element
    ///   that arrives after `object` is gone.
    @_alwaysEmitIntoClient
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        withUnretained(object) { ($0, $1) }
    }
}
