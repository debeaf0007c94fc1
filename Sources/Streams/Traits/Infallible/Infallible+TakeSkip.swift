// take(until:), take(while:), take(for:), skip(while:) and skip(until:) for `Infallible`: the
// `Observable` operators, with the result kept an `Infallible`.

extension InfallibleType {
    /// The elements until `other` emits, then completion.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   -------x-------
    ///     take(until: other)
    ///     result:  --1--2-|
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` emits, then completion. As in RxSwift, an error from `other`
    /// is passed on, which breaks the `Infallible` contract: give it an `other` that cannot fail.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until `predicate` holds for one, then completion; that element is sent too
    /// when `behavior` is `.inclusive`.
    ///
    ///     source:  --1--2--3--4--|
    ///     take(until: { $0 == 3 })                        result:  --1--2--|
    ///     take(until: { $0 == 3 }, behavior: .inclusive)  result:  --1--2--(3|)
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements while `predicate` holds, then completion at the first that fails it; that
    /// element is sent too when `behavior` is `.inclusive`.
    ///
    ///     source:  --1--2--3--1--|
    ///     take(while: { $0 < 3 })                        result:  --1--2--|
    ///     take(while: { $0 < 3 }, behavior: .inclusive)  result:  --1--2--(3|)
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The elements sent within `duration` of subscribing, then completion.
    ///
    ///     source:  --1--2--3--|
    ///     take(for: 5 ticks)
    ///     result:  --1--|
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops elements while `predicate` holds, then passes on every element from the first that
    /// fails it.
    ///
    ///     source:  --1--2--3--1--|
    ///     skip(while: { $0 < 3 })
    ///     result:  --------3--1--|
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits, then passes on the rest.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   -------x-------
    ///     skip(until: other)
    ///     result:  --------3--4--|
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Drops elements until `other` emits, then passes on the rest.
    public func skip<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable()))
    }
}
