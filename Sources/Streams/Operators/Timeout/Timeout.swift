extension ObservableType {
    /// Fails with ``RxError/timeout`` if the first element does not arrive within `dueTime` of
    /// the subscription, or the next one within `dueTime` of the previous element.
    ///
    ///     source:                 --1--2---------3--
    ///     timeout(.seconds(4))
    ///     result:                 --1--2---#           (4 ticks after 2)
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the first element, and between two elements.
    ///   - scheduler: Runs the timers; the timeout error is sent on it.
    /// - Returns: The source's events, or ``RxError/timeout`` once it stays silent too long.
    @_alwaysEmitIntoClient
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(
            capturing: (
                source: asObservable(), dueTime: dueTime, other: Observable<Element>.error(RxError.timeout),
                scheduler: scheduler
            )
        ) { captured, downstream in
            TimeoutSink(
                dueTime: captured.dueTime, other: captured.other, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }

    /// Switches to `other` if the first element does not arrive within `dueTime` of the
    /// subscription, or the next one within `dueTime` of the previous element.
    ///
    ///     source:                 --1--2---------3--
    ///     other:                            -a-b-|
    ///     timeout(.seconds(4), other: other)
    ///     result:                 --1--2----a-b-|
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the first element, and between two elements.
    ///   - other: The sequence subscribed in place of the source at the timeout.
    ///   - scheduler: Runs the timers; `other` is subscribed on it.
    /// - Returns: The source's events, then, after a timeout, those of `other`.
    @_alwaysEmitIntoClient
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        ClosureOperator(
            capturing: (source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
        ) { captured, downstream in
            TimeoutSink(
                dueTime: captured.dueTime, other: captured.other, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}

/// What `timeout`'s sink does after a source event, once its lock is released.
enum TimeoutSourceAction {
    case none
    /// Starts the timer for the source's event number `generation`, which the next event must
    /// beat.
    case startTimer(generation: UInt64)
}

/// What `timeout`'s sink does after a timer fired, once its lock is released.
enum TimeoutTimerAction {
    case none
    /// Subscribes the other sequence in place of the source: the timer fired first.
    case switchToOther
}

/// `timeout`'s state, changed under the sink's lock by one transition per event.
@usableFromInline
struct TimeoutState {
    enum Phase {
        /// The source's events pass; the timer of the latest one runs.
        case watching
        /// A timer fired first: the other sequence is mirrored, the source ignored.
        case switched
    }

    var phase = Phase.watching
    /// Numbers the source's events, so that only the timer armed for the latest one fires.
    var generation: UInt64 = 0

    /// An event of the source, passed on while watching; after an element, the sink starts
    /// the timer for the next one.
    mutating func sourceEvent<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>)
        -> TimeoutSourceAction
    {
        switch phase {
        case .watching:
            generation &+= 1
            emitter.emit(event)
            return event.isStopEvent ? .none : .startTimer(generation: generation)
        case .switched:
            return .none
        }
    }

    /// The timer armed for event `armed` fired: if no event came since, the sink switches to
    /// the other sequence.
    mutating func timerFired(_ armed: UInt64) -> TimeoutTimerAction {
        switch phase {
        case .watching:
            guard generation == armed else { return .none }
            phase = .switched
            return .switchToOther
        case .switched:
            return .none
        }
    }
}

@usableFromInline
final class TimeoutSink<Element>: SerializingSink<AnyObserver<Element>, TimeoutState>, ObserverType,
    @unchecked Sendable
{
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    /// The source's subscription, then `other`'s.
    let subscription = SerialDisposable()
    let timer = SerialDisposable()

    @usableFromInline
    init(
        dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, observer: AnyObserver<Element>
    ) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(state: TimeoutState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let result = attaching(Disposables.create(subscription, timer))
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(for: 0)
        original.setDisposable(source.subscribe(self))
        return result
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
        switch action {
        case .none:
            return
        case .startTimer(let generation):
            startTimer(for: generation)
        }
    }

    private func startTimer(for generation: UInt64) {
        if timer.isDisposed { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(
            scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] generation in
                let action = updateState { state in state.timerFired(generation) }
                switch action {
                case .none:
                    break
                case .switchToOther:
                    subscription.disposable = other.subscribe(TimeoutOtherObserver(sink: self), asInnerOf: self)
                }
                return Disposables.create()
            })
    }

    /// Events of `other`, once switched.
    fileprivate func forwardOther(_ event: Event<Element>) {
        emit(event)
    }
}

/// Passes `other`'s events to the timeout sink without a strong cycle through the sink's own
/// `on` (which would ignore them once switched).
private struct TimeoutOtherObserver<Element>: ObserverType {
    let sink: TimeoutSink<Element>

    func on(_ event: Event<Element>) {
        sink.forwardOther(event)
    }
}
