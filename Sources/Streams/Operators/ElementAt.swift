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
    @_alwaysEmitIntoClient
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative, got \(index)")
        return ClosureOperator(capturing: (source: asObservable(), index: index)) { captured, downstream in
            captured.source.subscribeSink(ElementAtSink(remaining: captured.index, observer: downstream))
        }
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

@usableFromInline
final class ElementAtSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "element(at:)" }

    private var remaining: Int

    @usableFromInline
    init(remaining: Int, observer: AnyObserver<Element>) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
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
