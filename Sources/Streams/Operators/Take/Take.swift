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
