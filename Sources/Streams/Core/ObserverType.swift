/// Something that receives the events of a sequence.
///
/// The contract: events arrive one at a time (never overlapping), and nothing follows a
/// stop event. Operators, subjects and `Observable.create` uphold it for their observers.
public protocol ObserverType {
    associatedtype Element
    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }
    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// An observer that type-erases this one.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements with `transform` before passing them here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

/// A type-erased observer: forwards every event to the wrapped handler.
public struct AnyObserver<Element>: ObserverType {
    /// The handler events are forwarded to.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler

    /// An observer that calls `eventHandler` for every event.
    public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
    }

    /// An observer that forwards every event to `observer`.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            handler = observer.on
        }
    }

    @inlinable
    public func on(_ event: Event<Element>) { handler(event) }

    public func asObserver() -> AnyObserver<Element> { self }
}
