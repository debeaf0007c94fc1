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
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Delay<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        let result = sink.attaching(Disposables.create(sink.sourceSubscription, sink.timer))
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return result
    }
}

struct DelayState<Element> {
    /// Events waiting for their time, with the time they arrived.
    var queue = Queue<(time: RxTime, event: Event<Element>)>()
    /// A drain is scheduled or running.
    var isActive = false
    /// A drain is delivering right now (an error then waits for it to finish).
    var isRunning = false
    var error: Event<Element>?
}

final class DelaySink<Observer: ObserverType>: SerializingSink<Observer, DelayState<Observer.Element>>, ObserverType, @unchecked Sendable {
    typealias Element = Observer.Element

    private enum Step {
        case stop
        case deliverNext
        case schedule(after: RxTime)
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(state: DelayState(), observer: observer)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        switch event {
        case .error:
            synchronized { state, emitter in
                state.queue.removeAll()
                state.error = event
                if !state.isRunning { emitter.emit(event) }
            }
        case .next, .completed:
            let now = scheduler.now
            let startsDrain = updateState { state -> Bool in
                state.queue.enqueue((now, event))
                defer { state.isActive = true }
                return !state.isActive
            }
            if startsDrain {
                timer.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { [self] _, recursive in
                    drain(recursive)
                }
            }
        }
    }

    /// Delivers the first waiting event, then schedules the next one for its own due time.
    private func drain(_ recursive: AnyRecursiveScheduler<Void>) {
        let failed = updateState { state -> Bool in
            if state.error == nil { state.isRunning = true }
            return state.error != nil
        }
        if failed { return }
        let first = synchronized { state, emitter -> Step in
            if let error = state.error {
                emitter.emit(error)
                return .stop
            }
            guard let (_, event) = state.queue.dequeue() else {
                state.isRunning = false
                state.isActive = false
                return .stop
            }
            emitter.emit(event)
            return event.isStopEvent ? .stop : .deliverNext
        }
        guard case .deliverNext = first else { return }
        let next = synchronized { state, emitter -> Step in
            if let error = state.error {
                emitter.emit(error)
                return .stop
            }
            state.isRunning = false
            guard let waiting = state.queue.first else {
                state.isActive = false
                return .stop
            }
            return .schedule(after: waiting.time)
        }
        if case .schedule(let arrival) = next {
            // What is left of the delay, in its own unit, as RxSwift counts it.
            recursive.schedule((), dueTime: dueTime.remaining(after: scheduler.now.timeIntervalSince(arrival)))
        }
    }
}
