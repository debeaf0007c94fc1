extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array was emitted (or since subscription),
    /// whichever comes first — an array emitted by the timer may be empty. On completion the
    /// current array is emitted, even if empty; on error it is dropped.
    ///
    ///     source:  -1-2--3---------4-----|        (timeSpan: 7 ticks, count: 3)
    ///     buffer(timeSpan: 7, count: 3)
    ///     result:  ------A------B------C-(D|)     A = [1, 2, 3], B = [], C = [4], D = []
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array collects elements before it is emitted.
    ///   - count: The most elements an array holds; it must not be negative.
    ///   - scheduler: Runs the timer and emits the arrays the timer closes.
    /// - Returns: The elements, in arrays.
    @_alwaysEmitIntoClient
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        precondition(count >= 0, "buffer(timeSpan:count:scheduler:): count must not be negative, got \(count)")
        return ClosureOperator(
            capturing: (source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
        ) { captured, downstream in
            BufferSink(
                timeSpan: captured.timeSpan, count: captured.count, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}
