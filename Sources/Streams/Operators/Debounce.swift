extension ObservableType {
    /// Sends an element only once `dueTime` has passed without a newer one. On completion the
    /// pending element is sent at once, before the completion; on error it is dropped.
    ///
    ///     source:  --1-23------4-|     (dueTime: 3 frames)
    ///     debounce
    ///     result:  --------3-----(4|)
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before the latest element is sent.
    ///   - scheduler: Runs the timers and sends the elements they release.
    /// - Returns: The elements that were not followed by a newer one within `dueTime`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Debounce<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        let subscription = source.subscribe(sink)
        return sink.attaching(Disposables.create(subscription, sink.timer))
    }
}

/// The source and the timers may fire on different threads: both go through `synchronized`.
final class DebounceSink<Observer: ObserverType>: SerializingSink<Observer, DebounceSink<Observer>.State>, ObserverType, @unchecked Sendable {
    struct State {
        /// Bumped by every element, so a timer armed for an older one does nothing.
        var generation: UInt64 = 0
        var pending: Observer.Element?
        var isStopped = false
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(state: State(), observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let armed = synchronized { state, emitter -> UInt64? in
            guard !state.isStopped else { return nil }
            switch event {
            case .next(let element):
                state.generation &+= 1
                state.pending = element
                return state.generation
            case .error:
                state.isStopped = true
                state.pending = nil
                emitter.emit(event)
                return nil
            case .completed:
                state.isStopped = true
                if let pending = state.pending {
                    state.pending = nil
                    emitter.emit(.next(pending))
                }
                emitter.emit(.completed)
                return nil
            }
        }
        guard let armed else { return }
        timer.disposable = scheduler.scheduleRelative(armed, dueTime: dueTime) { generation in
            self.timerFired(generation)
            return Disposables.create()
        }
    }

    private func timerFired(_ generation: UInt64) {
        synchronized { state, emitter in
            guard !state.isStopped, state.generation == generation, let pending = state.pending else { return }
            state.pending = nil
            emitter.emit(.next(pending))
        }
    }
}
