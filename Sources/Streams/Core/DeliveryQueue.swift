import Synchronization

/// Serializes deliveries from several threads without holding a lock while calling out.
///
/// Whoever finds no delivery under way becomes the deliverer: it delivers its item, then the
/// items other threads (or re-entrant calls) queued meanwhile, in order; everyone else only
/// queues. So deliveries never overlap and keep the order in which they were admitted.
///
/// Two parts. The `DeliveryQueue` (the items waiting) lives in the owner's mutex-protected state
/// and is only touched under that lock. The `DeliveryGate` (whether a delivery is under way and
/// whether items wait for it) is an atomic beside that state.
/// Items are admitted under the lock; finishing one is not: a deliverer that finds nothing
/// waiting leaves with one compare-and-swap instead of taking the lock again, so an uncontended
/// event costs one lock and one atomic operation. An item that needs nothing from the locked
/// state may even enter without the lock while the gate is idle (`enterWithoutLock`, a
/// compare-and-swap; entering under the lock then takes one too).
///
///     let first = state.withLock { $0.deliveries.admit(item, through: gate) }
///     gate.deliver(from: first, using: deliver) { state.withLock { $0.deliveries.take(through: gate) } }
@usableFromInline
struct DeliveryQueue<Item> {
    @usableFromInline var pending = Queue<Item>()
    /// Items `enqueue`d since the last `admitEnqueued(through:)`.
    @usableFromInline var unadmitted = 0
    /// The item `enqueue`d when it is the only one so far: kept out of `pending`, so the common
    /// section that emits one event hands it straight to its deliverer.
    @usableFromInline var single: Item?

    @inlinable
    init() {}

    /// Under the lock. Returns `item` if the caller must deliver it now (with `gate.deliver`);
    /// queues it and returns `nil` when a delivery is under way.
    @inlinable @inline(__always)
    mutating func admit(_ item: Item, through gate: borrowing DeliveryGate) -> Item? {
        if gate.enter() { return item }
        pending.enqueue(item)
        return nil
    }

    /// Under the lock: queues `item` for the deliverer and returns `nil` when a delivery is under
    /// way; returns `item` when none is, holding the gate — the caller handles the item itself,
    /// then calls `gate.leaveHeld()` before releasing the lock. Nothing can be queued while it
    /// holds the lock, so it never becomes the deliverer of anything else: a thread that only
    /// changes what the deliverer works with never delivers other threads' items.
    @inlinable
    mutating func queueIfDelivering(_ item: Item, through gate: borrowing DeliveryGate) -> Item? {
        while true {
            if gate.markWaitingIfDelivering() {
                pending.enqueue(item)
                return nil
            }
            if gate.seize() { return item }
        }
    }

    /// Under the lock: queues `item` to be admitted, with the others queued in the same critical
    /// section, by `admitEnqueued(through:)` before the lock is released.
    @inlinable
    mutating func enqueue(_ item: Item) {
        if unadmitted == 0 {
            single = item
        } else {
            if let first = single.take() { pending.enqueue(first) }
            pending.enqueue(item)
        }
        unadmitted += 1
    }

    /// Under the lock: admits the items `enqueue`d in this critical section; returns the first
    /// of them if the caller must deliver it now (with `gate.deliver`).
    @inlinable
    mutating func admitEnqueued(through gate: borrowing DeliveryGate) -> Item? {
        if let item = single.take() {
            unadmitted = 0
            return admit(item, through: gate)
        }
        var first: Item?
        while unadmitted > 0 {
            unadmitted -= 1
            // Entering succeeds only when nothing is outstanding, so nothing older is queued:
            // the head of the queue is this section's first item.
            if gate.enter() { first = pending.dequeue() }
        }
        return first
    }

    /// Under the lock: the next item for the deliverer (`gate.deliver` asks only when one waits).
    @inlinable
    mutating func take(through gate: borrowing DeliveryGate) -> Item {
        let item = pending.dequeue()!
        if pending.isEmpty { gate.nothingWaits() }
        return item
    }
}

/// The atomic half of a `DeliveryQueue`: whether a delivery is under way, and whether items
/// wait for it.
@usableFromInline
struct DeliveryGate: ~Copyable {
    @usableFromInline static let idle = 0
    @usableFromInline static let delivering = 1
    @usableFromInline static let deliveringWithItemsWaiting = 2

    /// `idle`, `delivering` or `deliveringWithItemsWaiting`. Only the deliverer leaves (`delivering`
    /// → `idle`, without the lock), and a thread may enter without the lock (`idle` →
    /// `delivering`, `enterWithoutLock`); every other change happens under the owner's lock.
    @usableFromInline let state = Atomic<Int>(0)
    /// Whether threads may enter without the owner's lock (`enterWithoutLock`). When not, a
    /// thread entering under the lock has nothing to race and needs no compare-and-swap.
    @usableFromInline let entersWithoutLock: Bool

    @inlinable
    init(entersWithoutLock: Bool = false) {
        self.entersWithoutLock = entersWithoutLock
    }

    /// Under the owner's lock, once per admitted item: `true` if the caller becomes the
    /// deliverer and must deliver the item now; `false` if it must queue it (the deliverer then
    /// takes it before leaving).
    @inlinable
    func enter() -> Bool {
        while true {
            if markWaitingIfDelivering() { return false }
            if seize() { return true }
        }
    }

    /// Under the owner's lock, with the gate found idle: makes this thread the deliverer.
    /// `false` if a thread entering without the lock got there first.
    @inlinable
    func seize() -> Bool {
        if entersWithoutLock { return enterWithoutLock() }
        // No deliverer exists and other enterers wait for the lock: nothing races this.
        state.store(Self.delivering, ordering: .relaxed)
        return true
    }

    /// Without the owner's lock: becomes the deliverer if no delivery is under way and nothing
    /// waits — for an item that needs nothing from the owner's locked state (a `PublishSubject`'s
    /// element), and only for a gate made with `entersWithoutLock`. `false`: take the lock and
    /// `enter()` as usual.
    @inlinable
    func enterWithoutLock() -> Bool {
        assert(entersWithoutLock, "DeliveryGate: entered without the lock, but made without entersWithoutLock")
        return state.compareExchange(expected: Self.idle, desired: Self.delivering, ordering: .acquiringAndReleasing).exchanged
    }

    /// Under the owner's lock, after `DeliveryQueue.queueIfDelivering` handed its item back: lets
    /// go of the gate. Nothing was queued meanwhile (that takes the lock), and no other thread
    /// changes the state of a held gate but to mark items waiting (under the lock, too).
    @inlinable
    func leaveHeld() {
        state.store(Self.idle, ordering: .releasing)
    }

    /// Under the owner's lock: `true` if a delivery is under way — the deliverer is then told
    /// that an item waits, and takes it before leaving; `false` if none is.
    @inlinable
    func markWaitingIfDelivering() -> Bool {
        var current = state.load(ordering: .acquiring)
        while true {
            switch current {
            case Self.idle:
                return false
            case Self.delivering:
                // Tell the deliverer an item waits — unless it left meanwhile.
                let (marked, original) = state.compareExchange(expected: Self.delivering, desired: Self.deliveringWithItemsWaiting, ordering: .acquiringAndReleasing)
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
    func deliver<Item>(from first: consuming Item?, using deliver: (Item) -> Void, next: () -> Item) {
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

    #if DEBUG
    /// Whether items wait for the delivery under way — read without the lock, for a debug check.
    @inlinable
    var hasItemsWaiting: Bool {
        state.load(ordering: .relaxed) == Self.deliveringWithItemsWaiting
    }
    #endif

    /// Under the owner's lock, by the deliverer, when it took the last waiting item.
    @inlinable
    func nothingWaits() {
        state.store(Self.delivering, ordering: .relaxed)
    }
}
