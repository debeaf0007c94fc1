/// Whether ``ObservableType/take(until:behavior:)`` and ``ObservableType/take(while:behavior:)``
/// also send the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Send the element that ends the sequence, then complete.
    case inclusive
    /// Complete without sending the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Passes on the source's elements until `other` emits an element, then completes; an error
    /// from `other` ends the sequence, its completion changes nothing.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   -------x-------
    ///     take(until: other)
    ///     result:  --1--2-|
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements until `other` emits.
    @_alwaysEmitIntoClient
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), other: other.asObservable())) { captured, downstream in
            TakeUntilSink(observer: downstream).run(source: captured.source, other: captured.other)
        }
    }

    /// Passes on elements until `predicate` is true for one, then completes, sending that
    /// element too when `behavior` is `.inclusive`; an error `predicate` throws ends the sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     take(until: { $0 == 3 })                      result:  --1--2--|
    ///     take(until: { $0 == 3 }, behavior: .inclusive) result:  --1--2--(3|)
    ///
    /// - Parameters:
    ///   - predicate: Called with each element until it returns `true`.
    ///   - behavior: Whether the element that satisfies `predicate` is sent before the completion.
    /// - Returns: The elements before the first that satisfies `predicate`, then a completion.
    @_alwaysEmitIntoClient
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        ClosureOperator(capturing: (source: asObservable(), behavior: behavior, predicate: predicate)) {
            captured, downstream in
            captured.source.subscribeSink(
                TakeUntilPredicateSink(
                    behavior: captured.behavior, predicate: captured.predicate, name: "take(until:)",
                    observer: downstream))
        }
    }

    /// Passes on elements until `other` emits; renamed ``ObservableType/take(until:)``.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements until `other` emits.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        take(until: other)
    }

    /// Passes on elements until `predicate` is true; renamed
    /// ``ObservableType/take(until:behavior:)``.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is sent before the completion.
    ///   - predicate: Called with each element until it returns `true`.
    /// - Returns: The elements before the first that satisfies `predicate`, then a completion.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<
        Element
    > {
        take(until: predicate, behavior: behavior)
    }
}
