/// Remembers the latest element: a new subscriber receives it at once, then what follows.
///
///     subject:  0--1--2--|        (created with 0)
///     late:        ^1-2--|
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // @unchecked Sendable: all state is in the thread-safe `SubjectCore`.
    /// The subject's observer side: the subject itself (RxSwift's name).
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline let core: SubjectCore<Element>

    /// A subject whose latest element is `value` until another arrives.
    ///
    /// - Parameter value: The element new subscribers receive until another arrives.
    @inlinable
    public init(value: Element) {
        core = SubjectCore(memory: .latest, initial: value)
    }

    // Its subscribers hold the core, not the subject: going away, it lets them go (see
    // `SubjectCore`).
    deinit {
        core.dispose()
    }

    /// The latest element. Throws the error the subject stopped with, or
    /// ``RxError/disposed(object:)`` after ``BehaviorSubject/dispose()``.
    ///
    /// - Returns: The initial value, or the latest element received since.
    /// - Throws: The error the subject stopped with, or ``RxError/disposed(object:)`` after
    ///   ``dispose()``.
    public func value() throws -> Element {
        let result = core.state.withLock { state -> Result<Element, Swift.Error> in
            switch state.lifecycle {
            case .disposed: return .failure(RxError.disposed(object: self))
            case .stopped(error: let error?): return .failure(error)
            case .active, .stopped: break
            }
            guard let latest = state.latest else { preconditionFailure("BehaviorSubject lost its value") }
            return .success(latest)
        }
        return try result.get()
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once ``BehaviorSubject/dispose()`` has been called.
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
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every subscriber and the value; later use receives ``RxError/disposed(object:)``.
    public func dispose() { core.dispose() }
}
