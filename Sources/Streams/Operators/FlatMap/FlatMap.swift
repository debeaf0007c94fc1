extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and merges the elements of all
    /// inner sequences as they arrive. Completes when the source and every inner sequence have
    /// completed; any error, or an error thrown by `selector`, ends the sequence.
    ///
    ///     source:  --a--------b--------|
    ///     inner a:   --1--2--3|
    ///     inner b:            --4--5|
    ///     flatMap { inner($0) }
    ///     result:  ----1--2--3--4--5---|
    ///
    /// - Parameter selector: Called with each element; the inner sequence it returns is subscribed
    ///   at once.
    /// - Returns: The elements of all inner sequences, merged.
    @_alwaysEmitIntoClient
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            FlatMapSink(
                selector: captured.selector, ignoresWhileActive: false, name: "flatMap", observer: downstream
            ).run(captured.source)
        }
    }

    /// Maps an element to an inner sequence with `selector` only while no inner sequence is
    /// running: elements that arrive meanwhile are ignored (the selector is not called).
    ///
    ///     source:  --a--b-----c-----|
    ///     inner a:   --1--2|
    ///     inner c:            --3|
    ///     flatMapFirst { inner($0) }
    ///     result:  ----1--2-----3---|    (b arrives while a runs: ignored)
    ///
    /// - Parameter selector: Called with an element that arrives while no inner sequence runs; the
    ///   inner sequence it returns is subscribed at once. An error it throws ends the sequence.
    /// - Returns: The elements of the inner sequences that were not skipped; it completes when the
    ///   source and the running inner sequence have completed.
    @_alwaysEmitIntoClient
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            FlatMapSink(
                selector: captured.selector, ignoresWhileActive: true, name: "flatMapFirst", observer: downstream
            ).run(captured.source)
        }
    }
}

/// What `flatMap`'s and `flatMapFirst`'s sink does with a source element, decided under its lock.
/// (Outside the generic state: its metadata is then static, not looked up on every element.)
enum FlatMapAction {
    /// Drops it: the sequence has stopped, or (`flatMapFirst`) an inner sequence runs.
    case ignore
    /// Maps it to an inner sequence and subscribes that (counted in `activeCount` already).
    case subscribeInner
}

/// The state of `flatMap` and `flatMapFirst`, changed under the sink's lock by one transition
/// per event; what a transition sends it emits, and `elementArrived` returns what the sink does
/// with the element.
@usableFromInline
struct FlatMapState<Element> {
    enum Phase {
        /// Source elements start inner sequences.
        case running
        /// The source completed: the sequence completes once no inner sequence runs.
        case sourceCompleted
        /// A stop event was emitted downstream; everything else is dropped.
        case terminated
    }

    var phase = Phase.running
    /// Inner sequences subscribed (or about to be) and not yet completed.
    var activeCount = 0

    /// A source element arrived; `ignoresWhileActive` for `flatMapFirst`.
    mutating func elementArrived(ignoresWhileActive: Bool) -> FlatMapAction {
        switch phase {
        case .running:
            if ignoresWhileActive && activeCount > 0 { return .ignore }
            activeCount += 1
            return .subscribeInner
        case .sourceCompleted, .terminated:
            return .ignore
        }
    }

    /// An element of an inner sequence: passed on until the sequence stops.
    func innerElement(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            emitter.emit(event)
        case .terminated:
            return
        }
    }

    /// The source or an inner sequence failed, or the selector threw.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            phase = .terminated
            emitter.emit(.error(error))
        case .terminated:
            return
        }
    }

    mutating func sourceCompleted(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            phase = .sourceCompleted
            completeIfDone(emitter: &emitter)
        case .sourceCompleted, .terminated:
            return
        }
    }

    mutating func innerCompleted(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            activeCount -= 1
            completeIfDone(emitter: &emitter)
        case .terminated:
            return
        }
    }

    mutating func completeIfDone(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .sourceCompleted:
            guard activeCount == 0 else { return }
            phase = .terminated
            emitter.emit(.completed)
        case .running, .terminated:
            return
        }
    }
}

/// The sink of `flatMap` and `flatMapFirst`: they differ only in whether an element arriving
/// while an inner sequence runs is mapped or ignored.
@usableFromInline
final class FlatMapSink<SourceElement, Inner: ObservableConvertibleType>: SerializingSink<
    AnyObserver<Inner.Element>, FlatMapState<Inner.Element>
>, ObserverType, @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let selector: (SourceElement) throws -> Inner
    private let ignoresWhileActive: Bool
    /// `flatMap` or `flatMapFirst`.
    private let name: String
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(
        selector: @escaping (SourceElement) throws -> Inner, ignoresWhileActive: Bool, name: String,
        observer: AnyObserver<Inner.Element>
    ) {
        self.selector = selector
        self.ignoresWhileActive = ignoresWhileActive
        self.name = name
        super.init(state: FlatMapState(), observer: observer)
    }

    override var operatorName: String { name }

    @usableFromInline
    func run(_ source: Observable<SourceElement>) -> Disposable {
        group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return attaching(group)
    }

    @usableFromInline
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            switch updateState({ $0.elementArrived(ignoresWhileActive: ignoresWhileActive) }) {
            case .ignore:
                return
            case .subscribeInner:
                break
            }
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                fail(error)
                return
            }
            subscribeInner(inner)
        case .error(let error):
            fail(error)
        case .completed:
            // The source is let go of first, then the completion passes if no inner sequence
            // runs — RxSwift's order.
            sourceSubscription.dispose()
            synchronized { state, emitter in state.sourceCompleted(emitter: &emitter) }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner.Element>) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = group.insert(innerSubscription) else { return }
        let observer = FlatMapInnerObserver(parent: self, key: key)
        innerSubscription.setDisposable(inner.subscribe(observer, asInnerOf: self))
    }

    fileprivate func innerEvent(_ event: Event<Inner.Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            synchronized { state, emitter in state.innerElement(event, emitter: &emitter) }
        case .error(let error):
            fail(error)
        case .completed:
            group.remove(for: key)
            synchronized { state, emitter in state.innerCompleted(emitter: &emitter) }
        }
    }

    private func fail(_ error: Swift.Error) {
        synchronized { state, emitter in state.failed(error, emitter: &emitter) }
    }
}

private final class FlatMapInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
    private let parent: FlatMapSink<SourceElement, Inner>
    private let key: CompositeDisposable.DisposeKey

    init(parent: FlatMapSink<SourceElement, Inner>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Inner.Element>) {
        parent.innerEvent(event, key: key)
    }
}
