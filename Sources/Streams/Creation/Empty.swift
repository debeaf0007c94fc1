extension ObservableType {
    /// A sequence that completes at once, without elements.
    ///
    ///     empty():  |
    ///
    /// - Returns: A sequence of one completion.
    public static func empty() -> Observable<Element> {
        Immediate(.completed)
    }

    /// A sequence that never sends anything.
    ///
    ///     never():  ------...
    ///
    /// - Returns: A sequence without events.
    public static func never() -> Observable<Element> {
        Silent()
    }

    /// A sequence that fails at once with `error`.
    ///
    ///     error(e):  #
    ///
    /// - Parameter error: The error every subscriber receives.
    /// - Returns: A sequence of one error.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Immediate(.error(error))
    }
}

/// Sends one stop event during the subscription. (`empty`, `error` and `never` make no sink, so
/// they are `Observable` subclasses of their own rather than `ClosureOperator`s: those made each
/// subscription one level deeper, and 4,500 nested `catch`es of immediate errors — the depth
/// RxSwift 6.10.2 reaches — overflowed a main thread's stack in debug builds, which `CatchTests`
/// checks.)
final class Immediate<Element>: Observable<Element> {
    private let event: Event<Element>

    init(_ event: Event<Element>) {
        self.event = event
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(event)
        return Disposables.create()
    }
}

/// Sends nothing, ever: `never()`.
final class Silent<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create()
    }
}
