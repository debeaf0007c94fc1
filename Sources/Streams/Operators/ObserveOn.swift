extension ObservableType {
    /// Delivers every event on `scheduler`, in order and one at a time; subscription and
    /// disposal stay where they are (see `subscribe(on:)` for those).
    ///
    ///     source:                    --1--2--|
    ///     observe(on: testScheduler)            (one processing tick per delivery)
    ///     result:                    ---1--2--|
    ///
    /// On a `SerialDispatchQueueScheduler` each event is queued to its queue directly; on any
    /// other scheduler the events wait in a queue drained by one recursive schedule at a time,
    /// as in RxSwift (so on a `TestScheduler` events received in the same tick are delivered
    /// one tick apart).
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serial)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }

    /// Renamed `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

final class ObserveOn<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
        return sink.attaching(Disposables.create(source.subscribe(sink), sink.scheduled))
    }
}

struct ObserveOnState<Element> {
    var queue = Queue<Event<Element>>()
    /// A drain is scheduled or running.
    var isRunning = false
}

final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the queue is behind `state`'s mutex; deliveries run one at a time on
    // the scheduler (one recursive schedule at a time).
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let state = Locked(ObserveOnState<Observer.Element>())
    let scheduled = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, observer: Observer) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        let starts = state.withLock { state -> Bool in
            state.queue.enqueue(event)
            defer { state.isRunning = true }
            return !state.isRunning
        }
        if starts {
            scheduled.disposable = scheduler.scheduleRecursive(()) { [self] _, recurse in
                if deliverOne() { recurse(()) }
            }
        }
    }

    /// Delivers the oldest queued event; `true` if more wait.
    private func deliverOne() -> Bool {
        let event = state.withLock { state -> Event<Element>? in
            if let event = state.queue.dequeue() { return event }
            state.isRunning = false
            return nil
        }
        guard let event, !isDisposed else { return false }
        forward(event)
        return state.withLock { state in
            if state.queue.isEmpty {
                state.isRunning = false
                return false
            }
            return true
        }
    }
}

final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: no mutable state; the serial queue orders the deliveries.
    private let scheduler: SerialDispatchQueueScheduler

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        _ = scheduler.schedule(event) { [self] event in
            forward(event)
            return Disposables.create()
        }
    }
}
