extension ObservableType {
    /// Delivers every event on `scheduler`, in order and one at a time; subscription and
    /// disposal stay where they are (see ``ObservableType/subscribe(on:)`` for those).
    ///
    ///     source:                    --1--2--|
    ///     observe(on: testScheduler)            (one processing tick per delivery)
    ///     result:                    ---1--2--|
    ///
    /// On a ``SerialDispatchQueueScheduler`` each event is queued to its queue directly; on any
    /// other scheduler the events wait in a queue drained by one recursive schedule at a time,
    /// as in RxSwift (so on a `TestScheduler` events received in the same tick are delivered
    /// one tick apart).
    ///
    /// - Parameter scheduler: Where every event is delivered.
    /// - Returns: This sequence's events, delivered on `scheduler`.
    @_alwaysEmitIntoClient
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ClosureOperator(capturing: (source: source, scheduler: serial)) { captured, downstream in
                let sink = ObserveOnSerialDispatchQueueSink(scheduler: captured.scheduler, observer: downstream)
                return sink.attaching(captured.source.subscribeErased(AnyObserver { sink.on($0) }))
            }
        }
        return ClosureOperator(capturing: (source: source, scheduler: scheduler)) { captured, downstream in
            let sink = ObserveOnSink(scheduler: captured.scheduler, observer: downstream)
            return sink.attaching(
                Disposables.create(captured.source.subscribeErased(AnyObserver { sink.on($0) }), sink.scheduled))
        }
    }

    /// Renamed ``ObservableType/observe(on:)``.
    ///
    /// - Parameter scheduler: Where every event is delivered.
    /// - Returns: This sequence's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}
