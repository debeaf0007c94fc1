extension ObservableType {
    /// Splits the elements into windows — inner observables — starting a new window when the
    /// current one holds `count` elements or when `timeSpan` has passed since it was sent
    /// (the first window opens at subscription). A window completes when the next one opens;
    /// the source's completion or error ends the last window and the result.
    ///
    ///     source:  -1-2--3---------4-----|        (timeSpan: 7 ticks, count: 3)
    ///     window(timeSpan: 7, count: 3)
    ///     result:  W-----W------W------W-|        W: a window opens
    ///     windows: ------A------B------C-(D|)     each window's elements, when it completes:
    ///     A = [1, 2, 3] (count), B = [] and C = [4] (time), D = [] (the source completed)
    ///
    /// The source stays subscribed while a window is subscribed, even after the result is
    /// disposed.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window holds; it must not be negative.
    ///   - scheduler: Runs the timer and opens the windows it starts.
    /// - Returns: The windows, each an ``Observable`` of its elements.
    @_alwaysEmitIntoClient
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        Observable<Element>
    > {
        precondition(count >= 0, "window(timeSpan:count:scheduler:): count must not be negative, got \(count)")
        return ClosureOperator(
            capturing: (source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
        ) { captured, downstream in
            WindowSink(
                timeSpan: captured.timeSpan, count: captured.count, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}
