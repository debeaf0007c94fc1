extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and concatenates them: each inner
    /// sequence is subscribed once the previous one has completed (later ones wait in a queue).
    /// Completes when the source and every queued inner sequence have completed; any error, or
    /// an error thrown by `selector`, ends the sequence.
    ///
    ///     source:  --a--b-----------|
    ///     inner a:   --1--2|
    ///     inner b:         --3--4|      (subscribed when a completes)
    ///     concatMap { inner($0) }
    ///     result:  ----1--2--3--4---|
    ///
    /// Inner sequences that complete synchronously are subscribed in a loop, not recursively,
    /// so any number of them runs in constant stack depth.
    ///
    /// - Parameter selector: Called with each element as it arrives (not when its inner sequence
    ///   is subscribed); returns the inner sequence for that element.
    /// - Returns: The elements of the inner sequences, one inner sequence after another.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        ConcatMap(source: asObservable(), selector: selector)
    }
}

final class ConcatMap<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner.Element {
        let sink = ConcatMapSink<SourceElement, Inner, Observer>(selector: selector, observer: observer)
        return sink.attaching(sink.run(source))
    }
}

struct ConcatMapState<Element> {
    /// Inner sequences waiting for the running one to complete.
    var queue = Queue<Observable<Element>>()
    /// An inner sequence is subscribed and has not completed.
    var isInnerActive = false
    /// A thread is in the subscription loop; it subscribes whatever is queued next.
    var isSubscribing = false
    var isSourceStopped = false
    /// Ended by a stop event or by disposal: nothing more is subscribed or emitted.
    var isTerminated = false
}

final class ConcatMapSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer, ConcatMapState<Inner.Element>>, ObserverType, @unchecked Sendable where Observer.Element == Inner.Element {
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let selector: (SourceElement) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    /// The running inner sequence: only one runs at a time, and the next replaces it.
    private let innerSubscription = SerialDisposable()

    init(selector: @escaping (SourceElement) throws -> Inner, observer: Observer) {
        self.selector = selector
        super.init(state: ConcatMapState(), observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, innerSubscription, Disposables.create { [self] in terminate() })
    }

    /// Disposed: the queued inner sequences are dropped, and the subscription loop — which may be
    /// running, if disposal came from inside an inner sequence — subscribes none of them.
    private func terminate() {
        updateState { state in
            state.isTerminated = true
            state.queue.removeAll()
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                fail(error)
                return
            }
            let subscribeNow = updateState { state -> Bool in
                if state.isTerminated || state.isSourceStopped { return false }
                if state.isInnerActive || state.isSubscribing {
                    state.queue.enqueue(inner)
                    return false
                }
                state.isInnerActive = true
                state.isSubscribing = true
                return true
            }
            if subscribeNow { subscribeInners(startingWith: inner) }
        case .error(let error):
            fail(error)
        case .completed:
            let completes = synchronized { state, emitter -> Bool in
                state.isSourceStopped = true
                return finishIfDone(&state, &emitter)
            }
            if !completes { sourceSubscription.dispose() }
        }
    }

    /// The subscription loop: an inner sequence that completes while it is being subscribed
    /// only marks itself inactive, and the loop subscribes the next one — no recursion.
    private func subscribeInners(startingWith first: Observable<Inner.Element>) {
        var next: Observable<Inner.Element>? = first
        while let inner = next {
            let subscription = SingleAssignmentDisposable()
            // Replaces (and disposes) the subscription of the inner sequence that completed.
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.subscribe(ConcatMapInnerObserver(parent: self, subscription: subscription)))
            next = synchronized { state, emitter -> Observable<Inner.Element>? in
                if state.isTerminated {
                    state.isSubscribing = false
                    return nil
                }
                if !state.isInnerActive, let queued = state.queue.dequeue() {
                    state.isInnerActive = true
                    return queued
                }
                state.isSubscribing = false
                finishIfDone(&state, &emitter)
                return nil
            }
        }
    }

    fileprivate func innerEvent(_ event: Event<Inner.Element>, subscription: Disposable) {
        switch event {
        case .next:
            synchronized { state, emitter in
                if !state.isTerminated { emitter.emit(event) }
            }
        case .error(let error):
            fail(error)
        case .completed:
            subscription.dispose()
            let next = synchronized { state, emitter -> Observable<Inner.Element>? in
                state.isInnerActive = false
                // The subscription loop running on this (or another) thread takes it from here.
                if state.isSubscribing || state.isTerminated { return nil }
                if let queued = state.queue.dequeue() {
                    state.isInnerActive = true
                    state.isSubscribing = true
                    return queued
                }
                finishIfDone(&state, &emitter)
                return nil
            }
            if let next { subscribeInners(startingWith: next) }
        }
    }

    @discardableResult
    private func finishIfDone(_ state: inout ConcatMapState<Inner.Element>, _ emitter: inout Emitter<Observer.Element>) -> Bool {
        guard state.isSourceStopped, !state.isInnerActive, !state.isSubscribing, state.queue.isEmpty, !state.isTerminated else { return false }
        state.isTerminated = true
        emitter.emit(.completed)
        return true
    }

    private func fail(_ error: Swift.Error) {
        synchronized { state, emitter in
            guard !state.isTerminated else { return }
            state.isTerminated = true
            state.queue.removeAll()
            emitter.emit(.error(error))
        }
    }
}

private final class ConcatMapInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == Inner.Element {
    private let parent: ConcatMapSink<SourceElement, Inner, Observer>
    private let subscription: Disposable

    init(parent: ConcatMapSink<SourceElement, Inner, Observer>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Inner.Element>) {
        parent.innerEvent(event, subscription: subscription)
    }
}
