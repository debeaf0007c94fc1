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
    @_alwaysEmitIntoClient
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        Observable<Element>
    > {
        precondition(count >= 0, "window(timeSpan:count:scheduler:): count must not be negative, got \(count)")
        return ClosureOperator(
            capturing: (source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
        ) { captured, downstream in
            WindowSink(
                timeSpan: captured.timeSpan, count: captured.count, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}

/// What a window sink sends, in the order its state changed: events for a window's subject,
/// and the windows opened, for downstream.
@usableFromInline
enum WindowDelivery<Element> {
    case window(PublishSubject<Element>, Event<Element>)
    /// A window opened: downstream receives it (`WindowSink.windowObservable`).
    case opened(PublishSubject<Element>)
    case downstream(Event<Observable<Element>>)
}

/// What `window(timeSpan:count:scheduler:)`'s sink does after a transition, decided under its
/// lock.
enum WindowAction {
    /// Nothing more.
    case none
    /// Arm the timer of window `window`, just opened.
    case armTimer(window: Int)
}

@usableFromInline
struct WindowState<Element> {
    enum Phase {
        /// `subject` is the open window; `count` elements went to it.
        case open(PublishSubject<Element>, count: Int)
        /// A stop event was sent.
        case stopped
    }

    var phase: Phase
    /// Numbers the windows: a timer armed for an older one does nothing.
    var window = 0
    var timer = LatestTimer()

    /// The first window, opened at subscription.
    init() {
        phase = .open(PublishSubject<Element>(), count: 0)
    }

    /// The subscription was made: downstream receives the first window.
    func subscribed(_ emitter: inout DeliveryEmitter<WindowDelivery<Element>>) {
        switch phase {
        case .open(let subject, _):
            emitter.emit(.opened(subject))
        case .stopped:
            preconditionFailure("window: the sequence stopped before its subscription was made")
        }
    }

    /// An element arrived: it goes to the open window, and a window that has had `count`
    /// elements is completed and the next one opened.
    mutating func elementArrived(
        _ event: Event<Element>, count: Int, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>
    ) -> WindowAction {
        switch phase {
        case .open(let subject, let received):
            emitter.emit(.window(subject, event))
            guard received + 1 == count else {
                phase = .open(subject, count: received + 1)
                return .none
            }
            return completeAndOpenNext(subject, &emitter)
        case .stopped:
            return .none
        }
    }

    /// The timer of window `ended` fired: the window is completed and the next one opened —
    /// unless the count did so first.
    mutating func timerFired(
        window ended: Int, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>
    ) -> WindowAction {
        switch phase {
        case .open(let subject, _):
            guard ended == window else { return .none }
            return completeAndOpenNext(subject, &emitter)
        case .stopped:
            return .none
        }
    }

    /// The source failed: the open window, then downstream, receive the error.
    mutating func failed(_ error: Swift.Error, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>) {
        switch phase {
        case .open(let subject, _):
            phase = .stopped
            emitter.emit(.window(subject, .error(error)))
            emitter.emit(.downstream(.error(error)))
        case .stopped:
            return
        }
    }

    /// The source completed: the open window completes, then downstream.
    mutating func completed(_ emitter: inout DeliveryEmitter<WindowDelivery<Element>>) {
        switch phase {
        case .open(let subject, _):
            phase = .stopped
            emitter.emit(.window(subject, .completed))
            emitter.emit(.downstream(.completed))
        case .stopped:
            return
        }
    }

    private mutating func completeAndOpenNext(
        _ subject: PublishSubject<Element>, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>
    ) -> WindowAction {
        emitter.emit(.window(subject, .completed))
        let next = PublishSubject<Element>()
        phase = .open(next, count: 0)
        emitter.emit(.opened(next))
        window &+= 1
        return .armTimer(window: window)
    }
}

@usableFromInline
final class WindowSink<Element>:
    SerializingDeliverySink<AnyObserver<Observable<Element>>, WindowState<Element>, WindowDelivery<Element>>,
    ObserverType,
    @unchecked Sendable
{
    // @unchecked Sendable: the state is behind the base's lock; the rest is immutable or
    // thread-safe disposables.
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let sourceAndTimer = CompositeDisposable()
    private let refCount: RefCountDisposable

    @usableFromInline
    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: AnyObserver<Observable<Element>>) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        refCount = RefCountDisposable(disposable: sourceAndTimer)
        super.init(state: WindowState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        update { state, emitter in state.subscribed(&emitter) }
        armTimer(for: 0)
        sourceAndTimer.insert(
            Disposables.create { [self] in
                updateState { state in state.timer.dispose() }?.dispose()
            })
        sourceAndTimer.insert(source.subscribe(self))
        return attaching(refCount)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        perform(
            update { state, emitter -> WindowAction in
                switch event {
                case .next:
                    return state.elementArrived(event, count: count, &emitter)
                case .error(let error):
                    state.failed(error, &emitter)
                case .completed:
                    state.completed(&emitter)
                }
                return .none
            })
    }

    private func perform(_ action: WindowAction) {
        switch action {
        case .none:
            return
        case .armTimer(let window):
            armTimer(for: window)
        }
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

    /// Runs `change` under the lock, then makes the deliveries it emitted — to windows and
    /// downstream — in order, after the lock.
    private func update<Result>(
        _ change: (inout WindowState<Element>, inout DeliveryEmitter<WindowDelivery<Element>>) -> Result
    ) -> Result {
        // A re-entrant input that only changes the state (the source's events after it stopped)
        // changes nothing that waits.
        synchronized(reportsStateOnlyUpdates: false, change) { delivery in
            switch delivery {
            case .window(let subject, let event):
                subject.on(event)
            case .opened(let subject):
                forwardNext(windowObservable(subject))
            case .downstream(let event):
                forward(event)
            }
        }
    }

    private func armTimer(for window: Int) {
        let timer = scheduler.scheduleRelative(window, dueTime: timeSpan) { [self] window in
            perform(update { state, emitter in state.timerFired(window: window, &emitter) })
            return Disposables.create()
        }
        updateState { state in
            state.timer.install(timer, armedFor: window, latest: state.window)
        }?.dispose()
    }
}
