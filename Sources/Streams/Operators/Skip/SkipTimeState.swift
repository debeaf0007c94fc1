/// The state of a `skip(_:scheduler:)` subscription (a duration), changed under its sink's lock by
/// one transition per event; what a transition sends it emits.
@usableFromInline
enum SkipTimeState<Element> {
    /// The duration runs: elements are dropped, stop events passed on.
    case skipping
    /// The duration has passed: everything is passed on.
    case passing
    /// A stop event was sent.
    case stopped

    /// A source event: passed on unless it is an element that arrives while the duration
    /// runs.
    mutating func sourceEvent(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch self {
        case .skipping:
            switch event {
            case .next:
                return
            case .error, .completed:
                self = .stopped
                emitter.emit(event)
            }
        case .passing:
            if event.isStopEvent { self = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }

    /// The timer fired: elements pass from now on.
    mutating func durationElapsed() {
        switch self {
        case .skipping:
            self = .passing
        case .passing:
            preconditionFailure("skip(for:): the timer fired twice")
        case .stopped:
            return
        }
    }
}
