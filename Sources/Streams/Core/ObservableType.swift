/// A type that can be expressed as an ``Observable`` (observables, traits, relays, subjects).
public protocol ObservableConvertibleType {
    /// The type of the sequence's elements.
    associatedtype Element
    /// This sequence as a plain ``Observable``.
    ///
    /// - Returns: An ``Observable`` with this sequence's events.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: `subscribe` starts delivering its events to an observer, and the
/// returned ``Disposable`` stops the delivery.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts delivering events to `observer` until a stop event or until the returned
    /// disposable is disposed.
    ///
    /// - Parameter observer: Receives the events, one at a time.
    /// - Returns: The subscription; disposing it stops the delivery.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// This sequence as a plain ``Observable``: each subscription subscribes to this sequence.
    ///
    /// - Returns: An ``Observable`` with this sequence's events.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }.named("asObservable")
    }
}
