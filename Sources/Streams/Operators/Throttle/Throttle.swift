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
    @_alwaysEmitIntoClient
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<
        Element
    > {
        ClosureOperator(
            capturing: (source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
        ) { captured, downstream in
            ThrottleSink(
                dueTime: captured.dueTime, latest: captured.latest, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}

/// What a `ThrottleSink` does after a transition, once its lock is released. (Outside the generic
/// sink: its metadata is then static, not looked up on every event.)
enum ThrottleAction {
    case none
    /// Arms the timer that ends window `window` after `delay`.
    case armTimer(delay: RxTimeInterval, window: UInt64)
}

/// The source and the timer may fire on different threads: both go through `synchronized`,
/// where the state's transitions emit what they send and return the timer to arm.
@usableFromInline
final class ThrottleSink<Element>: SerializingSink<AnyObserver<Element>, ThrottleSink<Element>.State>, ObserverType,
    @unchecked Sendable
{
    @usableFromInline
    struct State {
        enum Phase {
            /// No element waits: one arriving once the window has ended is sent at once.
            case idle
            /// `unsent` (the latest element of the window, only with `latest`) waits for the
            /// window's timer.
            case waiting(unsent: Element)
            /// The source completed while `unsent` waited: when the window ends, `unsent` is
            /// sent, then the completion.
            case completing(unsent: Element)
            /// A stop event was sent.
            case stopped
        }

        var phase = Phase.idle
        var lastSentTime: Date?
        /// Numbers the timers armed and the elements sent at once: a timer whose number is not
        /// the latest was overtaken — it fired, but an element sent meanwhile started a new
        /// window — and does nothing.
        var window: UInt64 = 0

        /// An element arrived at `now`: sent at once if the window has ended; otherwise kept
        /// for the window's end (with `latest`), arming the timer if none is armed.
        mutating func elementArrived(
            _ element: Element, at now: Date, dueTime: RxTimeInterval, latest: Bool,
            emitter: inout EventEmitter<Element>
        ) -> ThrottleAction {
            switch phase {
            case .idle, .waiting:
                let remaining =
                    lastSentTime.map { dueTime.remaining(after: max(0, now.timeIntervalSince($0))) } ?? .nanoseconds(0)
                if remaining.isNow {
                    phase = .idle
                    lastSentTime = now
                    window &+= 1
                    emitter.emit(.next(element))
                    return .none
                }
                guard latest else { return .none }
                let timerIsArmed = if case .waiting = phase { true } else { false }
                phase = .waiting(unsent: element)
                if timerIsArmed { return .none }
                window &+= 1
                return .armTimer(delay: remaining, window: window)
            case .completing, .stopped:
                return .none
            }
        }

        /// The source failed: the error is sent at once, and a waiting element dropped.
        mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
            switch phase {
            case .idle, .waiting, .completing:
                phase = .stopped
                emitter.emit(.error(error))
            case .stopped:
                return
            }
        }

        /// The source completed: at once, or after the element waiting for the window's end.
        mutating func completed(emitter: inout EventEmitter<Element>) {
            switch phase {
            case .idle:
                phase = .stopped
                emitter.emit(.completed)
            case .waiting(let unsent):
                phase = .completing(unsent: unsent)
            case .completing, .stopped:
                return
            }
        }

        /// The timer of window `ended` fired at `now`: sends the waiting element (and a
        /// pending completion), unless an element sent meanwhile started a newer window.
        mutating func timerFired(window ended: UInt64, at now: Date, emitter: inout EventEmitter<Element>) {
            guard ended == window else { return }
            switch phase {
            case .waiting(let unsent):
                phase = .idle
                lastSentTime = now
                emitter.emit(.next(unsent))
            case .completing(let unsent):
                phase = .stopped
                lastSentTime = now
                emitter.emit(.next(unsent))
                emitter.emit(.completed)
            case .idle, .stopped:
                return
            }
        }
    }

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    let timer = SerialDisposable()

    @usableFromInline
    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(state: State(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source.subscribe(self)
        return attaching(Disposables.create(subscription, timer))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let now = scheduler.now
        let action = synchronized { state, emitter -> ThrottleAction in
            switch event {
            case .next(let element):
                return state.elementArrived(element, at: now, dueTime: dueTime, latest: latest, emitter: &emitter)
            case .error(let error):
                state.failed(error, emitter: &emitter)
            case .completed:
                state.completed(emitter: &emitter)
            }
            return .none
        }
        switch action {
        case .none:
            return
        case .armTimer(let delay, let window):
            timer.disposable = scheduler.scheduleRelative(window, dueTime: delay) { window in
                self.timerFired(window)
                return Disposables.create()
            }
        }
    }

    private func timerFired(_ window: UInt64) {
        let now = scheduler.now
        synchronized { state, emitter in
            state.timerFired(window: window, at: now, emitter: &emitter)
        }
    }
}
