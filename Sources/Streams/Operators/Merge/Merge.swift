extension ObservableType {
    /// Merges the elements of all `sources` into one sequence, as they arrive. Completes when all
    /// sources have completed; the first error ends it.
    ///
    ///     a:       -1---2-----|
    ///     b:       ---x---y-|
    ///     merge(a, b)
    ///     result:  -1-x-2-y---|
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    @_alwaysEmitIntoClient
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        ClosureOperator(capturing: sources) { sources, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(sources)
        }
    }

    /// Merges the elements of all `sources` into one sequence, as they arrive.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    @_alwaysEmitIntoClient
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        ClosureOperator(capturing: sources) { sources, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(sources)
        }
    }

    /// Merges the elements of all `sources` into one sequence, as they arrive.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    @_alwaysEmitIntoClient
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        ClosureOperator(capturing: Array(sources)) { sources, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(sources)
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and merges their elements. Completes when
    /// the outer sequence and every inner one have completed; any error ends it.
    ///
    ///     outer:   -a-------b-----|
    ///     a:        -1---2---|
    ///     b:                -3-|
    ///     merge()
    ///     result:  --1---2---3----|
    ///
    /// - Returns: The elements of every inner sequence, as they arrive.
    @_alwaysEmitIntoClient
    public func merge() -> Observable<Element.Element> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(source)
        }
    }

    /// Like ``ObservableType/merge()``, with at most `maxConcurrent` inner sequences subscribed at
    /// once; the others wait, in order, until one completes.
    ///
    ///     outer:   -a-b---------|
    ///     a:        -1--|
    ///     b:            -2-|       subscribed when a completes
    ///     merge(maxConcurrent: 1)
    ///     result:  --1---2------|
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at once; at least 1.
    /// - Returns: The elements of the inner sequences, as they arrive.
    @_alwaysEmitIntoClient
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be at least 1, got \(maxConcurrent)")
        return ClosureOperator(capturing: (source: asObservable(), maxConcurrent: maxConcurrent)) {
            captured, downstream in
            MergeSink(maxConcurrent: captured.maxConcurrent, name: "merge", observer: downstream).run(captured.source)
        }
    }
}
