extension ObservableType {
    /// Sends an element only once `dueTime` has passed without a newer one. On completion the
    /// pending element is sent at once, before the completion; on error it is dropped.
    ///
    ///     source:  --1-23------4-|     (dueTime: 3 frames)
    ///     debounce
    ///     result:  --------3-----(4|)
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before the latest element is sent.
    ///   - scheduler: Runs the timers and sends the elements they release.
    /// - Returns: The elements that were not followed by a newer one within `dueTime`.
    @_alwaysEmitIntoClient
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), dueTime: dueTime, scheduler: scheduler)) {
            captured, downstream in
            DebounceSink(dueTime: captured.dueTime, scheduler: captured.scheduler, observer: downstream)
                .run(captured.source)
        }
    }
}
