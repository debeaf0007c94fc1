/// The one implementation behind the four subjects; they differ only in what they remember
/// and replay to a new subscriber (`Memory`).
///
/// Events may be sent from any thread: deliveries are serialized by a `DeliveryQueue`, so
/// subscribers never see two events at once, and no lock is held while they run. An event sent
/// re-entrantly (from a subscriber, during a delivery) is delivered after the current one.
///
/// The list of observers (a `SubscriberList`, in RxSwift's delivery order, each subscriber
/// joining and leaving in O(1)) belongs to whoever holds the gate, not to the lock, so an event
/// is broadcast to the list as it stands — no copy of the list per event, no reference count
/// touched. Subscribing and unsubscribing change the list directly when no delivery is under
/// way (under the lock, holding the gate meanwhile), and otherwise queue the change for the
/// deliverer (`ListChange.add`, `.remove`) instead of becoming the deliverer themselves. Every
/// change takes its place in the queue in the order it was made, so an event reaches exactly
/// the observers subscribed before it was sent. The lock guards what senders and readers
/// share: the memory, the stop event, the count of observers (`hasObservers`) and the queue —
/// so a `PublishSubject`, which remembers nothing, sends an element without taking the lock
/// when no delivery is under way.
///
/// A core's subscriptions hold it strongly (see `SubjectSubscription`), so a subject disposes its
/// core when it goes away itself: the subscribers leave the list, as RxSwift's observers are let
/// go with a deallocated subject. (A `share`'s core needs nothing of the kind: its connection
/// goes away only once its list is empty — when the last subscriber has left, or the source has
/// stopped — and `.forever`'s core, kept by the `Sharing` between connections, is empty whenever
/// no connection is under way, while a connection keeps the `Sharing`.)
///
/// Everything is `@inlinable`, and the subjects' initializers too: a subject made in the client
/// runs its events specialized, and subscribing and unsubscribing — reached through the
/// subject's vtable, so unspecialized — go through `specialized`, two closures formed in the
/// initializer, so they run specialized as well.
@usableFromInline
final class SubjectCore<Element>: @unchecked Sendable {
    // @unchecked Sendable: the mutable state is in `state`, behind a mutex, and in `observers`,
    // which only the holder of `gate` touches (`presentedAs` is written before the subject is
    // shared); elements are passed through to subscribers as
    // the sender gave them, as RxSwift does.
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

        @inlinable
        var isNothing: Bool {
            if case .nothing = self { return true }
            return false
        }
    }

    /// One step for the deliverer, taken in the order it reached the lock.
    ///
    /// (The list changes are an enum of their own, whose payloads are all references: an enum
    /// with fewer cases whose payload depends on `Element` has value witnesses a fraction of
    /// the size, and `State` holds one.)
    @usableFromInline
    enum Delivery {
        /// An event for every observer in the list; a stop event also empties the list.
        case broadcast(Event<Element>)
        /// A subscriber whose replay is done receives what was broadcast to it meanwhile, from
        /// the deliverer, and from then on each broadcast as it comes.
        case catchUp(SubjectSubscription<Element>)
        /// A change to the list.
        case list(ListChange)
    }

    /// A change to the list of observers.
    @usableFromInline
    enum ListChange {
        /// A subscriber joins the list, in its place in the delivery order.
        case add(SubjectSubscription<Element>)
        /// A subscriber joins the list at the end while it receives a replay that comes before
        /// it takes its place (`place`).
        case addAtEnd(SubjectSubscription<Element>)
        /// A subscriber added at the end takes its place in the delivery order.
        case place(SubjectSubscription<Element>)
        /// A disposed subscriber leaves the list (it already receives nothing).
        case remove(SubjectSubscription<Element>)
        /// The subject was disposed: every subscriber leaves the list.
        case removeAll
    }

    /// Whether the subject still takes events.
    @usableFromInline
    enum Lifecycle {
        /// Events are remembered and broadcast; subscribers join the list.
        case active
        /// The subject stopped with `error`, or completed when it is `nil`: a new subscriber
        /// receives its replay and the stop event, and joins no list. (Not kept as an
        /// `Event<Element>`: a payload without `Element` gives the enum a fixed layout, and its
        /// value witnesses, and those of `State`, which holds it, a fraction of the code.)
        case stopped(error: Swift.Error?)
        /// `dispose()` was called: a new subscriber receives `RxError.disposed`.
        case disposed
    }

    /// What `subscribeNow` does for a new subscriber after the lock, decided under it.
    @usableFromInline
    enum Subscribing {
        /// The subject is disposed: `subscriber` (in no list) receives `RxError.disposed`, and
        /// the subscription returned is an empty one.
        case rejected(SubjectSubscription<Element>)
        /// The subject has stopped: `subscriber` (in no list) receives `events` — the replay
        /// and the stop event.
        case replayStopped(SubjectSubscription<Element>, events: [Event<Element>])
        /// `subscriber` joined the list in its place and receives `replay` first.
        case joined(SubjectSubscription<Element>, replay: [Event<Element>])
        /// `subscriber` joined the list at its end, receives `replay`, and then takes its place
        /// in the delivery order (see `placesAfterReplay`).
        case joinedAtEnd(SubjectSubscription<Element>, replay: [Event<Element>])

        /// The new subscriber, whatever became of it.
        @usableFromInline
        var subscriber: SubjectSubscription<Element> {
            switch self {
            case .rejected(let subscriber), .replayStopped(let subscriber, _), .joined(let subscriber, _),
                .joinedAtEnd(let subscriber, _):
                subscriber
            }
        }
    }

    @usableFromInline
    struct State {
        /// Subscribers not yet disposed and not let go by a stop event (`hasObservers`).
        @usableFromInline var observerCount = 0
        /// What `.latest`, `.lastOnCompletion` and a one-element buffer remember.
        @usableFromInline var latest: Element?
        /// What a longer buffer remembers.
        @usableFromInline var elements = Queue<Element>()
        @usableFromInline var lifecycle = Lifecycle.active
        @usableFromInline var deliveries = DeliveryQueue<Delivery>()

        @usableFromInline
        init() {}

        /// `true` until the subject stops or is disposed.
        @inlinable
        var isActive: Bool {
            if case .active = lifecycle { return true }
            return false
        }

        /// The remembered elements, oldest first.
        @inlinable
        var remembered: [Element] {
            if let latest { return [latest] }
            return elements.map { $0 }
        }
    }

    /// The first stored property, reached only through `gate` (see `UnsafeAtomic`).
    @exclusivity(unchecked) @usableFromInline var atomics: UInt8 = 0
    @usableFromInline let memory: Memory
    /// `memory.isNothing`, kept: a `PublishSubject`'s elements enter the gate without the lock.
    @usableFromInline let remembersNothing: Bool
    @usableFromInline let state: Locked<State>
    /// The subscribers events are broadcast to: read and changed only by the thread holding the
    /// gate — the deliverer, or a subscriber changing it while no delivery is under way — so no
    /// lock and no run-time exclusivity check is needed (the gate's atomic orderings hand it
    /// from one holder to the next).
    ///
    /// `nil` only while a broadcast runs, which takes the list out (see `broadcast`); nothing
    /// else reads it then — changes wait for the deliverer — so every other use unwraps it. (A
    /// stop event empties the list for good: no one joins a stopped subject's list.)
    @exclusivity(unchecked) @usableFromInline var observers: SubscriberList<SubjectSubscription<Element>>? =
        SubscriberList()
    /// The type the `SubscriptionInspector` names this subject's subscriptions after, when it is
    /// not the owner's own (a relay's subject is shown as the relay). Set before the subject is
    /// shared, never changed.
    @exclusivity(unchecked) @usableFromInline var presentedAs: Any.Type?
    /// `subscribe` and `remove`, compiled where the subject was made (see above).
    @usableFromInline let specialized:
        (
            subscribe: (SubjectCore, AnyObserver<Element>, AnyObject) -> Disposable,
            remove: (SubjectCore, SubjectSubscription<Element>) -> Void
        )

    @inlinable
    init(memory: Memory, initial: Element? = nil) {
        self.memory = memory
        remembersNothing = memory.isNothing
        var state = State()
        state.latest = initial
        self.state = Locked(state)
        // Closures that capture nothing: no allocation, just the specialized entry points.
        specialized = (subscribe: { $0.subscribeNow($1, owner: $2) }, remove: { $0.removeNow($1) })
        assertAtomicsAreFirst(self, &atomics)
    }

    /// Serializes the broadcasts and the list changes (`State.deliveries`). A `PublishSubject`'s
    /// elements enter it without the lock (see `on(_:)`).
    @inlinable
    var gate: DeliveryGate {
        DeliveryGate(UnsafeAtomic(inFirstStoredPropertyOf: self), entersWithoutLock: remembersNothing)
    }

    var hasObservers: Bool { state.withLock { $0.observerCount > 0 } }

    var isDisposed: Bool {
        state.withLock { state in
            if case .disposed = state.lifecycle { return true }
            return false
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        // A PublishSubject's element needs nothing from the locked state: while no delivery is
        // under way it is broadcast without taking the lock. (Once the subject has stopped or
        // been disposed the list is empty: the gate was held from then until the list was
        // emptied, and nothing joins it afterwards.)
        if remembersNothing, case .next = event, gate.enterWithoutLock() {
            broadcast(event)
            if gate.leave() { return }
            return drain(startingWith: nextBroadcastOrLeave())
        }
        let first = state.withLock { state -> Delivery? in
            guard state.isActive else { return nil }
            switch event {
            case .next(let element):
                remember(element, in: &state)
                if case .lastOnCompletion = memory { return nil }
                return state.deliveries.enterOrQueue(.broadcast(event), through: gate)
            case .error, .completed:
                state.lifecycle = .stopped(error: event.error)
                state.observerCount = 0
                guard case .lastOnCompletion = memory else {
                    return state.deliveries.enterOrQueue(.broadcast(event), through: gate)
                }
                for event in stopEvents(for: event, remembered: state.remembered) {
                    state.deliveries.collect(.broadcast(event))
                }
                return state.deliveries.enterOrQueueCollected(through: gate)
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
        // Read before the subscriber exists, so that nothing is kept alive across the read.
        let isRecording = SubscriptionRegistry.isRecording
        let subscribing = state.withLock { subscriberArrived(observer, in: &$0) }
        if isRecording {
            SubscriptionRegistry.recordSourceSubscription(
                subscribing.subscriber, source: owner, presentedAs: presentedAs)
        }
        // The replay is delivered here, by the subscribing thread, while what is broadcast
        // meanwhile waits in the subscription (see `deliverReplay`).
        switch subscribing {
        case .rejected(let subscriber):
            subscriber.deliver([.error(RxError.disposed(object: owner))])
            return Disposables.create()
        case .replayStopped(let subscriber, let events):
            subscriber.deliver(events)
            return subscriber
        case .joined(let subscriber, let replay):
            deliverReplay(replay, to: subscriber)
            return subscriber
        case .joinedAtEnd(let subscriber, let replay):
            deliverReplay(replay, to: subscriber)
            if !subscriber.isDisposed {
                state.withLock { state in
                    guard state.isActive else { return }
                    _ = change(.place(subscriber), in: &state)
                }
            }
            return subscriber
        }
    }

    /// By the subscribing thread, for a subscriber that joined the list: delivers its replay,
    /// then what was broadcast to it meanwhile. While a delivery is under way, that is left to
    /// the deliverer (`Delivery.catchUp`), queued behind the broadcasts it has still to make: a
    /// writer that keeps sending would otherwise keep this thread delivering its elements for as
    /// long as it goes on. This thread delivers only what waits while no delivery is under way —
    /// what was sent before it looked — and looks again after each batch. (A catch-up with
    /// nothing to deliver costs the deliverer no call: see `nextBroadcastOrLeave`.)
    @inlinable
    func deliverReplay(_ replay: [Event<Element>], to subscriber: SubjectSubscription<Element>) {
        // A subscriber without a replay was never `replaying`: broadcasts reach it directly.
        if replay.isEmpty { return }
        var events = replay
        while true {
            subscriber.deliver(events)
            let waiting = state.withLock { state -> [Event<Element>]? in
                guard state.deliveries.queueIfDeliveringElseEnter(.catchUp(subscriber), through: gate) != nil else {
                    return nil
                }
                defer { gate.leaveUnderLock() }
                return subscriber.finishReplayIfNothingWaits() ? nil : subscriber.takeWaiting()
            }
            guard let waiting else { return }
            events = waiting
        }
    }

    /// Under the lock: a subscriber arrived; joins it to the list while the subject is active.
    @inlinable
    func subscriberArrived(_ observer: AnyObserver<Element>, in state: inout State) -> Subscribing {
        switch state.lifecycle {
        case .disposed:
            return .rejected(SubjectSubscription(observer: observer, core: nil, replaying: false))
        case .stopped(let error):
            let stopEvent: Event<Element> = error.map { .error($0) } ?? .completed
            let subscriber = SubjectSubscription(observer: observer, core: nil, replaying: false)
            return .replayStopped(subscriber, events: replayAfterStop(stopEvent, of: state))
        case .active:
            let replay = replay(of: state)
            let subscriber = SubjectSubscription(observer: observer, core: self, replaying: !replay.isEmpty)
            state.observerCount += 1
            if placesAfterReplay(replay) {
                _ = change(.addAtEnd(subscriber), in: &state)
                return .joinedAtEnd(subscriber, replay: replay)
            }
            _ = change(.add(subscriber), in: &state)
            return .joined(subscriber, replay: replay)
        }
    }

    /// Whether a subscriber receiving `replay` takes its place in the delivery order only
    /// afterwards: a buffer's (`ReplaySubject`, `share(replay:)`), as RxSwift registers the
    /// observer once it has replayed to it — so whoever subscribes during that replay (a
    /// `flatMap` of the subject into itself) is delivered to before it. A `BehaviorSubject`
    /// registers it before sending the latest element.
    @inlinable
    func placesAfterReplay(_ replay: [Event<Element>]) -> Bool {
        guard case .buffer = memory else { return false }
        return !replay.isEmpty
    }

    @inlinable
    func remove(_ subscription: SubjectSubscription<Element>) {
        specialized.remove(self, subscription)
    }

    @inlinable
    func removeNow(_ subscription: SubjectSubscription<Element>) {
        state.withLock { state in
            // A stop event or `dispose()` already lets every subscriber go.
            guard state.isActive else { return }
            state.observerCount -= 1
            // (The caller, `subscription` itself, keeps it alive: nothing is released here.)
            _ = change(.remove(subscription), in: &state)
        }
    }

    func dispose() {
        // What the subject let go of is released after the lock: releasing an element or an
        // observer may run arbitrary code.
        _ = state.withLock { state -> (ContiguousArray<SubjectSubscription<Element>>, Element?, Queue<Element>) in
            state.lifecycle = .disposed
            state.observerCount = 0
            let memory = (state.latest.take(), state.elements)
            state.elements = Queue()
            return (change(.removeAll, in: &state), memory.0, memory.1)
        }
    }

    /// Under the lock: changes the list at once if no delivery is under way — holding the gate
    /// meanwhile, so that no sender starts one — or leaves the change to the deliverer, without
    /// becoming the deliverer. Returns the subscriptions the list let go of, for the caller to
    /// release after the lock.
    @inlinable
    func change(_ change: ListChange, in state: inout State) -> ContiguousArray<SubjectSubscription<Element>> {
        guard case .list(let change)? = state.deliveries.queueIfDeliveringElseEnter(.list(change), through: gate)
        else { return [] }
        defer { gate.leaveUnderLock() }
        return changeObservers(change)
    }

    /// Delivers `first`, if this thread became the deliverer, then the broadcasts queued
    /// meanwhile, until none waits.
    @inlinable
    func drain(startingWith first: Delivery?) {
        guard var delivery = first else { return }
        while true {
            perform(delivery)
            if gate.leave() { return }
            guard let next = nextBroadcastOrLeave() else { return }
            delivery = next
        }
    }

    /// By the deliverer, when items wait: makes the list changes at the head of the queue, and
    /// ends the replays with nothing waiting, all in one critical section, and returns the
    /// broadcast or catch-up behind them — or leaves the gate, under the lock, when none waits,
    /// and returns `nil`.
    ///
    /// So a sender that became the deliverer makes the changes queued behind its event a batch
    /// at a time, and returns once no event waits: threads that keep subscribing and disposing
    /// while it delivers cannot keep it busy with their changes, one at a time, for as long as
    /// they go on. (What the changes let go of is released after the lock: a subscriber's
    /// release may run arbitrary code.)
    @inlinable
    func nextBroadcastOrLeave() -> Delivery? {
        let (next, released) = state.withLock { state -> (Delivery?, ContiguousArray<SubjectSubscription<Element>>) in
            var released: ContiguousArray<SubjectSubscription<Element>> = []
            while true {
                let item = state.deliveries.take(through: gate)
                switch item {
                case .broadcast:
                    return (item, released)
                case .catchUp(let subscriber):
                    // With nothing to deliver, the replay ends here, like a list change.
                    if !subscriber.finishReplayIfNothingWaits() { return (item, released) }
                case .list(let change):
                    if case .remove(let subscription) = change { released.append(subscription) }
                    released += changeObservers(change)
                }
                if state.deliveries.pending.isEmpty {
                    gate.leaveUnderLock()
                    return (nil, released)
                }
            }
        }
        withExtendedLifetime(released) {}
        return next
    }

    /// Runs one delivery; only the deliverer calls it.
    @inlinable
    func perform(_ delivery: Delivery) {
        switch delivery {
        case .broadcast(let event):
            broadcast(event)
        case .catchUp(let subscriber):
            subscriber.catchUp()
        case .list(let change):
            // What the list lets go of is released here, outside the lock.
            _ = changeObservers(change)
        }
    }

    /// Adds to, reorders or removes from the list (by the deliverer, or by a thread holding the
    /// gate); returns what `.removeAll` let go of.
    @inlinable
    func changeObservers(_ change: ListChange) -> ContiguousArray<SubjectSubscription<Element>> {
        switch change {
        case .add(let subscription):
            observers!.add(subscription)
        case .addAtEnd(let subscription):
            observers!.addReplaying(subscription)
        case .place(let subscription):
            observers!.place(subscription)
        case .remove(let subscription):
            observers!.remove(subscription)
        case .removeAll:
            return observers!.removeAll()
        }
        return []
    }

    /// Sends `event` to every observer in the list; only the deliverer calls it. A stop event
    /// also empties the list.
    @inlinable
    func broadcast(_ event: Event<Element>) {
        // The list is taken out while the observers run: whatever they do to this subject is
        // queued behind this delivery, so nothing else needs it meanwhile — and a local list
        // lets the loop borrow its members instead of retaining each one. (Taken out as an
        // optional: leaving `nil` behind, putting it back releases nothing.)
        let targets = observers.take()!
        send(event, to: targets)
        observers = event.isStopEvent ? SubscriberList() : targets
    }

    /// Sends `event` to `targets` — borrowed for the whole loop, so neither the list nor an
    /// observer is retained on the way.
    @inlinable
    func send(_ event: Event<Element>, to targets: SubscriberList<SubjectSubscription<Element>>) {
        for subscription in targets.front {
            subscription.on(event)
        }
        if targets.back != nil { sendBeyondFront(event, to: targets) }
    }

    /// Sends `event` to the subscribers of `targets.back` — those beyond the first 31 and those
    /// receiving a replay: out of line, so that the usual broadcast stays small enough to
    /// inline.
    @inlinable @inline(never)
    func sendBeyondFront(_ event: Event<Element>, to targets: SubscriberList<SubjectSubscription<Element>>) {
        targets.back.unsafelyUnwrapped.forEachUnretained { $0._withUnsafeGuaranteedRef { $0.on(event) } }
    }

    @inlinable
    func remember(_ element: Element, in state: inout State) {
        switch memory {
        case .nothing:
            return
        case .latest, .lastOnCompletion, .buffer(limit: 1):
            state.latest = element
        case .buffer(let limit):
            if let limit {
                state.elements.enqueue(element, keepingLast: limit)
            } else {
                state.elements.enqueue(element)
            }
        }
    }

    /// What a new subscriber of the active subject receives first. (`state.remembered` is read
    /// only by the subjects that replay: a `PublishSubject`'s subscription makes no array.)
    @inlinable
    func replay(of state: State) -> [Event<Element>] {
        switch memory {
        case .nothing, .lastOnCompletion: return []
        case .latest, .buffer: return state.remembered.map { .next($0) }
        }
    }

    /// What a new subscriber of the subject stopped by `stopEvent` receives.
    @inlinable
    func replayAfterStop(_ stopEvent: Event<Element>, of state: State) -> [Event<Element>] {
        switch memory {
        case .nothing, .latest: return [stopEvent]
        case .buffer: return state.remembered.map { .next($0) } + [stopEvent]
        case .lastOnCompletion: return stopEvents(for: stopEvent, remembered: state.remembered)
        }
    }

    @inlinable
    func stopEvents(for stopEvent: Event<Element>, remembered: [Element]) -> [Event<Element>] {
        guard stopEvent.isCompleted, let last = remembered.last else { return [stopEvent] }
        return [.next(last), stopEvent]
    }
}

/// One subscriber of a subject; disposing it stops delivery to it at once.
///
/// A subscriber with a replay (BehaviorSubject, ReplaySubject) joins the list at once but
/// receives its replay from the subscribing thread; what the deliverer broadcasts meanwhile
/// waits in `waiting`, and follows the replay — delivered by the deliverer, or by the
/// subscribing thread when no delivery is under way (`SubjectCore.deliverReplay`). Only one of
/// the two delivers to it at a time, and nothing is lost or delivered out of order.
@usableFromInline
final class SubjectSubscription<Element>: Disposable, SubscriberListMember, @unchecked Sendable {
    // @unchecked Sendable: `observer` and `core` are immutable; `state` is atomic; `place` and
    // `waiting` belong to the thread in the subject's gate.

    /// The first stored property, reached only through `state` (see `UnsafeAtomic`).
    @exclusivity(unchecked) @usableFromInline var atomics: UInt8
    /// Where it is in its subject's list: read and changed only by the list's owner, the thread
    /// in the subject's gate. (Beside `atomics`, it fills what would be padding.)
    @exclusivity(unchecked) @usableFromInline var place = SubscriberListPlace()
    @usableFromInline let observer: AnyObserver<Element>
    /// The subject's core (`nil` for a subscriber that joined no list), held strongly: the cycle
    /// with the core's list ends when the subscriber leaves it — disposed, or let go by a stop
    /// event, by the subject's `dispose()` or by the subject going away (see `SubjectCore`). A
    /// weak reference would cost f 480 instructions more per chain (callgrind): the runtime's
    /// weak operations, and the side table that puts every retain and release of the core on the
    /// slow path.
    private let core: SubjectCore<Element>?
    /// Events broadcast while it is `replaying` (`nil` for a subscriber without a replay: it
    /// never waits — and a reference costs its release nothing more, where an array field of
    /// this generic class costs a look-up of its type in every unspecialized release: measured
    /// with callgrind).
    @usableFromInline let waiting: WaitingEvents<Element>?

    @usableFromInline
    init(observer: AnyObserver<Element>, core: SubjectCore<Element>?, replaying: Bool) {
        // First: initialized after `core`, the flags cost a retain and a release of the new
        // subscription (measured with callgrind).
        atomics = replaying ? DisposalFlags.Flag.replaying.rawValue : 0
        self.observer = observer
        self.core = core
        waiting = replaying ? WaitingEvents() : nil
        assertAtomicsAreFirst(self, &atomics)
        Resources.increment()
    }

    deinit {
        Resources.decrement()
        SubscriptionRegistry.ended(self)
    }

    /// `disposed` once disposed; `replaying` from the subscription's start until what waits
    /// after its replay has been delivered.
    @inlinable
    var state: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    @inlinable
    var isDisposed: Bool { state.isDisposed }

    /// A broadcast event, from the deliverer: delivered at once, or kept while the subscriber is
    /// `replaying`.
    @inlinable
    func on(_ event: Event<Element>) {
        if state.load().isEmpty {
            observer.on(event)
        } else {
            onWhileDisposedOrReplaying(event)
        }
    }

    /// Kept out of line: inlined, it would crowd the broadcast loop's registers.
    @inlinable @inline(never)
    func onWhileDisposedOrReplaying(_ event: Event<Element>) {
        let flags = state.load()
        if flags.contains(.disposed) { return }
        // Only the thread in the subject's gate — this one — clears `replaying`.
        if flags.contains(.replaying) {
            waiting!.events.append(event)
        } else {
            observer.on(event)
        }
    }

    /// Delivers `events` in order, unless it is disposed meanwhile.
    @inlinable
    func deliver(_ events: [Event<Element>]) {
        for event in events where !isDisposed { observer.on(event) }
    }

    /// By the thread in the subject's gate: ends the replay if nothing waits — broadcasts reach
    /// the subscriber directly from then on — and returns whether it did.
    @inlinable
    func finishReplayIfNothingWaits() -> Bool {
        guard waiting!.events.isEmpty else { return false }
        state.clear(.replaying)
        return true
    }

    /// By the thread in the subject's gate: what waits, taken.
    @inlinable
    func takeWaiting() -> [Event<Element>] {
        let box = waiting!
        defer { box.events = [] }
        return box.events
    }

    /// By the deliverer (`Delivery.catchUp`): ends the replay and delivers what waited.
    @inlinable
    func catchUp() {
        let events = takeWaiting()
        state.clear(.replaying)
        deliver(events)
    }

    @usableFromInline
    func dispose() {
        guard state.markDisposed() else { return }
        SubscriptionRegistry.disposed(self)
        core?.remove(self)
    }
}

/// The events broadcast to a `SubjectSubscription` while it is `replaying`: read and changed
/// only by the thread in the subject's gate, which also clears `replaying` — the gate's
/// orderings hand both from one holder to the next, so no lock is needed.
@usableFromInline
final class WaitingEvents<Element> {
    @exclusivity(unchecked) @usableFromInline var events: [Event<Element>] = []

    @usableFromInline
    init() {}
}
