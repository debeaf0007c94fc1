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
    @_alwaysEmitIntoClient
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), dueTime: dueTime, scheduler: scheduler)) {
            captured, downstream in
            DebounceSink(dueTime: captured.dueTime, scheduler: captured.scheduler, observer: downstream)
                .run(captured.source)
        }
    }
}

/// What `debounce`'s sink does after a source event, once its lock is released. (Outside the
/// generic sink: its metadata is then static, not looked up on every event.)
enum DebounceAction {
    case none
    /// Arms the timer that sends the element numbered `generation`, replacing the one armed for
    /// the previous element.
    case armTimer(generation: UInt64)
}

/// The source and the timers may fire on different threads: both go through `synchronized`.
@usableFromInline
final class DebounceSink<Element>: SerializingSink<AnyObserver<Element>, DebounceSink<Element>.State>, ObserverType,
    @unchecked Sendable
{
    /// Changed under the lock by one transition per event; what a transition sends it emits.
    @usableFromInline
    struct State {
        enum Phase {
            /// No element waits.
            case idle
            /// `pending`, the latest element, waits for the timer of `generation` to fire.
            case waiting(pending: Element)
            /// A stop event was sent.
            case stopped
        }

        var phase = Phase.idle
        /// Numbers the elements, so that only the timer armed for the latest one sends it.
        var generation: UInt64 = 0

        /// An element arrived: it replaces the waiting one, and the timer for it is armed.
        mutating func elementArrived(_ element: Element) -> DebounceAction {
            switch phase {
            case .idle, .waiting:
                generation &+= 1
                phase = .waiting(pending: element)
                return .armTimer(generation: generation)
            case .stopped:
                return .none
            }
        }

        /// The source failed: the waiting element is dropped.
        mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
            switch phase {
            case .idle, .waiting:
                phase = .stopped
                emitter.emit(.error(error))
            case .stopped:
                return
            }
        }

        /// The source completed: the waiting element is sent at once, then the completion.
        mutating func completed(emitter: inout EventEmitter<Element>) {
            switch phase {
            case .idle:
                emitter.emit(.completed)
            case .waiting(let pending):
                emitter.emit(.next(pending))
                emitter.emit(.completed)
            case .stopped:
                return
            }
            phase = .stopped
        }

        /// The timer armed for element `armed` fired: sends it if no element came since.
        mutating func timerFired(_ armed: UInt64, emitter: inout EventEmitter<Element>) {
            switch phase {
            case .waiting(let pending):
                guard armed == generation else { return }
                phase = .idle
                emitter.emit(.next(pending))
            case .idle, .stopped:
                return
            }
        }
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let timer = SerialDisposable()

    @usableFromInline
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
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
        let action = synchronized { state, emitter -> DebounceAction in
            switch event {
            case .next(let element):
                return state.elementArrived(element)
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
        case .armTimer(let armed):
            timer.disposable = scheduler.scheduleRelative(armed, dueTime: dueTime) { generation in
                self.timerFired(generation)
                return Disposables.create()
            }
        }
    }

    private func timerFired(_ generation: UInt64) {
        synchronized { state, emitter in state.timerFired(generation, emitter: &emitter) }
    }
}
