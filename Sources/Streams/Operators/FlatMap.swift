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
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, ignoresWhileActive: false)
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
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, ignoresWhileActive: true)
    }
}

/// `flatMap` and `flatMapFirst`: they differ only in whether an element arriving while an
/// inner sequence runs is mapped or ignored.
final class FlatMap<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let ignoresWhileActive: Bool

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner, ignoresWhileActive: Bool) {
        self.source = source
        self.selector = selector
        self.ignoresWhileActive = ignoresWhileActive
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner.Element {
        let sink = FlatMapSink<SourceElement, Inner, Observer>(selector: selector, ignoresWhileActive: ignoresWhileActive, observer: observer)
        return sink.attaching(sink.run(source))
    }
}

struct FlatMapState {
    /// Inner sequences subscribed (or about to be) and not yet completed.
    var activeCount = 0
    /// The source completed.
    var isSourceStopped = false
    /// A stop event was emitted downstream; everything else is dropped.
    var isTerminated = false
}

final class FlatMapSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer, FlatMapState>, ObserverType, @unchecked Sendable where Observer.Element == Inner.Element {
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let selector: (SourceElement) throws -> Inner
    private let ignoresWhileActive: Bool
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()

    init(selector: @escaping (SourceElement) throws -> Inner, ignoresWhileActive: Bool, observer: Observer) {
        self.selector = selector
        self.ignoresWhileActive = ignoresWhileActive
        super.init(state: FlatMapState(), observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return group
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let accepted = updateState { state -> Bool in
                if state.isSourceStopped || state.isTerminated { return false }
                if ignoresWhileActive && state.activeCount > 0 { return false }
                state.activeCount += 1
                return true
            }
            guard accepted else { return }
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
            synchronized { state, emitter in
                state.isSourceStopped = true
                finishIfDone(&state, &emitter)
            }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner.Element>) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = group.insert(innerSubscription) else { return }
        let observer = FlatMapInnerObserver(parent: self, key: key)
        innerSubscription.setDisposable(inner.subscribe(observer))
    }

    fileprivate func innerEvent(_ event: Event<Inner.Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            synchronized { state, emitter in
                if !state.isTerminated { emitter.emit(event) }
            }
        case .error(let error):
            fail(error)
        case .completed:
            group.remove(for: key)
            synchronized { state, emitter in
                state.activeCount -= 1
                finishIfDone(&state, &emitter)
            }
        }
    }

    @discardableResult
    private func finishIfDone(_ state: inout FlatMapState, _ emitter: inout Emitter<Observer.Element>) -> Bool {
        guard state.isSourceStopped, state.activeCount == 0, !state.isTerminated else { return false }
        state.isTerminated = true
        emitter.emit(.completed)
        return true
    }

    private func fail(_ error: Swift.Error) {
        synchronized { state, emitter in
            guard !state.isTerminated else { return }
            state.isTerminated = true
            emitter.emit(.error(error))
        }
    }
}

private final class FlatMapInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == Inner.Element {
    private let parent: FlatMapSink<SourceElement, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(parent: FlatMapSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Inner.Element>) {
        parent.innerEvent(event, key: key)
    }
}
