/// Source and sampler may emit on different threads: both go through `synchronized`.
@usableFromInline
final class SampleSink<Element, SamplerElement>: SerializingSink<
    AnyObserver<Element>, SampleState<Element>
>, ObserverType, @unchecked Sendable
{
    private let defaultValue: Element?
    let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(defaultValue: Element?, observer: AnyObserver<Element>) {
        self.defaultValue = defaultValue
        super.init(state: SampleState(), observer: observer)
    }

    @usableFromInline
    func run(source: Observable<Element>, sampler: Observable<SamplerElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        let samplerSubscription = sampler.subscribeAsSecondInput(AnyObserver(eventHandler: self.onSampler))
        return attaching(Disposables.create(sourceSubscription, samplerSubscription))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter -> SampleAction in
            switch event {
            case .next(let element):
                state.sourceElement(element)
            case .error(let error):
                state.failed(error, emitter: &emitter)
            case .completed:
                return state.sourceCompleted()
            }
            return .none
        }
        switch action {
        case .none:
            return
        case .disposeSource:
            sourceSubscription.dispose()
        }
    }

    func onSampler(_ event: Event<SamplerElement>) {
        synchronized { state, emitter in
            switch event {
            case .next, .completed:
                state.samplerTicked(defaultValue: defaultValue, emitter: &emitter)
            case .error(let error):
                state.failed(error, emitter: &emitter)
            }
        }
    }
}
