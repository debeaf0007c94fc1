extension ObservableType {
    /// Combines the latest elements of all `collection`'s sources with `resultSelector` whenever
    /// any of them emits, once every source has emitted at least once.
    ///
    ///     a:       -1----2-----|
    ///     b:       ---x-----y-----|
    ///     combineLatest([a, b]) { $0.joined() }
    ///     result:  ---A--B--C-----|      A = "1x", B = "2x", C = "2y"
    ///
    /// It completes when every source has completed, or at once when an element arrives while
    /// every other source completed without ever emitting (no combination can follow).
    /// An empty collection emits `resultSelector([])` and completes during the subscription.
    ///
    /// - Parameters:
    ///   - collection: The sources, all subscribed at once, in order.
    ///   - resultSelector: Makes a result of the latest element of each source, in the order of
    ///     `collection`; called each time a source emits once all have. An error it throws ends the
    ///     sequence with that error.
    /// - Returns: The results of `resultSelector`.
    @_alwaysEmitIntoClient
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element>
    where Collection.Element: ObservableType {
        combineLatestOfCollection(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the latest elements of all `collection`'s sources into an array whenever any of
    /// them emits, once every source has emitted at least once.
    ///
    ///     a:       -1----2-----|
    ///     b:       ---x-----y-----|
    ///     combineLatest([a, b])
    ///     result:  ---A--B--C-----|      A = [1, x], B = [2, x], C = [2, y]
    ///
    /// - Parameter collection: The sources, all subscribed at once, in order.
    /// - Returns: Arrays of the latest element of each source, in the order of `collection`.
    @_alwaysEmitIntoClient
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        combineLatestOfCollection(collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// `combineLatest` over a collection: the inputs share one element type, kept in an array.
@inlinable
func combineLatestOfCollection<SourceElement, Result>(
    _ sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result
) -> Observable<Result> {
    let inputs = sources.enumerated().map { index, source in
        CombiningInputSource<[SourceElement?], [SourceElement], Result>(source) {
            (values: inout [SourceElement?], element: SourceElement) in
            values[index] = element
        }
    }
    return combining(
        mode: .latest,
        form: .collection,
        emptyValues: [SourceElement?](repeating: nil, count: sources.count),
        inputs: inputs,
        // Unwrapping under the lock builds the one array the selector needs; copying the
        // optionals out instead would make the next store copy them again.
        take: { values in values.map { $0! } },
        resultSelector: resultSelector
    )
}
