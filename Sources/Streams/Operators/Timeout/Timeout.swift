extension ObservableType {
    /// Fails with ``RxError/timeout`` if the first element does not arrive within `dueTime` of
    /// the subscription, or the next one within `dueTime` of the previous element.
    ///
    ///     source:                 --1--2---------3--
    ///     timeout(.seconds(4))
    ///     result:                 --1--2---#           (4 ticks after 2)
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the first element, and between two elements.
    ///   - scheduler: Runs the timers; the timeout error is sent on it.
    /// - Returns: The source's events, or ``RxError/timeout`` once it stays silent too long.
    @_alwaysEmitIntoClient
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        ClosureOperator(
            capturing: (
                source: asObservable(), dueTime: dueTime, other: Observable<Element>.error(RxError.timeout),
                scheduler: scheduler
            )
        ) { captured, downstream in
            TimeoutSink(
                dueTime: captured.dueTime, other: captured.other, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }

    /// Switches to `other` if the first element does not arrive within `dueTime` of the
    /// subscription, or the next one within `dueTime` of the previous element.
    ///
    ///     source:                 --1--2---------3--
    ///     other:                            -a-b-|
    ///     timeout(.seconds(4), other: other)
    ///     result:                 --1--2----a-b-|
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for the first element, and between two elements.
    ///   - other: The sequence subscribed in place of the source at the timeout.
    ///   - scheduler: Runs the timers; `other` is subscribed on it.
    /// - Returns: The source's events, then, after a timeout, those of `other`.
    @_alwaysEmitIntoClient
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        ClosureOperator(
            capturing: (source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
        ) { captured, downstream in
            TimeoutSink(
                dueTime: captured.dueTime, other: captured.other, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}
