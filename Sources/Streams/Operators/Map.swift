extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence.
    ///
    ///     source:  --1--2--3--|
    ///     map { $0 * 10 }
    ///     result:  --a--b--c--|    a = 10, b = 20, c = 30
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

final class Map<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = MapSink<Source, Observer>(transform: transform, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class MapSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    private let transform: (Source) throws -> Observer.Element

    init(transform: @escaping (Source) throws -> Observer.Element, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                forward(.next(try transform(element)))
            } catch {
                forward(.error(error))
            }
        case .error(let error):
            forward(.error(error))
        case .completed:
            forward(.completed)
        }
    }
}
