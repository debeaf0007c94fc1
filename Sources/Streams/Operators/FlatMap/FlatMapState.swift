/// The state of `flatMap` and `flatMapFirst`, changed under the sink's lock by one transition
/// per event; what a transition sends it emits, and `elementArrived` returns what the sink does
/// with the element.
@usableFromInline
struct FlatMapState<Element> {
    enum Phase {
        /// Source elements start inner sequences.
        case running
        /// The source completed: the sequence completes once no inner sequence runs.
        case sourceCompleted
        /// A stop event was emitted downstream; everything else is dropped.
        case terminated
    }

    var phase = Phase.running
    /// Inner sequences subscribed (or about to be) and not yet completed.
    var activeCount = 0

    /// A source element arrived; `ignoresWhileActive` for `flatMapFirst`.
    mutating func elementArrived(ignoresWhileActive: Bool) -> FlatMapAction {
        switch phase {
        case .running:
            if ignoresWhileActive && activeCount > 0 { return .ignore }
            activeCount += 1
            return .subscribeInner
        case .sourceCompleted, .terminated:
            return .ignore
        }
    }

    /// An element of an inner sequence: passed on until the sequence stops.
    func innerElement(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            emitter.emit(event)
        case .terminated:
            return
        }
    }

    /// The source or an inner sequence failed, or the selector threw.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            phase = .terminated
            emitter.emit(.error(error))
        case .terminated:
            return
        }
    }

    mutating func sourceCompleted(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            phase = .sourceCompleted
            completeIfDone(emitter: &emitter)
        case .sourceCompleted, .terminated:
            return
        }
    }

    mutating func innerCompleted(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            activeCount -= 1
            completeIfDone(emitter: &emitter)
        case .terminated:
            return
        }
    }

    mutating func completeIfDone(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .sourceCompleted:
            guard activeCount == 0 else { return }
            phase = .terminated
            emitter.emit(.completed)
        case .running, .terminated:
            return
        }
    }
}

/// What `flatMap`'s and `flatMapFirst`'s sink does with a source element, decided under its lock.
/// (Outside the generic state: its metadata is then static, not looked up on every element.)
enum FlatMapAction {
    /// Drops it: the sequence has stopped, or (`flatMapFirst`) an inner sequence runs.
    case ignore
    /// Maps it to an inner sequence and subscribes that (counted in `activeCount` already).
    case subscribeInner
}
