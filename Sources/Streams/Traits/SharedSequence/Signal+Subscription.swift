/// `emit` is the `Signal` counterpart of `drive`. As in RxCocoa it may be called from any
/// thread: a `Signal` replays nothing, so no element can reach the subscriber on the
/// subscribing thread.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes observers to the elements and completion, as
    /// ``ObservableType/bind(to:)-7s72d`` does for an observable.
    ///
    /// Unlike `drive`, it may be called from any thread: a ``Signal`` replays nothing to a new
    /// subscriber.
    ///
    /// - Parameter observers: Each receives every event, in the order given.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optional elements to the elements and completion.
    ///
    /// - Parameter observers: Each receives every element, as an optional, and the completion.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameter relays: Each accepts every element, in the order given.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameter relays: Each accepts every element, in the order given.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameter relays: Each accepts every element, in the order given.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameter relays: Each accepts every element, in the order given.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameter relays: Each accepts every element, in the order given.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameter relays: Each accepts every element, in the order given.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures to the elements and completion, as
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:)`` does, without an
    /// error handler: a ``Signal`` cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element that arrives after subscribing, on the main thread
    ///     (or the mock's scheduler).
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called once, after the completion or when the subscription is disposed.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures to the elements and completion, passing each an object held
    /// weakly; once the object is gone the closures are no longer called.
    ///
    /// The form of ``SharedSequenceConvertibleType/emit(onNext:onCompleted:onDisposed:)`` that spares the `[weak self]`
    /// dance.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the signal completes.
    ///   - onDisposed: Called with the object once, after the completion or on disposal.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores the events, keeping the shared subscription running.
    ///
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
