// concat, and the collection forms of merge and combineLatest, for `Infallible`.

extension InfallibleType {
    /// Sends the elements of this sequence, then, once it completes, those of a second one, as
    /// ``ObservableType/concat(_:)-swift.method`` does.
    ///
    ///     self:    -1|
    ///     second:    -2|      subscribed when self completes
    ///     concat(second)
    ///     result:  -1-2|
    ///
    /// - Parameter second: The sequence subscribed when this one completes. It may be any
    ///   observable, as in RxSwift: one that fails breaks the ``Infallible`` contract.
    /// - Returns: An ``Infallible`` of the elements of both sequences in turn.
    @_alwaysEmitIntoClient
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Sends the elements of each infallible of a sequence in turn, each subscribed when the
    /// previous one completes, as ``ObservableType/concat(_:)-5chln`` does.
    ///
    ///     a:       -1|
    ///     b:         -2|      subscribed when a completes
    ///     concat([a, b])
    ///     result:  -1-2|
    ///
    /// - Parameter sequence: The infallibles. As in RxSwift, it is walked once, when `concat`
    ///   is called (``ObservableType/concat(_:)-5chln`` walks it at each subscription).
    /// - Returns: An ``Infallible`` of the elements of each infallible in turn.
    @_alwaysEmitIntoClient
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Sends the elements of each infallible of a collection in turn, each subscribed when the
    /// previous one completes, as ``ObservableType/concat(_:)-6f7wg`` does.
    ///
    /// - Parameter collection: The infallibles, in order.
    /// - Returns: An ``Infallible`` of the elements of each infallible in turn.
    @_alwaysEmitIntoClient
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Sends the elements of the given infallibles in turn, each subscribed when the previous
    /// one completes, as ``ObservableType/concat(_:)-6z5kk`` does.
    ///
    /// - Parameter sources: The infallibles, in order.
    /// - Returns: An ``Infallible`` of the elements of each infallible in turn.
    @_alwaysEmitIntoClient
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of a collection of infallibles as they arrive, as
    /// ``ObservableType/merge(_:)-9g0ea`` does.
    ///
    /// RxSwift 6 concatenates here (its collection `merge` calls `concat`); Streams merges, as
    /// the name and the array and variadic forms promise (<doc:PortingFromRxSwift>).
    ///
    /// - Parameter sources: The infallibles, subscribed in order.
    /// - Returns: An ``Infallible`` that completes when every source has completed.
    @_alwaysEmitIntoClient
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Combines the latest elements of a collection of infallibles whenever one emits, once all
    /// have, as ``ObservableType/combineLatest(_:resultSelector:)`` does.
    ///
    /// - Parameters:
    ///   - collection: The infallibles.
    ///   - resultSelector: Combines the latest elements, in the collection's order. It may throw, as in RxSwift, but an error it throws
    ///   ends the result with that error, which breaks the ``Infallible`` contract: don't throw.
    /// - Returns: An ``Infallible`` of the combinations.
    @_alwaysEmitIntoClient
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the latest elements of a collection of infallibles as an array whenever one
    /// emits, once all have, as ``ObservableType/combineLatest(_:)`` does.
    ///
    /// - Parameter collection: The infallibles.
    /// - Returns: An ``Infallible`` of arrays of the latest elements, in the collection's order.
    @_alwaysEmitIntoClient
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
