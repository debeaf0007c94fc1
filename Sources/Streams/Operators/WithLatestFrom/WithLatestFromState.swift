/// `withLatestFrom`'s state, changed under the sink's lock by one transition per event.
@usableFromInline
enum WithLatestFromState<Second> {
    /// The second sequence has not emitted: the first's elements are dropped.
    case waitingForSecond
    /// The first sequence's elements are combined with `latest`, the second's latest element.
    case ready(latest: Second)
    /// A stop event was emitted.
    case stopped

    /// What the sink does with an element of the first sequence.
    enum Action {
        /// Drops it: the second sequence has not emitted, or the sequence has stopped.
        case drop
        /// Combines it with `latest`, the second sequence's latest element, and sends the result.
        case combine(latest: Second)
    }

    /// An element of the first sequence: combined with the second's latest element, if any.
    func firstElementArrived() -> Action {
        switch self {
        case .waitingForSecond, .stopped:
            return .drop
        case .ready(let latest):
            return .combine(latest: latest)
        }
    }

    mutating func secondElementArrived(_ element: Second) {
        switch self {
        case .waitingForSecond, .ready:
            self = .ready(latest: element)
        case .stopped:
            return
        }
    }

    /// A result, or a stop event (of either sequence, or the selector's error), to send.
    mutating func sending<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch self {
        case .waitingForSecond, .ready:
            if event.isStopEvent { self = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }
}
