// The subscribing calls under RxSwift's exact signatures.
//
// `subscribe`, `bind`, `drive`, `emit` and the traits' `subscribe` take two more parameters,
// `file: StaticString = #fileID, line: UInt = #line`, so that the `SubscriptionInspector` can say
// where each subscription was made. A call never writes them, and compiles as it does with
// RxSwift. What would not compile with those versions alone is code that names the method
// without calling it — `xs.subscribe(onNext:onError:onCompleted:onDisposed:)` as a function
// value, or a protocol of the user's that requires the method. Each version below has RxSwift's
// signature for that code; it is `@_disfavoredOverload`, so a call still gets the version that
// records its site. What subscribes through one of these is reported at an unknown site.

extension ObservableType {
    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes as `bind(onNext:file:line:)` does, under RxSwift's signature: for code that names
    /// the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        bind(onNext: onNext, file: "", line: 0)
    }

    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes as `subscribe(onNext:onError:onCompleted:onDisposed:file:line:)` does, under
    /// RxSwift's signature: for code that names the method without calling it. A call gets the
    /// other, which records its site.
    @_disfavoredOverload
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `subscribe(_:file:line:)` does, under RxSwift's signature: for code that names
    /// the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(on, file: "", line: 0)
    }

    /// Subscribes as `subscribe(with:onNext:onError:onCompleted:onDisposed:file:line:)` does, under
    /// RxSwift's signature: for code that names the method without calling it. A call gets the
    /// other, which records its site.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `bind(with:onNext:file:line:)` does, under RxSwift's signature: for code that
    /// names the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        bind(with: object, onNext: onNext, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes as `subscribe(_:file:line:)` does, under RxSwift's signature: for code that names
    /// the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribe(observer, file: "", line: 0)
    }

    /// Subscribes as `subscribe(onSuccess:onFailure:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @_disfavoredOverload
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `subscribe(onSuccess:onError:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @_disfavoredOverload
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onError: onError, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `subscribe(with:onSuccess:onFailure:onDisposed:file:line:)` does, under
    /// RxSwift's signature: for code that names the method without calling it. A call gets the
    /// other, which records its site.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes as `subscribe(_:file:line:)` does, under RxSwift's signature: for code that names
    /// the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribe(observer, file: "", line: 0)
    }

    /// Subscribes as `subscribe(onCompleted:onError:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @_disfavoredOverload
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `subscribe(with:onCompleted:onError:onDisposed:file:line:)` does, under
    /// RxSwift's signature: for code that names the method without calling it. A call gets the
    /// other, which records its site.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onCompleted: onCompleted, onError: onError, onDisposed: onDisposed, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes as `subscribe(_:file:line:)` does, under RxSwift's signature: for code that names
    /// the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribe(observer, file: "", line: 0)
    }

    /// Subscribes as `subscribe(onSuccess:onError:onCompleted:onDisposed:file:line:)` does, under
    /// RxSwift's signature: for code that names the method without calling it. A call gets the
    /// other, which records its site.
    @_disfavoredOverload
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `subscribe(with:onSuccess:onError:onCompleted:onDisposed:file:line:)` does,
    /// under RxSwift's signature: for code that names the method without calling it. A call gets
    /// the other, which records its site.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }
}

extension InfallibleType {
    /// Subscribes as `subscribe(onNext:onCompleted:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @_disfavoredOverload
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `subscribe(with:onNext:onCompleted:onDisposed:file:line:)` does, under
    /// RxSwift's signature: for code that names the method without calling it. A call gets the
    /// other, which records its site.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `subscribe(_:file:line:)` does, under RxSwift's signature: for code that names
    /// the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        subscribe(on, file: "", line: 0)
    }

    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes as `bind(onNext:file:line:)` does, under RxSwift's signature: for code that names
    /// the method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        bind(onNext: onNext, file: "", line: 0)
    }

    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes as `bind(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(to:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes as `emit(onNext:onCompleted:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @_disfavoredOverload
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        emit(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `emit(with:onNext:onCompleted:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @_disfavoredOverload
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        emit(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `emit(file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func emit() -> Disposable {
        emit(file: "", line: 0)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes as `drive(_:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(observers, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes as `drive(_:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(observers, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes as `drive(_:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes as `drive(_:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes as `drive(_:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes as `drive(_:file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes as `drive(onNext:onCompleted:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @_disfavoredOverload
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        drive(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `drive(with:onNext:onCompleted:onDisposed:file:line:)` does, under RxSwift's
    /// signature: for code that names the method without calling it. A call gets the other, which
    /// records its site.
    @_disfavoredOverload
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        drive(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes as `drive(file:line:)` does, under RxSwift's signature: for code that names the
    /// method without calling it. A call gets the other, which records its site.
    @_disfavoredOverload
    public func drive() -> Disposable {
        drive(file: "", line: 0)
    }
}
