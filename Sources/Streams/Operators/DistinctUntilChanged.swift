extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one passed on before it.
    ///
    ///     source:  --1--1--2--2--1--|
    ///     distinctUntilChanged()
    ///     result:  --1-----2-----1--|
    @inlinable
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
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` calls equal to the element passed on before it; an
    /// error it throws ends the sequence.
    ///
    ///     source:  --1--3--4--6--|
    ///     distinctUntilChanged { $0 % 2 == $1 % 2 }
    ///     result:  --1-----4-----|
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key `comparer` calls equal to the key of the element passed on
    /// before it; an error either closure throws ends the sequence.
    ///
    ///     source:  --1--3--4--6--|
    ///     distinctUntilChanged({ $0 % 2 }, comparer: ==)
    ///     result:  --1-----4-----|
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return ClosureOperator<Element>("distinctUntilChanged") { downstream, lifecycle in
            let lastKey = MutableCell<Key?>(nil)
            return source.subscribeErased(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    do {
                        let key = try keySelector(element)
                        if let last = lastKey.value, try comparer(last, key) { return }
                        lastKey.value = key
                    } catch {
                        lifecycle.forward(.error(error), to: downstream)
                        return
                    }
                    lifecycle.forward(event, to: downstream)
                case .error, .completed:
                    lifecycle.forward(event, to: downstream)
                }
            })
        }
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
