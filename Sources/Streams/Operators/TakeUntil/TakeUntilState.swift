/// The state of a `take(until:)` subscription, changed under its sink's lock. (The source and
/// `other` may emit on different threads: both go through `synchronized`.)
@usableFromInline
enum TakeUntilState {
    /// The source's events pass.
    case running
    /// A stop event was emitted (the source's, or the other sequence's element or error).
    case stopped

    /// An event to send: the source's, or the other sequence's completion or error.
    mutating func eventArrived<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch self {
        case .running:
            if event.isStopEvent { self = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }
}
