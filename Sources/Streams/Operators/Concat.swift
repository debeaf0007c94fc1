extension ObservableType {
    /// The elements of this sequence, then, once it completes, those of `second`.
    ///
    ///     self:    -1|
    ///     second:    -2|      subscribed when self completes
    ///     concat(second)
    ///     result:  -1-2|
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The elements of each sequence of `sequence` in turn: each is subscribed when the previous
    /// one completes. An error ends the result. Synchronously completing sources are subscribed
    /// in a loop, so any number of them is safe for the stack.
    ///
    ///     a:       -1|
    ///     b:         -2|      subscribed when a completes
    ///     concat([a, b])
    ///     result:  -1-2|
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        SequentialSources(sources: sequence, advancesOn: .completion)
    }

    /// The elements of each sequence of `collection` in turn.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        SequentialSources(sources: collection, advancesOn: .completion)
    }

    /// The elements of each of `sources` in turn.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        SequentialSources(sources: sources, advancesOn: .completion)
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
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

/// Subscribes a sequence of sources one after another: `concat` moves to the next source when
/// one completes, `retry` when one fails.
final class SequentialSources<Sources: Sequence, Element>: Producer<Element> where Sources.Element == Observable<Element> {
    private let sources: Sources
    private let advancesOn: SequentialAdvance

    init(sources: Sources, advancesOn: SequentialAdvance) {
        self.sources = sources
        self.advancesOn = advancesOn
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SequentialSink(sources: sources.makeIterator(), advancesOn: advancesOn, observer: observer)
        let subscription = sink.attaching(sink.current)
        sink.advance()
        return subscription
    }
}

/// When `SequentialSources` moves to its next source.
enum SequentialAdvance {
    /// After a completion; an error ends the result (concat).
    case completion
    /// After an error; a completion ends the result, and running out of sources forwards the
    /// last error (retry).
    case error
}

struct SequentialState {
    /// A thread is in `advance()`'s loop; a source that ends during its own subscription only
    /// sets `isAdvanceRequested`, and the loop subscribes the next one once that subscription
    /// has returned.
    var isLooping = false
    var isAdvanceRequested = false
    var lastError: Swift.Error?
}

final class SequentialSink<Sources: IteratorProtocol, Observer: ObserverType>: SerializingSink<Observer, SequentialState>, ObserverType, @unchecked Sendable where Sources.Element == Observable<Observer.Element> {
    // @unchecked Sendable: besides the serialized state, `sources` is only used by the thread
    // that runs the advance loop, which `isLooping` makes exclusive.
    private var sources: Sources
    private let advancesOn: SequentialAdvance
    let current = SerialDisposable()

    init(sources: Sources, advancesOn: SequentialAdvance, observer: Observer) {
        self.sources = sources
        self.advancesOn = advancesOn
        super.init(state: SequentialState(), observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch (event, advancesOn) {
        case (.next, _), (.error, .completion), (.completed, .error):
            forward(event)
        case (.completed, .completion):
            advance()
        case (.error(let error), .error):
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
        let enter = updateState { state -> Bool in
            if state.isLooping {
                state.isAdvanceRequested = true
                return false
            }
            state.isLooping = true
            return true
        }
        guard enter else { return }
        while !isDisposed {
            guard let source = sources.next() else {
                let lastError = updateState { state in state.lastError }
                forward(lastError.map { .error($0) } ?? .completed)
                return
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(self))
            let endedAtOnce = updateState { state -> Bool in
                if state.isAdvanceRequested {
                    state.isAdvanceRequested = false
                    return true
                }
                state.isLooping = false
                return false
            }
            if !endedAtOnce { return }
        }
    }
}
