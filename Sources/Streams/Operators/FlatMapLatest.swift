extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and mirrors only the latest one: a
    /// new element disposes the previous inner sequence. Completes when the source and the
    /// current inner sequence have completed; any error, or an error thrown by `selector`, ends
    /// the sequence.
    ///
    ///     source:  --a-----b-----------|
    ///     inner a:   --1--2--3|           (disposed when b arrives)
    ///     inner b:         --4--5|
    ///     flatMapLatest { inner($0) }
    ///     result:  ----1--2--4--5------|
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }

    /// `flatMapLatest` whose inners are `Infallible`: the result is `Infallible` too when this
    /// sequence cannot fail either (an error from this sequence or a throwing `selector` still
    /// ends it, as in RxSwift).
    ///
    ///     source:  -a---b---|
    ///     a:        -1-2-3          (disposed when b arrives)
    ///     b:            -4|
    ///     result:  --1-2-4--|
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<Source.Element> {
        Infallible(flatMapLatest { try selector($0).asObservable() })
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the latest inner sequence: each new inner sequence disposes the previous one.
    /// Completes when the source and the current inner sequence have completed.
    ///
    ///     source:  --x-----y-----------|
    ///     x:         --1--2--3|
    ///     y:               --4--5|
    ///     switchLatest
    ///     result:  ----1--2--4--5------|
    public func switchLatest() -> Observable<Element.Element> {
        FlatMapLatest(source: asObservable(), selector: { $0 })
    }
}

final class FlatMapLatest<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Inner.Element {
        let sink = FlatMapLatestSink<SourceElement, Inner, Observer>(selector: selector, observer: observer)
        return sink.attaching(sink.run(source))
    }
}

struct FlatMapLatestState {
    /// The identifier of the latest inner sequence; events of older ones are dropped.
    var latest = 0
    /// The latest inner sequence has not completed yet.
    var hasLatest = false
    var isSourceStopped = false
    var isTerminated = false
}

final class FlatMapLatestSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer, FlatMapLatestState>, ObserverType, @unchecked Sendable where Observer.Element == Inner.Element {
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let selector: (SourceElement) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    init(selector: @escaping (SourceElement) throws -> Inner, observer: Observer) {
        self.selector = selector
        super.init(state: FlatMapLatestState(), observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, innerSubscription)
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
            let identifier = synchronized { state, _ -> Int? in
                if state.isTerminated { return nil }
                state.latest &+= 1
                state.hasLatest = true
                return state.latest
            }
            guard let identifier else { return }
            let subscription = SingleAssignmentDisposable()
            // Disposes the previous inner sequence before the new one is subscribed.
            innerSubscription.disposable = subscription
            let observer = FlatMapLatestInnerObserver(parent: self, identifier: identifier, subscription: subscription)
            subscription.setDisposable(inner.subscribe(observer))
        case .error(let error):
            fail(error)
        case .completed:
            synchronized { state, emitter in
                state.isSourceStopped = true
                if !state.hasLatest && !state.isTerminated {
                    state.isTerminated = true
                    emitter.emit(.completed)
                }
            }
            sourceSubscription.dispose()
        }
    }

    fileprivate func innerEvent(_ event: Event<Inner.Element>, identifier: Int) {
        synchronized { state, emitter in
            guard state.latest == identifier, !state.isTerminated else { return }
            switch event {
            case .next:
                emitter.emit(event)
            case .error:
                state.isTerminated = true
                emitter.emit(event)
            case .completed:
                state.hasLatest = false
                if state.isSourceStopped {
                    state.isTerminated = true
                    emitter.emit(event)
                }
            }
        }
    }

    private func fail(_ error: Swift.Error) {
        synchronized { state, emitter in
            guard !state.isTerminated else { return }
            state.isTerminated = true
            emitter.emit(.error(error))
        }
    }
}

private final class FlatMapLatestInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == Inner.Element {
    private let parent: FlatMapLatestSink<SourceElement, Inner, Observer>
    private let identifier: Int
    private let subscription: Disposable

    init(parent: FlatMapLatestSink<SourceElement, Inner, Observer>, identifier: Int, subscription: Disposable) {
        self.parent = parent
        self.identifier = identifier
        self.subscription = subscription
    }

    func on(_ event: Event<Inner.Element>) {
        if event.isStopEvent { subscription.dispose() }
        parent.innerEvent(event, identifier: identifier)
    }
}
