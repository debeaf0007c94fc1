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
    /// - Parameters:
    ///   - observers: Each receives every event, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func emit<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "emit(to:)", file: file, line: line)
    }

    /// Subscribes observers of optional elements to the elements and completion.
    ///
    /// - Parameters:
    ///   - observers: Each receives every element, as an optional, and the completion.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func emit<Observer: ObserverType>(
        to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "emit(to:)", file: file, line: line)
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
    public func emit(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: file, line: line)
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
    public func emit(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: file, line: line)
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
    public func emit(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: file, line: line)
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
    public func emit(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: file, line: line)
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
    public func emit(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: file, line: line)
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
    public func emit(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: file, line: line)
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
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("emit(onNext:)", file: file, line: line, isolation: isolation)
        return SubscriptionRegistry.subscriberCall("emit(onNext:)") {
            asObservable().subscribe(
                onNext: check.checking(ifGiven: onNext), onCompleted: check.checking(ifGiven: onCompleted),
                onDisposed: check.checking(ifGiven: onDisposed), file: file, line: line, isolation: nil)
        }
    }

    /// Subscribes main-actor closures to the elements and completion: the form a call takes
    /// when its closures are marked `@MainActor` or are a main actor's methods.
    ///
    ///     signal.emit(onNext: { @MainActor in label.text = $0 })
    ///
    /// A ``Signal`` delivers on the main thread, so code that is not isolated to the main actor can
    /// hand it closures that touch main-actor state, and the compiler checks them as main-actor
    /// code. A closure without the mark keeps RxSwift's type, so that every call that builds
    /// with RxSwift builds the same. Debug builds report a delivery off the main thread (under
    /// ``SharingScheduler/mock(scheduler:action:)``, driven off the main thread by a test).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, on the main actor.
    ///   - onCompleted: Called on the main actor when the signal completes.
    ///   - onDisposed: Called on the main actor once, after the completion or when the
    ///     subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func emit(
        onNext: @escaping @MainActor (Element) -> Void,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let check = IsolationCheck.mainActor("emit(onNext:)", file: file, line: line)
        return emit(
            onNext: check.checking(mainActor: onNext), onCompleted: check.checking(mainActorIfGiven: onCompleted),
            onDisposed: check.checking(mainActorIfGiven: onDisposed), file: file, line: line, isolation: nil)
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
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("emit(with:onNext:)", file: file, line: line, isolation: isolation)
        return SubscriptionRegistry.subscriberCall("emit(with:onNext:)") {
            asObservable().subscribe(
                with: object, onNext: check.checking(ifGiven: onNext),
                onCompleted: check.checking(ifGiven: onCompleted), onDisposed: check.checking(ifGiven: onDisposed),
                file: file, line: line, isolation: nil)
        }
    }

    /// Subscribes main-actor closures to the elements and completion, passing each an object
    /// held weakly: the form a call takes when its closures are marked `@MainActor` or are a
    /// main actor's methods (see
    /// ``SharedSequenceConvertibleType/emit(onNext:onCompleted:onDisposed:file:line:)``).
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Called on the main actor with the object and each element.
    ///   - onCompleted: Called on the main actor with the object when the signal completes.
    ///   - onDisposed: Called on the main actor with the object once, after the completion or
    ///     on disposal.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: @escaping @MainActor (Object, Element) -> Void,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let check = IsolationCheck.mainActor("emit(with:onNext:)", file: file, line: line)
        return emit(
            with: object, onNext: check.checking(mainActor: onNext),
            onCompleted: check.checking(mainActorIfGiven: onCompleted),
            onDisposed: check.checking(mainActorIfGiven: onDisposed), file: file, line: line, isolation: nil)
    }

    /// Subscribes and ignores the events, keeping the shared subscription running.
    ///
    /// - Parameters:
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func emit(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        SubscriptionRegistry.subscriberCall("emit()") {
            emit(onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
        }
    }
}
