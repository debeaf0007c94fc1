extension ObservableType {
    /// Calls `observableFactory` for each subscriber and subscribes to what it returns; an error
    /// it throws becomes the subscriber's error.
    ///
    /// - Parameters:
    ///   - observableFactory: Called at each subscription, on the subscribing thread.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `observableFactory` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: A sequence with the events of a fresh sequence for each subscriber.
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        deferred(
            checking: IsolationCheck("deferred(_:)", file: file, line: line, isolation: isolation), observableFactory)
    }

    /// The sequence behind every `deferred`: `check` names the public call that took
    /// `observableFactory`.
    @usableFromInline
    static func deferred(
        checking check: IsolationCheck, _ observableFactory: @escaping () throws -> Observable<Element>
    )
        -> Observable<Element>
    {
        let observableFactory = check.checking(observableFactory)
        return Observable.create { observer in
            do {
                return try observableFactory().subscribe(observer)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
        .named("deferred")
    }
}
