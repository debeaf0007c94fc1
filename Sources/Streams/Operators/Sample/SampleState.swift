/// The state of a `sample` subscription, changed under its sink's lock by one transition per
/// event of the source or the sampler; what a transition sends it emits.
@usableFromInline
struct SampleState<Element> {
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

/// What `sample`'s sink does after a source event, decided under its lock.
enum SampleAction {
    case none
    /// Lets go of the source: it completed.
    case disposeSource
}
