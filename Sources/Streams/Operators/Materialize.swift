extension ObservableType {
    /// Turns every event into an element: the result never fails — an upstream error arrives as
    /// `.next(.error(e))` followed by `.completed`.
    ///
    ///     source:  --1--2--#
    ///     materialize
    ///     result:  --A--B--(E|)     A = .next(1), B = .next(2), E = .error(#)
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

final class Materialize<Element>: Producer<Event<Element>> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Event<Element> {
        let sink = MaterializeSink<Element, Observer>(observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forward(.next(event))
        if event.isStopEvent { forward(.completed) }
    }
}
