extension ObservableType {
    /// A sequence of one element, delivered during the subscription.
    ///
    ///     just(1):  (1|)
    ///
    /// - Parameter element: The element to send.
    /// - Returns: A sequence of `element`, then a completion.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element) -> Observable<Element> {
        ClosureOperator(capturing: element, startsTrampoline: false) { element, observer in
            observer.on(.next(element))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// A sequence of one element delivered on `scheduler`, then completion in a second step.
    ///
    ///     just(1, scheduler:)  on a TestScheduler:  -1-|   (one tick each)
    ///
    /// - Parameters:
    ///   - element: The element to send.
    ///   - scheduler: Where the element and the completion are sent.
    /// - Returns: A sequence of `element`, then a completion.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.stepping(on: scheduler, JustSteps(element: element))
    }
}

/// The element, then completion in a step of its own.
struct JustSteps<Element>: Steps {
    static var operatorName: String { "just" }

    let element: Element
    var isElementStep = true

    mutating func step() -> Event<Element> {
        guard isElementStep else { return .completed }
        isElementStep = false
        return .next(element)
    }
}
