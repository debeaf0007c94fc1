/// The order in which RxSwift's subscriber storage (its `Bag`) delivers, kept by the lists that
/// subjects, relays, `share` and hot test observables broadcast to, so that their subscribers
/// receive each event in RxSwift's order.
///
/// RxSwift keeps its first subscriber in a slot of its own, delivered to first, the next 30 in an
/// array, in the order they came, and any more in a dictionary. When the slot's subscriber
/// leaves, the next new subscriber takes the slot — and is delivered to before everyone who came
/// earlier. Once the array has overflowed, the dictionary stays, and later subscribers that do
/// not find the slot free join it, even if the array has room again. RxSwift delivers the
/// dictionary's subscribers in hash order, which changes from run to run; Streams delivers them
/// last, in the order they subscribed.
///
/// The list itself is the owner's (an array in delivery order); this records which part of it
/// is which, and says where a new subscriber goes and what a departure changes.
@usableFromInline
package struct SubscriberOrder: Sendable {
    /// The list's first entry is the slot's subscriber.
    @usableFromInline var isSlotTaken = false
    /// How many entries after the slot's are the array's.
    @usableFromInline var arrayCount = 0
    /// The array overflowed once: later subscribers go last, unless the slot is free.
    @usableFromInline var hasOverflowed = false

    /// RxSwift's array size (`arrayDictionaryMaxSize`).
    @inlinable static var arrayCapacity: Int { 30 }

    @inlinable
    package init() {}

    /// The index at which a new subscriber joins a list of `count` subscribers.
    @inlinable
    package mutating func insertionIndex(count: Int) -> Int {
        if !isSlotTaken {
            isSlotTaken = true
            return 0
        }
        if hasOverflowed { return count }
        if arrayCount < Self.arrayCapacity {
            arrayCount += 1
            return arrayCount
        }
        hasOverflowed = true
        return count
    }

    /// Records that the subscriber at `index` left the list.
    @inlinable
    package mutating func remove(at index: Int) {
        if isSlotTaken {
            if index == 0 {
                isSlotTaken = false
            } else if index <= arrayCount {
                arrayCount -= 1
            }
        } else if index < arrayCount {
            arrayCount -= 1
        }
    }

    /// Records that every subscriber left (the overflow, as RxSwift's dictionary, stays).
    @inlinable
    package mutating func removeAll() {
        isSlotTaken = false
        arrayCount = 0
    }
}
