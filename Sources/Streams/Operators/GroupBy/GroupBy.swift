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

@usableFromInline
struct GroupByState<Key: Hashable, Element> {
    enum Phase {
        /// The groups opened so far, by key, and their keys in the order they opened, so that the
        /// groups end in that order.
        case running(groups: [Key: PublishSubject<Element>], keys: [Key])
        /// A stop event was sent; the groups were let go of.
        case stopped
    }

    /// What the sink does with a source element, after the lock.
    enum ElementAction {
        /// Nothing: the sequence has stopped, and the element is dropped.
        case none
        /// Sends the element to `group`.
        case send(to: PublishSubject<Element>)
    }

    /// What the sink does once the source stopped (or the key selector threw), after the lock.
    enum StopAction {
        /// Nothing: the sequence had stopped.
        case none
        /// Ends `groups` (the open groups, in the order they opened), then the sequence, and lets
        /// go of the source.
        case end(groups: [PublishSubject<Element>])
    }

    var phase = Phase.running(groups: [:], keys: [])

    /// An element of group `key` arrived: the sink sends it to its group, opened (and emitted)
    /// now if it is new.
    mutating func elementArrived(
        for key: Key, emitter: inout EventEmitter<GroupedObservable<Key, Element>>,
        opening: (PublishSubject<Element>) -> Observable<Element>
    ) -> ElementAction {
        switch phase {
        case .running(var groups, var keys):
            if let group = groups[key] { return .send(to: group) }
            phase = .stopped  // for the moment, so that the tables have one reference each
            let group = PublishSubject<Element>()
            groups[key] = group
            keys.append(key)
            phase = .running(groups: groups, keys: keys)
            emitter.emit(.next(GroupedObservable(key: key, source: opening(group))))
            return .send(to: group)
        case .stopped:
            return .none
        }
    }

    /// The source stopped: the sink ends the open groups, in the order they opened, then the
    /// sequence.
    mutating func sourceStopped() -> StopAction {
        switch phase {
        case .running(let groups, let keys):
            phase = .stopped
            return .end(groups: keys.compactMap { groups[$0] })
        case .stopped:
            return .none
        }
    }
}

@usableFromInline
final class GroupBySink<Key: Hashable, Element>: SerializingSink<
    AnyObserver<GroupedObservable<Key, Element>>, GroupByState<Key, Element>
>, ObserverType, @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let keySelector: (Element) throws -> Key
    private let sourceSubscription = SingleAssignmentDisposable()
    private var refCount: RefCountDisposable!

    @usableFromInline
    init(keySelector: @escaping (Element) throws -> Key, observer: AnyObserver<GroupedObservable<Key, Element>>) {
        self.keySelector = keySelector
        super.init(state: GroupByState(), observer: observer)
        refCount = RefCountDisposable(disposable: sourceSubscription)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return attaching(refCount)
    }

    // The source's events are serialized by the Rx contract, so the group subjects are called
    // from `on` directly, in order, with no lock held; downstream goes through `synchronized`.
    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                fail(error)
                return
            }
            let action = synchronized { state, emitter in
                state.elementArrived(for: key, emitter: &emitter, opening: groupObservable)
            }
            switch action {
            case .none:
                return
            case .send(let group):
                group.on(.next(element))
            }
        case .error(let error):
            fail(error)
        case .completed:
            switch updateState({ $0.sourceStopped() }) {
            case .none:
                return
            case .end(let groups):
                groups.forEach { $0.on(.completed) }
                emit(.completed)
                sourceSubscription.dispose()
            }
        }
    }

    private func fail(_ error: Swift.Error) {
        switch updateState({ $0.sourceStopped() }) {
        case .none:
            return
        case .end(let groups):
            groups.forEach { $0.on(.error(error)) }
            emit(.error(error))
            // An error ends the source subscription even while groups are subscribed.
            sourceSubscription.dispose()
        }
    }

    /// A group as downstream sees it: subscribing it keeps the source subscribed.
    private func groupObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let refCount = refCount!
        return Observable.create { observer in
            let release = refCount.retain()
            return Disposables.create(release, subject.subscribe(observer))
        }
        .named("groupBy group")
    }
}
