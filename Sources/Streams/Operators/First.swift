extension ObservableType {
    /// The observable behaviour of RxSwift 6's `first()` (which returns `Single<Element?>`):
    /// the first element, or `nil` when the source completes empty, then completion.
    ///
    ///     source:  --1--2--|        --|
    ///     result:  --(1|)           --(n|)     n = nil
    ///
    /// Internal: the public `first()` returns this sequence as a `Single<Element?>`.
    @usableFromInline
    func firstAsObservable() -> Observable<Element?> {
        First(source: asObservable())
    }
}

final class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Element? {
    // @unchecked Sendable: no state beyond what `forward` guards.
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forward(.next(element))
            forward(.completed)
        case .error(let error):
            forward(.error(error))
        case .completed:
            forward(.next(nil))
            forward(.completed)
        }
    }
}
