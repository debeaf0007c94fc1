extension ObservableType {
    /// Splits the elements into windows — inner observables — starting a new window when the
    /// current one holds `count` elements or when `timeSpan` has passed since it opened
    /// (the first window opens at subscription). A window completes when the next one opens;
    /// the source's completion or error ends the last window and the result.
    ///
    ///     source:  -1-2--3---------4-----|        (timeSpan: 7 ticks, count: 3)
    ///     window(timeSpan: 7, count: 3)
    ///     result:  W-----W------W------W-|        W: a window opens
    ///     windows: ------A------B------C-(D|)     each window's elements, when it completes:
    ///     A = [1, 2, 3] (count), B = [] and C = [4] (time), D = [] (the source completed)
    ///
    /// The source stays subscribed while a window is subscribed, even after the result is
    /// disposed.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window holds; it must not be negative.
    ///   - scheduler: Runs the timer and opens the windows it starts.
    /// - Returns: The windows, each an ``Observable`` of its elements.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        precondition(count >= 0, "window(timeSpan:count:scheduler:): count must not be negative, got \(count)")
        return Window(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class Window<Element>: Producer<Observable<Element>> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Observable<Element> {
        let sink = WindowSink<Element, Observer>(timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
        return sink.attaching(sink.run(source))
    }
}

/// What a window sink sends, in the order its state changed: events for the open window's
/// subject, and windows for downstream.
enum WindowDelivery<Element> {
    case window(PublishSubject<Element>, Event<Element>)
    case downstream(Event<Observable<Element>>)
}

struct WindowState<Element> {
    var subject = PublishSubject<Element>()
    var count = 0
    var windowID = 0
    var isStopped = false
    var timer = WindowTimer()
    var deliveries = DeliveryQueue<WindowDelivery<Element>>()

    /// Under the lock: queues `delivery` behind those collected before it.
    mutating func deliver(_ delivery: WindowDelivery<Element>) {
        deliveries.collect(delivery)
    }
}

final class WindowSink<Element, Observer: ObserverType>: SerializingSink<Observer, WindowState<Element>>, ObserverType, @unchecked Sendable where Observer.Element == Observable<Element> {
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let sourceAndTimer = CompositeDisposable()
    private let refCount: RefCountDisposable
    /// Serializes the window and downstream deliveries (`WindowState.deliveries`).
    private let deliveryGate = DeliveryGate()

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: Observer) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        refCount = RefCountDisposable(disposable: sourceAndTimer)
        super.init(state: WindowState(), observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        update { state in state.deliver(.downstream(.next(windowObservable(state.subject)))) }
        armTimer(for: 0)
        sourceAndTimer.insert(Disposables.create { [self] in
            updateState { state in state.timer.dispose() }?.dispose()
        })
        sourceAndTimer.insert(source.subscribe(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            let nextWindow = update { state -> Int? in
                if state.isStopped { return nil }
                state.deliver(.window(state.subject, event))
                state.count += 1
                guard state.count == count else { return nil }
                return startNewWindow(&state)
            }
            if let nextWindow { armTimer(for: nextWindow) }
        case .error(let error):
            update { state in
                guard !state.isStopped else { return }
                state.isStopped = true
                state.deliver(.window(state.subject, .error(error)))
                state.deliver(.downstream(.error(error)))
            }
        case .completed:
            update { state in
                guard !state.isStopped else { return }
                state.isStopped = true
                state.deliver(.window(state.subject, .completed))
                state.deliver(.downstream(.completed))
            }
        }
    }

    /// Under the lock: completes the open window and opens the next; returns its identifier.
    private func startNewWindow(_ state: inout WindowState<Element>) -> Int {
        state.count = 0
        state.windowID &+= 1
        state.deliver(.window(state.subject, .completed))
        state.subject = PublishSubject()
        state.deliver(.downstream(.next(windowObservable(state.subject))))
        return state.windowID
    }

    /// A window as downstream sees it: subscribing it keeps the source subscribed.
    private func windowObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let refCount = refCount
        return Observable.create { observer in
            let release = refCount.retain()
            return Disposables.create(release, subject.subscribe(observer))
        }
        .named("window")
    }

    /// Runs `change` under the lock, then performs the deliveries it queued, in order, after
    /// the lock (whoever finds the queue idle delivers; others only queue).
    private func update<Result>(_ change: (inout WindowState<Element>) -> Result) -> Result {
        let (result, first) = updateState { state -> (Result, WindowDelivery<Element>?) in
            let result = change(&state)
            return (result, state.deliveries.enterOrQueueCollected(through: deliveryGate))
        }
        #if DEBUG
        if first == nil, deliveryGate.hasItemsWaiting { reportIfWaitingForOwnDelivery() }
        #endif
        deliveryGate.deliver(from: first, using: { delivery in
            switch delivery {
            case .window(let subject, let event):
                subject.on(event)
            case .downstream(let event):
                forward(event)
            }
        }, next: { updateState { state in state.deliveries.take(through: deliveryGate) } })
        return result
    }

    private func timerFired(for windowID: Int) {
        let nextWindow = update { state -> Int? in
            guard !state.isStopped, state.windowID == windowID else { return nil }
            return startNewWindow(&state)
        }
        if let nextWindow { armTimer(for: nextWindow) }
    }

    private func armTimer(for windowID: Int) {
        let timer = scheduler.scheduleRelative(windowID, dueTime: timeSpan) { [self] windowID in
            timerFired(for: windowID)
            return Disposables.create()
        }
        updateState { state in
            state.timer.install(timer, for: windowID, currentWindowID: state.windowID)
        }?.dispose()
    }
}
