/// The state of a `debounce` subscription, changed under its sink's lock by one transition per
/// event; what a transition sends it emits, the timer to arm it returns.
@usableFromInline
struct DebounceState<Element> {
    enum Phase {
        /// Elements arrive: the latest waits in `pending` for its timer.
        case running
        /// A stop event was sent.
        case stopped
    }

    var phase = Phase.running
    /// The latest element, waiting for the timer of `generation` to fire; `nil` when none waits,
    /// and once stopped.
    var pending: Element?
    /// Numbers the elements, so that only the timer armed for the latest one sends it.
    var generation: UInt64 = 0

    /// An element arrived: it replaces the waiting one, and the timer for it is armed.
    mutating func elementArrived(_ element: Element) -> DebounceAction {
        switch phase {
        case .running:
            generation &+= 1
            pending = element
            return .armTimer(generation: generation)
        case .stopped:
            return .none
        }
    }

    /// The source failed: the waiting element is dropped.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            phase = .stopped
            pending = nil
            emitter.emit(.error(error))
        case .stopped:
            return
        }
    }

    /// The source completed: the waiting element is sent at once, then the completion.
    mutating func completed(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            phase = .stopped
            if let pending {
                self.pending = nil
                emitter.emit(.next(pending))
            }
            emitter.emit(.completed)
        case .stopped:
            return
        }
    }

    /// The timer armed for element `armed` fired: sends it if no element came since.
    mutating func timerFired(_ armed: UInt64, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            guard armed == generation, let pending else { return }
            self.pending = nil
            emitter.emit(.next(pending))
        case .stopped:
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
