extension ObservableType {
    /// Emits `elements` during the subscription, then the elements of this sequence.
    ///
    ///     source:  ------1--2--|
    ///     startWith(8, 9)
    ///     result:  (89)--1--2--|      8 and 9 at the subscription (a group lasts its length)
    ///
    /// - Parameter elements: The elements sent first, in order.
    /// - Returns: `elements`, then this sequence's events.
    @_alwaysEmitIntoClient
    public func startWith(_ elements: Element...) -> Observable<Element> {
        // Nothing to keep per subscription, so no sink: the prefix goes out now, then the source
        // takes over.
        ClosureOperator(capturing: (source: asObservable(), elements: elements)) { captured, downstream in
            captured.source.subscribeErased(sendingPrefix(captured.elements, to: downstream))
        }
    }
}

/// Sends `elements` to `observer` and returns it, for `startWith` to subscribe the source with.
/// A function of its own, so that its frame is gone by then: nested `startWith`s subscribe one
/// level per operator.
@usableFromInline
func sendingPrefix<Element>(_ elements: [Element], to observer: AnyObserver<Element>) -> AnyObserver<Element> {
    for element in elements {
        observer.on(.next(element))
    }
    return observer
}
