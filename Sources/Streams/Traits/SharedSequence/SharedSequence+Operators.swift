// The operators of shared sequences: each applies the `Observable` operator of the same name
// and keeps the trait's guarantees. Closures cannot throw (a shared sequence cannot fail);
// time-based operators run on the strategy's scheduler.

extension SharedSequenceConvertibleType {
    /// Transforms each element.
    ///
    ///     --1--2--|   map { $0 * 10 }   --10--20--|
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Transforms each element into an optional and passes on the non-`nil` results.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// The elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Maps each element to a shared sequence and follows only the latest one.
    ///
    ///     --a-----b------|
    ///       a: -1-2-3      b: -4-5|
    ///     ---1-2--4-5----|       (a is disposed when b arrives)
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
    }

    /// Maps each element to a shared sequence, ignoring elements while one is running.
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
    }

    /// Maps each element to a shared sequence and merges them all.
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
    }

    /// Maps each element to a shared sequence and concatenates them in order.
    public func concatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().concatMap(selector))
    }

    /// Runs side effects for the events (there is no error to observe).
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints the events, subscriptions and disposals.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops elements whose key equals the previous element's.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops elements `comparer` finds equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops elements whose key `comparer` finds equal to the previous element's.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// At most one element per `dueTime`, on the strategy's scheduler.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// An element once `dueTime` passed without another, on the strategy's scheduler.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// The events shifted by `dueTime`, on the strategy's scheduler.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Accumulates the elements, emitting each intermediate value.
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Accumulates the elements in place, emitting each intermediate value.
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void) -> SharedSequence<SharingStrategy, Accumulate> {
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Prepends `element`.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    /// Skips the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().take(count))
    }

    /// Each element with the latest of `second`, combined by `resultSelector`.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, ResultType>(_ second: Second, resultSelector: @escaping (Element, Second.Element) -> ResultType) -> SharedSequence<SharingStrategy, ResultType> where Second.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element of this sequence.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the previous one.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Follows the latest inner sequence, disposing the previous one.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable().map { $0.asSharedSequence() }.switchLatest()
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }

    /// Merges the inner sequences.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable().map { $0.asSharedSequence() }.merge()
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }

    /// Merges the inner sequences, at most `maxConcurrent` at a time.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        let source: Observable<Element.Element> = asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent)
        return SharedSequence<Element.SharingStrategy, Element.Element>(source)
    }
}

extension SharedSequenceConvertibleType {
    /// Merges the elements of `sources`.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`.
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of `sources`.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// Concatenates the sequences: each one after the previous completed. The sequence is walked
    /// at each subscription, as `Observable.concat` walks it.
    public static func concat<Sequences: Swift.Sequence>(_ sequence: Sequences) -> SharedSequence<SharingStrategy, Element> where Sequences.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Concatenates the sequences: each one after the previous completed.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The elements of the sequences paired by index, combined by `resultSelector`.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The elements of the sequences paired by index, as arrays.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// The latest elements of the sequences, combined by `resultSelector` whenever one emits.
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of the sequences, as arrays, whenever one emits.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Pairs each element with `object` while it is alive; completes once it is gone.
    public func withUnretained<Object: AnyObject, Out>(_ object: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object` while it is alive; completes once it is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
