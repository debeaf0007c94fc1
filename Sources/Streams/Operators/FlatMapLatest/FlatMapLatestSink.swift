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
