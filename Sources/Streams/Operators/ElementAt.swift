extension ObservableType {
    /// Sends only the element at `index` (counting from 0), then completes; fails with
    /// ``RxError/argumentOutOfRange`` when the source completes before reaching it.
    ///
    ///     source:  --a--b--c--|
    ///     element(at: 1)
    ///     result:  -----(b|)
    ///
    /// - Parameter index: The position of the element to send, from 0; it must not be negative.
    /// - Returns: The element at `index`, then a completion.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative, got \(index)")
        return ElementAt(source: asObservable(), index: index)
    }

    /// The element at `index`; renamed ``ObservableType/element(at:)``.
    ///
    /// - Parameter index: The position of the element to send, from 0; it must not be negative.
    /// - Returns: The element at `index`, then a completion.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

final class ElementAt<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ElementAtSink(remaining: index, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "element(at:)" }

    private var remaining: Int

    init(remaining: Int, observer: Observer) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forward(event)
                forward(.completed)
                return
            }
            remaining -= 1
        case .error:
            forward(event)
        case .completed:
            forward(.error(RxError.argumentOutOfRange))
        }
    }
}
