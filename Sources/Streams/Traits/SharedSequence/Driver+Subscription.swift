// `drive` subscribes to a `Driver`. Every form checks, in debug builds, that it is called on the
// main thread (MainThreadCheck).

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes observers to the elements and completion, as
    /// ``ObservableType/bind(to:)-7s72d`` does for an observable.
    ///
    /// Call it on the main thread: the element a ``Driver`` replays is delivered during the
    /// subscription, on the calling thread. From another thread a debug build stops with a
    /// message naming the method, as RxCocoa does (not inside
    /// ``SharingScheduler/mock(scheduler:action:)``).
    ///
    /// - Parameters:
    ///   - observers: Each receives every event, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive<Observer: ObserverType>(
        _ observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(observers, as: "drive(_:)", file: file, line: line)
    }

    /// Subscribes observers of optional elements to the elements and completion.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``).
    ///
    /// - Parameters:
    ///   - observers: Each receives every element, as an optional, and the completion.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive<Observer: ObserverType>(
        _ observers: Observer..., file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable where Observer.Element == Element? {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(observers, as: "drive(_:)", file: file, line: line)
    }

    /// Sends every element to each of the given relays.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``). A relay cannot stop, so the
    /// completion is not passed on.
    ///
    /// - Parameters:
    ///   - relays: Each accepts every element, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive(_ relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: file, line: line)
    }

    /// Sends every element, as an optional, to each of the given relays.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``). A relay cannot stop, so the
    /// completion is not passed on.
    ///
    /// - Parameters:
    ///   - relays: Each accepts every element, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive(_ relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: file, line: line)
    }

    /// Sends every element to each of the given relays.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``). A relay cannot stop, so the
    /// completion is not passed on.
    ///
    /// - Parameters:
    ///   - relays: Each accepts every element, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive(_ relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable
    {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: file, line: line)
    }

    /// Sends every element, as an optional, to each of the given relays.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``). A relay cannot stop, so the
    /// completion is not passed on.
    ///
    /// - Parameters:
    ///   - relays: Each accepts every element, in the order given.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive(_ relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
        -> Disposable
    {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(
            accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: file, line: line)
    }

    /// Calls a function with this sequence as an ``Observable`` and returns its result, for
    /// binding functions that take an observable.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``).
    ///
    /// - Parameter transformation: Called at once with ``ObservableConvertibleType/asObservable()``.
    /// - Returns: What `transformation` returns, usually a ``Disposable``.
    @_alwaysEmitIntoClient
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return transformation(asObservable())
    }

    /// Calls a curried binding function with this sequence as an ``Observable`` and an
    /// argument: `with(asObservable())(curriedArgument)`.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``).
    ///
    /// - Parameters:
    ///   - with: The binding function, called at once with this sequence.
    ///   - curriedArgument: The argument passed to the function `with` returns.
    /// - Returns: What that function returns, usually a ``Disposable``.
    @_alwaysEmitIntoClient
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainThreadCheck.ensureMainThread(calling: "drive(_:curriedArgument:)")
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures to the elements and completion, as
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:)`` does, without an
    /// error handler: a ``Driver`` cannot fail.
    ///
    /// Call it on the main thread: the element a ``Driver`` replays is delivered during the
    /// subscription, on the calling thread. From another thread a debug build stops with a
    /// message naming the method, as RxCocoa does (not inside
    /// ``SharingScheduler/mock(scheduler:action:)``).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, on the main thread (or the mock's scheduler).
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called once, after the completion or when the subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("drive(onNext:)", file: file, line: line, isolation: isolation)
        MainThreadCheck.ensureMainThread(calling: "drive(onNext:onCompleted:onDisposed:)")
        return SubscriptionRegistry.subscriberCall("drive(onNext:)") {
            asObservable().subscribe(
                onNext: check.checking(ifGiven: onNext), onCompleted: check.checking(ifGiven: onCompleted),
                onDisposed: check.checking(ifGiven: onDisposed), file: file, line: line, isolation: nil)
        }
    }

    /// Subscribes main-actor closures to the elements and completion: the form a call takes
    /// when its closures are marked `@MainActor` or are a main actor's methods.
    ///
    ///     driver.drive(onNext: { @MainActor in label.text = $0 })
    ///
    /// A ``Driver`` delivers on the main thread, so code that is not isolated to the main actor can
    /// hand it closures that touch main-actor state, and the compiler checks them as main-actor
    /// code. A closure without the mark keeps RxSwift's type, so that every call that builds
    /// with RxSwift builds the same. Debug builds report a delivery off the main thread (under
    /// ``SharingScheduler/mock(scheduler:action:)``, driven off the main thread by a test).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, on the main actor.
    ///   - onCompleted: Called on the main actor when the driver completes.
    ///   - onDisposed: Called on the main actor once, after the completion or when the
    ///     subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive(
        onNext: @escaping @MainActor (Element) -> Void,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let check = IsolationCheck.mainActor("drive(onNext:)", file: file, line: line)
        return drive(
            onNext: check.checking(mainActor: onNext), onCompleted: check.checking(mainActorIfGiven: onCompleted),
            onDisposed: check.checking(mainActorIfGiven: onDisposed), file: file, line: line, isolation: nil)
    }

    /// Subscribes closures to the elements and completion, passing each an object held
    /// weakly; once the object is gone the closures are no longer called.
    ///
    /// The form of ``SharedSequenceConvertibleType/drive(onNext:onCompleted:onDisposed:)`` that spares the `[weak self]`
    /// dance. Call it on the main thread.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the driver completes.
    ///   - onDisposed: Called with the object once, after the completion or on disposal.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("drive(with:onNext:)", file: file, line: line, isolation: isolation)
        MainThreadCheck.ensureMainThread(calling: "drive(with:onNext:onCompleted:onDisposed:)")
        return SubscriptionRegistry.subscriberCall("drive(with:onNext:)") {
            asObservable().subscribe(
                with: object, onNext: check.checking(ifGiven: onNext),
                onCompleted: check.checking(ifGiven: onCompleted), onDisposed: check.checking(ifGiven: onDisposed),
                file: file, line: line, isolation: nil)
        }
    }

    /// Subscribes main-actor closures to the elements and completion, passing each an object
    /// held weakly: the form a call takes when its closures are marked `@MainActor` or are a
    /// main actor's methods (see
    /// ``SharedSequenceConvertibleType/drive(onNext:onCompleted:onDisposed:file:line:)``).
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Called on the main actor with the object and each element.
    ///   - onCompleted: Called on the main actor with the object when the driver completes.
    ///   - onDisposed: Called on the main actor with the object once, after the completion or
    ///     on disposal.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: @escaping @MainActor (Object, Element) -> Void,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let check = IsolationCheck.mainActor("drive(with:onNext:)", file: file, line: line)
        return drive(
            with: object, onNext: check.checking(mainActor: onNext),
            onCompleted: check.checking(mainActorIfGiven: onCompleted),
            onDisposed: check.checking(mainActorIfGiven: onDisposed), file: file, line: line, isolation: nil)
    }

    /// Subscribes and ignores the events, keeping the shared subscription running.
    ///
    /// Call it on the main thread (see ``SharedSequenceConvertibleType/drive(_:)-4947c``).
    ///
    /// - Parameters:
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func drive(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive()")
        return SubscriptionRegistry.subscriberCall("drive()") { asObservable().subscribe(file: file, line: line) }
    }
}
