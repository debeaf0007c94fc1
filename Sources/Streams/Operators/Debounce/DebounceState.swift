/// The state of a `debounce` subscription, changed under its sink's lock by one transition per
/// event; what a transition sends it emits, the timer to arm it returns.
@usableFromInline
struct DebounceState<Element> {
    enum Phase {
        /// No element waits.
        case idle
        /// `pending`, the latest element, waits for the timer of `generation` to fire.
        case waiting(pending: Element)
        /// A stop event was sent.
        case stopped
    }

    var phase = Phase.idle
    /// Numbers the elements, so that only the timer armed for the latest one sends it.
    var generation: UInt64 = 0

    /// An element arrived: it replaces the waiting one, and the timer for it is armed.
    mutating func elementArrived(_ element: Element) -> DebounceAction {
        switch phase {
        case .idle, .waiting:
            generation &+= 1
            phase = .waiting(pending: element)
            return .armTimer(generation: generation)
        case .stopped:
            return .none
        }
    }

    /// The source failed: the waiting element is dropped.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .idle, .waiting:
            phase = .stopped
            emitter.emit(.error(error))
        case .stopped:
            return
        }
    }

    /// The source completed: the waiting element is sent at once, then the completion.
    mutating func completed(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .idle:
            emitter.emit(.completed)
        case .waiting(let pending):
            emitter.emit(.next(pending))
            emitter.emit(.completed)
        case .stopped:
            return
        }
        phase = .stopped
    }

    /// The timer armed for element `armed` fired: sends it if no element came since.
    mutating func timerFired(_ armed: UInt64, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .waiting(let pending):
            guard armed == generation else { return }
            phase = .idle
            emitter.emit(.next(pending))
        case .idle, .stopped:
            return
        }
    }
}

/// What `debounce`'s sink does after a source event, once its lock is released. (Outside the
/// generic sink: its metadata is then static, not looked up on every event.)
enum DebounceAction {
    case none
    /// Arms the timer that sends the element numbered `generation`, replacing the one armed for
    /// the previous element.
    case armTimer(generation: UInt64)
}
