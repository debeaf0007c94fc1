/// An event of an ``Infallible``: an element or completion, never an error.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an ``Event``: `.next` or `.completed`.
    @_alwaysEmitIntoClient
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}

extension Infallible {
    /// The callback an ``Infallible/create(subscribe:)`` body sends its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an ``Infallible`` from a subscribe function, as ``ObservableType/create(_:)``
    /// does, with an observer that cannot send an error.
    ///
    ///     Infallible<Int>.create { observer in
    ///         observer(.next(1))
    ///         observer(.completed)
    ///         return Disposables.create()
    ///     }
    ///
    /// - Parameters:
    ///   - subscribe: Called for each subscriber, on the subscribing thread, with the
    ///     callback to send elements and the completion to (nothing after the completion is
    ///     passed on). It returns what to dispose when the subscription ends.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `subscribe` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: An ``Infallible`` of the events `subscribe` sends.
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> Disposable, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        let check = IsolationCheck("create(subscribe:)", file: file, line: line, isolation: isolation)
        let source = Observable<Element>.create(checking: check) { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        }
        return Infallible(source)
    }
}
