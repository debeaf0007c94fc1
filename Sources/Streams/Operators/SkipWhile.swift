extension ObservableType {
    /// Drops elements while `predicate` is true, then passes on every element from the first
    /// that fails it; an error `predicate` throws ends the sequence.
    ///
    ///     source:  --1--2--3--1--|
    ///     skip(while: { $0 < 3 })
    ///     result:  --------3--1--|
    ///
    /// - Parameter predicate: Called with each element until it first returns `false`.
    /// - Returns: The elements from the first that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// Drops elements while `predicate` is true; renamed ``ObservableType/skip(while:)``.
    ///
    /// - Parameter predicate: Called with each element until it first returns `false`.
    /// - Returns: The elements from the first that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

final class SkipWhile<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipWhileSink(predicate: predicate, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `isPassing` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "skip(while:)" }

    private let predicate: (Observer.Element) throws -> Bool
    private var isPassing = false

    init(predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        if case .next(let element) = event, !isPassing {
            do {
                isPassing = try !predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if !isPassing { return }
        }
        forward(event)
    }
}
