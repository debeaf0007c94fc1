extension ObservableType {
    /// Pairs each element with its index, starting at 0.
    ///
    ///     source:  --a--b--c--|
    ///     enumerated
    ///     result:  --A--B--C--|     A = (0, a), B = (1, b), C = (2, c)
    ///
    /// - Returns: Each element with its index; an index past `Int.max` fails with
    ///   ``RxError/overflow``.
    @_alwaysEmitIntoClient
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            source.subscribeSink(EnumeratedSink<Element>(observer: downstream))
        }
    }
}

@usableFromInline
final class EnumeratedSink<Element>: Sink<AnyObserver<(index: Int, element: Element)>>, SourceSink,
    @unchecked Sendable
{
    // @unchecked Sendable: `nextIndex` is only touched by `on`, which the Rx contract serializes.
    private var nextIndex = 0

    @usableFromInline
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return forwardStop(event) }
        let index = nextIndex
        let (incremented, overflow) = index.addingReportingOverflow(1)
        if overflow { return forwardError(RxError.overflow) }
        nextIndex = incremented
        forwardNext((index: index, element: element))
    }
}
