/// The state of an `ifEmpty(switchTo:)` subscription, changed under its sink's lock by one transition
/// per source event; what a transition sends it emits, whether to subscribe `other` it returns.
@usableFromInline
enum SwitchIfEmptyState<Element> {
    /// The source has sent no element yet.
    case empty
    /// The source has sent an element: its completion ends the result.
    case nonEmpty
    /// The source completed empty: `other` is subscribed in its place.
    case switched

    /// A source event: passed on, unless it is the completion of an empty source — then
    /// the sink subscribes `other`.
    mutating func sourceEvent(_ event: Event<Element>, emitter: inout EventEmitter<Element>) -> SwitchIfEmptyAction {
        switch self {
        case .empty:
            switch event {
            case .next:
                self = .nonEmpty
                emitter.emit(event)
                return .none
            case .error:
                emitter.emit(event)
                return .none
            case .completed:
                self = .switched
                return .subscribeOther
            }
        case .nonEmpty:
            emitter.emit(event)
            return .none
        case .switched:
            // A source that breaks the grammar after completing: `other` runs in its place.
            return .none
        }
    }
}

/// What `ifEmpty(switchTo:)`'s sink does after a source event, once its lock is released.
enum SwitchIfEmptyAction {
    case none
    /// Subscribes `other` in place of the source, which completed empty.
    case subscribeOther
}
