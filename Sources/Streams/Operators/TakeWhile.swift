extension ObservableType {
    /// Passes on elements while `predicate` is true, then completes, sending the first element
    /// that fails it too when `behavior` is `.inclusive`; an error `predicate` throws ends the
    /// sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     take(while: { $0 < 3 })                      result:  --1--2--|
    ///     take(while: { $0 < 3 }, behavior: .inclusive) result:  --1--2--(3|)
    ///
    /// - Parameters:
    ///   - predicate: Called with each element until it returns `false`.
    ///   - behavior: Whether the first element that fails `predicate` is sent before the
    ///     completion.
    /// - Returns: The elements before the first that fails `predicate`, then a completion.
    @_alwaysEmitIntoClient
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        ClosureOperator(capturing: (source: asObservable(), behavior: behavior, predicate: { try !predicate($0) })) {
            captured, downstream in
            captured.source.subscribeSink(
                TakeUntilPredicateSink(
                    behavior: captured.behavior, predicate: captured.predicate, name: "take(while:)",
                    observer: downstream))
        }
    }

    /// Passes on elements while `predicate` is true; renamed `take(while:)`.
    ///
    /// - Parameter predicate: Called with each element until it returns `false`.
    /// - Returns: The elements before the first that fails `predicate`, then a completion.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }
}
