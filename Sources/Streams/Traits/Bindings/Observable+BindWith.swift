extension ObservableType {
    /// Subscribes `onNext` to the elements, passing `object` (held weakly) along; once `object`
    /// is gone the elements are ignored. An error is a programmer error in a binding and is
    /// reported through `Hooks.anomalyHandler` in debug builds, as `bind(onNext:)` reports it.
    ///
    ///     viewModel.title.bind(with: self) { screen, title in screen.title = title }
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(
            onNext: WeakTarget(object)(onNext),
            onError: { error in reportBindingError(error, operator: "bind(with:onNext:)") }
        )
    }
}
