extension ObservableType {
    /// Subscribes to this sequence only after `dueTime`; its events then pass unchanged.
    ///
    ///     source (cold):  -1-2-|
    ///     delaySubscription(.seconds(3))
    ///     result:         ----1-2-|     (subscribed at frame 3)
    ///
    /// - Parameters:
    ///   - dueTime: How long after the subscription the source is subscribed.
    ///   - scheduler: Runs the timer and subscribes the source when it fires.
    /// - Returns: This sequence's events, from a subscription made `dueTime` late.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscription<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer)
        let source = self.source
        return sink.attaching(
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.subscribe(sink, asInnerOf: sink)
            })
    }
}

/// Passes every event on unchanged: the operator's work is in when it subscribes.
final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    func on(_ event: Event<Observer.Element>) {
        forward(event)
    }
}
