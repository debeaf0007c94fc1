extension ObservableType {
    /// Pairs each element with its index, starting at 0.
    ///
    ///     source:  --a--b--c--|
    ///     enumerated
    ///     result:  --A--B--C--|     A = (0, a), B = (1, b), C = (2, c)
    ///
    /// - Returns: Each element with its index; an index past `Int.max` fails with
    ///   ``RxError/overflow``.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

final class Enumerated<Element>: Producer<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == (index: Int, element: Element) {
        let sink = EnumeratedSink<Element, Observer>(observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable
where Observer.Element == (index: Int, element: Element) {
    // @unchecked Sendable: `nextIndex` is only touched by `on`, which the Rx contract serializes.
    private var nextIndex = 0

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let index = nextIndex
            let (incremented, overflow) = index.addingReportingOverflow(1)
            if overflow {
                forward(.error(RxError.overflow))
                return
            }
            nextIndex = incremented
            forward(.next((index: index, element: element)))
        case .error(let error):
            forward(.error(error))
        case .completed:
            forward(.completed)
        }
    }
}
