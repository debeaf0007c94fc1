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
        sourceAndTimer.insert(
            Disposables.create { [self] in
                updateState { state in state.timer.dispose() }?.dispose()
            })
        sourceAndTimer.insert(source.subscribe(self))
        return attaching(refCount)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        update { state, emitter in
            switch event {
            case .next:
                state.elementArrived(event, count: count, &emitter)
            case .error(let error):
                state.failed(error, &emitter)
            case .completed:
                state.completed(&emitter)
            }
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
    ///
    /// A window's timer is armed once downstream has the window, as RxSwift arms it: a timer
    /// armed when the window opens, while another thread is still delivering the earlier ones,
    /// would fire and open the next window before that one was delivered, and timers firing
    /// faster than windows are delivered would keep that thread delivering empty windows for as
    /// long as they do, its source's next element waiting.
    private func update<Result>(
        _ change: (inout WindowState<Element>, inout DeliveryEmitter<WindowDelivery<Element>>) -> Result
    ) -> Result {
        // A re-entrant input that only changes the state (the source's events after it stopped)
        // changes nothing that waits.
        synchronized(reportsStateOnlyUpdates: false, change) { delivery in
            switch delivery {
            case .window(let subject, let event):
                subject.on(event)
            case .opened(let subject, let window):
                forwardNext(windowObservable(subject))
                armTimer(for: window)
            case .downstream(let event):
                forward(event)
            }
        }
    }

    private func armTimer(for window: Int) {
        let timer = scheduler.scheduleRelative(window, dueTime: timeSpan) { [self] window in
            update { state, emitter in state.timerFired(window: window, &emitter) }
            return Disposables.create()
        }
        updateState { state in
            state.timer.install(timer, armedFor: window, latest: state.window)
        }?.dispose()
    }
}
