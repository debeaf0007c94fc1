extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes `observers` to every event. Call from the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `observers` of optionals to every event. Call from the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to each relay. Call from the main thread.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each relay. Call from the main thread.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element to each relay. Call from the main thread.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Sends every element, as an optional, to each relay. Call from the main thread.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls `transformation` with this sequence (for curried binding functions). Call from the
    /// main thread.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return transformation(asObservable())
    }

    /// Calls `with(self)(curriedArgument)`. Call from the main thread.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainThreadCheck.ensureMainThread(calling: "drive(_:curriedArgument:)")
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures to the elements and completion (a `Driver` cannot fail). Call from
    /// the main thread.
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `drive(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly) to each
    /// closure. Call from the main thread.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(with:onNext:onCompleted:onDisposed:)")
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes and ignores the events. Call from the main thread.
    public func drive() -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive()")
        return asObservable().subscribe()
    }
}
