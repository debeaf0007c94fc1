extension ObservableType {
    /// Creates an observable from a `subscribe` function: it receives an observer, sends it
    /// events, and returns what to dispose when the subscription ends.
    ///
    /// Events after the first stop event are ignored, and the returned disposable is disposed
    /// after a stop event or when the subscriber disposes.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        ClosureOperator<Element>("create") { downstream, lifecycle in
            let stop = StopFlag()
            return subscribe(AnyObserver { event in
                if stop.admits(event) { lifecycle.forward(event, to: downstream) }
            })
        }
    }
}
