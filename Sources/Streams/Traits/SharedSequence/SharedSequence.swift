/// An observable sequence whose guarantees are fixed by a sharing strategy: it never errors,
/// it delivers on the strategy's scheduler (the main thread), and its subscribers share one
/// subscription to the source. `Driver` and `Signal` are its two strategies.
///
/// Build one with `asDriver(onErrorJustReturn:)` / `asSignal(...)` (which decide what an error
/// becomes), its constructors, or its operators; all of them keep the guarantees.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, applying the strategy's sharing.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is (it is already shared, or sharing it would change nothing).
    @inlinable
    init(raw: Observable<Element>) {
        source = raw
    }

    @inlinable
    public func asObservable() -> Observable<Element> { source }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// This sequence as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

/// What a sharing trait guarantees: the scheduler its events are delivered on, and how its
/// subscribers share the source.
public protocol SharingStrategyProtocol {
    /// The scheduler every event is delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This value as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// A sequence that completes at once, on the strategy's scheduler.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never sends anything.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// One element, then completion, on the strategy's scheduler.
    ///
    ///     Driver.just(1) under SharingScheduler.mock(scheduler:), subscribed at 200:
    ///         .next(201, 1), .completed(201)
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// Calls `observableFactory` for each subscriber and subscribes to what it returns.
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// The given elements, one per step of the strategy's scheduler, then completion.
    public static func of(_ elements: Element ...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of an array, one per step of the strategy's scheduler, then completion.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of a sequence, one per step of the strategy's scheduler, then completion.
    public static func from<Elements: Swift.Sequence>(_ sequence: Elements) -> SharedSequence<SharingStrategy, Element> where Elements.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// The element of `optional`, if any, then completion, on the strategy's scheduler.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, ... one every `period` on the strategy's scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, ... every `period`, on the strategy's scheduler.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
