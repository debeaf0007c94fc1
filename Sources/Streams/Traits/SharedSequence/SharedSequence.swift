/// An observable sequence whose guarantees are fixed by a sharing strategy: it never errors,
/// it delivers on the strategy's scheduler (the main thread), and its subscribers share one
/// subscription to the source. ``Driver`` and ``Signal`` are its two strategies.
///
/// Build one with ``ObservableConvertibleType/asDriver(onErrorJustReturn:)`` or
/// ``ObservableConvertibleType/asSignal(onErrorJustReturn:)`` and their variants, which decide
/// what an error becomes, with its constructors, or with its operators; all of them keep the
/// guarantees. Each operator applies the ``ObservableType`` operator of the same name and shares
/// its result by the strategy again, so every step of a chain is shared.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, applying the strategy's sharing.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is (it is already shared, or sharing it would change nothing, as
    /// for StreamsInspector's `trace`, a tap that adds no sharing of its own).
    @inlinable
    package init(raw: Observable<Element>) {
        source = raw
    }

    /// Returns the sequence as a plain ``Observable``: the same shared events, which never
    /// include an error.
    ///
    /// - Returns: The shared observable this sequence wraps.
    @_alwaysEmitIntoClient
    public func asObservable() -> Observable<Element> { source }

    /// Returns this sequence itself.
    ///
    /// - Returns: `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// Returns the sequence as an ``Infallible``, with the same events on the same scheduler.
    ///
    /// - Returns: An ``Infallible`` of the elements and completion of this sequence.
    @_alwaysEmitIntoClient
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

/// What a sharing trait guarantees: the scheduler its events are delivered on, and how its
/// subscribers share the source.
///
/// ``DriverSharingStrategy`` and ``SignalSharingStrategy`` are the two strategies; a
/// ``SharedSequence`` of another strategy gets every operator and constructor of the trait.
public protocol SharingStrategyProtocol {
    /// The scheduler every event is delivered on.
    ///
    /// It is read each time a sequence is built: inside ``SharingScheduler/mock(scheduler:action:)``
    /// it is the mock's scheduler.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers.
    ///
    /// - Parameter source: The sequence to share, already delivering on ``scheduler``.
    /// - Returns: An observable that subscribes to `source` once for all its subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a ``SharedSequence``.
///
/// The operators of ``Driver`` and ``Signal`` are declared on this protocol, so they apply to
/// any type that converts to a shared sequence.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// Returns this value as a ``SharedSequence``.
    ///
    /// - Returns: A shared sequence of the same strategy and elements.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// Returns the sequence as a plain ``Observable`` (which never errors).
    ///
    /// - Returns: The observable of ``SharedSequenceConvertibleType/asSharedSequence()``.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// Creates a sequence that completes without an element, on the strategy's scheduler.
    ///
    /// The subscription is made on the strategy's scheduler, so the completion arrives there
    /// (one tick after subscribing under ``SharingScheduler/mock(scheduler:action:)``).
    ///
    /// - Returns: A sequence that only completes.
    @_alwaysEmitIntoClient
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// Creates a sequence that never sends anything.
    ///
    /// - Returns: A sequence without events; disposing of its subscription is all that ends it.
    @_alwaysEmitIntoClient
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// Creates a sequence of one element, then completion, on the strategy's scheduler.
    ///
    /// The subscription is made on the strategy's scheduler, so under a mock the events
    /// arrive one tick after subscribing:
    ///
    ///     Driver.just(1) under SharingScheduler.mock(scheduler:), subscribed at 200:
    ///         .next(201, 1), .completed(201)
    ///
    /// - Parameter element: The one element.
    /// - Returns: A sequence of `element`.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Creates a sequence that calls a factory for each subscriber and subscribes to what it
    /// returns, as ``ObservableType/deferred(_:)`` does.
    ///
    /// The result is shared by the strategy, so the factory runs when the shared subscription
    /// starts: once for all subscribers that overlap, again after they have all left.
    ///
    /// - Parameters:
    ///   - observableFactory: Called at subscription, on the subscribing thread; it cannot
    ///     throw.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `observableFactory` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: A sequence of the events of the sequences the factory makes.
    @_alwaysEmitIntoClient
    public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Element> {
        let check = IsolationCheck("deferred(_:)", file: file, line: line, isolation: isolation)
        return SharedSequence(Observable.deferred(checking: check) { observableFactory().asObservable() })
    }

    /// Creates a sequence of the given elements, one per step of the strategy's scheduler,
    /// then completion.
    ///
    /// - Parameter elements: The elements, in order.
    /// - Returns: A sequence of `elements`.
    @_alwaysEmitIntoClient
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// Creates a sequence of the elements of an array, one per step of the strategy's
    /// scheduler, then completion.
    ///
    /// - Parameter array: The elements, in order.
    /// - Returns: A sequence of the elements of `array`.
    @_alwaysEmitIntoClient
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// Creates a sequence of the elements of a sequence, one per step of the strategy's
    /// scheduler, then completion.
    ///
    /// - Parameter sequence: The elements, walked once per subscription.
    /// - Returns: A sequence of the elements of `sequence`.
    @_alwaysEmitIntoClient
    public static func from<Elements: Swift.Sequence>(_ sequence: Elements) -> SharedSequence<SharingStrategy, Element>
    where Elements.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// Creates a sequence of the element of an optional, if any, then completion, on the
    /// strategy's scheduler.
    ///
    /// - Parameter optional: The element, or `nil` for a sequence that only completes.
    /// - Returns: A sequence of at most one element.
    @_alwaysEmitIntoClient
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Creates a sequence that emits 0, 1, 2, ... one every period, on the strategy's
    /// scheduler, as ``ObservableType/interval(_:scheduler:)`` does.
    ///
    /// The result is shared: subscribers that overlap see one counter.
    ///
    /// - Parameter period: The time between two elements; the first comes one period after
    ///   subscribing.
    /// - Returns: An endless sequence of counts.
    @_alwaysEmitIntoClient
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Creates a sequence that emits 0 after a delay, then 1, 2, ... one every period, on the
    /// strategy's scheduler, as ``ObservableType/timer(_:period:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - dueTime: The time from subscribing to the first element.
    ///   - period: The time between two elements after the first.
    /// - Returns: An endless sequence of counts.
    @_alwaysEmitIntoClient
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
