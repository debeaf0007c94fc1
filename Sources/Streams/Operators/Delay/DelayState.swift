/// The state of a `delay` subscription, changed under its sink's lock by one transition per
/// event; what a transition sends it emits, the drain to schedule it returns.
@usableFromInline
struct DelayState<Element> {
    enum Phase {
        /// No event waits, and no drain is scheduled.
        case idle
        /// Events wait in the queue, and a drain is scheduled for the first one.
        case scheduled
        /// A drain is delivering the first waiting event right now.
        case delivering
        /// The source failed while a drain delivered: the drain sends the error once its delivery
        /// is done.
        case failedWhileDelivering(Swift.Error)
        /// A stop event was sent.
        case stopped
    }

    var phase = Phase.idle
    /// Events waiting for their time, with the time they arrived.
    var queue = Queue<(time: RxTime, event: Event<Element>)>()
    /// Numbers the drains scheduled from `idle`; each one reschedules itself until it finds the
    /// queue empty.
    var drain = 0
    /// The scheduled drain.
    var timer = LatestTimer()

    /// An element or the completion arrived at `now`: it waits for its time.
    mutating func eventArrived(_ event: Event<Element>, at now: RxTime) -> DelayArrivalAction {
        switch phase {
        case .idle:
            queue.enqueue((now, event))
            phase = .scheduled
            drain &+= 1
            return .startsDrain(number: drain)
        case .scheduled, .delivering:
            queue.enqueue((now, event))
            return .none
        case .failedWhileDelivering, .stopped:
            return .none
        }
    }

    /// The source failed: the waiting events are dropped and the error sent at once — or, while a
    /// drain delivers, as soon as that delivery is done.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .idle, .scheduled:
            queue.removeAll()
            phase = .stopped
            emitter.emit(.error(error))
        case .delivering:
            queue.removeAll()
            phase = .failedWhileDelivering(error)
        case .failedWhileDelivering, .stopped:
            return
        }
    }

    /// The drain's time came: the first waiting event is delivered.
    mutating func drainFired(emitter: inout EventEmitter<Element>) -> DelayDrainAction {
        switch phase {
        case .scheduled:
            let (_, event) = queue.dequeue()!
            emitter.emit(event)
            if event.isStopEvent {
                phase = .stopped
                return .stop
            }
            phase = .delivering
            return .afterDelivery
        case .stopped:
            // The source failed after the drain was scheduled; the error went out at once.
            return .stop
        case .idle, .delivering, .failedWhileDelivering:
            preconditionFailure("delay: a drain ran while none was scheduled")
        }
    }

    /// The drain's delivery is done: a pending error is sent, or the drain is scheduled for the
    /// next waiting event.
    mutating func deliveryDone(emitter: inout EventEmitter<Element>) -> DelayDeliveryAction {
        switch phase {
        case .delivering:
            guard let next = queue.first else {
                phase = .idle
                return .stop
            }
            phase = .scheduled
            return .schedule(after: next.time)
        case .failedWhileDelivering(let error):
            phase = .stopped
            emitter.emit(.error(error))
            return .stop
        case .idle, .scheduled, .stopped:
            preconditionFailure("delay: a delivery ended while none was under way")
        }
    }
}

/// What `delay`'s sink does after an element or the completion arrives, decided under its lock.
enum DelayArrivalAction {
    /// Nothing to schedule: the event waits behind others for the drain scheduled or running,
    /// or the sequence has ended and it is dropped.
    case none
    /// No drain was scheduled: schedule drain `number` for this event.
    case startsDrain(number: Int)
}

/// What `delay`'s drain does once it fired and emitted the first waiting event, decided under
/// the lock.
enum DelayDrainAction {
    /// Nothing more: the event was a stop event, or the result has ended.
    case stop
    /// The drain delivered an element: what comes next is decided once it has been delivered.
    case afterDelivery
}

/// What `delay`'s drain does once its delivery is done, decided under the lock.
enum DelayDeliveryAction {
    /// Nothing more: the queue is empty, or the result has ended.
    case stop
    /// Schedule the drain again, for the next waiting event: it arrived at `after`, and is due
    /// its delay from then.
    case schedule(after: RxTime)
}
