/// Broadcasts each event to the observers subscribed at that moment; late subscribers get
/// nothing before their subscription, except the stop event once the subject has stopped.
///
///     subject:  --1--2--3--|
///     early:    ^-1--2--3--|
///     late:          ^--3--|
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // @unchecked Sendable: all state is in the thread-safe `SubjectCore`.
    /// The subject's observer side: the subject itself (RxSwift's name).
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline let core = SubjectCore<Element>(memory: .nothing)

    /// A subject with no subscribers.
    @inlinable
    override public init() {}

    // Its subscribers hold the core, not the subject: going away, it lets them go (see
    // `SubjectCore`).
    deinit {
        core.dispose()
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once ``PublishSubject/dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    @inlinable
    public func on(_ event: Event<Element>) { core.on(event) }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer), owner: self)
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer, owner: self)
    }

    /// The subject itself, which is its observer side.
    ///
    /// - Returns: `self`.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every subscriber; later subscribers receive ``RxError/disposed(object:)``.
    public func dispose() { core.dispose() }
}
