extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and merges the elements of all
    /// inner sequences as they arrive. Completes when the source and every inner sequence have
    /// completed; any error, or an error thrown by `selector`, ends the sequence.
    ///
    ///     source:  --a--------b--------|
    ///     inner a:   --1--2--3|
    ///     inner b:            --4--5|
    ///     flatMap { inner($0) }
    ///     result:  ----1--2--3--4--5---|
    ///
    /// - Parameter selector: Called with each element; the inner sequence it returns is subscribed
    ///   at once.
    /// - Returns: The elements of all inner sequences, merged.
    @_alwaysEmitIntoClient
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            FlatMapSink(
                selector: captured.selector, ignoresWhileActive: false, name: "flatMap", observer: downstream
            ).run(captured.source)
        }
    }

    /// Maps an element to an inner sequence with `selector` only while no inner sequence is
    /// running: elements that arrive meanwhile are ignored (the selector is not called).
    ///
    ///     source:  --a--b-----c-----|
    ///     inner a:   --1--2|
    ///     inner c:            --3|
    ///     flatMapFirst { inner($0) }
    ///     result:  ----1--2-----3---|    (b arrives while a runs: ignored)
    ///
    /// - Parameter selector: Called with an element that arrives while no inner sequence runs; the
    ///   inner sequence it returns is subscribed at once. An error it throws ends the sequence.
    /// - Returns: The elements of the inner sequences that were not skipped; it completes when the
    ///   source and the running inner sequence have completed.
    @_alwaysEmitIntoClient
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            FlatMapSink(
                selector: captured.selector, ignoresWhileActive: true, name: "flatMapFirst", observer: downstream
            ).run(captured.source)
        }
    }
}
