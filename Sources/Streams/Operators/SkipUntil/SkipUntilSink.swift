/// Source and `other` may emit on different threads: both go through `synchronized`.
@usableFromInline
final class SkipUntilSink<Element, Other>: SerializingSink<
    AnyObserver<Element>, SkipUntilState<Element>
>, ObserverType, @unchecked Sendable
{
    override var operatorName: String { "skip(until:)" }

    let otherSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .closed, observer: observer)
    }

    @usableFromInline
    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let sourceSubscription = source.subscribe(self)
        otherSubscription.setDisposable(other.subscribeAsSecondInput(AnyObserver(eventHandler: self.onOther)))
        return attaching(Disposables.create(sourceSubscription, otherSubscription))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch synchronized({ state, emitter in state.sourceEvent(event, emitter: &emitter) }) {
        case .none:
            return
        case .disposeWithoutStopEvent:
            dispose()
        }
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            updateState { state in state.otherElement() }
            otherSubscription.dispose()
        case .error(let error):
            synchronized { state, emitter in state.otherFailed(error, emitter: &emitter) }
        case .completed:
            otherSubscription.dispose()
        }
    }
}
