/// Serializes deliveries from several threads without holding a lock while calling out.
///
/// Kept inside a type's mutex state: whoever finds the queue idle becomes the deliverer and
/// delivers, then drains what other threads (or re-entrant calls) queued meanwhile; everyone
/// else only queues. So deliveries never overlap and keep the order in which they were admitted.
@usableFromInline
struct DeliveryQueue<Item> {
    @usableFromInline var pending = Queue<Item>()
    @usableFromInline var deliveringThread: UInt = 0

    @inlinable
    init() {}

    /// Under the lock. Returns `item` if the caller must deliver it now (and then call `next()`
    /// until it returns `nil`); queues it and returns `nil` when a delivery is under way.
    @inlinable
    mutating func admit(_ item: Item) -> Item? {
        if deliveringThread != 0 {
            pending.enqueue(item)
            return nil
        }
        deliveringThread = currentThreadIdentifier()
        return item
    }

    /// Under the lock, after a delivery: the next queued item, or `nil` — the queue is then idle.
    @inlinable
    mutating func next() -> Item? {
        if let item = pending.dequeue() { return item }
        deliveringThread = 0
        return nil
    }

    /// `true` when the calling thread is the deliverer (a re-entrant call).
    @inlinable
    var isDeliveringOnCurrentThread: Bool {
        deliveringThread == currentThreadIdentifier()
    }

    @inlinable
    var isIdle: Bool { deliveringThread == 0 }
}
