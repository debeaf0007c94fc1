/// Two inputs, one after the other: the source, then (if it was empty) `other`.
@usableFromInline
final class SwitchIfEmptySink<Element>: SerializingSink<AnyObserver<Element>, SwitchIfEmptyState<Element>>,
    ObserverType, @unchecked Sendable
{
    override var operatorName: String { "ifEmpty(switchTo:)" }

    private let other: Observable<Element>
    let otherSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(other: Observable<Element>, observer: AnyObserver<Element>) {
        self.other = other
        super.init(state: .empty, observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = source.subscribe(self)
        return attaching(Disposables.create(sourceSubscription, otherSubscription))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
        switch action {
        case .none:
            return
        case .subscribeOther:
            otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: onOther), asInnerOf: self))
        }
    }

    private func onOther(_ event: Event<Element>) {
        emit(event)
    }
}
