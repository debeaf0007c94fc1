import Synchronization

/// The one implementation behind the four subjects; they differ only in what they remember
/// and replay to a new subscriber (`Memory`).
///
/// Events may be sent from any thread: deliveries are serialized by a `DeliveryQueue`, so
/// subscribers never see two events at once, and no lock is held while they run. An event sent
/// re-entrantly (from a subscriber, during a delivery) is delivered after the current one.
///
/// Everything is `@inlinable`, and the subjects' initializers too: a subject made in the client
/// runs its events specialized, and subscribing and unsubscribing — reached through the
/// subject's vtable, so unspecialized — go through `specialized`, two closures formed in the
/// initializer, so they run specialized as well.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
    // @unchecked Sendable: all mutable state is in `state`, behind a mutex; elements are passed
    // through to subscribers as the sender gave them, as RxSwift does.
    @usableFromInline
    enum Memory {
        /// Remembers nothing (PublishSubject).
        case nothing
        /// Remembers the latest element and replays it (BehaviorSubject).
        case latest
        /// Remembers the last `limit` elements (all when `nil`) and replays them (ReplaySubject).
        case buffer(limit: Int?)
        /// Remembers the last element and emits it only on completion (AsyncSubject).
        case lastOnCompletion
    }

    /// One event for some subscribers: a broadcast to the subscribers of the moment, a replayed
    /// element for a new one, or `RxError.disposed` for a late one.
    @usableFromInline
    struct Delivery {
        @usableFromInline let targets: ContiguousArray<SubjectSubscription<Element>>
        @usableFromInline let event: Event<Element>

        @inlinable
        init(targets: ContiguousArray<SubjectSubscription<Element>>, event: Event<Element>) {
            self.targets = targets
            self.event = event
        }

        @inlinable
        func deliver() {
            for subscription in targets where !subscription.isDisposed {
                subscription.observer.on(event)
            }
        }
    }

    @usableFromInline
    struct State {
        @usableFromInline var subscriptions: ContiguousArray<SubjectSubscription<Element>> = []
        @usableFromInline var elements = Queue<Element>()
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false
        @usableFromInline var deliveries = DeliveryQueue<Delivery>()

        @usableFromInline
        init() {}
    }

    @usableFromInline let memory: Memory
    @usableFromInline let state: Locked<State>
    @usableFromInline let gate = DeliveryGate()
    /// `subscribe` and `remove`, compiled where the subject was made (see above).
    @usableFromInline let specialized: (
        subscribe: (SubjectCore, AnyObserver<Element>, AnyObject) -> Disposable,
        remove: (SubjectCore, SubjectSubscription<Element>) -> Void
    )

    @inlinable
    init(memory: Memory, initial: Element? = nil) {
        self.memory = memory
        var state = State()
        if let initial { state.elements.enqueue(initial) }
        self.state = Locked(state)
        // Closures that capture nothing: no allocation, just the specialized entry points.
        specialized = (subscribe: { $0.subscribeNow($1, owner: $2) }, remove: { $0.removeNow($1) })
    }

    var hasObservers: Bool { state.withLock { !$0.subscriptions.isEmpty } }

    var isDisposed: Bool { state.withLock { $0.isDisposed } }

    @inlinable
    func on(_ event: Event<Element>) {
        let first = state.withLock { state -> Delivery? in
            guard !state.isDisposed, state.stopEvent == nil else { return nil }
            switch event {
            case .next(let element):
                remember(element, in: &state)
                if case .lastOnCompletion = memory { return nil }
                return state.deliveries.admit(Delivery(targets: state.subscriptions, event: event), through: gate)
            case .error, .completed:
                state.stopEvent = event
                let subscriptions = state.subscriptions
                state.subscriptions = []
                guard case .lastOnCompletion = memory else {
                    return state.deliveries.admit(Delivery(targets: subscriptions, event: event), through: gate)
                }
                for event in stopEvents(for: event, remembered: state.elements) {
                    state.deliveries.enqueue(Delivery(targets: subscriptions, event: event))
                }
                return state.deliveries.admitEnqueued(through: gate)
            }
        }
        drain(startingWith: first)
    }

    /// Subscribes `observer`; `owner` is the subject, named in `RxError.disposed`.
    @inlinable
    func subscribe(_ observer: AnyObserver<Element>, owner: AnyObject) -> Disposable {
        specialized.subscribe(self, observer, owner)
    }

    @inlinable
    func subscribeNow(_ observer: AnyObserver<Element>, owner: AnyObject) -> Disposable {
        var subscription: Disposable = Disposables.create()
        // (deliveries to make at once — a re-entrant subscription — or the first to drain)
        let (immediate, first) = state.withLock { state -> ([Delivery], Delivery?) in
            let deliveries: [Delivery]
            if state.isDisposed {
                let added = SubjectSubscription(observer: observer, core: nil)
                deliveries = [Delivery(targets: [added], event: .error(RxError.disposed(object: owner)))]
            } else if let stopEvent = state.stopEvent {
                let added = SubjectSubscription(observer: observer, core: nil)
                subscription = added
                let targets: ContiguousArray = [added]
                deliveries = replayAfterStop(stopEvent, remembered: state.elements).map { Delivery(targets: targets, event: $0) }
            } else {
                let added = SubjectSubscription(observer: observer, core: self)
                state.subscriptions.append(added)
                subscription = added
                let events = replay(remembered: state.elements)
                if events.isEmpty { return ([], nil) }
                let targets: ContiguousArray = [added]
                deliveries = events.map { Delivery(targets: targets, event: $0) }
            }
            if deliveries.isEmpty { return ([], nil) }
            if gate.isDeliveringOnCurrentThread { return (deliveries, nil) }
            for delivery in deliveries { state.deliveries.enqueue(delivery) }
            return ([], state.deliveries.admitEnqueued(through: gate))
        }
        for delivery in immediate { delivery.deliver() }
        drain(startingWith: first)
        return subscription
    }

    @inlinable
    func remove(_ subscription: SubjectSubscription<Element>) {
        specialized.remove(self, subscription)
    }

    @inlinable
    func removeNow(_ subscription: SubjectSubscription<Element>) {
        state.withLock { state in
            if let index = state.subscriptions.firstIndex(where: { $0 === subscription }) {
                state.subscriptions.remove(at: index)
            }
        }
    }

    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.subscriptions = []
            state.elements.removeAll()
        }
    }

    @inlinable
    func drain(startingWith first: Delivery?) {
        gate.deliver(from: first, using: { $0.deliver() }, next: { state.withLock { $0.deliveries.take(through: gate) } })
    }

    @inlinable
    func remember(_ element: Element, in state: inout State) {
        switch memory {
        case .nothing:
            return
        case .latest, .lastOnCompletion:
            state.elements.enqueue(element, keepingLast: 1)
        case .buffer(let limit):
            if let limit {
                state.elements.enqueue(element, keepingLast: limit)
            } else {
                state.elements.enqueue(element)
            }
        }
    }

    @inlinable
    func replay(remembered: Queue<Element>) -> [Event<Element>] {
        switch memory {
        case .nothing, .lastOnCompletion: return []
        case .latest, .buffer: return remembered.map { .next($0) }
        }
    }

    @inlinable
    func replayAfterStop(_ stopEvent: Event<Element>, remembered: Queue<Element>) -> [Event<Element>] {
        switch memory {
        case .nothing, .latest: return [stopEvent]
        case .buffer: return remembered.map { .next($0) } + [stopEvent]
        case .lastOnCompletion: return stopEvents(for: stopEvent, remembered: remembered)
        }
    }

    @inlinable
    func stopEvents(for stopEvent: Event<Element>, remembered: Queue<Element>) -> [Event<Element>] {
        guard stopEvent.isCompleted, let last = remembered.first else { return [stopEvent] }
        return [.next(last), stopEvent]
    }
}

/// One subscriber of a subject; disposing it stops delivery to it at once.
@usableFromInline
final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `observer` is immutable and `core` is a weak reference, both safe to
    // read from any thread; `disposed` is atomic.
    @usableFromInline let observer: AnyObserver<Element>
    private weak var core: SubjectCore<Element>?
    @usableFromInline let disposed = Atomic<Bool>(false)

    @usableFromInline
    init(observer: AnyObserver<Element>, core: SubjectCore<Element>?) {
        self.observer = observer
        self.core = core
        Resources.increment()
    }

    deinit { Resources.decrement() }

    @inlinable
    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @usableFromInline
    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        core?.remove(self)
    }
}
