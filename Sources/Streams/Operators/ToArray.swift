extension ObservableType {
    /// Collects every element and, when the source completes, emits them as one array, then
    /// completes.
    ///
    ///     source:  --1--2--3--|
    ///     toArray
    ///     result:  -----------(a|)     a = [1, 2, 3]
    ///
    /// RxSwift 6's public `toArray()` returns `Single<[Element]>`; the `Single` trait wraps this
    /// observable form, so it is internal (two public `toArray()` overloads differing only in
    /// their result type would make every call ambiguous).
    @inlinable
    func toArrayObservable() -> Observable<[Element]> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            source.subscribeSink(ToArraySink<Element>(observer: downstream))
        }
    }
}

@usableFromInline
final class ToArraySink<Element>: Sink<AnyObserver<[Element]>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `elements` is only touched by `on`, which the Rx contract serializes.
    private var elements: [Element] = []

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            elements = []
            forward(.error(error))
        case .completed:
            let collected = elements
            elements = []
            forwardNext(collected)
            forward(.completed)
        }
    }
}
