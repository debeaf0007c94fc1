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

@usableFromInline
struct SequentialState {
    var loop = SubscriptionLoop()
    var lastError: Swift.Error?
}

@usableFromInline
final class SequentialSink<Sources: Sequence, Iterator: IteratorProtocol, Element>: SerializingSink<
    AnyObserver<Element>, SequentialState
>, ObserverType, @unchecked Sendable
where Sources.Element == Observable<Element>, Sources.Iterator == Iterator {
    // @unchecked Sendable: besides the serialized state, the walks are only used by the thread
    // that runs the subscription loop, which `SubscriptionLoop` makes exclusive.
    // `Iterator` is a generic parameter of its own, not `Sources.Iterator`: unspecialized code
    // then finds its type in the class's metadata instead of looking up the associated type.

    /// The sequence of sources being walked, and how many it has left when that is known.
    private var iterator: Iterator
    private var remaining: Int?
    /// The sequences the walked one is nested in, the innermost last; made at the first nesting,
    /// so that a concat without any touches no array (in unspecialized code, every use of a
    /// generic array looks its metadata up).
    private var enclosing: EnclosingWalks<Iterator>?
    /// The class of the sequences walked in place rather than subscribed — this operator's —
    /// compared by identity: a cast to the generic class would look its metadata up for every
    /// source.
    private let nestedKind: ObjectIdentifier
    private let operation: SequentialOperator
    private let current = SerialDisposable()

    @usableFromInline
    init(sources: Sources, count: Int?, operation: SequentialOperator, observer: AnyObserver<Element>) {
        iterator = sources.makeIterator()
        remaining = count
        nestedKind = ObjectIdentifier(SequentialSources<Sources, Element>.self)
        self.operation = operation
        super.init(state: SequentialState(), observer: observer)
    }

    /// The operator the user wrote, for misuse reports.
    override var operatorName: String { operation.name }

    @usableFromInline
    func run() -> Disposable {
        let subscription = attaching(current)
        advance()
        return subscription
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .completed:
            if operation.advancesOnError { forward(event) } else { advance() }
        case .error(let error):
            guard operation.advancesOnError else { return forward(event) }
            updateState { state in state.lastError = error }
            advance()
        }
    }

    /// Subscribes the next source: at once, as RxSwift does, also when the previous one ended
    /// during its own subscription — then right after that subscription has returned, before
    /// anything else the caller does (a `merge` subscribing its next source), and in a loop
    /// rather than by recursion, so any number of such sources keeps the stack flat.
    ///
    /// Like RxSwift, the loop stops only when this sink is disposed: a downstream `take` that
    /// has had enough during the subscription cannot dispose it before the subscription returns,
    /// so the rest of the sources are still subscribed (and an endless sequence of sources that
    /// end at once never returns, in RxSwift too).
    func advance() {
        guard updateState({ $0.loop.enter() }) else { return }
        repeat {
            if isDisposed { return }
            guard let source = nextSource() else {
                let lastError = updateState { state in state.lastError }
                forward(lastError.map { .error($0) } ?? .completed)
                return
            }
            // The previous source is disposed before the next one is subscribed.
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(self, asInnerOf: self))
        } while updateState({ $0.loop.runAgain() })
    }

    /// The next source to subscribe, walking nested sequences of this operator in place.
    private func nextSource() -> Observable<Element>? {
        while true {
            guard let source = nextOfWalk() else {
                if resumeEnclosingWalk() { continue }
                return nil
            }
            guard ObjectIdentifier(type(of: source)) == nestedKind else { return source }
            let nested = unsafeDowncast(source, to: SequentialSources<Sources, Element>.self)
            guard nested.captured.operation.advancesOnError == operation.advancesOnError else { return source }
            walkNested(nested)
        }
    }

    // The nesting paths are functions of their own: their locals (a generic tuple) would
    // otherwise have their metadata looked up on every call of `nextSource`.

    /// Walks `nested` now, and the current walk after it.
    @inline(never)
    private func walkNested(_ nested: SequentialSources<Sources, Element>) {
        // A walk known to be finished is let go of: a tail-nested chain keeps none.
        if remaining != 0 {
            if enclosing == nil { enclosing = EnclosingWalks() }
            enclosing?.walks.append((iterator, remaining))
        }
        iterator = nested.captured.sources.makeIterator()
        remaining = nested.captured.count
    }

    /// Goes back to the walk the finished one was nested in; `false` when there is none.
    @inline(never)
    private func resumeEnclosingWalk() -> Bool {
        guard let outer = enclosing?.walks.popLast() else { return false }
        iterator = outer.iterator
        remaining = outer.remaining
        return true
    }

    /// The next source of the sequence being walked, if it has one left.
    private func nextOfWalk() -> Observable<Element>? {
        if let known = remaining {
            guard known > 0 else { return nil }
            remaining = known - 1
        }
        return iterator.next()
    }
}

/// The walks of `SequentialSink` that a nested sequence interrupted, the innermost last.
final class EnclosingWalks<Iterator: IteratorProtocol> {
    var walks: [(iterator: Iterator, remaining: Int?)] = []
}
