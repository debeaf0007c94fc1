@usableFromInline
final class TakeUntilSink<Element, Other>: SerializingSink<AnyObserver<Element>, TakeUntilState>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "take(until:)" }

    private let otherSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .running, observer: observer)
    }

    @usableFromInline
    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        // `other` first, as in RxSwift: an `other` that fires at once stops the source before it starts.
        otherSubscription.setDisposable(other.subscribeAsSecondInput(AnyObserver(eventHandler: onOther)))
        let sourceSubscription = source.subscribe(self)
        return attaching(Disposables.create(sourceSubscription, otherSubscription))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        synchronized { state, emitter in state.eventArrived(event, emitter: &emitter) }
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            on(.completed)
        case .error(let error):
            on(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }
}
