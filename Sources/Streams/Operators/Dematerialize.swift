extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: `.next(.error(e))` fails the sequence
    /// and `.next(.completed)` completes it.
    ///
    ///     source:  --A--B--C--     A = .next(1), B = .next(2), C = .completed
    ///     dematerialize
    ///     result:  --1--2--|
    ///
    /// - Returns: The events the elements describe.
    @_alwaysEmitIntoClient
    public func dematerialize() -> Observable<Element.Element> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            source.subscribeSink(DematerializeSink(observer: downstream))
        }
    }
}

@usableFromInline
final class DematerializeSink<Wrapped: EventConvertible>: Sink<AnyObserver<Wrapped.Element>>, SourceSink,
    @unchecked Sendable
{
    // @unchecked Sendable: no state beyond the atomic lifecycle.
    @inlinable
    override init(observer: AnyObserver<Wrapped.Element>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Wrapped>) {
        guard case .next(let wrapped) = event, case .next(let element) = wrapped.event else { return onStop(event) }
        forwardNext(element)
    }

    /// A stop event, from the source or wrapped in an element. Kept out of line, so that the
    /// element path saves fewer registers.
    @inlinable @inline(never)
    func onStop(_ event: Event<Wrapped>) {
        guard case .next(let wrapped) = event else { return forwardStop(event) }
        forward(wrapped.event)
    }
}
