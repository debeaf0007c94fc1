extension ObservableType {
    /// Passes on the first `count` elements, then completes (at once for `take(0)`).
    ///
    ///     source:  --1--2--3--4--|
    ///     take(2)
    ///     result:  --1--(2|)
    ///
    /// - Parameter count: How many elements to pass on; it must not be negative.
    /// - Returns: The first `count` elements, then a completion.
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:): count can't be negative, got \(count)")
        if count == 0 { return Observable.empty() }
        return TakeCount(source: asObservable(), count: count)
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
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
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

final class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeCountSink(remaining: count, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `remaining` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "take" }

    private var remaining: Int

    init(remaining: Int, observer: Observer) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
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

final class TakeTime<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeTimeSink(observer: observer)
        // The timer is armed before the source is subscribed, as in RxSwift.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.durationElapsed()
            return Disposables.create()
        }
        return sink.attaching(Disposables.create(timer, source.subscribe(sink)))
    }
}

/// The source and the timer may fire on different threads: both go through `synchronized`.
final class TakeTimeSink<Observer: ObserverType>: SerializingSink<Observer, TakeTimeSink<Observer>.State>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "take(for:)" }

    enum State {
        /// The duration runs: everything is passed on.
        case taking
        /// A stop event was sent: the source's, or the completion when the duration passed.
        case stopped

        /// An event from the source or, as a completion, from the timer: `true` to pass it on.
        mutating func eventArrived(isStop: Bool) -> Bool {
            guard case .taking = self else { return false }
            if isStop { self = .stopped }
            return true
        }
    }

    init(observer: Observer) {
        super.init(state: .taking, observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        synchronized { state, emitter in
            if state.eventArrived(isStop: event.isStopEvent) { emitter.emit(event) }
        }
    }

    func durationElapsed() {
        on(.completed)
    }
}
