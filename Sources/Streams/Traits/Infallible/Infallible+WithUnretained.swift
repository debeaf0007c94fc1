extension InfallibleType {
    /// Combines each element with an object held weakly; once the object is gone, the next
    /// element completes the sequence instead, as
    /// ``ObservableType/withUnretained(_:resultSelector:)`` does.
    ///
    /// Beware of `share(replay:)` after it: the replay buffer holds the object strongly.
    ///
    ///     source:  --1--2--3--|        (obj released after 2)
    ///     withUnretained(obj) { ($0, $1) }
    ///     result:  --A--B--|     A = (obj, 1), B = (obj, 2)
    ///
    /// - Parameters:
    ///   - obj: The object passed to `resultSelector`, held weakly.
    ///   - resultSelector: Combines the object with each element; it cannot throw.
    /// - Returns: An ``Infallible`` of the combinations.
    @_alwaysEmitIntoClient
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with an object held weakly; once the object is gone, the next
    /// element completes the sequence instead, as ``ObservableType/withUnretained(_:)`` does.
    ///
    /// - Parameter obj: The object paired with each element, held weakly.
    /// - Returns: An ``Infallible`` of `(obj, element)` pairs.
    @_alwaysEmitIntoClient
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }
}
