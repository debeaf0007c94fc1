/// `emit` is the `Signal` counterpart of `drive`. As in RxCocoa it may be called from any
/// thread: a `Signal` replays nothing, so no element can reach the subscriber on the
/// subscribing thread.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes `observers` to every event.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `observers` of optionals to every event.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to each relay.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each relay.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each relay.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each relay.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each relay.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each relay.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures to the elements and completion (a `Signal` cannot fail).
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `emit(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly) to each
    /// closure.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores the events.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
