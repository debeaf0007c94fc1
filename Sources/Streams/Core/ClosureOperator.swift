/// An operator whose subscription is written as a closure inside `@inlinable` code: the hot
/// operators (`create`, `map`, `filter`, `scan`, `flatMapLatest`, `combineLatest`, `share`, ...)
/// and `subscribe`.
///
/// Why: an operator's class methods are reached through vtables and witness tables, so they run
/// as unspecialized generic code inside Streams, and every event pays for run-time look-ups of
/// generic type metadata (`Event<Element>` and friends — half of the time of an event, measured).
/// A closure written in `@inlinable` code is compiled in the client for the client's concrete
/// types, and so is everything it calls that is `@inlinable` and statically dispatched (final
/// methods of a `@usableFromInline` sink): the per-element path of these operators is
/// specialized, a chain of direct calls with no metadata look-ups.
///
/// Two shapes:
/// - `ClosureOperator(name) { downstream, lifecycle in ... }` for single-input operators whose
///   state fits in the closure: it receives the downstream observer and a `SubscriptionLifecycle`
///   to forward through (`lifecycle.forward(_:to:)`), and returns the upstream subscription;
/// - `ClosureOperator { downstream in ... }` for operators with a sink class: the closure creates
///   the sink and returns the subscription's disposable (usually `sink.attaching(sink.run(...))`).
///
/// Upstream is subscribed with `subscribeErased`, the entry point that skips re-erasing the
/// observer.
@usableFromInline
final class ClosureOperator<Element>: Producer<Element> {
    // One of the two closures is set. (Two optionals rather than an enum: an enum generic over
    // `Element` would need a metadata look-up to be destroyed, in the unspecialized deinit.)
    @usableFromInline let subscribe: ((AnyObserver<Element>) -> Disposable)?
    @usableFromInline let subscribeUpstream: ((AnyObserver<Element>, SubscriptionLifecycle) -> Disposable)?
    @usableFromInline let name: StaticString

    /// An operator whose closure makes the whole subscription.
    @inlinable
    init(subscribe: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribe = subscribe
        subscribeUpstream = nil
        name = "operator"
    }

    /// An operator whose closure subscribes upstream and forwards through `lifecycle`, named
    /// `name` in misuse reports.
    @inlinable
    init(_ name: StaticString, subscribeUpstream: @escaping (AnyObserver<Element>, SubscriptionLifecycle) -> Disposable) {
        subscribe = nil
        self.subscribeUpstream = subscribeUpstream
        self.name = name
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        runErased(AnyObserver(observer))
    }

    override func runErased(_ observer: AnyObserver<Element>) -> Disposable {
        if let subscribeUpstream {
            let lifecycle = NamedLifecycle(name)
            return lifecycle.attaching(subscribeUpstream(observer, lifecycle))
        }
        return subscribe!(observer)
    }
}

/// The lifecycle of a `ClosureOperator` subscription, named for misuse reports.
@usableFromInline
final class NamedLifecycle: SubscriptionLifecycle, @unchecked Sendable {
    // @unchecked Sendable: `name` is immutable; the lifecycle state is atomic.
    private let name: StaticString

    @usableFromInline
    init(_ name: StaticString) {
        self.name = name
        super.init()
    }

    override var operatorName: String { "\(name)" }
}

/// Per-subscription mutable state of a `ClosureOperator` (the running total of `scan`, the
/// last key of `distinctUntilChanged`, what `skip` has yet to skip).
///
/// A captured `var` would be checked for exclusive access at run time on every event; the
/// state is only touched by the serialized event path (the Rx contract), so the check is
/// switched off for it.
@usableFromInline
final class MutableCell<Value> {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
