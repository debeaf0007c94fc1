/// A push-based sequence of events; the type every operator takes and returns.
///
/// Every concrete sequence is a subclass that overrides ``Observable/subscribe(_:)``: operators
/// are `ClosureOperator`s, subjects manage their observer lists themselves. Users build observables
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
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
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
