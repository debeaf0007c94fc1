/// `withLatestFrom`'s state, changed under the sink's lock by one transition per event.
@usableFromInline
struct WithLatestFromState<Second> {
    enum Phase {
        /// The first sequence's elements are combined with `latest`, once the second has sent one.
        case running
        /// A stop event was emitted.
        case stopped
    }

    var phase = Phase.running
    /// The second sequence's latest element; `nil` until it sends one (the first's elements are
    /// dropped meanwhile), and once stopped.
    var latest: Second?

    /// An element of the first sequence: the second's latest element to combine it with, or
    /// `nil` to drop it (the second has not sent one, or the sequence has stopped).
    func firstElementArrived() -> Second? {
        switch phase {
        case .running:
            return latest
        case .stopped:
            return nil
        }
    }

    mutating func secondElementArrived(_ element: Second) {
        switch phase {
        case .running:
            latest = element
        case .stopped:
            return
        }
    }

    /// A result, or a stop event (of either sequence, or the selector's error), to send.
    mutating func sending<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            if event.isStopEvent {
                phase = .stopped
                latest = nil
            }
            emitter.emit(event)
        case .stopped:
            return
        }
    }
}
