// concat, and the collection forms of merge and combineLatest, for `Infallible`.

extension InfallibleType {
    /// The elements of this sequence, then, once it completes, those of `second`.
    ///
    ///     self:    -1|
    ///     second:    -2|      subscribed when self completes
    ///     concat(second)
    ///     result:  -1-2|
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// The elements of each infallible of `sequence` in turn, each subscribed when the previous
    /// one completes. As in RxSwift, the sequence is walked once, here (`Observable.concat` walks
    /// it at each subscription).
    ///
    ///     a:       -1|
    ///     b:         -2|      subscribed when a completes
    ///     concat([a, b])
    ///     result:  -1-2|
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element> where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// The elements of each infallible of `collection` in turn.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// The elements of each of `sources` in turn.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the infallibles of `sources`.
    ///
    /// RxSwift 6 concatenates here (its collection `merge` calls `concat`); Streams merges, as
    /// the name and the array and variadic forms promise.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element> where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The latest elements of the infallibles of `collection`, combined by `resultSelector`
    /// whenever one emits (once all have).
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// The latest elements of the infallibles of `collection` as an array whenever one emits
    /// (once all have).
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]> where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
