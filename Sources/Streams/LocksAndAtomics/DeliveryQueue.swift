/// Serializes deliveries from several threads without holding a lock while calling out.
///
/// Whoever finds no delivery under way becomes the deliverer: it delivers its item, then the
/// items other threads (or re-entrant calls) queued meanwhile, in order; everyone else only
/// queues. So deliveries never overlap and keep the order in which they reached the lock.
///
/// Two parts. The `DeliveryQueue` (the items waiting) lives in the owner's locked state and is
/// only touched under that lock. The `DeliveryGate` (whether a delivery is under way and whether
/// items wait for it) is an atomic byte of the owner's beside that state.
/// Items enter or are queued under the lock; finishing one does not take it: a deliverer that finds nothing
/// waiting leaves with one compare-and-swap instead of taking the lock again, so an uncontended
/// event costs one lock and one atomic operation. An item that needs nothing from the locked
/// state may even enter without the lock while the gate is idle (`enterWithoutLock`, a
/// compare-and-swap; entering under the lock then takes one too).
///
/// A thread *enters* the gate when it becomes the deliverer, and *leaves* it when it is done.
/// It is Streams' one way of running items one at a time from several threads: subjects,
/// sinks with several inputs and sharing operators use it, and — `package`, so that it can —
/// the architecture kit's `Store` for its actions.
///
///     let first = state.withLock { $0.deliveries.enterOrQueue(item, through: gate) }
///     gate.deliver(from: first, using: deliver) { state.withLock { $0.deliveries.take(through: gate) } }
@usableFromInline
package struct DeliveryQueue<Item> {
    @usableFromInline var pending = Queue<Item>()
    /// Items `collect`ed since the last `enterOrQueueCollected(through:)`.
    @usableFromInline var collectedCount = 0
    /// The item `collect`ed when it is the only one so far: kept out of `pending`, so the common
    /// section that emits one event hands it straight to its deliverer.
    @usableFromInline var single: Item?

    @inlinable
    package init() {}

    /// Under the lock: enters the gate and returns `item`, for the caller to deliver now (with
    /// `gate.deliver`); or queues it and returns `nil` when a delivery is under way.
    @inlinable @inline(__always)
    package mutating func enterOrQueue(_ item: Item, through gate: DeliveryGate) -> Item? {
        if gate.enterOrMarkItemWaiting() { return item }
        pending.enqueue(item)
        return nil
    }

    /// Under the lock: queues `item` for the deliverer and returns `nil` when a delivery is under
    /// way; when none is, enters the gate and returns `item` — the caller handles the item itself,
    /// then calls `gate.leaveUnderLock()` before releasing the lock. Nothing can be queued while
    /// it holds the lock, so it never becomes the deliverer of anything else: a thread that only
    /// changes what the deliverer works with never delivers other threads' items.
    @inlinable
    mutating func queueIfDeliveringElseEnter(_ item: Item, through gate: DeliveryGate) -> Item? {
        while true {
            if gate.markItemWaitingIfDelivering() {
                pending.enqueue(item)
                return nil
            }
            if gate.enterIfIdleUnderLock() { return item }
        }
    }

    /// Under the lock: collects `item`, to enter or be queued with the others collected in the
    /// same critical section, by `enterOrQueueCollected(through:)` before the lock is released.
    @inlinable @inline(__always)
    mutating func collect(_ item: Item) {
        if collectedCount == 0 {
            single = item
        } else {
            if let first = single.take() { pending.enqueue(first) }
            pending.enqueue(item)
        }
        collectedCount += 1
    }

    /// Under the lock: whether items were `collect`ed in this critical section.
    @inlinable
    var hasCollected: Bool { collectedCount > 0 }

    /// Under the lock: `enterOrQueue` for the items `collect`ed in this critical section, in
    /// order; returns the first of them if the caller entered the gate and must deliver it now
    /// (with `gate.deliver`).
    @inlinable @inline(__always)
    mutating func enterOrQueueCollected(through gate: DeliveryGate) -> Item? {
        if let item = single.take() {
            collectedCount = 0
            return enterOrQueue(item, through: gate)
        }
        var first: Item?
        while collectedCount > 0 {
            collectedCount -= 1
            // Entering succeeds only when nothing is outstanding, so nothing older is queued:
            // the head of the queue is this section's first item.
            if gate.enterOrMarkItemWaiting() { first = pending.dequeue() }
        }
        return first
    }

    /// Under the lock: the next item for the deliverer (`gate.deliver` asks only when one waits).
    @inlinable
    package mutating func take(through gate: DeliveryGate) -> Item {
        let item = pending.dequeue()!
        if pending.isEmpty { gate.markNothingWaiting() }
        return item
    }
}

/// The atomic half of a `DeliveryQueue`: whether a delivery is under way, and whether items
/// wait for it. A view of a byte of the owner's (see `UnsafeAtomic`), initially 0 (`idle`),
/// made where it is needed.
@usableFromInline @frozen
package struct DeliveryGate {
    @usableFromInline static var idle: UInt8 { 0 }
    @usableFromInline static var delivering: UInt8 { 1 }
    @usableFromInline static var deliveringWithItemsWaiting: UInt8 { 2 }

    /// `idle`, `delivering` or `deliveringWithItemsWaiting`. Only the deliverer leaves (`delivering`
    /// → `idle`, without the lock), and a thread may enter without the lock (`idle` →
    /// `delivering`, `enterWithoutLock`); every other change happens under the owner's lock.
    @usableFromInline let state: UnsafeAtomic<UInt8>
    /// Whether threads may enter without the owner's lock (`enterWithoutLock`). When not, a
    /// thread entering under the lock has nothing to race and needs no compare-and-swap.
    @usableFromInline let entersWithoutLock: Bool

    /// The gate whose state is `state`, a byte of the owner's that starts at 0.
    @inlinable
    package init(_ state: UnsafeAtomic<UInt8>, entersWithoutLock: Bool = false) {
        self.state = state
        self.entersWithoutLock = entersWithoutLock
    }

    /// Under the owner's lock, once per item to deliver: `true` if the caller entered (became
    /// the deliverer) and must deliver the item now; `false` if a delivery is under way and the
    /// caller must queue the item (the deliverer then takes it before leaving).
    @inlinable
    func enterOrMarkItemWaiting() -> Bool {
        while true {
            if markItemWaitingIfDelivering() { return false }
            if enterIfIdleUnderLock() { return true }
        }
    }

    /// Under the owner's lock, with the gate found idle: makes this thread the deliverer.
    /// `false` if a thread entering without the lock got there first.
    @inlinable
    func enterIfIdleUnderLock() -> Bool {
        if entersWithoutLock { return enterWithoutLock() }
        // No deliverer exists and other enterers wait for the lock: nothing races this.
        state.store(Self.delivering, ordering: .relaxed)
        return true
    }

    /// Without the owner's lock: becomes the deliverer if no delivery is under way and nothing
    /// waits — for an item that needs nothing from the owner's locked state (a `PublishSubject`'s
    /// element), and only for a gate made with `entersWithoutLock`. `false`: take the lock and
    /// `enterOrMarkItemWaiting()` as usual.
    @inlinable
    func enterWithoutLock() -> Bool {
        assert(entersWithoutLock, "DeliveryGate: entered without the lock, but made without entersWithoutLock")
        return state.compareExchange(expected: Self.idle, desired: Self.delivering, ordering: .acquiringAndReleasing)
            .exchanged
    }

    /// Under the owner's lock, by the thread in the gate, with nothing queued: leaves the gate
    /// unconditionally — after `DeliveryQueue.queueIfDeliveringElseEnter` handed its item back,
    /// or when a deliverer took the last waiting item and handled it under the lock (a subject's
    /// list changes). Nothing can be queued meanwhile (that takes the lock), and no other thread
    /// changes the state of an entered gate but to mark items waiting (under the lock, too).
    @inlinable
    func leaveUnderLock() {
        state.store(Self.idle, ordering: .releasing)
    }

    /// Under the owner's lock: `true` if a delivery is under way — the deliverer is then told
    /// that an item waits, and takes it before leaving; `false` if none is.
    @inlinable
    func markItemWaitingIfDelivering() -> Bool {
        var current = state.load(ordering: .acquiring)
        while true {
            switch current {
            case Self.idle:
                return false
            case Self.delivering:
                // Tell the deliverer an item waits — unless it left meanwhile.
                let (marked, original) = state.compareExchange(
                    expected: Self.delivering, desired: Self.deliveringWithItemsWaiting,
                    ordering: .acquiringAndReleasing)
                if marked { return true }
                current = original
            default:
                return true
            }
        }
    }

    /// Delivers `first` (if this thread became the deliverer), then each item that was queued
    /// meanwhile — `next` takes it from the queue under the owner's lock — until none is left.
    @inlinable
    package func deliver<Item>(from first: consuming Item?, using deliver: (Item) -> Void, next: () -> Item) {
        guard var item = first else { return }
        while true {
            deliver(item)
            if leave() { return }
            item = next()
        }
    }

    /// By the deliverer, after an item: leaves unless items wait — then it must take the next
    /// one (under the owner's lock) and deliver it.
    @inlinable
    func leave() -> Bool {
        state.compareExchange(expected: Self.delivering, desired: Self.idle, ordering: .acquiringAndReleasing).exchanged
    }

    /// Under the owner's lock: whether a delivery is under way with no item waiting for it — a
    /// thread that knows it is the deliverer (the owner keeps track) may then handle a new item
    /// at once, nested in the one under way, since nothing was queued before it.
    @inlinable
    package var isDeliveringWithNothingWaiting: Bool {
        state.load(ordering: .relaxed) == Self.delivering
    }

    #if DEBUG
    /// Whether items wait for the delivery under way — read without the lock, for a debug check.
    @inlinable
    var hasItemsWaiting: Bool {
        state.load(ordering: .relaxed) == Self.deliveringWithItemsWaiting
    }
    #endif

    /// Under the owner's lock, by the deliverer, when it took the last waiting item.
    @inlinable
    func markNothingWaiting() {
        state.store(Self.delivering, ordering: .relaxed)
    }
}
