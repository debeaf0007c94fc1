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
