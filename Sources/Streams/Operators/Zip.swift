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
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Observable<Element>
        where Collection.Element: ObservableType {
        zipOfCollection(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the elements of all `collection`'s sources by index into arrays.
    ///
    ///     a:       -1--2-----3--|
    ///     b:       ---x---y-------z|
    ///     zip([a, b])
    ///     result:  ---A---B-------C|      A = [1, x], B = [2, y], C = [3, z]
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element {
        zipOfCollection(collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// `zip` over a collection: the inputs share one element type, each queued in an array slot.
@inlinable
func zipOfCollection<SourceElement, Result>(_ sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result) -> Observable<Result> {
    let inputs = sources.enumerated().map { index, source in
        CombiningInputSource<[Queue<SourceElement>], [SourceElement], Result>(source) { (queues: inout [Queue<SourceElement>], element: SourceElement) in
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

// MARK: - Arities 2 through 8 (thin typed wrappers over `Combining`)

extension ObservableType {
    /// Combines the sources' elements pairwise by index with `resultSelector`: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> {
        combining(
            mode: .zip,
            form: .arity,
            emptyValues: (Queue(), Queue()) as (Queue<O1.Element>, Queue<O2.Element>),
            inputs: [
                CombiningInputSource(source1.asObservable()) { $0.0.enqueue($1) },
                CombiningInputSource(source2.asObservable()) { $0.1.enqueue($1) },
            ],
            take: { ($0.0.dequeue()!, $0.1.dequeue()!) },
            resultSelector: { try resultSelector($0.0, $0.1) }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements by index into tuples: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    /// Combines the sources' elements pairwise by index with `resultSelector`: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        combining(
            mode: .zip,
            form: .arity,
            emptyValues: (Queue(), Queue(), Queue()) as (Queue<O1.Element>, Queue<O2.Element>, Queue<O3.Element>),
            inputs: [
                CombiningInputSource(source1.asObservable()) { $0.0.enqueue($1) },
                CombiningInputSource(source2.asObservable()) { $0.1.enqueue($1) },
                CombiningInputSource(source3.asObservable()) { $0.2.enqueue($1) },
            ],
            take: { ($0.0.dequeue()!, $0.1.dequeue()!, $0.2.dequeue()!) },
            resultSelector: { try resultSelector($0.0, $0.1, $0.2) }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements by index into tuples: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// Combines the sources' elements pairwise by index with `resultSelector`: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element) -> Observable<Element> {
        combining(
            mode: .zip,
            form: .arity,
            emptyValues: (Queue(), Queue(), Queue(), Queue()) as (Queue<O1.Element>, Queue<O2.Element>, Queue<O3.Element>, Queue<O4.Element>),
            inputs: [
                CombiningInputSource(source1.asObservable()) { $0.0.enqueue($1) },
                CombiningInputSource(source2.asObservable()) { $0.1.enqueue($1) },
                CombiningInputSource(source3.asObservable()) { $0.2.enqueue($1) },
                CombiningInputSource(source4.asObservable()) { $0.3.enqueue($1) },
            ],
            take: { ($0.0.dequeue()!, $0.1.dequeue()!, $0.2.dequeue()!, $0.3.dequeue()!) },
            resultSelector: { try resultSelector($0.0, $0.1, $0.2, $0.3) }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements by index into tuples: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// Combines the sources' elements pairwise by index with `resultSelector`: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element) -> Observable<Element> {
        combining(
            mode: .zip,
            form: .arity,
            emptyValues: (Queue(), Queue(), Queue(), Queue(), Queue()) as (Queue<O1.Element>, Queue<O2.Element>, Queue<O3.Element>, Queue<O4.Element>, Queue<O5.Element>),
            inputs: [
                CombiningInputSource(source1.asObservable()) { $0.0.enqueue($1) },
                CombiningInputSource(source2.asObservable()) { $0.1.enqueue($1) },
                CombiningInputSource(source3.asObservable()) { $0.2.enqueue($1) },
                CombiningInputSource(source4.asObservable()) { $0.3.enqueue($1) },
                CombiningInputSource(source5.asObservable()) { $0.4.enqueue($1) },
            ],
            take: { ($0.0.dequeue()!, $0.1.dequeue()!, $0.2.dequeue()!, $0.3.dequeue()!, $0.4.dequeue()!) },
            resultSelector: { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4) }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements by index into tuples: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// Combines the sources' elements pairwise by index with `resultSelector`: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element) -> Observable<Element> {
        combining(
            mode: .zip,
            form: .arity,
            emptyValues: (Queue(), Queue(), Queue(), Queue(), Queue(), Queue()) as (Queue<O1.Element>, Queue<O2.Element>, Queue<O3.Element>, Queue<O4.Element>, Queue<O5.Element>, Queue<O6.Element>),
            inputs: [
                CombiningInputSource(source1.asObservable()) { $0.0.enqueue($1) },
                CombiningInputSource(source2.asObservable()) { $0.1.enqueue($1) },
                CombiningInputSource(source3.asObservable()) { $0.2.enqueue($1) },
                CombiningInputSource(source4.asObservable()) { $0.3.enqueue($1) },
                CombiningInputSource(source5.asObservable()) { $0.4.enqueue($1) },
                CombiningInputSource(source6.asObservable()) { $0.5.enqueue($1) },
            ],
            take: { ($0.0.dequeue()!, $0.1.dequeue()!, $0.2.dequeue()!, $0.3.dequeue()!, $0.4.dequeue()!, $0.5.dequeue()!) },
            resultSelector: { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5) }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements by index into tuples: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Combines the sources' elements pairwise by index with `resultSelector`: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element) -> Observable<Element> {
        combining(
            mode: .zip,
            form: .arity,
            emptyValues: (Queue(), Queue(), Queue(), Queue(), Queue(), Queue(), Queue()) as (Queue<O1.Element>, Queue<O2.Element>, Queue<O3.Element>, Queue<O4.Element>, Queue<O5.Element>, Queue<O6.Element>, Queue<O7.Element>),
            inputs: [
                CombiningInputSource(source1.asObservable()) { $0.0.enqueue($1) },
                CombiningInputSource(source2.asObservable()) { $0.1.enqueue($1) },
                CombiningInputSource(source3.asObservable()) { $0.2.enqueue($1) },
                CombiningInputSource(source4.asObservable()) { $0.3.enqueue($1) },
                CombiningInputSource(source5.asObservable()) { $0.4.enqueue($1) },
                CombiningInputSource(source6.asObservable()) { $0.5.enqueue($1) },
                CombiningInputSource(source7.asObservable()) { $0.6.enqueue($1) },
            ],
            take: { ($0.0.dequeue()!, $0.1.dequeue()!, $0.2.dequeue()!, $0.3.dequeue()!, $0.4.dequeue()!, $0.5.dequeue()!, $0.6.dequeue()!) },
            resultSelector: { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6) }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements by index into tuples: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Combines the sources' elements pairwise by index with `resultSelector`: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element) -> Observable<Element> {
        combining(
            mode: .zip,
            form: .arity,
            emptyValues: (Queue(), Queue(), Queue(), Queue(), Queue(), Queue(), Queue(), Queue()) as (Queue<O1.Element>, Queue<O2.Element>, Queue<O3.Element>, Queue<O4.Element>, Queue<O5.Element>, Queue<O6.Element>, Queue<O7.Element>, Queue<O8.Element>),
            inputs: [
                CombiningInputSource(source1.asObservable()) { $0.0.enqueue($1) },
                CombiningInputSource(source2.asObservable()) { $0.1.enqueue($1) },
                CombiningInputSource(source3.asObservable()) { $0.2.enqueue($1) },
                CombiningInputSource(source4.asObservable()) { $0.3.enqueue($1) },
                CombiningInputSource(source5.asObservable()) { $0.4.enqueue($1) },
                CombiningInputSource(source6.asObservable()) { $0.5.enqueue($1) },
                CombiningInputSource(source7.asObservable()) { $0.6.enqueue($1) },
                CombiningInputSource(source8.asObservable()) { $0.7.enqueue($1) },
            ],
            take: { ($0.0.dequeue()!, $0.1.dequeue()!, $0.2.dequeue()!, $0.3.dequeue()!, $0.4.dequeue()!, $0.5.dequeue()!, $0.6.dequeue()!, $0.7.dequeue()!) },
            resultSelector: { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7) }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements by index into tuples: the first of each, then the second of each, ...
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}

