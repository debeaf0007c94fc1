extension InfallibleType {
    /// Sends every event to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, as an optional, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with this sequence (for curried binding functions).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder(self)(curriedArgument)`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Sends every element to each relay.
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each relay.
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
