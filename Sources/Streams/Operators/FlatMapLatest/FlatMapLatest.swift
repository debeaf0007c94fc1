extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and mirrors only the latest one: a
    /// new element disposes the previous inner sequence. Completes when the source and the
    /// current inner sequence have completed; any error, or an error thrown by `selector`, ends
    /// the sequence.
    ///
    ///     source:  --a-----b-----------|
    ///     inner a:   --1--2--3|           (disposed when b arrives)
    ///     inner b:         --4--5|
    ///     flatMapLatest { inner($0) }
    ///     result:  ----1--2--4--5------|
    ///
    /// - Parameter selector: Called with each element; the inner sequence it returns replaces the
    ///   current one.
    /// - Returns: The elements of the latest inner sequence.
    @_alwaysEmitIntoClient
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            let sink = FlatMapLatestSink(selector: captured.selector, observer: downstream)
            return sink.attaching(sink.run(captured.source))
        }
    }

    /// `flatMapLatest` whose inners are ``Infallible``: the result is ``Infallible`` too when this
    /// sequence cannot fail either (an error from this sequence or a throwing `selector` still
    /// ends it, as in RxSwift).
    ///
    ///     source:  -a---b---|
    ///     a:        -1-2-3          (disposed when b arrives)
    ///     b:            -4|
    ///     result:  --1-2-4--|
    ///
    /// - Parameter selector: Called with each element; the inner sequence it returns replaces the
    ///   current one.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(flatMapLatest { try selector($0).asObservable() })
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the latest inner sequence: each new inner sequence disposes the previous one.
    /// Completes when the source and the current inner sequence have completed.
    ///
    ///     source:  --x-----y-----------|
    ///     x:         --1--2--3|
    ///     y:               --4--5|
    ///     switchLatest
    ///     result:  ----1--2--4--5------|
    ///
    /// - Returns: The elements of the latest inner sequence.
    @_alwaysEmitIntoClient
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }.named("switchLatest")
    }
}

/// The state of a `flatMapLatest` subscription, changed under its sink's lock by one
/// transition per event; each emits what it sends and returns what the sink does after the lock.
/// The transitions also keep the lock-free mirror of `.running(latest:)` — the latest inner
/// subscription's `passes` flag, set while its elements pass and cleared when it is replaced or
/// the sequence ends — through one method, `moveMirror(from:to:)`.
@usableFromInline
enum FlatMapLatestState<SourceElement, Inner: ObservableConvertibleType> {
    @usableFromInline typealias Subscription = FlatMapLatestInner<SourceElement, Inner>

    /// Mirroring `latest`, the inner subscription of the last source element (`nil` before the
    /// first): only its events are passed on. Once it has stopped (its lifecycle is disposed),
    /// the sequence completes with the source.
    case running(latest: Subscription?)
    /// A stop event was passed on; `latest` waits to be disposed with the whole subscription.
    case terminated(latest: Subscription?)
    /// The subscription was disposed while running: nothing is passed on, and an inner
    /// sequence still arriving is subscribed and let go at once, never kept.
    case disposed
    /// The subscription was disposed and has terminated: nothing happens any more.
    case terminatedAndDisposed

    /// What the sink does with the inner sequence of a source element.
    @usableFromInline
    enum Action {
        /// Terminated: neither subscribes it nor disposes anything.
        case ignore
        /// Disposes `previous` (if any), then subscribes the new inner sequence, now `latest`.
        case switchTo(previous: Subscription?)
        /// Disposed: subscribes the new inner sequence and lets it go at once.
        case subscribeDisposed
    }

    /// The one writer of the lock-free mirror: `from`'s elements stop passing, `to`'s start.
    @inlinable
    static func moveMirror(from leaving: Subscription?, to entering: Subscription?) {
        leaving?.lifecycleState.clear(.latest)
        entering?.lifecycleState.set(.latest)
    }

    /// A source element arrived, mapped to `subscription`'s inner sequence.
    @inlinable
    mutating func elementArrived(_ subscription: Subscription) -> Action {
        // Consumed, so that the previous subscription moves into the action (no retain and
        // release on the way).
        switch consume self {
        case .running(let previous):
            Self.moveMirror(from: previous, to: subscription)
            self = .running(latest: subscription)
            return .switchTo(previous: previous)
        case .disposed:
            self = .disposed
            return .subscribeDisposed
        case .terminated(let latest):
            self = .terminated(latest: latest)
            return .ignore
        case .terminatedAndDisposed:
            self = .terminatedAndDisposed
            return .ignore
        }
    }

    /// The source completed: the sequence completes now when the latest inner sequence has
    /// stopped, or none ran (otherwise its completion completes the sequence).
    @inlinable
    mutating func sourceCompleted(_ emitter: inout EventEmitter<Inner.Element>) {
        switch self {
        case .running(let latest):
            if let latest, !latest.hasStopped { return }
            terminate(latest: latest, with: .completed, &emitter)
        case .disposed:
            // Nothing would pass: the sink is disposed.
            self = .terminatedAndDisposed
        case .terminated, .terminatedAndDisposed:
            return
        }
    }

    /// The source failed, or the selector threw: the error ends the sequence.
    @inlinable
    mutating func failed(_ error: Swift.Error, _ emitter: inout EventEmitter<Inner.Element>) {
        switch self {
        case .running(let latest):
            terminate(latest: latest, with: .error(error), &emitter)
        case .disposed:
            self = .terminatedAndDisposed
        case .terminated, .terminatedAndDisposed:
            return
        }
    }

    /// `subscription`'s inner sequence completed (and the source has): the sequence completes
    /// now, when it is the latest one.
    @inlinable
    mutating func innerCompleted(_ subscription: Subscription, _ emitter: inout EventEmitter<Inner.Element>) {
        switch self {
        case .running(let latest):
            guard latest === subscription else { return }
            terminate(latest: latest, with: .completed, &emitter)
        case .disposed, .terminated, .terminatedAndDisposed:
            return
        }
    }

    /// `subscription`'s inner sequence failed: its error ends the sequence when it is the latest
    /// one — passed on by the sink once it has disposed that subscription, as in RxSwift.
    @inlinable
    mutating func innerFailed(_ subscription: Subscription) -> FlatMapLatestInnerFailureAction {
        switch self {
        case .running(let latest):
            guard latest === subscription else { return .disposeInner }
            Self.moveMirror(from: latest, to: nil)
            self = .terminated(latest: latest)
            return .disposeInnerThenFail
        case .disposed, .terminated, .terminatedAndDisposed:
            return .disposeInner
        }
    }

    /// Whether an element of `subscription`'s inner sequence passes.
    @inlinable
    func passesElement(from subscription: Subscription) -> Bool {
        switch self {
        case .running(let latest):
            return latest === subscription
        case .disposed, .terminated, .terminatedAndDisposed:
            return false
        }
    }

    /// The whole subscription was disposed: returns the latest inner subscription, for the sink
    /// to dispose after the lock.
    @inlinable
    mutating func disposed() -> Subscription? {
        switch self {
        case .running(let latest):
            Self.moveMirror(from: latest, to: nil)
            self = .disposed
            return latest
        case .terminated(let latest):
            self = .terminatedAndDisposed
            return latest
        case .disposed, .terminatedAndDisposed:
            return nil
        }
    }

    /// From `.running(latest:)`: no inner element passes any more, and `stopEvent` ends the
    /// sequence.
    @inlinable
    mutating func terminate(
        latest: Subscription?, with stopEvent: Event<Inner.Element>, _ emitter: inout EventEmitter<Inner.Element>
    ) {
        Self.moveMirror(from: latest, to: nil)
        self = .terminated(latest: latest)
        emitter.emit(stopEvent)
    }
}

/// What `flatMapLatest`'s sink does after an inner sequence failed: dispose its subscription,
/// then — when it was the latest — pass the error on.
@usableFromInline
enum FlatMapLatestInnerFailureAction {
    case disposeInner
    case disposeInnerThenFail
}

/// The sink of `flatMapLatest` / `switchLatest`, created in the client's `ClosureOperator`
/// closure so that its event path is specialized (see `ClosureOperator`).
///
/// A switch takes the lock; an inner element and an inner completion do not, as a rule:
/// - The element is delivered without the lock (`enterWithoutLock`) when no delivery is under
///   way, and passes if its subscription is still the latest (`FlatMapLatestInner.passes`: the
///   atomic mirror of the state's `.running(latest:)`, cleared under the lock when it is replaced
///   and once the sequence is terminated or disposed), read after entering the gate. A stop
///   event delivered before it went through the gate after the flag was cleared; an element of a
///   later inner delivered before it was sent after its switch cleared it: either way the write
///   happened before this read, so nothing of a replaced inner follows them. (An element that
///   reads the flag just before a switch may still be delivered after the switch returned.)
/// - The latest inner's completion ends the sequence only if the source has stopped, and the
///   source's completion only if the latest inner has completed. Each side records its own stop
///   (the inner: its disposal; the source: the sink's `stopped` flag) and then reads the other's, all
///   sequentially consistent — so at least one of them sees both and completes, under the lock,
///   where the state's move to `.terminated` lets only one do it. The inner then needs the lock only when the
///   source has already stopped. (A failing inner is marked stopped only after its error has
///   terminated the sequence, under the lock.)
@usableFromInline
final class FlatMapLatestSink<SourceElement, Inner: ObservableConvertibleType>: SerializingSink<
    AnyObserver<Inner.Element>, FlatMapLatestState<SourceElement, Inner>
>, @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable, atomic or
    // thread-safe disposables.
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    /// The inner subscription of an earlier switch, kept for the next one once nothing else
    /// holds it (its source let go of its observer): one allocation less per switch for inner
    /// sequences that end while subscribed, like `just`. Only `on` touches it (the Rx contract
    /// serializes it); the spare holds no reference back, so the two do not keep each other
    /// alive.
    @exclusivity(unchecked) @usableFromInline var spare: FlatMapLatestInner<SourceElement, Inner>?

    @inlinable
    init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>) {
        self.selector = selector
        super.init(state: .running(latest: nil), observer: observer, deliversWithoutLock: true)
    }

    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribeErased(AnyObserver { self.on($0) }))
        return teardown()
    }

    /// The disposable of the whole subscription. Made by a function of its own: in debug builds
    /// its temporaries would otherwise stay on the stack, in `run`'s frame, while the source is
    /// subscribed — once per level of nested `flatMapLatest`s.
    @inlinable
    func teardown() -> Disposable {
        Disposables.create(sourceSubscription, Disposables.create { [self] in disposeCurrentInner() })
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        guard case .next(let element) = event else { return onStop(event) }
        guard let inner = innerSequence(for: element) else { return }
        // Made before the lock, and the one it replaces taken out under it (a move, not a
        // copy): nothing but the critical section itself is done while holding the lock.
        let subscription =
            spare.take()?.renewed()
            ?? SubscriptionRegistry.subscribing(within: self) { FlatMapLatestInner(parent: self) }
        var previous: FlatMapLatestInner<SourceElement, Inner>?
        let action = makeCurrent(subscription)
        // Consumed, so that the replaced subscription is moved out of the action, not copied.
        switch consume action {
        case .ignore:
            return
        case .switchTo(let replaced):
            previous = replaced
        case .subscribeDisposed:
            subscription.dispose()
        }
        // Disposes the previous inner sequence before the new one is subscribed.
        previous?.dispose()
        subscription.attach(inner.subscribeErased(AnyObserver { subscription.on($0) }, asInnerOf: subscription))
        keepAsSpare(&previous)
    }

    // The steps before the subscription are functions of their own: in debug builds their
    // temporaries would otherwise stay on the stack, in `on`'s frame, while the inner sequence
    // is subscribed — once per level of nested `flatMapLatest`s.

    /// The inner sequence `selector` maps `element` to; `nil` once its error ended the sequence.
    @inlinable
    func innerSequence(for element: SourceElement) -> Observable<Inner.Element>? {
        do {
            return try selector(element).asObservable()
        } catch {
            fail(error)
            return nil
        }
    }

    /// Under the lock: a source element arrived, mapped to `subscription`'s inner sequence
    /// (`FlatMapLatestState.elementArrived`).
    @inlinable
    func makeCurrent(_ subscription: FlatMapLatestInner<SourceElement, Inner>)
        -> FlatMapLatestState<SourceElement, Inner>.Action
    {
        updateState { $0.elementArrived(subscription) }
    }

    /// Keeps the disposed `previous` as the spare if nothing else holds it any more — not while
    /// its source may still reach it, on another thread, with an event that passed the source's
    /// disposed check just before the switch: recycled, it would pass as the latest's.
    @inlinable
    func keepAsSpare(_ previous: inout FlatMapLatestInner<SourceElement, Inner>?) {
        guard var spent = previous.take(), isKnownUniquelyReferenced(&spent) else { return }
        spent.owner = nil
        spare = spent
    }

    /// The source's error or completion. Kept out of line, so that the element path saves
    /// fewer registers.
    @inlinable @inline(never)
    func onStop(_ event: Event<SourceElement>) {
        if case .error(let error) = event { return fail(error) }
        lifecycleState.setSequentiallyConsistent(.stopped)
        // Let go of before the completion is passed on, as in RxSwift.
        sourceSubscription.dispose()
        synchronized { state, emitter in state.sourceCompleted(&emitter) }
    }

    /// Disposes the latest inner subscription, and every later one as it comes.
    @inlinable
    func disposeCurrentInner() {
        updateState { $0.disposed() }?.dispose()
    }

    @inlinable
    func innerElement(_ event: Event<Inner.Element>, from subscription: FlatMapLatestInner<SourceElement, Inner>) {
        if enterWithoutLock() {
            if subscription.passes { forward(event) }
            return leaveDeliveringQueued()
        }
        synchronized { state, emitter in
            if state.passesElement(from: subscription) { emitter.emit(event) }
        }
    }

    /// An inner completion (the inner has marked itself stopped).
    @inlinable @inline(never)
    func innerCompletion(from subscription: FlatMapLatestInner<SourceElement, Inner>) {
        if !lifecycleState.loadSequentiallyConsistent().contains(.stopped) {
            // The source's completion will see that this inner has stopped.
            return
        }
        synchronized { state, emitter in state.innerCompleted(subscription, &emitter) }
    }

    /// An inner error: if it comes from the latest inner, it ends the sequence — the inner
    /// subscription is disposed first, then the error passed on, as in RxSwift. The sequence is
    /// terminated before the inner is marked stopped by its disposal, so the source's
    /// completion cannot take it for completed.
    @inlinable @inline(never)
    func innerError(_ error: Swift.Error, from subscription: FlatMapLatestInner<SourceElement, Inner>) {
        let action = updateState { $0.innerFailed(subscription) }
        subscription.dispose()
        switch action {
        case .disposeInner:
            return
        case .disposeInnerThenFail:
            emit(.error(error))
        }
    }

    @inlinable
    func fail(_ error: Swift.Error) {
        synchronized { state, emitter in state.failed(error, &emitter) }
    }
}

/// One inner subscription of `flatMapLatest`: its lifecycle and its observer in one object.
@usableFromInline
final class FlatMapLatestInner<SourceElement, Inner: ObservableConvertibleType>: SubscriptionLifecycle,
    @unchecked Sendable
{
    // @unchecked Sendable: `parent` is immutable; `owner` only changes while nothing but the
    // sink holds this subscription (see `FlatMapLatestSink.spare`); the lifecycle is atomic.
    override var operatorName: String { "flatMapLatest" }
    override var isPartOfOperatorStage: Bool { true }

    /// The sink it reports to, reached without reference counting on every event: `owner`
    /// keeps it alive.
    @usableFromInline let parent: Unmanaged<FlatMapLatestSink<SourceElement, Inner>>
    /// `parent`, held strongly — `nil` only while this waits as the sink's spare, so that the
    /// two do not keep each other alive.
    @exclusivity(unchecked) @usableFromInline var owner: FlatMapLatestSink<SourceElement, Inner>?

    @inlinable
    init(parent: FlatMapLatestSink<SourceElement, Inner>) {
        self.parent = Unmanaged.passUnretained(parent)
        owner = parent
        super.init()
    }

    /// This spare subscription, as new, for its sink's next inner sequence.
    @inlinable
    func renewed() -> FlatMapLatestInner<SourceElement, Inner> {
        renew()
        owner = parent.takeUnretainedValue()
        return self
    }

    /// Whether this is the latest inner subscription, whose elements pass: the lock-free
    /// mirror of the sink's `.running(latest:)`, read without the lock (written by
    /// `FlatMapLatestState.moveMirror(from:to:)`).
    @inlinable
    var passes: Bool { lifecycleState.load().contains(.latest) }

    /// Whether this subscription completed — or failed, once its error ended the sequence — or
    /// was disposed: sequentially consistent with the source's `isSourceStopped` (see
    /// `FlatMapLatestSink`).
    @inlinable
    var hasStopped: Bool { isDisposedSequentiallyConsistent }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        switch event {
        case .next:
            #if DEBUG
            // Called directly: in debug builds the closure below adds two frames to every level
            // of nested flatMapLatests an element passes. Release builds inline it.
            parent.takeUnretainedValue().innerElement(event, from: self)
            #else
            parent._withUnsafeGuaranteedRef { $0.innerElement(event, from: self) }
            #endif
        case .completed:
            // Marked stopped before the parent reads whether the source has stopped.
            dispose()
            parent._withUnsafeGuaranteedRef { $0.innerCompletion(from: self) }
        case .error(let error):
            parent._withUnsafeGuaranteedRef { $0.innerError(error, from: self) }
        }
    }
}
