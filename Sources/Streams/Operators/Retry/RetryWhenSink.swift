@usableFromInline
final class RetryWhenSink<Element, Failure: Swift.Error>: SerializingSink<AnyObserver<Element>, RetryWhenState>,
    ObserverType, @unchecked Sendable
{
    override var operatorName: String { "retry(when:)" }

    private let source: Observable<Element>
    private let errors: PublishSubject<Failure>
    private let current = SerialDisposable()

    private init(source: Observable<Element>, errors: PublishSubject<Failure>, observer: AnyObserver<Element>) {
        self.source = source
        self.errors = errors
        super.init(state: RetryWhenState(), observer: observer)
    }

    /// A subscription to `retry(when:)`: the notification handler is called with the errors
    /// before the sink is made, then its trigger is subscribed, then the source.
    @usableFromInline
    static func subscribe<TriggerObservable: ObservableType>(
        _ source: Observable<Element>, notificationHandler: (Observable<Failure>) -> TriggerObservable,
        observer: AnyObserver<Element>
    ) -> Disposable {
        let errors = PublishSubject<Failure>()
        let trigger = notificationHandler(errors.asObservable())
        let sink = RetryWhenSink(source: source, errors: errors, observer: observer)
        let triggerSubscription = trigger.subscribeAsSecondInput(
            RetryTriggerObserver<TriggerObservable.Element, Element, Failure>(sink: sink))
        sink.resubscribe()
        // Attached once subscribed: a source that ended the sequence while being subscribed has
        // ended its own subscription by then, and the trigger is disposed after it, as in RxSwift.
        return sink.attaching(Disposables.create(sink.current, triggerSubscription))
    }

    /// Source events.
    @usableFromInline
    func on(_ event: Event<Element>) {
        guard case .error(let error) = event, let failure = error as? Failure else {
            synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
            return
        }
        current.disposable = Disposables.create()
        switch synchronized({ state, emitter in state.sourceFailed(emitter: &emitter) }) {
        case .notifyHandler:
            errors.onNext(failure)
        case .none:
            return
        }
    }

    /// Trigger events.
    func onTrigger<TriggerElement>(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            switch updateState({ $0.triggerElementArrived() }) {
            case .resubscribe:
                resubscribe()
            case .none:
                return
            }
        case .error(let error):
            synchronized { state, emitter in state.triggerStopped(error: error, emitter: &emitter) }
        case .completed:
            synchronized { state, emitter in state.triggerStopped(error: nil, emitter: &emitter) }
        }
    }

    /// Subscribes the source again, looping instead of recursing when it fails at once and the
    /// trigger answers at once.
    func resubscribe() {
        guard updateState({ $0.loop.enter() }) else { return }
        repeat {
            if isDisposed { return }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(self, asInnerOf: self))
        } while updateState({ $0.loop.runAgain() })
    }
}

final class RetryTriggerObserver<Element, SourceElement, Failure: Swift.Error>: ObserverType {
    private let sink: RetryWhenSink<SourceElement, Failure>

    init(sink: RetryWhenSink<SourceElement, Failure>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.onTrigger(event)
    }
}
