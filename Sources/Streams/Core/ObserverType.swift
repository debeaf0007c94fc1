/// Something that receives the events of a sequence.
///
/// The contract: events arrive one at a time (never overlapping), and nothing follows a
/// stop event. Operators, subjects and `Observable.create` uphold it for their observers.
public protocol ObserverType {
    /// The type of the elements the observer receives.
    associatedtype Element
    /// Receives one event.
    ///
    /// - Parameter event: An element, an error or the completion.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    ///
    /// - Parameter element: The element to send.
    @inlinable
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `.completed`.
    @inlinable
    public func onCompleted() { on(.completed) }
    /// Sends `.error(error)`.
    ///
    /// - Parameter error: The error that ends the sequence.
    @inlinable
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// An observer that type-erases this one.
    ///
    /// - Returns: An ``AnyObserver`` that forwards every event to this observer.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements with `transform` before passing them here.
    ///
    /// - Parameter transform: Called with each element sent to the result; an error it throws is
    ///   sent here as `.error`.
    /// - Returns: An observer of `Result` elements.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
