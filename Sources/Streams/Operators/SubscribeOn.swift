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
    @_alwaysEmitIntoClient
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: its subscription must be the one disposed on the
        // scheduler, as in RxSwift.
        ClosureOperator(capturing: (source: self, scheduler: scheduler)) { captured, downstream in
            SubscribeOnSink(observer: downstream).run(captured.source, scheduler: captured.scheduler)
        }
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

/// Passes every event on unchanged: the operator's work is in where it subscribes.
@usableFromInline
final class SubscribeOnSink<Element>: Sink<AnyObserver<Element>>, ObserverType, @unchecked Sendable {
    override var operatorName: String { "subscribe(on:)" }

    @usableFromInline
    func run<Source: ObservableType>(_ source: Source, scheduler: ImmediateSchedulerType) -> Disposable
    where Source.Element == Element {
        let everything = SerialDisposable()
        let pending = SingleAssignmentDisposable()
        everything.disposable = pending
        let result = attaching(everything)
        pending.setDisposable(
            scheduler.schedule(()) { _ in
                let subscription = source.subscribe(self, asInnerOf: self)
                everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
        return result
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        forward(event)
    }
}
