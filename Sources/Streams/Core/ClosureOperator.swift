/// An operator written as closures inside `@inlinable` code, for the hot single-input operators
/// (`create`, `map`, `filter`, `scan`, `materialize`, `dematerialize`) and `subscribe`.
///
/// Why: a class-based `Sink` runs as unspecialized generic code inside Streams — its methods are
/// reached through vtables and witness tables — so every event pays for run-time look-ups of
/// generic type metadata (`Event<Element>` and friends). A closure written in `@inlinable` code
/// is compiled in the client for the client's concrete types, so the per-element path of these
/// operators is specialized: a chain of direct closure calls with no metadata look-ups.
///
/// `subscribeUpstream` receives the downstream observer and the subscription's lifecycle, and
/// returns the upstream subscription; its observer forwards with `lifecycle.forward(_:to:)`.
@usableFromInline
final class ClosureOperator<Element>: Producer<Element> {
    @usableFromInline let name: StaticString
    @usableFromInline let subscribeUpstream: (AnyObserver<Element>, SubscriptionLifecycle) -> Disposable

    @inlinable
    init(_ name: StaticString, subscribeUpstream: @escaping (AnyObserver<Element>, SubscriptionLifecycle) -> Disposable) {
        self.name = name
        self.subscribeUpstream = subscribeUpstream
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let lifecycle = NamedLifecycle(name)
        return lifecycle.attaching(subscribeUpstream(AnyObserver(observer), lifecycle))
    }
}

/// The lifecycle of a `ClosureOperator` subscription, named for misuse reports.
final class NamedLifecycle: SubscriptionLifecycle, @unchecked Sendable {
    // @unchecked Sendable: `name` is immutable; the lifecycle state is atomic.
    private let name: StaticString

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
