/// `concatMap`'s state, changed under the sink's lock by one transition per event; what a
/// transition sends it emits, what the sink does next (the inner sequence to subscribe, letting
/// go of the source) it returns.
@usableFromInline
struct ConcatMapState<Element> {
    enum Phase {
        /// Source elements are mapped to inner sequences, run one after the other.
        case running
        /// The source completed: the sequence completes once no inner sequence runs or waits.
        case sourceCompleted
        /// Ended by a stop event or by disposal: nothing more is subscribed or emitted.
        case terminated
    }

    /// The running inner sequence and the subscription loop, which subscribes inner sequences
    /// one after the other on one thread (see `ConcatMapSink.subscribeInners`).
    enum InnerPhase {
        /// No inner sequence runs.
        case idle
        /// The loop is subscribing an inner sequence, which has not completed.
        case subscribing
        /// The inner sequence completed while the loop subscribed it: the loop takes the next.
        case subscribingCompleted
        /// An inner sequence runs; the loop has returned.
        case running
    }

    /// What the sink does with the inner sequence of a source element.
    enum ElementAction {
        /// Nothing: it waits in the queue for the running one to complete, or the sequence has
        /// ended and it is dropped.
        case none
        /// Subscribes it now, starting the subscription loop.
        case startLoop(Observable<Element>)
    }

    /// What the sink does after the loop subscribed an inner sequence, or an inner sequence
    /// completed.
    enum InnerAction {
        /// Nothing more. After a subscription: the loop ends. After a completion: the loop under
        /// way takes it from there, or nothing waits, or the sequence has ended.
        case none
        /// Subscribes the inner sequence that waited first: in the loop under way (after a
        /// subscription), or starting a loop (after a completion).
        case subscribeNext(Observable<Element>)
    }

    var phase = Phase.running
    var inner = InnerPhase.idle
    /// Inner sequences waiting for the running one to complete.
    var queue = Queue<Observable<Element>>()

    /// A source element arrived, mapped to `sequence`: subscribed now (starting the loop) if no
    /// inner sequence runs, queued otherwise.
    mutating func elementArrived(_ sequence: Observable<Element>) -> ElementAction {
        switch phase {
        case .running:
            guard case .idle = inner else {
                queue.enqueue(sequence)
                return .none
            }
            inner = .subscribing
            return .startLoop(sequence)
        case .sourceCompleted, .terminated:
            return .none
        }
    }

    /// The loop subscribed an inner sequence: the next one, if that one completed meanwhile;
    /// otherwise the loop ends (and the sequence completes if nothing is left).
    mutating func innerSubscribed(emitter: inout EventEmitter<Element>) -> InnerAction {
        switch phase {
        case .running, .sourceCompleted:
            switch inner {
            case .subscribingCompleted:
                if let queued = queue.dequeue() {
                    inner = .subscribing
                    return .subscribeNext(queued)
                }
                inner = .idle
                completeIfDone(emitter: &emitter)
            case .subscribing:
                inner = .running
            case .idle, .running:
                preconditionFailure("concatMap: the subscription loop ran outside a subscription")
            }
            return .none
        case .terminated:
            return .none
        }
    }

    /// The running inner sequence completed: the next one to subscribe, starting a loop, unless
    /// the loop subscribing it takes it from there.
    mutating func innerCompleted(emitter: inout EventEmitter<Element>) -> InnerAction {
        switch phase {
        case .running, .sourceCompleted:
            switch inner {
            case .subscribing:
                // The subscription loop running on this (or another) thread takes it from here —
                // but when nothing is left, the sequence completes now, as in RxSwift, not once
                // the subscription has returned.
                inner = .subscribingCompleted
                if case .sourceCompleted = phase, queue.isEmpty {
                    phase = .terminated
                    emitter.emit(.completed)
                }
                return .none
            case .running, .idle:
                inner = .idle
                if let queued = queue.dequeue() {
                    inner = .subscribing
                    return .subscribeNext(queued)
                }
                completeIfDone(emitter: &emitter)
                return .none
            case .subscribingCompleted:
                return .none
            }
        case .terminated:
            return .none
        }
    }

    func innerElement(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            emitter.emit(event)
        case .terminated:
            return
        }
    }

    /// The source completed: the sink lets go of it unless the sequence completed with it.
    mutating func sourceCompleted(emitter: inout EventEmitter<Element>) -> ConcatMapSourceCompletionAction {
        switch phase {
        case .running:
            phase = .sourceCompleted
            return completeIfDone(emitter: &emitter) ? .none : .disposeSource
        case .sourceCompleted, .terminated:
            return .disposeSource
        }
    }

    /// The source or an inner sequence failed, or the selector threw.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            terminate()
            emitter.emit(.error(error))
        case .terminated:
            return
        }
    }

    /// Disposed: the queued inner sequences are dropped, and the subscription loop — which may
    /// be running, if disposal came from inside an inner sequence — subscribes none of them.
    mutating func terminate() {
        switch phase {
        case .running, .sourceCompleted:
            phase = .terminated
            queue.removeAll()
        case .terminated:
            // Nothing is queued once terminated.
            return
        }
    }

    /// Completes the sequence if the source has completed and no inner sequence runs or waits:
    /// `true` if it did.
    @discardableResult
    mutating func completeIfDone(emitter: inout EventEmitter<Element>) -> Bool {
        switch phase {
        case .sourceCompleted:
            guard case .idle = inner, queue.isEmpty else { return false }
            phase = .terminated
            emitter.emit(.completed)
            return true
        case .running, .terminated:
            return false
        }
    }
}

/// What `concatMap`'s sink does after the source completes, decided under its lock.
enum ConcatMapSourceCompletionAction {
    /// Nothing: the sequence completed with the source.
    case none
    /// Lets go of the source: the sequence did not complete with it (an inner sequence runs or
    /// waits, or the sequence had ended).
    case disposeSource
}
