/// A subject that can only carry elements: it never completes or fails, so it can hold
/// state between a view and its model. Send with ``PublishRelay/accept(_:)``.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is a thread-safe subject.
    @usableFromInline let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    @inlinable
    public init() {
        subject.core.presentedAs = PublishRelay.self
    }

    /// Sends `event` to the current subscribers.
    ///
    /// - Parameter event: The element to send.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain ``Observable`` of the elements it accepts from now on.
    ///
    /// - Returns: An ``Observable`` that never fails nor completes.
    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// The relay as an ``Infallible``: it never fails.
    ///
    /// - Returns: An ``Infallible`` of the elements the relay accepts from now on.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

/// A relay that remembers its latest element, readable as `value`; new subscribers receive it
/// first.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is a thread-safe subject.
    @usableFromInline let subject: BehaviorSubject<Element>

    /// A relay holding `value`.
    ///
    /// - Parameter value: The first value, which new subscribers receive until another is
    ///   accepted.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        subject.core.presentedAs = BehaviorRelay.self
    }

    /// The latest element.
    public var value: Element {
        // A relay's subject never stops and is never disposed, so `value()` cannot throw.
        // swiftlint:disable:next force_try
        try! subject.value()
    }

    /// Stores `event` as the value and sends it to the subscribers.
    ///
    /// - Parameter event: The new value.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain ``Observable`` of its current value, then of the values it accepts.
    ///
    /// - Returns: An ``Observable`` that never fails nor completes.
    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// The relay as an ``Infallible``: it never fails.
    ///
    /// - Returns: An ``Infallible`` of the current value, then of the elements the relay accepts.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

/// A relay that replays up to `bufferSize` elements (or all) to new subscribers.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is a thread-safe subject.
    @usableFromInline let subject: ReplaySubject<Element>

    @usableFromInline
    init(subject: ReplaySubject<Element>) {
        self.subject = subject
        subject.core.presentedAs = ReplayRelay.self
    }

    /// A relay that replays the last `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many of the latest elements a new subscriber receives first; it
    ///   must not be negative.
    /// - Returns: A relay with no subscribers.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element (RxSwift's spelling; ``ReplaySubject``'s is
    /// `createUnbounded`, which relays accept too).
    ///
    /// - Returns: A relay with no subscribers.
    @inlinable
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// A relay that replays every element: ``ReplayRelay/createUnbound()``, spelled as
    /// ``ReplaySubject``'s.
    ///
    /// - Returns: A relay with no subscribers.
    @inlinable
    public static func createUnbounded() -> ReplayRelay<Element> {
        createUnbound()
    }

    /// Sends `event` to the subscribers and remembers it.
    ///
    /// - Parameter event: The element to send and replay.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain ``Observable`` of the replayed elements, then of those it accepts.
    ///
    /// - Returns: An ``Observable`` that never fails nor completes.
    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// The relay as an ``Infallible``: it never fails.
    ///
    /// - Returns: An ``Infallible`` of the replayed elements, then of those the relay accepts.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
