extension ObservableType {
    /// Sends an element, then lets no other through until `dueTime` has passed since it was
    /// sent. With `latest` (the default), the last element that arrived during that window is
    /// sent when the window ends, and a completion arriving meanwhile waits for it; without
    /// `latest`, elements arriving during the window are dropped.
    ///
    ///     source:  --1-2-3-------4-5-|     (dueTime: 5 frames)
    ///     throttle(latest: true)   result:  --1----3------4----(5|)
    ///     throttle(latest: false)  result:  --1-----------4---|
    ///
    /// - Parameters:
    ///   - dueTime: How long after an element is sent the window stays closed.
    ///   - latest: Whether the last element that arrives while the window is closed is sent when
    ///     it ends.
    ///   - scheduler: Runs the timers and sends the elements they release.
    /// - Returns: The throttled elements.
    @_alwaysEmitIntoClient
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<
        Element
    > {
        ClosureOperator(
            capturing: (source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
        ) { captured, downstream in
            ThrottleSink(
                dueTime: captured.dueTime, latest: captured.latest, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}
