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
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element>
    {
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
        let samplerSubscription = sampler.subscribeAsSecondInput(AnyObserver(eventHandler: sink.onSampler))
        return sink.attaching(Disposables.create(sink.sourceSubscription, samplerSubscription))
    }
}

/// Source and sampler may emit on different threads: both go through `synchronized`.
final class SampleSink<SamplerElement, Observer: ObserverType>: SerializingSink<
    Observer, SampleSink<SamplerElement, Observer>.State
>, ObserverType, @unchecked Sendable
{
    typealias Element = Observer.Element

    /// Changed under the lock by one transition per event; what a transition sends it emits.
    struct State {
        enum Phase {
            /// Elements are kept for the sampler's next tick.
            case running
            /// The source completed: the sampler's next tick sends what is kept, then completes.
            case sourceCompleted
            /// A stop event was sent.
            case stopped
        }

        var phase = Phase.running
        /// The source's latest element not yet sent.
        var latest: Element?

        mutating func sourceElement(_ element: Element) {
            if case .stopped = phase { return }
            latest = element
        }

        mutating func failed(_ error: Swift.Error, emitter: inout Emitter<Element>) {
            if case .stopped = phase { return }
            phase = .stopped
            emitter.emit(.error(error))
        }

        /// `true`: the sink lets go of the source.
        mutating func sourceCompleted() -> Bool {
            if case .stopped = phase { return false }
            phase = .sourceCompleted
            return true
        }

        /// The sampler ticked (an element or its completion): sends the kept element, or
        /// `defaultValue`, and completes if the source has.
        mutating func samplerTicked(defaultValue: Element?, emitter: inout Emitter<Element>) {
            if case .stopped = phase { return }
            if let element = latest ?? defaultValue {
                latest = nil
                emitter.emit(.next(element))
            }
            if case .sourceCompleted = phase {
                phase = .stopped
                emitter.emit(.completed)
            }
        }
    }

    private let defaultValue: Observer.Element?
    let sourceSubscription = SingleAssignmentDisposable()

    init(defaultValue: Observer.Element?, observer: Observer) {
        self.defaultValue = defaultValue
        super.init(state: State(), observer: observer)
    }

    func on(_ event: Event<Element>) {
        let sourceEnded = synchronized { state, emitter -> Bool in
            switch event {
            case .next(let element):
                state.sourceElement(element)
            case .error(let error):
                state.failed(error, emitter: &emitter)
            case .completed:
                return state.sourceCompleted()
            }
            return false
        }
        if sourceEnded { sourceSubscription.dispose() }
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
