extension ObservableType {
    /// Folds each element into an accumulator and emits every intermediate result.
    ///
    ///     source:  --1--2--3--|
    ///     scan(0, accumulator: +)
    ///     result:  --1--3--6--|
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// Folds each element into an accumulator mutated in place, and emits every intermediate
    /// result.
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }
}

final class Scan<Element, Accumulate>: Producer<Accumulate> {
    private let source: Observable<Element>
    private let seed: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Accumulate {
        let sink = ScanSink<Element, Observer>(seed: seed, accumulator: accumulator, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `accumulate` is only touched by `on`, which the Rx contract serializes.
    private var accumulate: Observer.Element
    private let accumulator: (inout Observer.Element, Element) throws -> Void

    init(seed: Observer.Element, accumulator: @escaping (inout Observer.Element, Element) throws -> Void, observer: Observer) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                forward(.next(accumulate))
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
