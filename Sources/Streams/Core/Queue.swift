/// A first-in first-out ring buffer: amortised O(1) `enqueue` and `dequeue`, no allocation per
/// element once it has grown to its working size.
@usableFromInline
struct Queue<Element> {
    @usableFromInline var storage: [Element?] = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[wrapped(head + count)] = element
        count += 1
    }

    @inlinable
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head].take()
        head = wrapped(head + 1)
        count -= 1
        return element
    }

    @inlinable
    var first: Element? { count > 0 ? storage[head] : nil }

    /// Appends `element`, dropping the oldest elements beyond the last `limit` (a replay buffer);
    /// a full buffer replaces its oldest element in place.
    @inlinable
    mutating func enqueue(_ element: Element, keepingLast limit: Int) {
        if count == limit, count > 0 {
            let slot = wrapped(head + count)
            storage[slot] = element
            if slot != head { storage[head] = nil }
            head = wrapped(head + 1)
            return
        }
        enqueue(element)
        while count > limit { _ = dequeue() }
    }

    @inlinable
    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }

    /// `index` brought back into the storage (a ring): cheaper than `%` on every operation.
    @inlinable
    func wrapped(_ index: Int) -> Int {
        index >= storage.count ? index - storage.count : index
    }

    @inlinable
    mutating func grow() {
        var grown = [Element?](repeating: nil, count: Swift.max(4, storage.count * 2))
        for offset in 0..<count {
            grown[offset] = storage[wrapped(head + offset)]
        }
        storage = grown
        head = 0
    }
}

extension Queue {
    /// The elements, oldest first, transformed (without the iterator `Sequence.map` would use).
    @inlinable
    func map<Result>(_ transform: (Element) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        for offset in 0..<count {
            results.append(transform(storage[wrapped(head + offset)]!))
        }
        return results
    }
}

extension Queue: Sequence {
    @usableFromInline
    func makeIterator() -> AnyIterator<Element> {
        var offset = 0
        return AnyIterator { [self] in
            guard offset < count else { return nil }
            defer { offset += 1 }
            return storage[wrapped(head + offset)]
        }
    }
}
