/// The state of a `retry(when:)` subscription, changed under its sink's lock by one transition
/// per event of the source or the trigger; what a transition sends it emits, what the sink does
/// next (notify the handler, resubscribe) it returns.
@usableFromInline
struct RetryWhenState {
    enum Phase {
        /// A subscription of the source is under way, or about to be made: its elements pass
        /// through, and a failure goes to the notification handler.
        case running
        /// The source failed and its error went to the notification handler: the trigger's
        /// next element resubscribes, its stop event ends the result.
        case awaitingTrigger
        /// The trigger stopped while no error was pending — with `error`, or completing when it
        /// is `nil`: the source's next failure ends the result the same way.
        case triggerStopped(error: Swift.Error?)
        /// A stop event was sent.
        case stopped
    }

    var phase = Phase.running
    var loop = SubscriptionLoop()

    /// The source sent an element or a stop event the handler does not take (completion, an
    /// error of another type): passed on, unless the result has ended.
    mutating func sourceEvent<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .awaitingTrigger, .triggerStopped:
            if event.isStopEvent { phase = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }

    /// The source failed with an error the handler takes: it goes to the handler, or ends the
    /// result if the trigger has stopped.
    mutating func sourceFailed<Element>(emitter: inout EventEmitter<Element>) -> RetryWhenFailureAction {
        switch phase {
        case .running, .awaitingTrigger:
            // (Awaiting: a source that fails twice in one subscription reaches the handler
            // twice, as in RxSwift.)
            phase = .awaitingTrigger
            return .notifyHandler
        case .triggerStopped(let error):
            phase = .stopped
            emitter.emit(error.map { .error($0) } ?? .completed)
            return .none
        case .stopped:
            return .none
        }
    }

    /// The trigger sent an element: the source is subscribed again — only when an error waits
    /// for it, as in RxSwift (an element while none is pending is ignored).
    mutating func triggerElementArrived() -> RetryWhenTriggerAction {
        switch phase {
        case .awaitingTrigger:
            phase = .running
            return .resubscribe
        case .running, .triggerStopped, .stopped:
            return .none
        }
    }

    /// The trigger stopped (`error` `nil`: it completed): ends the result at once when an error
    /// waits for it, or when it asked for a resubscription the loop has not made yet (the source
    /// failed while being subscribed), as in RxSwift; otherwise at the source's next failure.
    mutating func triggerStopped<Element>(error: Swift.Error?, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running where !loop.isRequested:
            phase = .triggerStopped(error: error)
        case .running, .awaitingTrigger:
            phase = .stopped
            emitter.emit(error.map { .error($0) } ?? .completed)
        case .triggerStopped, .stopped:
            return
        }
    }
}

/// What `retry(when:)`'s sink does after a source failure, decided under its lock.
enum RetryWhenFailureAction {
    /// Hand the error to the notification handler's errors.
    case notifyHandler
    /// Nothing: the result has ended (now, with the trigger's stop event, or before).
    case none
}

/// What `retry(when:)`'s sink does after an element of the trigger, decided under its lock.
enum RetryWhenTriggerAction {
    /// Subscribe the source again: an error waited for the trigger.
    case resubscribe
    /// Nothing: no error waits for it (ignored, as in RxSwift), or the result has ended.
    case none
}
