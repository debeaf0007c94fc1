extension ObservableType {
    /// Splits the elements into groups by the key `keySelector` gives them: the first element of
    /// each key emits a new ``GroupedObservable``, and every element goes to its group. The
    /// source's completion or error ends every group and the result; an error thrown by
    /// `keySelector` ends them with that error.
    ///
    ///     source:  --1--2--3--4--|
    ///     groupBy { $0 % 2 }
    ///     result:  --A--B--------|     A = group 1, B = group 0
    ///     A:         1-----3-----|
    ///     B:            2-----4--|
    ///
    /// The source stays subscribed while a group is subscribed, even after the result is
    /// disposed.
    ///
    /// - Parameter keySelector: Called with each element; elements with equal keys share a group.
    /// - Returns: One ``GroupedObservable`` per key, in the order the keys first appear.
    @_alwaysEmitIntoClient
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<
        GroupedObservable<Key, Element>
    > {
        ClosureOperator(capturing: (source: asObservable(), keySelector: keySelector)) { captured, downstream in
            GroupBySink(keySelector: captured.keySelector, observer: downstream).run(captured.source)
        }
    }
}

/// A sequence of the elements that share one key, emitted by `groupBy`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    ///
    /// - Parameters:
    ///   - key: The key of the group.
    ///   - source: The group's elements; subscribing to the group subscribes to it.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }
}
