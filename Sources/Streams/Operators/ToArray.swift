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
    @usableFromInline
    func toArrayObservable() -> Observable<[Element]> {
        ToArray(source: asObservable())
    }
}

final class ToArray<Element>: Producer<[Element]> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == [Element] {
        let sink = ToArraySink<Element, Observer>(observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class ToArraySink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable
where Observer.Element == [Element] {
    // @unchecked Sendable: `elements` is only touched by `on`, which the Rx contract serializes.
    private var elements: [Element] = []

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
            forward(.next(collected))
            forward(.completed)
        }
    }
}
