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
    /// - Parameters:
    ///   - observers: The observers that receive every event, in order.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "bind(to:)", file: file, line: line)
    }

    /// Sends every event, as an optional, to each of `observers`.
    ///
    /// - Parameters:
    ///   - observers: The observers that receive every event, in order.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "bind(to:)", file: file, line: line)
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
    /// reported through ``Hooks/anomalyHandler``, in every build.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind(
        onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = IsolationCheck("bind(onNext:)", file: file, line: line, isolation: isolation).checking(onNext)
        return SubscriptionRegistry.subscriberCall("bind(onNext:)") {
            subscribe(
                onNext: onNext, onError: { error in reportBindingError(error, operator: "bind(onNext:)") }, file: file,
                line: line, isolation: nil)
        }
    }

    /// Sends every element to each relay. Relays cannot stop: completion is not passed on, and
    /// an error is a programmer error reported through ``Hooks/anomalyHandler``, in every build.
    ///
    /// - Parameters:
    ///   - relays: The relays that accept every element, in order.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable where Relay.Element == Element
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: file, line: line)
    }

    /// Sends every element, as an optional, to each relay.
    ///
    /// - Parameters:
    ///   - relays: The relays that accept every element, in order.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; disposing it stops the binding.
    public func bind<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable where Relay.Element == Element?
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: file, line: line)
    }
}

/// The subscriptions behind `bind(to:)`, `drive(_:)` and `emit(to:)`, named `call` (with the
/// caller's file and line) in the `SubscriptionInspector`'s reports.
extension ObservableConvertibleType {
    /// Sends every event to each of `observers`.
    @usableFromInline
    func subscribe<Observer: ObserverType>(
        _ observers: [Observer], as call: StaticString, file: StaticString, line: UInt
    ) -> Disposable where Observer.Element == Element {
        SubscriptionRegistry.subscriberCall(call) {
            asObservable().subscribe({ event in observers.forEach { $0.on(event) } }, file: file, line: line)
        }
    }

    /// Sends every event, as an optional, to each of `observers`.
    @usableFromInline
    func subscribe<Observer: ObserverType>(
        _ observers: [Observer], as call: StaticString, file: StaticString, line: UInt
    ) -> Disposable where Observer.Element == Element? {
        SubscriptionRegistry.subscriberCall(call) {
            asObservable().subscribe(
                { event in
                    let optional = event.map { $0 as Element? }
                    observers.forEach { $0.on(optional) }
                }, file: file, line: line)
        }
    }

    /// Passes every element to `accept` (relays, which cannot stop): completion is not passed
    /// on, and an error is a programmer error reported through `Hooks.anomalyHandler`.
    @usableFromInline
    func subscribe(accepting accept: @escaping (Element) -> Void, as call: StaticString, file: StaticString, line: UInt)
        -> Disposable
    {
        SubscriptionRegistry.subscriberCall(call) {
            asObservable().subscribe(
                { event in
                    switch event {
                    case .next(let element): accept(element)
                    case .error(let error): reportBindingError(error, operator: "\(call) a relay")
                    case .completed: break
                    }
                }, file: file, line: line)
        }
    }
}

/// Reports an error that reached a binding, which cannot pass it on: in every build, as RxSwift
/// prints it in release builds (and crashes in debug builds) — the error is not lost silently.
func reportBindingError(_ error: Swift.Error, operator name: String) {
    // diagnostic: binding-error
    Hooks.anomalyHandler(
        "⚠️ Streams: `\(name)` received an error, but bindings must not fail: \(error). Handle errors before binding (catchAndReturn, asDriver(onErrorJustReturn:))."
    )
}
