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
