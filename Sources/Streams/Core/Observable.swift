/// A push-based sequence of events; the type every operator takes and returns.
///
/// Every concrete sequence is a subclass that overrides ``Observable/subscribe(_:)``: operators
/// derive from `Producer`, subjects manage their observer lists themselves. Users build observables
/// with the creation functions (`just`, `create`, ...) and operators; they do not subclass it.
public class Observable<Element>: ObservableType {
    /// Counts the observable in `Resources.total` (debug builds), as RxSwift does.
    @usableFromInline
    init() {
        Resources.increment()
    }

    // Only where `Resources` counts: a deinit of its own would cost every operator a call when
    // it is freed.
    #if DEBUG
    deinit {
        Resources.decrement()
    }
    #endif

    /// Starts delivering events to `observer` until a stop event or until the returned
    /// disposable is disposed. Every concrete sequence overrides it.
    ///
    /// - Parameter observer: Receives the events, one at a time.
    /// - Returns: The subscription; disposing it stops the delivery.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("\(type(of: self)) must override subscribe(_:)")
    }

    /// `self`. Final and inlinable: operators call it on their source when they are built, and
    /// a call that cannot be overridden costs nothing — not even a retain.
    ///
    /// - Returns: This sequence.
    @inlinable
    public final func asObservable() -> Observable<Element> { self }

    /// Subscribes an observer that is already type-erased. Operators compiled in the client
    /// (`@inlinable`, see `ClosureOperator`) subscribe upstream through this entry point, which
    /// hands the observer on as it is instead of re-erasing it with a run-time cast.
    @usableFromInline
    func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        subscribe(observer)
    }
}

/// ``Observable``, under the name RxSwift gives it for code that also imports a framework with
/// an ``Observable`` of its own.
public typealias RxObservable<Element> = Observable<Element>

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
    override final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let trampoline = Trampoline.unretainedCurrent
        return trampoline.isActive ? run(observer) : trampoline.run { run(observer) }
    }

    @usableFromInline
    override final func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        let trampoline = Trampoline.unretainedCurrent
        return trampoline.isActive ? runErased(observer) : trampoline.run { runErased(observer) }
    }

    /// Subscribes `observer`: creates the sink, subscribes it upstream, returns its disposable.
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("\(type(of: self)) must override run(_:)")
    }

    /// `run(_:)` for an observer that is already type-erased.
    func runErased(_ observer: AnyObserver<Element>) -> Disposable {
        run(observer)
    }
}
