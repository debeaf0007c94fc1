extension ObservableType {
    /// Shifts every element and the completion forward in time by `dueTime`, keeping their
    /// relative spacing; an error is passed on at once, dropping the elements still waiting.
    ///
    ///     source:              --1--2--3--|
    ///     delay(.seconds(2))
    ///     result:              ----1--2--3--|
    ///
    ///     source:              --1--2-#
    ///     result:              ----1--#       (2 was still waiting: dropped)
    ///
    /// - Parameters:
    ///   - dueTime: How long each element and the completion are held back.
    ///   - scheduler: Runs the timers and sends the delayed events.
    /// - Returns: This sequence's events, `dueTime` later; an error at once.
    @_alwaysEmitIntoClient
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), dueTime: dueTime, scheduler: scheduler)) {
            captured, downstream in
            DelaySink(dueTime: captured.dueTime, scheduler: captured.scheduler, observer: downstream)
                .run(captured.source)
        }
    }
}
