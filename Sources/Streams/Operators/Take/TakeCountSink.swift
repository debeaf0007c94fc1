@usableFromInline
final class TakeCountSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "take" }

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
            guard remaining > 0 else { return }
            remaining -= 1
            forward(event)
            if remaining == 0 { forward(.completed) }
        case .error, .completed:
            forward(event)
        }
    }
}
