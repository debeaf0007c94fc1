extension ObservableType {
    /// `element` forever, one per step of `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element to send.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: A sequence that sends `element` until it is disposed.
    @_alwaysEmitIntoClient
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Observable.stepping(on: scheduler, RepeatSteps(element: element))
    }
}

@usableFromInline
struct RepeatSteps<Element>: Steps {
    @usableFromInline static var operatorName: String { "repeatElement" }

    @usableFromInline let element: Element

    @inlinable
    init(element: Element) {
        self.element = element
    }

    @inlinable
    func step() -> Event<Element> {
        .next(element)
    }
}
