extension ObservableType {
    /// Calls `observableFactory` for each subscriber and subscribes to what it returns; an error
    /// it throws becomes the subscriber's error.
    ///
    /// - Parameter observableFactory: Called at each subscription, on the subscribing thread.
    /// - Returns: A sequence with the events of a fresh sequence for each subscriber.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        Observable.create { observer in
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
