extension ObservableType {
    /// Passes on the elements for which `predicate` is true; an error it throws ends the sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     filter { $0 % 2 == 0 }
    ///     result:  -----2-----4--|
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

final class Filter<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    private let predicate: (Observer.Element) throws -> Bool

    init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { forward(event) }
            } catch {
                forward(.error(error))
            }
        case .error, .completed:
            forward(event)
        }
    }
}
