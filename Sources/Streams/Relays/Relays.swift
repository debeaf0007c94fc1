/// A subject that can only carry elements: it never completes or fails, so it can hold
/// state between a view and its model. Send with `accept(_:)`.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is a thread-safe subject.
    @usableFromInline let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    @inlinable
    public init() {}

    /// Sends `event` to the current subscribers.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// The relay as an `Infallible`: it never fails.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

/// A relay that remembers its latest element, readable as `value`; new subscribers receive it
/// first.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is a thread-safe subject.
    @usableFromInline let subject: BehaviorSubject<Element>

    /// A relay holding `value`.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The latest element.
    public var value: Element {
        // A relay's subject never stops and is never disposed, so `value()` cannot throw.
        // swiftlint:disable:next force_try
        try! subject.value()
    }

    /// Stores `event` as the value and sends it to the subscribers.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// The relay as an `Infallible`: it never fails.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

/// A relay that replays up to `bufferSize` elements (or all) to new subscribers.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: the only state is a thread-safe subject.
    @usableFromInline let subject: ReplaySubject<Element>

    @usableFromInline
    init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the last `bufferSize` elements.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element (RxSwift's spelling; `ReplaySubject`'s is
    /// `createUnbounded`, which relays accept too).
    @inlinable
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// A relay that replays every element: `createUnbound()`, spelled as `ReplaySubject`'s.
    @inlinable
    public static func createUnbounded() -> ReplayRelay<Element> {
        createUnbound()
    }

    /// Sends `event` to the subscribers and remembers it.
    @inlinable
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }

    /// The relay as an `Infallible`: it never fails.
    public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
