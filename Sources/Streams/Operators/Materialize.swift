extension ObservableType {
    /// Turns every event into an element: the result never fails — an upstream error arrives as
    /// `.next(.error(e))` followed by `.completed`.
    ///
    ///     source:  --1--2--#
    ///     materialize
    ///     result:  --A--B--(E|)     A = .next(1), B = .next(2), E = .error(#)
    ///
    /// - Returns: The source's events as elements, then a completion.
    @_alwaysEmitIntoClient
    public func materialize() -> Observable<Event<Element>> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            source.subscribeSink(MaterializeSink(observer: downstream))
        }
    }
}

@usableFromInline
final class MaterializeSink<Element>: Sink<AnyObserver<Event<Element>>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: no state beyond the atomic lifecycle.
    @inlinable
    override init(observer: AnyObserver<Event<Element>>) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next = event else { return onStop(event) }
        forwardNext(event)
    }

    /// A stop event becomes an element, then completion. Kept out of line, so that the
    /// element path saves fewer registers.
    @inlinable @inline(never)
    func onStop(_ event: Event<Element>) {
        forwardNext(event)
        forward(.completed)
    }
}
