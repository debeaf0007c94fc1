extension ObservableType {
    /// The observable behaviour of RxSwift 6's `first()` (which returns `Single<Element?>`):
    /// the first element, or `nil` when the source completes empty, then completion.
    ///
    ///     source:  --1--2--|        --|
    ///     result:  --(1|)           --(n|)     n = nil
    ///
    /// Internal: the public `first()` returns this sequence as a `Single<Element?>`.
    @inlinable
    func firstAsObservable() -> Observable<Element?> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            source.subscribeSink(FirstSink<Element>(observer: downstream))
        }
    }
}

@usableFromInline
final class FirstSink<Element>: Sink<AnyObserver<Element?>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: no state beyond what `forward` guards.
    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
            forward(.completed)
        case .error(let error):
            forward(.error(error))
        case .completed:
            forwardNext(nil)
            forward(.completed)
        }
    }
}
