extension ObservableType {
    /// Keeps the last `count` elements and sends them when the source completes.
    ///
    ///     source:  --1--2--3--4--|
    ///     takeLast(2)
    ///     result:  --------------(34|)
    ///
    /// - Parameter count: How many of the last elements to send; it must not be negative.
    /// - Returns: The last `count` elements, at the source's completion, then the completion.
    @_alwaysEmitIntoClient
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:): count can't be negative, got \(count)")
        return ClosureOperator(capturing: (source: asObservable(), count: count)) { captured, downstream in
            captured.source.subscribeSink(TakeLastSink(count: captured.count, observer: downstream))
        }
    }
}

@usableFromInline
final class TakeLastSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `buffer` is only touched by `on`, which the Rx contract serializes.
    private let count: Int
    private var buffer = Queue<Element>()

    @usableFromInline
    init(count: Int, observer: AnyObserver<Element>) {
        self.count = count
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
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
                forwardNext(element)
            }
            forward(.completed)
        }
    }
}
