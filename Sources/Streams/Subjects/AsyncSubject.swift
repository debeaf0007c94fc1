/// Emits only the last element, and only when the source completes; an error is passed on
/// without an element.
///
///     subject:  --1--2--3--|
///     result:   -----------(3|)
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: all state is in the thread-safe `SubjectCore`.
    /// The subject's observer side: the subject itself (RxSwift's name).
    public typealias SubjectObserverType = AsyncSubject<Element>

    @usableFromInline let core = SubjectCore<Element>(memory: .lastOnCompletion)

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
    public func asObserver() -> AsyncSubject<Element> { self }
}
