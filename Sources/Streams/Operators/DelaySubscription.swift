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
    @_alwaysEmitIntoClient
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), dueTime: dueTime, scheduler: scheduler)) {
            captured, downstream in
            DelaySubscriptionSink(observer: downstream).run(
                captured.source, dueTime: captured.dueTime, scheduler: captured.scheduler)
        }
    }
}

/// Passes every event on unchanged: the operator's work is in when it subscribes.
@usableFromInline
final class DelaySubscriptionSink<Element>: Sink<AnyObserver<Element>>, ObserverType, @unchecked Sendable {
    @usableFromInline
    func run(_ source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        attaching(
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                source.subscribe(self, asInnerOf: self)
            })
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        forward(event)
    }
}
