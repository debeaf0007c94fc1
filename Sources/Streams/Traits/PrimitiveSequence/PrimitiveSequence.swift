/// An observable sequence with a narrower event grammar, fixed by `Trait`: `Single` (one
/// element or an error), `Maybe` (at most one element, or an error), `Completable` (no
/// element: completion or an error).
///
/// It is a thin wrapper around an `Observable`; the trait only restricts which constructors
/// and operators are offered, so a primitive sequence costs nothing over its source.
///
///     Single:       ---(a|)     or  ---#
///     Maybe:        ---(a|)     or  ---|    or  ---#
///     Completable:  ---|        or  ---#
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is, or can be viewed as, a `PrimitiveSequence`.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the element.
    associatedtype Element

    /// This value as a primitive sequence.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain `Observable`.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// Calls `observableFactory` for each subscriber and subscribes to what it returns; an error
    /// it throws fails that subscription.
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Emits 0 after `dueTime` on `scheduler`, then completes.
    ///
    ///     timer(.seconds(5)) subscribed at 200:  .next(205, 0), .completed(205)
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
