extension ObservableType {
    /// At each tick of `sampler` (an element or its completion), sends the source's latest
    /// element if a new one arrived since the previous tick — or else `defaultValue`, if given.
    /// The source's completion is held until the next tick; an error from either ends the
    /// sequence. Once `sampler` has completed there is no further tick.
    ///
    ///     source:   --1--2-----3----|
    ///     sampler:  ----x---x----x-----x--
    ///     sample(sampler)
    ///     result:   ----1---2----3-----|
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements and completion are the ticks.
    ///   - defaultValue: Sent at a tick when no new element arrived; `nil` sends nothing then.
    /// - Returns: The sampled elements.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

final class Sample<Element, SamplerElement>: Producer<Element> {
    private let source: Observable<Element>
    private let sampler: Observable<SamplerElement>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SamplerElement>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SampleSink<SamplerElement, Observer>(defaultValue: defaultValue, observer: observer)
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        let samplerSubscription = sampler.subscribe(AnyObserver(eventHandler: sink.onSampler))
        return sink.attaching(Disposables.create(sink.sourceSubscription, samplerSubscription))
    }
}

/// Source and sampler may emit on different threads: both go through `synchronized`.
final class SampleSink<SamplerElement, Observer: ObserverType>: SerializingSink<Observer, SampleSink<SamplerElement, Observer>.State>, ObserverType, @unchecked Sendable {
    struct State {
        var latest: Observer.Element?
        var sourceCompleted = false
        var isStopped = false
    }

    private let defaultValue: Observer.Element?
    let sourceSubscription = SingleAssignmentDisposable()

    init(defaultValue: Observer.Element?, observer: Observer) {
        self.defaultValue = defaultValue
        super.init(state: State(), observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let sourceEnded = synchronized { state, emitter -> Bool in
            guard !state.isStopped else { return false }
            switch event {
            case .next(let element):
                state.latest = element
                return false
            case .error:
                state.isStopped = true
                emitter.emit(event)
                return false
            case .completed:
                state.sourceCompleted = true
                return true
            }
        }
        if sourceEnded { sourceSubscription.dispose() }
    }

    func onSampler(_ event: Event<SamplerElement>) {
        synchronized { state, emitter in
            guard !state.isStopped else { return }
            switch event {
            case .next, .completed:
                if let element = state.latest ?? defaultValue {
                    state.latest = nil
                    emitter.emit(.next(element))
                }
                if state.sourceCompleted {
                    state.isStopped = true
                    emitter.emit(.completed)
                }
            case .error(let error):
                state.isStopped = true
                emitter.emit(.error(error))
            }
        }
    }
}
