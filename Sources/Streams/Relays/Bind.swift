/// Something that accepts elements: the relays.
public protocol RelayType {
    /// The type of the elements the relay accepts.
    associatedtype Element
    /// Sends `event` to the relay's subscribers.
    ///
    /// - Parameter event: The element to send.
    func accept(_ event: Element)
}

extension PublishRelay: RelayType {}
extension BehaviorRelay: RelayType {}
extension ReplayRelay: RelayType {}

extension ObservableType {
    /// Sends every event to each of `observers` (RxCocoa's `bind(to:)`).
    ///
    /// - Parameter observers: The observers that receive every event, in order.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, as an optional, to each of `observers`.
    ///
    /// - Parameter observers: The observers that receive every event, in order.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with this sequence (for curried binding functions).
    ///
    /// - Parameter binder: Called once, at once, with this sequence.
    /// - Returns: What `binder` returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder(self)(curriedArgument)`.
    ///
    /// - Parameters:
    ///   - binder: Called once, at once, with this sequence; the function it returns is called
    ///     with `curriedArgument`.
    ///   - curriedArgument: The argument of the function `binder` returns.
    /// - Returns: What the function `binder` returns returns.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements; an error is a programmer error in a binding and is
    /// reported through ``Hooks/anomalyHandler`` in debug builds.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in reportBindingError(error, operator: "bind(onNext:)") })
    }

    /// Sends every element to each relay. Relays cannot stop: completion is not passed on, and
    /// an error is a programmer error reported through ``Hooks/anomalyHandler`` in debug builds.
    ///
    /// - Parameter relays: The relays that accept every element, in order.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        bindToRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends every element, as an optional, to each relay.
    ///
    /// - Parameter relays: The relays that accept every element, in order.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        bindToRelays { element in relays.forEach { $0.accept(element) } }
    }

    private func bindToRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): reportBindingError(error, operator: "bind(to:) a relay")
            case .completed: break
            }
        }
    }
}

/// Reports an error that reached a binding, which cannot pass it on: in every build, as RxSwift
/// prints it in release builds (and crashes in debug builds) — the error is not lost silently.
func reportBindingError(_ error: Swift.Error, operator name: String) {
    Hooks.anomalyHandler("⚠️ Streams: `\(name)` received an error, but bindings must not fail: \(error). Handle errors before binding (catchAndReturn, asDriver(onErrorJustReturn:)).")
}
