/// `timeout`'s state, changed under the sink's lock by one transition per event.
@usableFromInline
struct TimeoutState {
    enum Phase {
        /// The source's events pass; the timer of the latest one runs.
        case watching
        /// A timer fired first: the other sequence is mirrored, the source ignored.
        case switched
    }

    var phase = Phase.watching
    /// Numbers the source's events, so that only the timer armed for the latest one fires.
    var generation: UInt64 = 0

    /// An event of the source, passed on while watching; after an element, the sink starts
    /// the timer for the next one.
    mutating func sourceEvent<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>)
        -> TimeoutSourceAction
    {
        switch phase {
        case .watching:
            generation &+= 1
            emitter.emit(event)
            return event.isStopEvent ? .none : .startTimer(generation: generation)
        case .switched:
            return .none
        }
    }

    /// The timer armed for event `armed` fired: if no event came since, the sink switches to
    /// the other sequence.
    mutating func timerFired(_ armed: UInt64) -> TimeoutTimerAction {
        switch phase {
        case .watching:
            guard generation == armed else { return .none }
            phase = .switched
            return .switchToOther
        case .switched:
            return .none
        }
    }
}

/// What `timeout`'s sink does after a source event, once its lock is released.
enum TimeoutSourceAction {
    case none
    /// Starts the timer for the source's event number `generation`, which the next event must
    /// beat.
    case startTimer(generation: UInt64)
}

/// What `timeout`'s sink does after a timer fired, once its lock is released.
enum TimeoutTimerAction {
    case none
    /// Subscribes the other sequence in place of the source: the timer fired first.
    case switchToOther
}
