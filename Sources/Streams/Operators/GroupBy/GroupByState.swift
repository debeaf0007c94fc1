/// The state of a `groupBy` subscription, changed under its sink's lock by one transition per
/// event; the groups it opens it emits, what the sink sends to them it returns.
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
