extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one passed on before it.
    ///
    ///     source:  --1--1--2--2--1--|
    ///     distinctUntilChanged()
    ///     result:  --1-----2-----1--|
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key equals the key of the element passed on before it; an error
    /// `keySelector` throws ends the sequence.
    ///
    ///     source:  --a---b---c---|     a = "a1", b = "b1", c = "c2"
    ///     distinctUntilChanged { $0.last! }    (key: the digit)
    ///     result:  --a-------c---|
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` calls equal to the element passed on before it; an
    /// error it throws ends the sequence.
    ///
    ///     source:  --1--3--4--6--|
    ///     distinctUntilChanged { $0 % 2 == $1 % 2 }
    ///     result:  --1-----4-----|
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key `comparer` calls equal to the key of the element passed on
    /// before it; an error either closure throws ends the sequence.
    ///
    ///     source:  --1--3--4--6--|
    ///     distinctUntilChanged({ $0 % 2 }, comparer: ==)
    ///     result:  --1-----4-----|
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on
    /// before it.
    ///
    ///     source:  -abc|     a = (x: 1, y: 1), b = (x: 1, y: 2), c = (x: 2, y: 2)
    ///     distinctUntilChanged(at: \.x)
    ///     result:  -a-c|
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }
}

final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class DistinctUntilChangedSink<Key, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `lastKey` is only touched by `on`, which the Rx contract serializes.
    private let keySelector: (Observer.Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var lastKey: Key?

    init(keySelector: @escaping (Observer.Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, observer: Observer) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let lastKey, try comparer(lastKey, key) { return }
                lastKey = key
                forward(event)
            } catch {
                forward(.error(error))
            }
        case .error, .completed:
            forward(event)
        }
    }
}
