extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: `.next(.error(e))` fails the sequence
    /// and `.next(.completed)` completes it.
    ///
    ///     source:  --A--B--C--     A = .next(1), B = .next(2), C = .completed
    ///     dematerialize
    ///     result:  --1--2--|
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final class Dematerialize<Wrapped: EventConvertible>: Producer<Wrapped.Element> {
    private let source: Observable<Wrapped>

    init(source: Observable<Wrapped>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Wrapped.Element {
        let sink = DematerializeSink<Wrapped, Observer>(observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class DematerializeSink<Wrapped: EventConvertible, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable where Observer.Element == Wrapped.Element {
    func on(_ event: Event<Wrapped>) {
        switch event {
        case .next(let wrapped):
            forward(wrapped.event)
        case .error(let error):
            forward(.error(error))
        case .completed:
            forward(.completed)
        }
    }
}
