@usableFromInline
final class TakeUntilPredicateSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from what `forward` guards.
    private let behavior: TakeBehavior
    private let predicate: (Element) throws -> Bool
    /// `take(until:)` or `take(while:)`.
    private let name: String

    @usableFromInline
    init(
        behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool, name: String,
        observer: AnyObserver<Element>
    ) {
        self.behavior = behavior
        self.predicate = predicate
        self.name = name
        super.init(observer: observer)
    }

    override var operatorName: String { name }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            let isLast: Bool
            do {
                isLast = try predicate(event.element!)
            } catch {
                forwardError(error)
                return
            }
            if !isLast {
                forward(event)
                return
            }
            if behavior == .inclusive { forward(event) }
            forward(.completed)
        case .error, .completed:
            forward(event)
        }
    }
}
