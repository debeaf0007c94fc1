/// An event of an `Infallible`: an element or completion, never an error.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension InfallibleEvent: EventConvertible {
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}

extension Infallible {
    /// The callback an `Infallible.create` body sends its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An `Infallible` from a subscribe function: it sends elements and maybe completion
    /// (nothing after completion is passed on) and returns what to dispose at the end.
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        let source = Observable<Element>.create { observer in
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
