import Foundation

extension ObservableType {
    /// Shifts every element and the completion forward in time by `dueTime`, keeping their
    /// relative spacing; an error is passed on at once, dropping the elements still waiting.
    ///
    ///     source:              --1--2--3--|
    ///     delay(.seconds(2))
    ///     result:              ----1--2--3--|
    ///
    ///     source:              --1--2-#
    ///     result:              ----1--#       (2 was still waiting: dropped)
    ///
    /// - Parameters:
    ///   - dueTime: How long each element and the completion are held back.
    ///   - scheduler: Runs the timers and sends the delayed events.
    /// - Returns: This sequence's events, `dueTime` later; an error at once.
    @_alwaysEmitIntoClient
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), dueTime: dueTime, scheduler: scheduler)) {
            captured, downstream in
            DelaySink(dueTime: captured.dueTime, scheduler: captured.scheduler, observer: downstream)
                .run(captured.source)
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

@usableFromInline
final class DelaySink<Element>: SerializingSink<AnyObserver<Element>, DelayState<Element>>, ObserverType,
    @unchecked Sendable
{
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(state: DelayState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let timer = Disposables.create { [self] in updateState { state in state.timer.dispose() }?.dispose() }
        let result = attaching(Disposables.create(sourceSubscription, timer))
        sourceSubscription.setDisposable(source.subscribe(self))
        return result
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        switch event {
        case .error(let error):
            synchronized { state, emitter in state.failed(error, emitter: &emitter) }
        case .next, .completed:
            let now = scheduler.now
            switch updateState({ $0.eventArrived(event, at: now) }) {
            case .none:
                return
            case .startsDrain(let number):
                let scheduled = scheduler.scheduleRecursive((), dueTime: dueTime) { [self] _, recursive in
                    drain(recursive)
                }
                updateState { state in state.timer.install(scheduled, armedFor: number, latest: state.drain) }?
                    .dispose()
            }
        }
    }

    /// Delivers the first waiting event, then schedules the next one for its own due time.
    private func drain(_ recursive: AnyRecursiveScheduler<Void>) {
        switch synchronized({ state, emitter in state.drainFired(emitter: &emitter) }) {
        case .stop:
            return
        case .afterDelivery:
            break
        }
        switch synchronized({ state, emitter in state.deliveryDone(emitter: &emitter) }) {
        case .stop:
            return
        case .schedule(let arrival):
            // What is left of the delay, in its own unit, as RxSwift counts it.
            recursive.schedule((), dueTime: dueTime.remaining(after: scheduler.now.timeIntervalSince(arrival)))
        }
    }
}
