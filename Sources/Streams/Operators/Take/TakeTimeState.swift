/// The state of a `take(for:scheduler:)` subscription, changed under its sink's lock by one
/// transition per event; what a transition sends it emits.
@usableFromInline
enum TakeTimeState<Element> {
    /// The duration runs: everything is passed on.
    case taking
    /// A stop event was sent: the source's, or the completion when the duration passed.
    case stopped

    /// An event from the source or, as a completion, from the timer: passed on while the
    /// duration runs.
    mutating func eventArrived(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch self {
        case .taking:
            if event.isStopEvent { self = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }
}
