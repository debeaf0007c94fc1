extension ObservableType {
    /// Combines the elements of all `collection`'s sources by index with `resultSelector`: the
    /// first element of each, then the second of each, and so on.
    ///
    ///     a:       -1--2-----3--|
    ///     b:       ---x---y-------z|
    ///     zip([a, b]) { $0.joined() }
    ///     result:  ---A---B-------C|      A = "1x", B = "2y", C = "3z"
    ///
    /// Completes when every source has completed, or when an element arrives that can never be
    /// paired because all the other sources have completed. An empty collection completes at once.
    ///
    /// - Parameters:
    ///   - collection: The sources, all subscribed at once, in order.
    ///   - resultSelector: Makes a result of one element of each source, in the order of
    ///     `collection`, once each has an unused element. An error it throws ends the sequence
    ///     with that error.
    /// - Returns: The results of `resultSelector`.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element>
    where Collection.Element: ObservableType {
        zipOfCollection(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the elements of all `collection`'s sources by index into arrays.
    ///
    ///     a:       -1--2-----3--|
    ///     b:       ---x---y-------z|
    ///     zip([a, b])
    ///     result:  ---A---B-------C|      A = [1, x], B = [2, y], C = [3, z]
    ///
    /// - Parameter collection: The sources, all subscribed at once, in order.
    /// - Returns: Arrays of the n-th element of each source, in the order of `collection`.
    @_alwaysEmitIntoClient
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        zipOfCollection(collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// `zip` over a collection: the inputs share one element type, each queued in an array slot.
@inlinable
func zipOfCollection<SourceElement, Result>(
    _ sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result
) -> Observable<Result> {
    let inputs = sources.enumerated().map { index, source in
        CombiningInputSource<[Queue<SourceElement>], [SourceElement], Result>(source) {
            (queues: inout [Queue<SourceElement>], element: SourceElement) in
            queues[index].enqueue(element)
        }
    }
    return combining(
        mode: .zip,
        form: .collection,
        emptyValues: [Queue<SourceElement>](repeating: Queue(), count: sources.count),
        inputs: inputs,
        take: { queues in
            var elements: [SourceElement] = []
            elements.reserveCapacity(queues.count)
            for index in queues.indices {
                elements.append(queues[index].dequeue()!)
            }
            return elements
        },
        resultSelector: resultSelector
    )
}
