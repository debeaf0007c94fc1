extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and concatenates them: each inner
    /// sequence is subscribed once the previous one has completed (later ones wait in a queue).
    /// Completes when the source and every queued inner sequence have completed; any error, or
    /// an error thrown by `selector`, ends the sequence.
    ///
    ///     source:  --a--b-----------|
    ///     inner a:   --1--2|
    ///     inner b:         --3--4|      (subscribed when a completes)
    ///     concatMap { inner($0) }
    ///     result:  ----1--2--3--4---|
    ///
    /// Inner sequences that complete synchronously are subscribed in a loop, not recursively,
    /// so any number of them runs in constant stack depth.
    ///
    /// - Parameter selector: Called with each element as it arrives (not when its inner sequence
    ///   is subscribed); returns the inner sequence for that element.
    /// - Returns: The elements of the inner sequences, one inner sequence after another.
    @_alwaysEmitIntoClient
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            ConcatMapSink(selector: captured.selector, observer: downstream).run(captured.source)
        }
    }
}
