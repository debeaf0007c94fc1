extension InfallibleType {
    /// Combines each element with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead. Beware of `share(replay:)` after it: the replay buffer
    /// holds `obj` strongly.
    ///
    ///     source:  --1--2--3--|        (obj released after 2)
    ///     withUnretained(obj) { ($0, $1) }
    ///     result:  --A--B--|     A = (obj, 1), B = (obj, 2)
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }
}
