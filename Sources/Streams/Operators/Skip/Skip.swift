extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    ///
    ///     source:  --1--2--3--4--|
    ///     skip(2)
    ///     result:  --------3--4--|
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The elements after the first `count`.
    @_alwaysEmitIntoClient
    public func skip(_ count: Int) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), count: count)) { captured, downstream in
            captured.source.subscribeSink(SkipCountSink(remaining: captured.count, observer: downstream))
        }
    }

    /// Drops the elements that arrive within `duration` of the subscription (RxSwift 6's
    /// spelling; ``ObservableType/skip(for:scheduler:)`` is the same operator).
    ///
    ///     source:  --1--2--3--4--|
    ///     skip(7 frames)
    ///     result:  --------3--4--|
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements are dropped.
    ///   - scheduler: Runs the timer.
    /// - Returns: The elements that arrive after `duration`.
    @_alwaysEmitIntoClient
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), duration: duration, scheduler: scheduler)) {
            captured, downstream in
            SkipTimeSink(observer: downstream).run(
                captured.source, duration: captured.duration, scheduler: captured.scheduler)
        }
    }

    /// Drops the elements that arrive within `duration` of the subscription.
    ///
    ///     source:  --1--2--3--4--|
    ///     skip(for: 7 frames)
    ///     result:  --------3--4--|
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements are dropped.
    ///   - scheduler: Runs the timer.
    /// - Returns: The elements that arrive after `duration`.
    @_alwaysEmitIntoClient
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), duration: duration, scheduler: scheduler)) {
            captured, downstream in
            SkipTimeSink(observer: downstream).run(
                captured.source, duration: captured.duration, scheduler: captured.scheduler)
        }
    }
}

@usableFromInline
final class SkipCountSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "skip" }

    @exclusivity(unchecked) @usableFromInline var remaining: Int

    @inlinable
    init(remaining: Int, observer: AnyObserver<Element>) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next = event, remaining > 0 {
            remaining -= 1
            return
        }
        forward(event)
    }
}

/// The source and the timer may fire on different threads: both go through `synchronized`.
@usableFromInline
final class SkipTimeSink<Element>: SerializingSink<AnyObserver<Element>, SkipTimeSink<Element>.State>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "skip(for:)" }

    @usableFromInline
    enum State {
        /// The duration runs: elements are dropped, stop events passed on.
        case skipping
        /// The duration has passed: everything is passed on.
        case passing
        /// A stop event was sent.
        case stopped

        /// A source event: passed on unless it is an element that arrives while the duration
        /// runs.
        mutating func sourceEvent(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
            switch self {
            case .skipping:
                switch event {
                case .next:
                    return
                case .error, .completed:
                    self = .stopped
                    emitter.emit(event)
                }
            case .passing:
                if event.isStopEvent { self = .stopped }
                emitter.emit(event)
            case .stopped:
                return
            }
        }

        /// The timer fired: elements pass from now on.
        mutating func durationElapsed() {
            switch self {
            case .skipping:
                self = .passing
            case .passing:
                preconditionFailure("skip(for:): the timer fired twice")
            case .stopped:
                return
            }
        }
    }

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .skipping, observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        // The timer is armed before the source is subscribed, as in RxSwift.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.open()
            return Disposables.create()
        }
        return attaching(Disposables.create(timer, source.subscribe(self)))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
    }

    func open() {
        updateState { state in state.durationElapsed() }
    }
}
