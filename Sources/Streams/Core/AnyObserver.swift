/// A type-erased observer: forwards every event to the wrapped handler.
public struct AnyObserver<Element>: ObserverType {
    /// The handler events are forwarded to.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler

    /// An observer that calls `eventHandler` for every event.
    ///
    /// - Parameter eventHandler: Called with each event, on the thread that sends it.
    public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
    }

    /// An observer that forwards every event to `observer`.
    ///
    /// - Parameter observer: The observer every event is forwarded to; it is retained.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            handler = observer.on
        }
    }

    /// Passes `event` to the handler.
    ///
    /// - Parameter event: An element, an error or the completion.
    @inlinable
    public func on(_ event: Event<Element>) { handler(event) }

    /// This observer itself: it is already type-erased.
    ///
    /// - Returns: `self`.
    public func asObserver() -> AnyObserver<Element> { self }
}
