extension InfallibleType {
    /// Sends every event to each of the given observers, as
    /// ``ObservableType/bind(to:)-7s72d`` does.
    ///
    /// - Parameters:
    ///   - observers: Each receives every element and the completion, in the order
    ///     given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "bind(to:)", file: file, line: line)
    }

    /// Sends every event, with the elements as optionals, to each of the given observers, as
    /// ``ObservableType/bind(to:)-3f7fy`` does.
    ///
    /// - Parameters:
    ///   - observers: Each receives every element and the completion, in the order
    ///     given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func bind<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "bind(to:)", file: file, line: line)
    }

    /// Calls a binding function with this sequence and returns its result.
    ///
    /// - Parameter binder: Called at once with `self`.
    /// - Returns: What `binder` returns, usually a ``Disposable``.
    @_alwaysEmitIntoClient
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls a curried binding function with this sequence and an argument:
    /// `binder(self)(curriedArgument)`.
    ///
    /// - Parameters:
    ///   - binder: The binding function, called at once with `self`.
    ///   - curriedArgument: The argument passed to the function `binder` returns.
    /// - Returns: What that function returns, usually a ``Disposable``.
    @_alwaysEmitIntoClient
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes a closure to the elements, as ``ObservableType/bind(onNext:)`` does.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func bind(
        onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = IsolationCheck("bind(onNext:)", file: file, line: line, isolation: isolation).checking(onNext)
        return SubscriptionRegistry.subscriberCall("bind(onNext:)") {
            subscribe(onNext: onNext, file: file, line: line, isolation: nil)
        }
    }

    /// Sends every element to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameters:
    ///   - relays: Each accepts every element, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func bind<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable where Relay.Element == Element
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: file, line: line)
    }

    /// Sends every element, as an optional, to each of the given relays.
    ///
    /// A relay cannot stop, so the completion is not passed on.
    ///
    /// - Parameters:
    ///   - relays: Each accepts every element, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func bind<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable where Relay.Element == Element?
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: file, line: line)
    }
}
