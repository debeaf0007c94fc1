/// The state of `merge`, changed under its sink's lock by one transition per event; what a
/// transition sends it emits, what else is to be done it returns.
@usableFromInline
struct MergeState<Source, Element> {
    enum Phase {
        /// The source (or the array of sources) may still send inner sequences.
        case running
        /// The source completed: the sequence completes once no inner sequence runs or waits.
        case sourceCompleted
        /// A stop event was emitted.
        case stopped
    }

    /// What the sink does after an inner sequence arrives or completes.
    enum Action {
        case none
        /// Subscribes waiting inner sequences while fewer than `maxConcurrent` run
        /// (`nextWaiting`): this thread does it, others only queue.
        case subscribeWaiting
        /// Subscribes `inner`, which took the slot of one that completed, once the work the
        /// current-thread trampoline runs has returned. `indirect`, so that the action has a
        /// fixed layout and IRGen writes no copy functions for it: `inner` is boxed, on this
        /// rare path only (CONTRIBUTING, rule 5).
        indirect case subscribeOnTrampoline(Source)
    }

    var phase = Phase.running
    /// Inner sequences subscribed that have not completed.
    var active = 0
    /// Inner sequences not yet subscribed, waiting for a slot.
    var waiting = Queue<Source>()
    /// Whether a thread is subscribing the waiting inner sequences (`Action.subscribeWaiting`).
    var isSubscribingWaiting = false

    /// The source sent an inner sequence: it waits for its turn.
    mutating func innerArrived(_ inner: Source) -> Action {
        switch phase {
        case .running, .sourceCompleted:
            waiting.enqueue(inner)
            return startSubscribingWaiting()
        case .stopped:
            return .none
        }
    }

    /// The next waiting inner sequence to subscribe, if a slot is free; `nil` (and completion,
    /// if it was the last thing to wait for) ends the subscribing thread's turn.
    mutating func nextWaiting(maxConcurrent: Int, emitter: inout EventEmitter<Element>) -> Source? {
        switch phase {
        case .running, .sourceCompleted:
            if active < maxConcurrent, let inner = waiting.dequeue() {
                active += 1
                return inner
            }
            isSubscribingWaiting = false
            completeIfDone(emitter: &emitter)
            return nil
        case .stopped:
            isSubscribingWaiting = false
            return nil
        }
    }

    /// An element of an inner sequence: passed on until the sequence stops.
    func innerElement(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted: emitter.emit(event)
        case .stopped: break
        }
    }

    /// The source or an inner sequence failed: the error ends the sequence.
    mutating func failed(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            phase = .stopped
            emitter.emit(event)
        case .stopped:
            break
        }
    }

    /// The source completed, or the array's sources were all subscribed.
    mutating func sourceCompleted(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            phase = .sourceCompleted
            completeIfDone(emitter: &emitter)
        case .sourceCompleted, .stopped:
            break
        }
    }

    /// An inner sequence completed: the sequence completes if it was the last thing to wait
    /// for; otherwise a waiting one may take its slot. `onTrampoline`: the completion came from
    /// work the current-thread trampoline runs, and no subscribing loop runs — then, as in
    /// RxSwift, the waiting inner sequence takes the slot now and is subscribed once that work
    /// has returned.
    mutating func innerCompleted(onTrampoline: Bool, emitter: inout EventEmitter<Element>) -> Action {
        switch phase {
        case .running, .sourceCompleted:
            if onTrampoline, !isSubscribingWaiting, let inner = waiting.dequeue() {
                return .subscribeOnTrampoline(inner)
            }
            active -= 1
            if completeIfDone(emitter: &emitter) || waiting.isEmpty { return .none }
            return startSubscribingWaiting()
        case .stopped:
            return .none
        }
    }

    @discardableResult
    mutating func completeIfDone(emitter: inout EventEmitter<Element>) -> Bool {
        switch phase {
        case .sourceCompleted where active == 0 && waiting.isEmpty:
            phase = .stopped
            emitter.emit(.completed)
            return true
        case .running, .sourceCompleted, .stopped:
            return false
        }
    }

    mutating func startSubscribingWaiting() -> Action {
        if isSubscribingWaiting { return .none }
        isSubscribingWaiting = true
        return .subscribeWaiting
    }
}
