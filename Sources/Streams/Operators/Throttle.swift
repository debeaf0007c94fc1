import Foundation

extension ObservableType {
    /// Sends an element, then lets no other through until `dueTime` has passed since it was
    /// sent. With `latest` (the default), the last element that arrived during that window is
    /// sent when the window ends, and a completion arriving meanwhile waits for it; without
    /// `latest`, elements arriving during the window are dropped.
    ///
    ///     source:  --1-2-3-------4-5-|     (dueTime: 5 frames)
    ///     throttle(latest: true)   result:  --1----3------4----(5|)
    ///     throttle(latest: false)  result:  --1-----------4---|
    ///
    /// - Parameters:
    ///   - dueTime: How long after an element is sent the window stays closed.
    ///   - latest: Whether the last element that arrives while the window is closed is sent when
    ///     it ends.
    ///   - scheduler: Runs the timers and sends the elements they release.
    /// - Returns: The throttled elements.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

final class Throttle<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer)
        let subscription = source.subscribe(sink)
        return sink.attaching(Disposables.create(subscription, sink.timer))
    }
}

/// The source and the timer may fire on different threads: both go through `synchronized`.
final class ThrottleSink<Observer: ObserverType>: SerializingSink<Observer, ThrottleSink<Observer>.State>, ObserverType, @unchecked Sendable {
    struct State {
        /// The element waiting for the end of the window (only with `latest`).
        var unsent: Observer.Element?
        var lastSentTime: Date?
        /// The source completed while an element was waiting: complete after sending it.
        var completionPending = false
        var isStopped = false
        /// Numbers the timers armed and the elements sent at once: a timer whose number is not
        /// the latest was overtaken — it fired, but an element sent meanwhile started a new
        /// window — and does nothing.
        var window: UInt64 = 0
    }

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: Observer) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(state: State(), observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let now = scheduler.now
        let timer = synchronized { state, emitter -> (delay: RxTimeInterval, window: UInt64)? in
            guard !state.isStopped else { return nil }
            switch event {
            case .next(let element):
                let remaining = state.lastSentTime.map { dueTime.remaining(after: max(0, now.timeIntervalSince($0))) } ?? .nanoseconds(0)
                if remaining.isNow {
                    state.unsent = nil
                    state.lastSentTime = now
                    state.window &+= 1
                    emitter.emit(event)
                    return nil
                }
                guard latest else { return nil }
                let timerIsArmed = state.unsent != nil
                state.unsent = element
                if timerIsArmed { return nil }
                state.window &+= 1
                return (remaining, state.window)
            case .error:
                state.isStopped = true
                state.unsent = nil
                emitter.emit(event)
                return nil
            case .completed:
                if state.unsent != nil {
                    state.completionPending = true
                } else {
                    state.isStopped = true
                    emitter.emit(event)
                }
                return nil
            }
        }
        guard let timer else { return }
        self.timer.disposable = scheduler.scheduleRelative(timer.window, dueTime: timer.delay) { window in
            self.windowEnded(window)
            return Disposables.create()
        }
    }

    private func windowEnded(_ window: UInt64) {
        let now = scheduler.now
        synchronized { state, emitter in
            guard !state.isStopped, window == state.window else { return }
            if let unsent = state.unsent {
                state.unsent = nil
                state.lastSentTime = now
                emitter.emit(.next(unsent))
            }
            if state.completionPending {
                state.isStopped = true
                emitter.emit(.completed)
            }
        }
    }
}
