extension ObservableType {
    /// Subscribes closures to the events of this sequence.
    ///
    /// After a stop event the returned disposable lets go of the subscription, so the closures
    /// (and what they capture) are released even while a ``DisposeBag`` keeps the disposable — a
    /// finished subscription cannot hold its owner in a cycle, as in RxSwift.
    ///
    /// An error without an `onError` handler goes to ``Hooks/defaultErrorHandler`` (with the
    /// subscription's call stack if ``Hooks/recordCallStackOnError`` is on). `onDisposed` runs
    /// once, after a stop event or when the returned disposable is disposed.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error; without it, the error goes to the default handler.
    ///   - onCompleted: Called at the completion.
    ///   - onDisposed: Called once, when the subscription ends.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; disposing it stops the delivery.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("subscribe(onNext:)", file: file, line: line, isolation: isolation)
        return ClosureObserver(
            onEvent: nil, onNext: check.checking(ifGiven: onNext),
            onError: Hooks.errorHandler(check.checking(ifGiven: onError)),
            onCompleted: check.checking(ifGiven: onCompleted), onDisposed: check.checking(ifGiven: onDisposed)
        )
        .subscribe(to: asObservable(), site: SubscriberSite("subscribe(onNext:)", file: file, line: line))
    }

    /// Subscribes an event handler. After a stop event the returned disposable lets go of the
    /// subscription, releasing `on` (see
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:)``).
    ///
    /// - Parameters:
    ///   - on: Called with each event.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; disposing it stops the delivery.
    @inlinable
    public func subscribe(
        _ on: @escaping (Event<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let check = IsolationCheck("subscribe(_:)", file: file, line: line, isolation: isolation)
        return ClosureObserver(
            onEvent: check.checking(on), onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil
        )
        .subscribe(to: asObservable(), site: SubscriberSite("subscribe(_:)", file: file, line: line))
    }

    /// Subscribes closures that receive `object` (held weakly) with each event, like RxSwift's
    /// `subscribe(with:)`: once `object` is gone, events are no longer passed on.
    ///
    /// - Parameters:
    ///   - object: Passed to every closure; not retained.
    ///   - onNext: Called with `object` and each element.
    ///   - onError: Called with `object` and the error. Without it, the error is dropped (not
    ///     sent to ``Hooks/defaultErrorHandler``), as in RxSwift.
    ///   - onCompleted: Called with `object` at the completion.
    ///   - onDisposed: Called with `object` once, when the subscription ends, if `object` is alive.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; disposing it stops the delivery.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let target = WeakTarget(
            object, IsolationCheck("subscribe(with:onNext:)", file: file, line: line, isolation: isolation))
        return SubscriptionRegistry.subscriberCall("subscribe(with:onNext:)") {
            subscribe(
                onNext: target(onNext), onError: target(onError), onCompleted: target(onCompleted),
                onDisposed: target(onDisposed), file: file, line: line, isolation: nil)
        }
    }
}

/// The observer of `subscribe(onNext:...)` and `subscribe(_:)`: it passes events to the closures
/// until the first stop event, then runs `onDisposed` and releases the returned subscription, which
/// lets go of the upstream subscription (the operators above end it themselves) — and with it of
/// this observer and the closures, even while a `DisposeBag` keeps the returned disposable. Its
/// methods are `@inlinable`, so the closures are called specialized, and the observer made for it
/// captures nothing else, so it needs no allocation of its own.
///
/// It holds the returned subscription weakly: a subscription nobody disposes lives as long as
/// its source holds this observer, as in RxSwift, and no cycle keeps it beyond that.
///
/// Disposing it runs `onDisposed`, once: after a stop event, or after the returned subscription
/// is disposed (which disposes this observer after the upstream subscription).
@usableFromInline
final class ClosureObserver<Element>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: the closures are immutable (and, as in RxSwift, run where the events
    // arrive); `onDisposed` is only touched by whoever marks `disposed`; `subscription` is a weak
    // reference written before the observer is subscribed; the flags are atomic.
    /// The first stored property, reached only through `flags` (see `UnsafeAtomic`): disposed,
    /// and `stopped` once a stop event has arrived.
    @exclusivity(unchecked) @usableFromInline var atomics: UInt8 = 0
    @usableFromInline let onEvent: ((Event<Element>) -> Void)?
    /// Never optional, so that an element costs one call and no retain: unwrapping a stored
    /// optional closure copies it (a retain and a release of its context per element).
    @usableFromInline let onNext: (Element) -> Void
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @exclusivity(unchecked) @usableFromInline var onDisposed: (() -> Void)?
    @usableFromInline weak var subscription: SingleAssignmentDisposable?

    @inlinable
    init(
        onEvent: ((Event<Element>) -> Void)?, onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        self.onEvent = onEvent
        // (Not `onNext ?? { _ in }`: the generic `??` would wrap the closure in reabstraction
        // thunks, two more calls per element.)
        if let onEvent {
            self.onNext = { onEvent(.next($0)) }
        } else if let onNext {
            self.onNext = onNext
        } else {
            self.onNext = { _ in }
        }
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        assertAtomicsAreFirst(self, &atomics)
        Resources.increment()
    }

    #if DEBUG
    deinit {
        Resources.decrement()
    }
    #endif

    /// Subscribes to `source`; `site` names the subscriber for the `SubscriptionInspector`.
    @inlinable
    func subscribe(to source: Observable<Element>, site: SubscriberSite) -> Disposable {
        let subscription = SingleAssignmentDisposable(disposingAfterwards: self)
        self.subscription = subscription
        let observer = AnyObserver { self.on($0) }
        if SubscriptionRegistry.isRecording {
            subscription.setDisposable(SubscriptionRegistry.subscribe(observer, to: source, as: site))
        } else {
            subscription.setDisposable(source.subscribeErased(observer))
        }
        return subscription
    }

    @inlinable
    var flags: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            if flags.loadRelaxed().contains(.stopped) { return }
            onNext(element)
            return
        }
        onStop(event)
    }

    /// Kept out of line, so that the element path saves fewer registers.
    @inlinable @inline(never)
    func onStop(_ event: Event<Element>) {
        guard !flags.set(.stopped).contains(.stopped) else { return }
        if let onEvent {
            onEvent(event)
        } else if case .error(let error) = event {
            Hooks.handle(error, with: onError)
        } else {
            onCompleted?()
        }
        dispose()
        // Let go of, not disposed: the operators above end their subscriptions themselves once
        // the stop event has passed them (after a `do`'s after-handler), as in RxSwift.
        subscription?.release()
    }

    /// Runs `onDisposed` the first time it is called.
    @usableFromInline
    func dispose() {
        guard flags.markDisposed() else { return }
        let action = onDisposed
        onDisposed = nil
        action?()
    }
}

/// Holds an object weakly and adapts `with:` handlers to it: the adapted closure passes the
/// object along while it lives and does nothing once it is gone. The one implementation behind
/// every `subscribe(with:)`, `drive(with:)`, `emit(with:)` and `bind(with:)` form.
///
/// The adapted closures carry the isolation check of the call that took the handlers, so that a
/// handler written on an actor and run off it is reported under that call's name.
@usableFromInline
struct WeakTarget<Object: AnyObject> {
    weak var object: Object?
    let check: IsolationCheck

    @usableFromInline
    init(_ object: Object, _ check: IsolationCheck) {
        self.object = object
        self.check = check
    }

    @usableFromInline
    func callAsFunction<Value>(_ handler: ((Object, Value) -> Void)?) -> (Value) -> Void {
        check.checking { [self] value in
            guard let object else { return }
            handler?(object, value)
        }
    }

    @usableFromInline
    func callAsFunction(_ handler: ((Object) -> Void)?) -> () -> Void {
        check.checking { [self] in
            guard let object else { return }
            handler?(object)
        }
    }
}
