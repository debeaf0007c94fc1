extension ObservableType {
    /// Passes on the first `count` elements, then completes (at once for `take(0)`).
    ///
    ///     source:  --1--2--3--4--|
    ///     take(2)
    ///     result:  --1--(2|)
    ///
    /// - Parameter count: How many elements to pass on; it must not be negative.
    /// - Returns: The first `count` elements, then a completion.
    @_alwaysEmitIntoClient
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:): count can't be negative, got \(count)")
        if count == 0 { return Observable.empty() }
        return ClosureOperator(capturing: (source: asObservable(), count: count)) { captured, downstream in
            captured.source.subscribeSink(TakeCountSink(remaining: captured.count, observer: downstream))
        }
    }

    /// Passes on the elements that arrive within `duration` of the subscription, then completes.
    ///
    ///     source:  --1--2--3--4--|
    ///     take(for: 7 frames)
    ///     result:  --1--2-|
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements pass.
    ///   - scheduler: Runs the timer and sends the completion when it fires.
    /// - Returns: The elements that arrive within `duration`, then a completion.
    @_alwaysEmitIntoClient
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), duration: duration, scheduler: scheduler)) {
            captured, downstream in
            TakeTimeSink(observer: downstream).run(
                captured.source, duration: captured.duration, scheduler: captured.scheduler)
        }
    }

    /// Passes on the elements that arrive within `duration`; renamed
    /// ``ObservableType/take(for:scheduler:)``.
    ///
    /// - Parameters:
    ///   - duration: How long after the subscription elements pass.
    ///   - scheduler: Runs the timer and sends the completion when it fires.
    /// - Returns: The elements that arrive within `duration`, then a completion.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

@usableFromInline
final class TakeCountSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "take" }

    private var remaining: Int

    @usableFromInline
    init(remaining: Int, observer: AnyObserver<Element>) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forward(event)
            if remaining == 0 { forward(.completed) }
        case .error, .completed:
            forward(event)
        }
    }
}

/// The source and the timer may fire on different threads: both go through `synchronized`.
@usableFromInline
final class TakeTimeSink<Element>: SerializingSink<AnyObserver<Element>, TakeTimeSink<Element>.State>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "take(for:)" }

    @usableFromInline
    enum State {
        /// The duration runs: everything is passed on.
        case taking
        /// A stop event was sent: the source's, or the completion when the duration passed.
        case stopped

        /// An event from the source or, as a completion, from the timer: passed on while the
        /// duration runs.
        mutating func eventArrived(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
            switch self {
            case .taking:
                if event.isStopEvent { self = .stopped }
                emitter.emit(event)
            case .stopped:
                return
            }
        }
    }

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .taking, observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        // The timer is armed before the source is subscribed, as in RxSwift.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.durationElapsed()
            return Disposables.create()
        }
        return attaching(Disposables.create(timer, source.subscribe(self)))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        synchronized { state, emitter in state.eventArrived(event, emitter: &emitter) }
    }

    func durationElapsed() {
        on(.completed)
    }
}
