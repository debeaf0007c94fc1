extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one passed on before it.
    ///
    ///     source:  --1--1--2--2--1--|
    ///     distinctUntilChanged()
    ///     result:  --1-----2-----1--|
    ///
    /// - Returns: The elements that differ from the element before them.
    @_alwaysEmitIntoClient
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
    ///
    /// - Parameter keySelector: Gives the key each element is compared by.
    /// - Returns: The elements whose key differs from the key of the element before them.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<
        Element
    > {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` calls equal to the element passed on before it; an
    /// error it throws ends the sequence.
    ///
    ///     source:  --1--3--4--6--|
    ///     distinctUntilChanged { $0 % 2 == $1 % 2 }
    ///     result:  --1-----4-----|
    ///
    /// - Parameter comparer: Called with the element passed on last and the new one; `true` drops
    ///   the new one.
    /// - Returns: The elements `comparer` calls different from the element before them.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key `comparer` calls equal to the key of the element passed on
    /// before it; an error either closure throws ends the sequence.
    ///
    ///     source:  --1--3--4--6--|
    ///     distinctUntilChanged({ $0 % 2 }, comparer: ==)
    ///     result:  --1-----4-----|
    ///
    /// - Parameters:
    ///   - keySelector: Gives the key each element is compared by.
    ///   - comparer: Called with the key of the element passed on last and the new key; `true`
    ///     drops the new element.
    /// - Returns: The elements whose key `comparer` calls different from the key before them.
    @_alwaysEmitIntoClient
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        ClosureOperator(
            capturing: DistinctUntilChangedParameters(
                source: asObservable(), keySelector: keySelector, comparer: comparer)
        ) { captured, downstream in
            captured.source.subscribeSink(
                DistinctUntilChangedSink(
                    keySelector: captured.keySelector, comparer: captured.comparer, observer: downstream))
        }
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on
    /// before it.
    ///
    /// - Parameter keyPath: The property each element is compared by.
    /// - Returns: The elements whose property at `keyPath` differs from the element before them.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element>
    {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }
}

/// What `distinctUntilChanged` is built with — a struct, not a tuple (see `ClosureOperator`).
@usableFromInline
struct DistinctUntilChangedParameters<Element, Key> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool

    @inlinable
    init(
        source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }
}

@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `lastKey` is only touched by `on`, which the Rx contract serializes.
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    /// The key of the element passed on last, from the first element on. In a box rather than a
    /// `Key?`: releasing a stored `Key?` with the sink looks `Optional<Key>`'s type metadata up
    /// at run time (about 370 instructions per subscription, measured in benchmark f), a box is
    /// released by reference.
    @exclusivity(unchecked) @usableFromInline var lastKey: LastKey<Key>?

    @inlinable
    init(
        keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
        observer: AnyObserver<Element>
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            do {
                let key = try keySelector(element)
                if let lastKey {
                    if try comparer(lastKey.key, key) { return }
                    lastKey.key = key
                } else {
                    lastKey = LastKey(key)
                }
            } catch {
                return forwardError(error)
            }
        }
        forward(event)
    }
}

/// `DistinctUntilChangedSink`'s last key.
@usableFromInline
final class LastKey<Key> {
    @usableFromInline var key: Key

    @inlinable
    init(_ key: Key) {
        self.key = key
    }
}
