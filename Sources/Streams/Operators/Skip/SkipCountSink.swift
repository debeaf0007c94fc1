@usableFromInline
final class SkipCountSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "skip" }

    @exclusivity(unchecked) @usableFromInline var remaining: Int

    @inlinable
    init(remaining: Int, observer: AnyObserver<Element>) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next = event, remaining > 0 {
            remaining -= 1
            return
        }
        forward(event)
    }
}
