/// A type that can be expressed as an `Observable` (observables, traits, relays, subjects).
public protocol ObservableConvertibleType {
    associatedtype Element
    /// This sequence as a plain `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: `subscribe` starts delivering its events to an observer, and the
/// returned `Disposable` stops the delivery.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts delivering events to `observer` until a stop event or until the returned
    /// disposable is disposed.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
