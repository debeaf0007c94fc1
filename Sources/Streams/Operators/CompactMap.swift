extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results; an error it
    /// throws ends the sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     compactMap { $0 % 2 == 0 ? $0 * 10 : nil }
    ///     result:  -----a-----b--|     a = 20, b = 40
    ///
    /// - Parameter transform: Called with each element; `nil` drops the element.
    /// - Returns: The non-`nil` results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

final class CompactMap<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = CompactMapSink<Source, Observer>(transform: transform, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class CompactMapSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    private let transform: (Source) throws -> Observer.Element?

    init(transform: @escaping (Source) throws -> Observer.Element?, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) { forward(.next(result)) }
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forward(.error(error))
        case .completed:
            forward(.completed)
        }
    }
}
