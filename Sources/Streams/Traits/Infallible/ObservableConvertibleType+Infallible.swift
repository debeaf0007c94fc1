extension ObservableConvertibleType {
    /// Converts the sequence to an ``Infallible`` that, on error, emits a given element and
    /// completes.
    ///
    ///     source:  --1--2--#
    ///     result:  --1--2--(0|)      asInfallible(onErrorJustReturn: 0)
    ///
    /// Nothing else changes: unlike ``ObservableConvertibleType/asDriver(onErrorJustReturn:)``
    /// it neither moves the events to a scheduler nor shares the subscription.
    ///
    /// - Parameter element: The element sent in place of an error, before the completion.
    /// - Returns: An ``Infallible`` of the elements of this sequence.
    @_alwaysEmitIntoClient
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element).named("asInfallible"))
    }

    /// Converts the sequence to an ``Infallible`` that, on error, continues with another
    /// infallible.
    ///
    /// - Parameter infallible: The sequence subscribed in place of an error.
    /// - Returns: An ``Infallible`` of the elements of this sequence, then of `infallible`
    ///   after an error.
    @_alwaysEmitIntoClient
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() }.named("asInfallible"))
    }

    /// Converts the sequence to an ``Infallible`` that, on error, continues with the
    /// infallible a closure makes from the error.
    ///
    /// - Parameter onErrorRecover: Called with the error; the sequence it returns is
    ///   subscribed in its place. It cannot throw.
    /// - Returns: An ``Infallible`` of the elements of this sequence, then of the recovery
    ///   sequence after an error.
    @_alwaysEmitIntoClient
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { error in onErrorRecover(error).asObservable() }.named("asInfallible"))
    }
}
