// take(until:), take(while:), take(for:), skip(while:) and skip(until:) for `Infallible`: the
// `Observable` operators, with the result kept an `Infallible`.

extension InfallibleType {
    /// Passes on the elements until another infallible emits, then completes, as
    /// ``ObservableType/take(until:)`` does.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   -------x-------
    ///     take(until: other)
    ///     result:  --1--2-|
    ///
    /// - Parameter other: The sequence whose first element ends the result; its completion
    ///   is ignored.
    /// - Returns: An ``Infallible`` of the elements sent before `other` emits.
    @_alwaysEmitIntoClient
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Passes on the elements until an observable emits, then completes, as
    /// ``ObservableType/take(until:)`` does.
    ///
    /// As in RxSwift, an error from `other` is passed on, which breaks the ``Infallible``
    /// contract: give it an `other` that cannot fail.
    ///
    /// - Parameter other: The sequence whose first element ends the result; its completion
    ///   is ignored.
    /// - Returns: An ``Infallible`` of the elements sent before `other` emits.
    @_alwaysEmitIntoClient
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Passes on the elements until one satisfies a predicate, then completes, as
    /// ``ObservableType/take(until:behavior:)`` does.
    ///
    ///     source:  --1--2--3--4--|
    ///     take(until: { $0 == 3 })                        result:  --1--2--|
    ///     take(until: { $0 == 3 }, behavior: .inclusive)  result:  --1--2--(3|)
    ///
    /// - Parameters:
    ///   - predicate: Called with each element; `true` ends the result. It may throw, as in RxSwift, but an error it throws
    ///   ends the result with that error, which breaks the ``Infallible`` contract: don't throw.
    ///   - behavior: ``TakeBehavior/inclusive`` also sends the element that ended it;
    ///     ``TakeBehavior/exclusive`` (the default) does not.
    /// - Returns: An ``Infallible`` of the elements before the one that satisfies `predicate`.
    @_alwaysEmitIntoClient
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Passes on the elements while they satisfy a predicate, then completes at the first that
    /// does not, as ``ObservableType/take(while:behavior:)`` does.
    ///
    ///     source:  --1--2--3--1--|
    ///     take(while: { $0 < 3 })                        result:  --1--2--|
    ///     take(while: { $0 < 3 }, behavior: .inclusive)  result:  --1--2--(3|)
    ///
    /// - Parameters:
    ///   - predicate: Called with each element; `false` ends the result. It may throw, as in RxSwift, but an error it throws
    ///   ends the result with that error, which breaks the ``Infallible`` contract: don't throw.
    ///   - behavior: ``TakeBehavior/inclusive`` also sends the element that ended it;
    ///     ``TakeBehavior/exclusive`` (the default) does not.
    /// - Returns: An ``Infallible`` of the leading elements that satisfy `predicate`.
    @_alwaysEmitIntoClient
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Passes on the elements sent within a time of subscribing, then completes, as
    /// ``ObservableType/take(for:scheduler:)`` does.
    ///
    ///     source:  --1--2--3--|
    ///     take(for: 5 ticks)
    ///     result:  --1--|
    ///
    /// - Parameters:
    ///   - duration: How long after subscribing elements are passed on.
    ///   - scheduler: The scheduler that times the end and sends the completion.
    /// - Returns: An ``Infallible`` of the elements sent within `duration`.
    @_alwaysEmitIntoClient
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops elements while they satisfy a predicate, then passes on every element from the
    /// first that does not, as ``ObservableType/skip(while:)`` does.
    ///
    ///     source:  --1--2--3--1--|
    ///     skip(while: { $0 < 3 })
    ///     result:  --------3--1--|
    ///
    /// - Parameter predicate: Called with each element until it returns `false`. It may throw, as in RxSwift, but an error it throws
    ///   ends the result with that error, which breaks the ``Infallible`` contract: don't throw.
    /// - Returns: An ``Infallible`` of the elements from the first that fails `predicate`.
    @_alwaysEmitIntoClient
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until an observable emits, then passes on the rest, as
    /// ``ObservableType/skip(until:)`` does.
    ///
    /// As in RxSwift, an error from `other` is passed on, which breaks the ``Infallible``
    /// contract: give it an `other` that cannot fail.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   -------x-------
    ///     skip(until: other)
    ///     result:  --------3--4--|
    ///
    /// - Parameter other: The sequence whose first element starts passing elements on.
    /// - Returns: An ``Infallible`` of the elements sent after `other` emits.
    @_alwaysEmitIntoClient
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Drops elements until another infallible emits, then passes on the rest, as
    /// ``ObservableType/skip(until:)`` does.
    ///
    /// - Parameter other: The sequence whose first element starts passing elements on.
    /// - Returns: An ``Infallible`` of the elements sent after `other` emits.
    @_alwaysEmitIntoClient
    public func skip<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }
}
