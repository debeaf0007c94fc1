extension ObservableType {
    /// Subscribes a closure to the elements, passing it an object held weakly; once the
    /// object is gone the elements are ignored.
    ///
    ///     viewModel.title.bind(with: self) { screen, title in screen.title = title }
    ///
    /// An error is a programmer error in a binding: it is reported through
    /// ``Hooks/anomalyHandler``, in every build, as ``ObservableType/bind(onNext:)`` reports
    /// it.
    ///
    /// - Parameters:
    ///   - object: The object passed to `onNext`, held weakly.
    ///   - onNext: Called with the object and each element, on the thread the element arrives
    ///     on.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let target = WeakTarget(
            object, IsolationCheck("bind(with:onNext:)", file: file, line: line, isolation: isolation))
        return SubscriptionRegistry.subscriberCall("bind(with:onNext:)") {
            subscribe(
                onNext: target(onNext),
                onError: { error in reportBindingError(error, operator: "bind(with:onNext:)") },
                file: file, line: line, isolation: nil
            )
        }
    }
}
