/// An observable sequence with a narrower event grammar, fixed by `Trait`: ``Single`` (one
/// element or an error), ``Maybe`` (at most one element, or an error), ``Completable`` (no
/// element: completion or an error).
///
/// It is a thin wrapper around an `Observable`; the trait only restricts which constructors
/// and operators are offered, so a primitive sequence costs nothing over its source.
///
///     Single:       ---(a|)     or  ---#
///     Maybe:        ---(a|)     or  ---|    or  ---#
///     Completable:  ---|        or  ---#
///
/// The operators every trait has (timing, schedulers, retrying, catching) are declared here;
/// those that depend on the trait (creating, subscribing, transforming) on
/// ``PrimitiveSequenceType``, for one trait each. Each applies the ``ObservableType`` operator
/// of the same name, with the same timing and subscriptions.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    @usableFromInline
    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is, or can be viewed as, a ``PrimitiveSequence``.
///
/// The constructors and operators of ``Single``, ``Maybe`` and ``Completable`` are declared on
/// this protocol, constrained to their trait, as in RxSwift.
public protocol PrimitiveSequenceType {
    /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait
    /// The type of the element.
    associatedtype Element

    /// This value as a primitive sequence.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// The sequence itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// Returns the sequence as a plain ``Observable``, with the same events.
    ///
    /// - Returns: The observable this sequence wraps.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// Creates a sequence that calls a factory for each subscriber and subscribes to what it
    /// returns, as ``ObservableType/deferred(_:)`` does.
    ///
    /// - Parameters:
    ///   - observableFactory: Called at each subscription, on the subscribing thread. An error
    ///     it throws fails that subscription with the error.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `observableFactory` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: A sequence of the trait with the outcome of the sequence the factory makes.
    @_alwaysEmitIntoClient
    public static func deferred(
        _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> PrimitiveSequence<Trait, Element> {
        let check = IsolationCheck("deferred(_:)", file: file, line: line, isolation: isolation)
        return PrimitiveSequence(raw: Observable.deferred(checking: check) { try observableFactory().asObservable() })
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Creates a sequence that emits 0 after a delay, then completes, as
    /// ``ObservableType/timer(_:period:scheduler:)`` does without a period.
    ///
    ///     timer(.seconds(5)) subscribed at 200:  .next(205, 0), .completed(205)
    ///
    /// - Parameters:
    ///   - dueTime: The time from subscribing to the element.
    ///   - scheduler: The scheduler that times and sends the element.
    /// - Returns: A ``Single`` (or ``Maybe``) of 0.
    @_alwaysEmitIntoClient
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
