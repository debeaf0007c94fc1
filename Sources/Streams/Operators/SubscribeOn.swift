extension ObservableType {
    /// Subscribes to this sequence, and disposes that subscription, on `scheduler`; events are
    /// delivered wherever the source sends them (see ``ObservableType/observe(on:)`` for that).
    ///
    ///     source (cold):  -1-2-|
    ///     subscribe(on: testScheduler)
    ///     result:         --1-2-|     (subscribed one processing tick later)
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: This sequence's events.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: its subscription must be the one disposed on the
        // scheduler, as in RxSwift.
        SubscribeOn(source: self, scheduler: scheduler)
    }

    /// Renamed ``ObservableType/subscribe(on:)``.
    ///
    /// - Parameter scheduler: Where the source is subscribed and its subscription disposed.
    /// - Returns: This sequence's events.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    private let source: Source
    private let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Source.Element {
        let sink = SubscribeOnSink(observer: observer)
        let everything = SerialDisposable()
        let pending = SingleAssignmentDisposable()
        everything.disposable = pending
        let result = sink.attaching(everything)
        let source = self.source
        let scheduler = self.scheduler
        pending.setDisposable(
            scheduler.schedule(()) { _ in
                let subscription = source.subscribe(sink, asInnerOf: sink)
                everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
        return result
    }
}

/// Passes every event on unchanged: the operator's work is in where it subscribes.
final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    override var operatorName: String { "subscribe(on:)" }

    func on(_ event: Event<Observer.Element>) {
        forward(event)
    }
}
