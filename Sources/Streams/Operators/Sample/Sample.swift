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
    @_alwaysEmitIntoClient
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element>
    {
        ClosureOperator(
            capturing: (source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
        ) { captured, downstream in
            SampleSink(defaultValue: captured.defaultValue, observer: downstream)
                .run(source: captured.source, sampler: captured.sampler)
        }
    }
}

/// What `sample`'s sink does after a source event, decided under its lock.
enum SampleAction {
    case none
    /// Lets go of the source: it completed.
    case disposeSource
}

/// Source and sampler may emit on different threads: both go through `synchronized`.
@usableFromInline
final class SampleSink<Element, SamplerElement>: SerializingSink<
    AnyObserver<Element>, SampleSink<Element, SamplerElement>.State
>, ObserverType, @unchecked Sendable
{
    /// Changed under the lock by one transition per event; what a transition sends it emits.
    @usableFromInline
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
            switch phase {
            case .running, .sourceCompleted:
                latest = element
            case .stopped:
                return
            }
        }

        mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
            switch phase {
            case .running, .sourceCompleted:
                phase = .stopped
                emitter.emit(.error(error))
            case .stopped:
                return
            }
        }

        /// The source completed: the sink lets go of it, unless the sequence has stopped.
        mutating func sourceCompleted() -> SampleAction {
            switch phase {
            case .running, .sourceCompleted:
                phase = .sourceCompleted
                return .disposeSource
            case .stopped:
                return .none
            }
        }

        /// The sampler ticked (an element or its completion): sends the kept element, or
        /// `defaultValue`, and completes if the source has.
        mutating func samplerTicked(defaultValue: Element?, emitter: inout EventEmitter<Element>) {
            switch phase {
            case .running:
                sendLatest(defaultValue: defaultValue, emitter: &emitter)
            case .sourceCompleted:
                sendLatest(defaultValue: defaultValue, emitter: &emitter)
                phase = .stopped
                emitter.emit(.completed)
            case .stopped:
                return
            }
        }

        /// Sends the kept element, or `defaultValue`, if any.
        private mutating func sendLatest(defaultValue: Element?, emitter: inout EventEmitter<Element>) {
            if let element = latest ?? defaultValue {
                latest = nil
                emitter.emit(.next(element))
            }
        }
    }

    private let defaultValue: Element?
    let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(defaultValue: Element?, observer: AnyObserver<Element>) {
        self.defaultValue = defaultValue
        super.init(state: State(), observer: observer)
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
