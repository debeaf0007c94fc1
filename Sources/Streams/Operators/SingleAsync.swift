extension ObservableType {
    /// Passes on the source's only element and its completion; fails with
    /// ``RxError/noElements`` when it completes empty and with ``RxError/moreThanOneElement`` at
    /// its second element.
    ///
    ///     source:  --1-----|       --|       --1--2--|
    ///     single()
    ///     result:  --1-----|       --#       --1--#
    ///                              # = noElements, then moreThanOneElement
    ///
    /// - Returns: The only element and the completion, or an error.
    public func single() -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: nil)
    }

    /// ``ObservableType/single()`` over the elements for which `predicate` is true; an error
    /// `predicate` throws ends the sequence.
    ///
    ///     source:  --1--2--3--|
    ///     single { $0 == 2 }
    ///     result:  -----2-----|
    ///
    /// - Parameter predicate: Called with each element; `true` selects it.
    /// - Returns: The only selected element and the completion, or an error.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: predicate)
    }
}

final class SingleAsync<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SingleAsyncSink(predicate: predicate, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class SingleAsyncSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `hasElement` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "single" }

    private let predicate: ((Observer.Element) throws -> Bool)?
    private var hasElement = false

    init(predicate: ((Observer.Element) throws -> Bool)?, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                if let predicate, try !predicate(element) { return }
            } catch {
                forwardError(error)
                return
            }
            if hasElement {
                forward(.error(RxError.moreThanOneElement))
                return
            }
            hasElement = true
            forward(event)
        case .error:
            forward(event)
        case .completed:
            forward(hasElement ? .completed : .error(RxError.noElements))
        }
    }
}
