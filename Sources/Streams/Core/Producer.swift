/// The base of operators and sources that create one sink per subscription.
///
/// Subscribing runs inside the current thread's trampoline (see `CurrentThreadScheduler`), so
/// work that sources schedule during a subscription runs after it, in order, on this thread —
/// the same ordering RxSwift gives.
@usableFromInline
class Producer<Element>: Observable<Element> {
    @usableFromInline
    override init() {}

    // Inside a running trampoline (every subscription but the outermost) `run` is called from
    // this frame, not from a closure lent the trampoline: a chain of operators subscribes
    // recursively, one level per operator, and such closures would double the stack each level
    // takes in debug builds.
    override final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if SubscriptionRegistry.isRecording { return subscribeRecorded(observer) }
        let trampoline = Trampoline.unretainedCurrent
        return trampoline.isActive ? run(observer) : trampoline.run { run(observer) }
    }

    @usableFromInline
    override final func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        if SubscriptionRegistry.isRecording { return subscribeErasedRecorded(observer) }
        let trampoline = Trampoline.unretainedCurrent
        return trampoline.isActive ? runErased(observer) : trampoline.run { runErased(observer) }
    }

    /// `subscribe` while the `SubscriptionInspector` records: the sink `run` makes is recorded
    /// below the stage subscribing now, and the caller's frame is back afterwards — the next
    /// source a sink subscribes must not hang below the previous one. What the trampoline runs
    /// after the outermost subscription is nobody's subscription. (Out of line, so that none of
    /// this is in the path that does not record; inside a running trampoline it calls `run`
    /// without a closure, as `subscribe` does.)
    @inline(never)
    private final func subscribeRecorded<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let saved = SubscriptionRegistry.enterProducer(observerType: Observer.self, name: inspectorName)
        defer { SubscriptionRegistry.restore(saved) }
        let trampoline = Trampoline.unretainedCurrent
        if trampoline.isActive { return run(observer) }
        return trampoline.run {
            defer { SubscriptionRegistry.clearFrame() }
            return run(observer)
        }
    }

    /// `subscribeErased` while the inspector records (see `subscribeRecorded`).
    @inline(never)
    private final func subscribeErasedRecorded(_ observer: AnyObserver<Element>) -> Disposable {
        let saved = SubscriptionRegistry.enterProducer(observerType: AnyObserver<Element>.self, name: inspectorName)
        defer { SubscriptionRegistry.restore(saved) }
        let trampoline = Trampoline.unretainedCurrent
        if trampoline.isActive { return runErased(observer) }
        return trampoline.run {
            defer { SubscriptionRegistry.clearFrame() }
            return runErased(observer)
        }
    }

    /// The operator's name for the inspector, when its sink's own name is not the one the user
    /// wrote (a sink shared by several operators: `retry` and `catch(sequence:)`). Only for a
    /// producer whose `run` makes a sink: that sink takes the name.
    var inspectorName: String? { nil }

    /// Subscribes `observer`: creates the sink, subscribes it upstream, returns its disposable.
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("\(type(of: self)) must override run(_:)")
    }

    /// `run(_:)` for an observer that is already type-erased.
    func runErased(_ observer: AnyObserver<Element>) -> Disposable {
        run(observer)
    }
}
