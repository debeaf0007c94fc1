extension ObservableType {
    /// The elements of this sequence, then, once it completes, those of `second`.
    ///
    ///     self:    -1|
    ///     second:    -2|      subscribed when self completes
    ///     concat(second)
    ///     result:  -1-2|
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: The elements of this sequence, then those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The elements of each sequence of `sequence` in turn: each is subscribed when the previous
    /// one completes. An error ends the result. Synchronously completing sources are subscribed
    /// in a loop, and a source that is itself a `concat` of the same kind of sequence is taken
    /// apart rather than subscribed — `concat([a, concat([b, concat([c, ...])])])` — so any
    /// number of either is safe for the stack, as in RxSwift.
    ///
    ///     a:       -1|
    ///     b:         -2|      subscribed when a completes
    ///     concat([a, b])
    ///     result:  -1-2|
    ///
    /// - Parameter sequence: The sources, subscribed one after another.
    /// - Returns: The elements of every source in order; it completes when the last one does.
    @_alwaysEmitIntoClient
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequentialSources(sequence, count: nil, operation: .concat)
    }

    /// The elements of each sequence of `collection` in turn.
    ///
    /// - Parameter collection: The sources, subscribed one after another.
    /// - Returns: The elements of every source in order; it completes when the last one does.
    @_alwaysEmitIntoClient
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        sequentialSources(collection, count: collection.count, operation: .concat)
    }

    /// The elements of each of `sources` in turn.
    ///
    /// - Parameter sources: The sources, subscribed one after another.
    /// - Returns: The elements of every source in order; it completes when the last one does.
    @_alwaysEmitIntoClient
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        sequentialSources(sources, count: sources.count, operation: .concat)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of each inner sequence in turn: an inner is subscribed once the previous one
    /// has completed; inners that arrive meanwhile wait. Same as `merge(maxConcurrent: 1)`.
    ///
    ///     outer:   -ab|
    ///     a:        -1-2|
    ///     b:            -3|      subscribed when a completes
    ///     concat()
    ///     result:  --1-2-3|
    ///
    /// - Returns: The elements of every inner sequence in the order the inner sequences arrived.
    @_alwaysEmitIntoClient
    public func concat() -> Observable<Element.Element> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            MergeSink(maxConcurrent: 1, name: "concat", observer: downstream).run(source)
        }
    }
}

/// The operator of `concat`, `retry` and `catch(sequence:)`: a `SequentialSources` whose sink
/// runs `operation` over `sources` (`count` of them when known).
@inlinable
func sequentialSources<Sources: Sequence, Element>(
    _ sources: Sources, count: Int?, operation: SequentialOperator
) -> Observable<Element> where Sources.Element == Observable<Element> {
    SequentialSources(capturing: (sources: sources, count: count, operation: operation)) { captured, downstream in
        SequentialSink(
            sources: captured.sources, count: captured.count, operation: captured.operation, observer: downstream
        ).run()
    }
}

/// The operator that subscribes a sequence of sources one after another: `concat` moves to the
/// next source when one completes, `catch(sequence:)` and `retry` when one fails. It captures the
/// sources, how many there are when known (a collection: the sink lets go of the iterator before
/// subscribing the last one, so a tail-nested chain keeps one iterator, not one per level), and
/// the operator it is.
///
/// A source that is itself a `SequentialSources` of the same `Sources` type that moves on at the
/// same event is not subscribed: its sources are walked in its place, by the same sink (whose
/// operator name, in misuse reports, stays the outer one's), so nesting any number
/// of them deep (`concat([a, concat([b, ...])])`, RxSwift's tail-recursive concat) needs neither
/// stack nor a sink per level, and an element passes one sink instead of one per level. RxSwift
/// takes apart exactly these (the same generic type); the rule matters beyond the stack for the
/// error-advancing kind, where a nested sequence with no sources ends with the outer one's last
/// error when taken apart, and completes when subscribed. The operators are made under this name,
/// so that their class is this one exactly: the sink recognizes nested ones by it.
@usableFromInline
typealias SequentialSources<Sources: Sequence, Element> = ClosureOperator<
    (sources: Sources, count: Int?, operation: SequentialOperator), Element
>

/// The operator a `SequentialSources` is: it says when the next source is subscribed, and
/// names the operator in misuse reports.
@usableFromInline
enum SequentialOperator {
    /// `concat`: the next source after a completion; an error ends the result.
    case concat
    /// `catch(sequence:)`: the next source after an error; a completion ends the result, and
    /// running out of sources forwards the last error.
    case `catch`
    /// `retry` and `retry(_:)`: as `catch(sequence:)`, over attempts of one source.
    case retry

    /// Whether an error, rather than a completion, moves on to the next source.
    var advancesOnError: Bool { self != .concat }

    /// The operator's name as the user wrote it.
    var name: String {
        switch self {
        case .concat: "concat"
        case .catch: "catch"
        case .retry: "retry"
        }
    }
}
