@usableFromInline
final class DefaultIfEmptySink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `isEmpty` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "ifEmpty(default:)" }

    private let defaultElement: Element
    private var isEmpty = true

    @usableFromInline
    init(defaultElement: Element, observer: AnyObserver<Element>) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forward(event)
        case .error:
            forward(event)
        case .completed:
            if isEmpty { forwardNext(defaultElement) }
            forward(.completed)
        }
    }
}
