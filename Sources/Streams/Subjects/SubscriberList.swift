/// The subscribers an event is broadcast to, in RxSwift's delivery order, each joining and
/// leaving in O(1) (amortized): the list of subjects, relays, `share`, and hot test
/// observables.
///
/// RxSwift keeps its first subscriber in a slot of its own, delivered to first, the next 30 in an
/// array, in the order they came, and any more in a dictionary. When the slot's subscriber
/// leaves, the next new subscriber takes the slot — and is delivered to before everyone who came
/// earlier. Once the array has overflowed, the dictionary stays, and later subscribers that do
/// not find the slot free join it, even if the array has room again. RxSwift delivers the
/// dictionary's subscribers in hash order, which changes from run to run; Streams delivers them
/// last, in the order they subscribed.
///
/// So the list has the same parts: `front`, the slot's subscriber and the array's (at most 31,
/// searched when one leaves); then, in `back`, made when the first of them arrives, `overflow`
/// for the dictionary's and `replaying` for subscribers that receive a replay before they take
/// their place (`addReplaying(_:)`, `place(_:)`). Those two are arrays with holes where members
/// left: each member knows its index (`SubscriberListMember.place`), so leaving is O(1), and an
/// array is compacted once half of it is holes, so a broadcast visits O(members) entries.
///
/// A subject broadcasts by moving its list out of its storage (as an optional) and back: the
/// members of `front` are then borrowed from a local list, with no reference counted, and those
/// of `back` are passed unretained (`Back.forEachUnretained(_:)`). Not thread-safe: its owner
/// changes it from one thread at a time (a subject's deliverer).
@usableFromInline @frozen
package struct SubscriberList<Member: SubscriberListMember> {
    /// The slot's subscriber, when `isSlotTaken`, then the array's, in the order they came.
    @usableFromInline package private(set) var front: ContiguousArray<Member> = []
    @usableFromInline var isSlotTaken = false
    /// The array overflowed once: later subscribers join `overflow`, unless the slot is free.
    @usableFromInline var hasOverflowed = false
    /// The overflow and the replaying subscribers, delivered to after `front`; `nil` until the
    /// first of them arrives.
    @usableFromInline package private(set) var back: Back?

    /// RxSwift's array size (`arrayDictionaryMaxSize`).
    @inlinable static var arrayCapacity: Int { 30 }

    @inlinable
    package init() {}

    /// The number of members.
    @inlinable
    package var count: Int {
        front.count + (back.map { $0.overflow.liveCount + $0.replaying.liveCount } ?? 0)
    }

    @inlinable
    package var isEmpty: Bool { count == 0 }

    /// Adds `member` where RxSwift's storage puts a new subscriber.
    @inlinable
    package mutating func add(_ member: Member) {
        if !isSlotTaken {
            isSlotTaken = true
            member.place = SubscriberListPlace(part: .front, index: 0)
            // Appended when alone: the same place, without a general insertion's shifting path
            // (a subscriber that comes and goes on its own is the common case).
            if front.isEmpty {
                front.append(member)
            } else {
                front.insert(member, at: 0)
            }
        } else if !hasOverflowed && front.count - 1 < Self.arrayCapacity {
            member.place = SubscriberListPlace(part: .front, index: 0)
            front.append(member)
        } else {
            hasOverflowed = true
            uniqueBack().overflow.append(member)
        }
    }

    /// Adds `member` after every other member, where it stays until `place(_:)` moves it to where
    /// `add(_:)` would have put it: for a subscriber that receives a replay first, as RxSwift
    /// registers a `ReplaySubject`'s observer once it has replayed to it.
    @inlinable
    package mutating func addReplaying(_ member: Member) {
        uniqueBack().replaying.append(member)
    }

    /// Moves `member`, added by `addReplaying(_:)`, to its place; nothing if it left meanwhile.
    @inlinable
    package mutating func place(_ member: Member) {
        guard member.place.part == .replaying, back != nil else { return }
        uniqueBack().replaying.remove(member)
        add(member)
    }

    /// Removes `member`, in O(1); nothing if it is not in the list.
    @inlinable
    package mutating func remove(_ member: Member) {
        switch member.place.part {
        case .front:
            guard let index = front.firstIndex(where: { $0 === member }) else { return }
            front.remove(at: index)
            if isSlotTaken && index == 0 { isSlotTaken = false }
            member.place = SubscriberListPlace()
        case .overflow:
            guard back != nil else { return }
            uniqueBack().overflow.remove(member)
        case .replaying:
            guard back != nil else { return }
            uniqueBack().replaying.remove(member)
        case .none:
            return
        }
    }

    /// Removes every member and returns them (in delivery order), for the caller to release
    /// where it chooses. The overflow, as RxSwift's dictionary, stays.
    @inlinable
    package mutating func removeAll() -> ContiguousArray<Member> {
        var all = ContiguousArray<Member>()
        all.reserveCapacity(count)
        forEach { all.append($0) }
        for member in all { member.place = SubscriberListPlace() }
        front = []
        isSlotTaken = false
        back = nil
        return all
    }

    /// Calls `body` with each member, in delivery order.
    @inlinable
    package func forEach(_ body: (Member) -> Void) {
        for member in front { body(member) }
        back?.forEachUnretained { $0._withUnsafeGuaranteedRef(body) }
    }

    /// The members in delivery order.
    @inlinable
    package var members: [Member] {
        var members: [Member] = []
        members.reserveCapacity(count)
        forEach { members.append($0) }
        return members
    }

    /// `back`, made if needed, and copied first if another list shares it (a copy of the list).
    @inlinable
    mutating func uniqueBack() -> Back {
        if back == nil {
            back = Back()
        } else if !isKnownUniquelyReferenced(&back!) {
            back = back!.copy()
        }
        return back!
    }

    /// The parts of the list kept as arrays with holes. (Its owner changes it from one thread at
    /// a time: no run-time exclusivity check.)
    @usableFromInline
    package final class Back {
        @exclusivity(unchecked) @usableFromInline var overflow = Sparse(part: .overflow)
        @exclusivity(unchecked) @usableFromInline var replaying = Sparse(part: .replaying)

        @inlinable
        init() {}

        /// Calls `body` with each member, in delivery order, as an unretained reference — for
        /// a broadcast, which reaches it with `_withUnsafeGuaranteedRef` (the list holds every
        /// member for the whole call, and nothing may change it meanwhile).
        @inlinable
        package func forEachUnretained(_ body: (Unmanaged<Member>) -> Void) {
            overflow.forEach(body)
            replaying.forEach(body)
        }

        @inlinable
        func copy() -> Back {
            let copy = Back()
            copy.overflow = overflow
            copy.replaying = replaying
            return copy
        }
    }

    /// A part of the list kept as an array with holes: a member's index is its place, so it
    /// leaves in O(1); compacted, in order, once half of it is holes.
    @usableFromInline @frozen
    struct Sparse {
        @usableFromInline let part: SubscriberListPlace.Part
        @usableFromInline var entries: ContiguousArray<Member?> = []
        @usableFromInline var liveCount = 0

        @inlinable
        init(part: SubscriberListPlace.Part) {
            self.part = part
        }

        @inlinable
        mutating func append(_ member: Member) {
            member.place = SubscriberListPlace(part: part, index: entries.count)
            entries.append(member)
            liveCount += 1
        }

        @inlinable
        mutating func remove(_ member: Member) {
            let index = member.place.index
            guard index < entries.count, entries[index] === member else { return }
            entries[index] = nil
            liveCount -= 1
            member.place = SubscriberListPlace()
            if liveCount == 0 {
                entries.removeAll(keepingCapacity: entries.capacity <= 64)
            } else if entries.count >= 32 && liveCount * 2 < entries.count {
                compact()
            }
        }

        /// Closes the holes, keeping the order, and tells each moved member its new index.
        @inlinable
        mutating func compact() {
            var kept = ContiguousArray<Member?>()
            kept.reserveCapacity(liveCount * 2)
            for case let member? in entries {
                member.place = SubscriberListPlace(part: part, index: kept.count)
                kept.append(member)
            }
            entries = kept
        }

        /// Calls `body` with each member as an unretained reference: the entries hold them for
        /// the whole call. (Read as optional `Unmanaged` references — the same single nullable
        /// pointer — because Swift retains a member bound from an optional entry around each
        /// call.)
        @inlinable
        func forEach(_ body: (Unmanaged<Member>) -> Void) {
            guard liveCount > 0 else { return }
            entries.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: Unmanaged<Member>?.self) { references in
                    for case let reference? in references { body(reference) }
                }
            }
        }
    }
}

/// Where a member of a `SubscriberList` is: the list keeps it, so that the member leaves in O(1).
/// One 32-bit word — the part in its top two bits, the index in the rest — so that it fits in
/// the padding a member's first stored property leaves (a `SubjectSubscription` is no larger for
/// it).
@usableFromInline @frozen
package struct SubscriberListPlace: Sendable {
    @usableFromInline @frozen
    package enum Part: UInt32, Sendable {
        /// In no list.
        case none
        case front
        case overflow
        case replaying
    }

    @usableFromInline var bits: UInt32

    /// In no list.
    @inlinable
    package init() {
        bits = 0
    }

    @inlinable
    init(part: Part, index: Int) {
        precondition(index < 1 << 30, "SubscriberList: more than 2^30 subscribers")
        bits = part.rawValue << 30 | UInt32(index)
    }

    @inlinable
    var part: Part { Part(rawValue: bits >> 30)! }

    /// The index in `overflow` or `replaying` (a member of `front` is searched for).
    @inlinable
    var index: Int { Int(bits & (1 << 30 - 1)) }
}

/// A member of a `SubscriberList`: an object that keeps its place in the list, which only the
/// list's owner reads and changes.
@usableFromInline
package protocol SubscriberListMember: AnyObject {
    var place: SubscriberListPlace { get set }
}
