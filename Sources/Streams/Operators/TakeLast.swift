extension ObservableType {
    /// Keeps the last `count` elements and sends them when the source completes.
    ///
    ///     source:  --1--2--3--4--|
    ///     takeLast(2)
    ///     result:  --------------(34|)
    ///
    /// - Parameter count: How many of the last elements to send; it must not be negative.
    /// - Returns: The last `count` elements, at the source's completion, then the completion.
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:): count can't be negative, got \(count)")
        return TakeLast(source: asObservable(), count: count)
    }
}

final class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeLastSink(count: count, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `buffer` is only touched by `on`, which the Rx contract serializes.
    private let count: Int
    private var buffer = Queue<Observer.Element>()

    init(count: Int, observer: Observer) {
        self.count = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            buffer.enqueue(element)
            if buffer.count > count { _ = buffer.dequeue() }
        case .error:
            buffer = Queue()
            forward(event)
        case .completed:
            while let element = buffer.dequeue() {
                forward(.next(element))
            }
            forward(.completed)
        }
    }
}
