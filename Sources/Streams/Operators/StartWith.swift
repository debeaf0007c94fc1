extension ObservableType {
    /// Emits `elements` during the subscription, then the elements of this sequence.
    ///
    ///     source:  ------1--2--|
    ///     startWith(8, 9)
    ///     result:  (89)--1--2--|      8 and 9 at the subscription (a group lasts its length)
    ///
    /// - Parameter elements: The elements sent first, in order.
    /// - Returns: `elements`, then this sequence's events.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

final class StartWith<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // Nothing to keep per subscription: the prefix goes out now, then the source takes over.
        for element in elements {
            observer.on(.next(element))
        }
        return source.subscribe(observer)
    }
}
