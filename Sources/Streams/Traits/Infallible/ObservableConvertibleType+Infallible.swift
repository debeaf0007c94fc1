extension ObservableConvertibleType {
    /// This sequence as an `Infallible` that emits `element` and completes on error.
    ///
    ///     source:  --1--2--#
    ///     result:  --1--2--(0|)      asInfallible(onErrorJustReturn: 0)
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible` that continues with `infallible` on error.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an `Infallible` that continues with what `onErrorRecover` makes from
    /// the error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { error in onErrorRecover(error).asObservable() })
    }
}
