/// The per-subscription state of an operator: it holds the downstream observer and the
/// upstream subscription, and it is the `Disposable` handed back to the subscriber.
///
/// `forward(_:)` (`forwardNext(_:)` for an element) is the one way events leave a sink: it drops
/// events once the sink is disposed, disposes the sink after a stop event, and in debug builds
/// reports events delivered from two threads at once or re-entrantly, naming the operator.
///
/// Every sink is a `@usableFromInline final` class created inside a `ClosureOperator` closure.
/// The hot operators' sinks have `@inlinable` members, so that their event path is specialized
/// in the client; the others' members are `@usableFromInline`, compiled once in Streams.
@usableFromInline
class Sink<Observer: ObserverType>: SubscriptionLifecycle, @unchecked Sendable {
    // @unchecked Sendable: `observer` is immutable; the lifecycle state is atomic.
    @usableFromInline final let observer: Observer

    /// Inlinable, so that storing the observer is a move in the specialized caller instead of a
    /// copy through the generic value witnesses.
    @inlinable
    init(observer: Observer) {
        self.observer = observer
        super.init()
    }

    /// Sends `event` downstream unless disposed; a stop event disposes the sink afterwards.
    @inlinable
    final func forward(_ event: Event<Observer.Element>) {
        if isDisposed { return }
        deliver(event)
        if event.isStopEvent { dispose() }
    }

    /// Sends `element` downstream unless disposed: `forward(.next(element))` without asking
    /// whether the event stops. In a sink compiled once in Streams, unspecialized, that question
    /// is a call that looks the event's generic type up again; always inlined, this shares the
    /// caller's look-up (`skip(while:).compactMap.enumerated` takes 27 % fewer instructions per
    /// element, and no benchmark workload more: callgrind).
    @inlinable @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if isDisposed { return }
        deliver(.next(element))
    }

    /// Sends a stop event downstream unless disposed, and leaves the sink's disposal to the
    /// caller: for a sink that still has work to do once the event has gone downstream and
    /// before it lets go of its upstream (`do`'s after-handlers), which RxSwift runs in that
    /// order. Whoever received the event may dispose the sink meanwhile (an operator below
    /// that disposes its upstream when it stops): then the upstream goes first.
    @inlinable
    final func forwardKeepingUpstream(_ event: Event<Observer.Element>) {
        if isDisposed { return }
        deliver(event)
    }

    /// Calls the observer, checking in debug builds that deliveries do not overlap.
    @inlinable @inline(__always)
    final func deliver(_ event: Event<Observer.Element>) {
        #if DEBUG
        let entered = enterDelivery()
        defer { if entered { leaveDelivery() } }
        #endif
        observer.on(event)
    }

    /// Forwards the stop event of a source whose elements are of another type (an operator that
    /// transforms elements passes its source's error or completion on unchanged).
    @inlinable @inline(never)
    final func forwardStop<SourceElement>(_ event: Event<SourceElement>) {
        switch event {
        case .next: return
        case .error(let error): forward(.error(error))
        case .completed: forward(.completed)
        }
    }

    /// Forwards the error a user closure threw. Kept out of line, like `forwardStop`: the
    /// element path that calls it then needs fewer registers saved.
    @inlinable @inline(never)
    final func forwardError(_ error: Swift.Error) {
        forward(.error(error))
    }

    /// The operator's name derived from its sink type: `MapSink<Int, ...>` → `map`. Sinks whose
    /// type does not say it (`SkipCountSink` is `skip`) override it.
    @usableFromInline
    override var operatorName: String {
        SubscriptionNames.sink(type(of: self))
    }
}
