/// Remembers up to `bufferSize` elements (or all of them) and replays them, then the stop
/// event if there was one, to every new subscriber.
///
///     subject (bufferSize 2):  --1--2--3--|
///     late:                            ^(23|)
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // @unchecked Sendable: all state is in the thread-safe `SubjectCore`.
    /// The subject's observer side: the subject itself (RxSwift's name).
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline let core: SubjectCore<Element>

    @inlinable
    init(limit: Int?) {
        core = SubjectCore(memory: .buffer(limit: limit))
    }

    // Its subscribers hold the core, not the subject: going away, it lets them go (see
    // `SubjectCore`).
    deinit {
        core.dispose()
    }

    /// A subject that replays the last `bufferSize` elements. Precondition: `bufferSize >= 0`.
    ///
    /// - Parameter bufferSize: How many of the latest elements a new subscriber receives first.
    /// - Returns: A subject with no subscribers.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(
            bufferSize >= 0, "ReplaySubject.create(bufferSize:): bufferSize must not be negative, got \(bufferSize)")
        return ReplaySubject(limit: bufferSize)
    }

    /// A subject that replays every element it has received.
    ///
    /// - Returns: A subject with no subscribers.
    @inlinable
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(limit: nil)
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once ``ReplaySubject/dispose()`` has been called.
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
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every subscriber and the buffer; later subscribers receive
    /// ``RxError/disposed(object:)``.
    public func dispose() { core.dispose() }
}
