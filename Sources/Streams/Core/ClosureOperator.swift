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
    @usableFromInline let body: (AnyObserver<Element>) -> Disposable

    /// An operator whose closure makes the whole subscription.
    @inlinable
    init(subscribe body: @escaping (AnyObserver<Element>) -> Disposable) {
        self.body = body
    }

    /// An operator whose closure subscribes upstream and forwards through `lifecycle`, named
    /// `name` in misuse reports.
    @inlinable
    convenience init(_ name: StaticString, subscribeUpstream: @escaping (AnyObserver<Element>, SubscriptionLifecycle) -> Disposable) {
        self.init { downstream in
            let lifecycle = NamedLifecycle(name)
            return lifecycle.attaching(subscribeUpstream(downstream, lifecycle))
        }
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        body(AnyObserver(observer))
    }

    override func runErased(_ observer: AnyObserver<Element>) -> Disposable {
        body(observer)
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

/// Per-subscription mutable state of a `ClosureOperator` (the running total of `scan`).
///
/// A captured `var` would be checked for exclusive access at run time on every event; the
/// state is only touched by the serialized event path, so a pointer owned by this cell does
/// without the check.
@usableFromInline
final class MutableCell<Value> {
    @usableFromInline let pointer: UnsafeMutablePointer<Value>

    @inlinable
    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
