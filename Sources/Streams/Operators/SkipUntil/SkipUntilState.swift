/// The state of a `skip(until:)` subscription, changed under its sink's lock by one transition
/// per event of the source or the other sequence; what a transition sends it emits.
@usableFromInline
enum SkipUntilState<Element> {
    /// The other sequence has not emitted: the source's elements are dropped.
    case closed
    /// The other sequence emitted: the source's events pass.
    case open
    /// A stop event was emitted, or the source completed while closed.
    case stopped

    /// An event of the source; a completion while closed ends the subscription without a
    /// stop event, as in RxSwift.
    mutating func sourceEvent(_ event: Event<Element>, emitter: inout EventEmitter<Element>) -> SkipUntilAction {
        switch self {
        case .closed:
            switch event {
            case .next:
                return .none
            case .error:
                self = .stopped
                emitter.emit(event)
                return .none
            case .completed:
                self = .stopped
                return .disposeWithoutStopEvent
            }
        case .open:
            if event.isStopEvent { self = .stopped }
            emitter.emit(event)
            return .none
        case .stopped:
            return .none
        }
    }

    /// The other sequence emitted: the gate opens.
    mutating func otherElement() {
        switch self {
        case .closed:
            self = .open
        case .open, .stopped:
            return
        }
    }

    /// The other sequence failed: its error ends the sequence.
    mutating func otherFailed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch self {
        case .closed, .open:
            self = .stopped
            emitter.emit(.error(error))
        case .stopped:
            return
        }
    }
}

/// What `skip(until:)`'s sink does after a source event, decided under its lock.
enum SkipUntilAction {
    case none
    /// Disposes the subscription: the source completed while closed, which ends it without a
    /// stop event, as in RxSwift.
    case disposeWithoutStopEvent
}
