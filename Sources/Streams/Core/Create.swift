extension ObservableType {
    /// Creates an observable from a `subscribe` function: it receives an observer, sends it
    /// events, and returns what to dispose when the subscription ends.
    ///
    /// Events after the first stop event are ignored, and the returned disposable is disposed
    /// after a stop event or when the subscriber disposes.
    ///
    /// - Parameters:
    ///   - subscribe: Called at each subscription, on the subscribing thread, with the
    ///     subscriber's observer.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `subscribe` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: A sequence that runs `subscribe` for every subscriber.
    @inlinable
    public static func create(
        _ subscribe: @escaping (AnyObserver<Element>) -> Disposable, file: StaticString = #fileID, line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        create(checking: IsolationCheck("create(_:)", file: file, line: line, isolation: isolation), subscribe)
    }

    /// The sequence behind every `create`: `check` names the public call that took `subscribe`.
    @inlinable
    static func create(checking check: IsolationCheck, _ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        ClosureOperator(capturing: check.checking(subscribe)) { subscribe, downstream in
            let sink = CreateSink(observer: downstream)
            return sink.attaching(subscribe(AnyObserver { sink.on($0) }))
        }
    }
}

@usableFromInline
final class CreateSink<Element>: Sink<AnyObserver<Element>>, @unchecked Sendable {
    // @unchecked Sendable: the lifecycle state, with the stop flag, is atomic.

    @inlinable
    override init(observer: AnyObserver<Element>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next = event else { return onStop(event) }
        if !lifecycleState.loadRelaxed().contains(.stopped) { forward(event) }
    }

    /// Kept out of line, so that the element path saves fewer registers.
    @inlinable @inline(never)
    func onStop(_ event: Event<Element>) {
        if !lifecycleState.set(.stopped).contains(.stopped) { forward(event) }
    }
}
