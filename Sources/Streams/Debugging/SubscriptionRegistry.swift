import Foundation

/// The live subscriptions the `SubscriptionInspector` (StreamsInspector) knows of: one record per subscription
/// object — an operator's sink, a subject's subscriber, a sharing operator's connection, work
/// waiting in a scheduler — made when the object is created and removed when it is freed.
///
/// The objects report themselves from their initializers and `deinit`s, the places that count
/// them in `Resources`. A record learns where it belongs from the subscription being made on
/// its thread at that moment (`SubscriptionFrame`): the stage downstream that subscribes it,
/// the subscriber who started the chain, a stage group, a label.
///
/// Off by default and cheap when off: every hook first loads `switches` and does nothing more
/// while it is 0. While it records, the records are spread over `shardCount` tables, each
/// behind its own lock and chosen by the object's address, so threads subscribing and disposing
/// at once seldom wait for one another. Each lock is a leaf — nothing is called under it but this file's
/// bookkeeping: no observer, no user closure, no other lock, and a hook takes one table's lock
/// at a time — so hooks may run inside other locks (a sharing operator registers its new
/// connection while it holds its own). A reader takes every table's lock, in index order, so
/// that a snapshot shows the records as they were at one moment.
@usableFromInline
package enum SubscriptionRegistry {
    /// `recordingBit`: new subscription objects are recorded. The bits above it count the
    /// records held (`heldRecord` each), so that a freed object is looked up while any exist,
    /// even with recording off.
    @inlinable static var switches: UnsafeAtomic<Int> { UnsafeAtomic(.subscriptionRegistrySwitches) }
    @usableFromInline static var recordingBit: Int { 1 }
    private static var heldRecord: Int { 2 }

    /// How many tables the records are spread over.
    private static let shardCount = 16
    private static let shards = (0..<shardCount).map { _ in Locked(RegistryShard()) }
    /// The id of the latest record made.
    private static var lastID: UnsafeAtomic<Int> { UnsafeAtomic(.subscriptionRegistryLastID) }
    /// Who asked for recording, and whether subscribers' call stacks are captured.
    private static let settings = Locked(RegistrySettings())

    /// `true` while new subscriptions are recorded: one relaxed load.
    @inlinable
    package static var isRecording: Bool {
        switches.load(ordering: .relaxed) & recordingBit != 0
    }

    // MARK: Switching

    /// Records from now on. Calls nest: recording stops once every `startRecording()` has been
    /// balanced by a `stopRecording()` (an application and a test helper may both ask).
    package static func startRecording() {
        settings.withLock { settings in
            settings.recorders += 1
            if settings.recorders == 1 { switches.bitwiseOr(recordingBit, ordering: .relaxed) }
        }
    }

    package static func stopRecording() {
        settings.withLock { settings in
            guard settings.recorders > 0 else { return }
            settings.recorders -= 1
            if settings.recorders == 0 { switches.bitwiseAnd(~recordingBit, ordering: .relaxed) }
        }
    }

    /// Whether a chain's subscriber also records its call stack.
    package static var capturesCallStacks: Bool {
        get { settings.withLock { $0.capturesCallStacks } }
        set { settings.withLock { $0.capturesCallStacks = newValue } }
    }

    // MARK: Hooks of the subscription objects

    /// An operator's sink (or another stage that subscribes upstream) was made; it becomes the
    /// parent of what it subscribes next on this thread.
    @inlinable
    static func stageBegan(_ stage: SubscriptionLifecycle) {
        if switches.load(ordering: .relaxed) & recordingBit != 0 {
            record(stage, as: .stage)
        }
    }

    /// A subscriber of `source` (a subject, a relay, a sharing operator) was made while
    /// recording; `presenter` names it when given (a relay around a subject).
    @usableFromInline @inline(never)
    static func recordSourceSubscription(_ subscription: AnyObject, source: AnyObject, presentedAs presenter: Any.Type?)
    {
        record(
            subscription,
            as: .sourceSubscription(
                source: WeakSource(source), name: SubscriptionNames.source(source, presentedAs: presenter)))
    }

    /// A connection feeding the subscribers of `source` (a sharing operator, a connectable's
    /// subject) was made. It belongs to no chain of its own: the chains of its subscribers meet
    /// in it. `absorbed`: a trait's own sharing, drawn as part of the stage before it.
    @inlinable
    static func connectionBegan(
        _ connection: AnyObject, source: AnyObject, named name: @autoclosure () -> String, absorbed: Bool = false
    ) {
        if switches.load(ordering: .relaxed) & recordingBit != 0 {
            recordConnection(connection, source: source, name: name(), absorbed: absorbed)
        }
    }

    @usableFromInline @inline(never)
    static func recordConnection(_ connection: AnyObject, source: AnyObject, name: String, absorbed: Bool) {
        record(connection, as: .connection(source: WeakSource(source), name: name, absorbed: absorbed))
    }

    /// Work was scheduled (a timer, an action in a scheduler's queue).
    @inlinable
    static func scheduledWorkBegan(_ work: AnyObject) {
        if switches.load(ordering: .relaxed) & recordingBit != 0 {
            record(work, as: .scheduled)
        }
    }

    /// A subscription object is being freed.
    @inlinable
    static func ended(_ object: AnyObject) {
        if switches.load(ordering: .relaxed) != 0 {
            remove(ObjectIdentifier(object))
        }
    }

    /// A subscription object was disposed (it may stay alive a little longer — or leak).
    @inlinable
    static func disposed(_ object: AnyObject) {
        if switches.load(ordering: .relaxed) != 0 {
            markDisposed(ObjectIdentifier(object), true)
        }
    }

    /// A disposed subscription object is in use again (a recycled inner subscription).
    @inlinable
    static func renewed(_ object: AnyObject) {
        if switches.load(ordering: .relaxed) != 0 {
            markDisposed(ObjectIdentifier(object), false)
        }
    }

    // MARK: Records

    /// Records `object`, taking its place from this thread's frame.
    @usableFromInline @inline(never)
    static func record(_ object: AnyObject, as kind: SubscriptionRecord.Kind) {
        let frames = SubscriptionFrames.current
        let frame = frames.frame
        var isTransparent = false
        let name: String
        switch kind {
        case .stage:
            let stage = unsafeDowncast(object, to: SubscriptionLifecycle.self)
            name = frame.pendingName ?? stage.operatorName
            isTransparent = stage.isPartOfOperatorStage
        case .sourceSubscription(_, let sourceName):
            name = frame.pendingName ?? sourceName
        case .connection(_, let connectionName, _):
            name = connectionName
        case .scheduled:
            name = "scheduled work"
        }
        // A chain's first record is its root: it takes the chain's subscriber (or, for an
        // observer subscribed directly, one made up from the observer's type) and the scope
        // the subscriber runs in; the others inherit their parent's scope. A connection belongs
        // to no chain: the chains of its subscribers meet in it.
        let isChainMember: Bool
        switch kind {
        case .stage, .sourceSubscription: isChainMember = true
        case .connection, .scheduled: isChainMember = false
        }
        let parent: Int
        if case .connection = kind { parent = 0 } else { parent = frame.parent }
        let isRoot = isChainMember && parent == 0
        let scope = parent == 0 && frame.scope == nil ? SubscriptionScope.current : frame.scope
        let subscriber = isRoot ? (frame.subscriber ?? SubscriberInfo.unknown(observerType: frame.observerType)) : nil
        let record = SubscriptionRecord(
            id: lastID.wrappingAdd(1, ordering: .relaxed).newValue, kind: kind, parent: parent, scope: scope,
            name: name,
            label: isChainMember ? frame.pendingLabel : nil, group: kind.isScheduled ? nil : frame.group,
            subscriber: subscriber, time: Date().timeIntervalSince1970, isTransparent: isTransparent,
            isSecondInput: isChainMember && frame.pendingSecondInput
        )
        let key = ObjectIdentifier(object)
        // Counted before this thread hands the object on, so that whichever thread frees it
        // looks it up.
        if shard(of: key).withLock({ $0.insert(record, for: key) }) {
            switches.wrappingAdd(heldRecord, ordering: .relaxed)
        }
        guard isChainMember else { return }
        // What this record took is not for the next one; a stage is the parent of what it
        // subscribes next, in the same scope.
        frames.update { frame in
            frame.subscriber = nil
            frame.observerType = nil
            frame.pendingLabel = nil
            frame.pendingName = nil
            frame.pendingSecondInput = false
            if case .stage = kind {
                frame.parent = record.id
                frame.scope = scope
            }
        }
    }

    @usableFromInline @inline(never)
    static func remove(_ object: ObjectIdentifier) {
        // The record is released after the lock.
        let removed = shard(of: object).withLock { $0.remove(object) }
        if removed != nil { switches.wrappingSubtract(heldRecord, ordering: .relaxed) }
    }

    @usableFromInline @inline(never)
    static func markDisposed(_ object: ObjectIdentifier, _ isDisposed: Bool) {
        shard(of: object).withLock { $0.records[object]?.isDisposed = isDisposed }
    }

    /// `owner`'s record: its id, scope and group, to subscribe within it.
    static func context(of owner: ObjectIdentifier) -> (id: Int, scope: SubscriptionScope?, group: StageGroup?)? {
        shard(of: owner).withLock { $0.records[owner].map { ($0.id, $0.scope, $0.group) } }
    }

    /// The table `object`'s record is kept in: by its address, whose lowest bits are the same
    /// for every object (allocations are 16-byte aligned).
    private static func shard(of object: ObjectIdentifier) -> Locked<RegistryShard> {
        shards[Int((UInt(bitPattern: object.hashValue) >> 4) % UInt(shardCount))]
    }

    // MARK: Reading

    /// Every record alive now, with whether it is disposed, as they all were at one moment, in
    /// no particular order: what StreamsInspector's snapshots are made of (it picks and orders
    /// them, so that this module carries as little of the reading as it can).
    package static func liveRecords() -> [(record: SubscriptionRecord, isDisposed: Bool)] {
        withEveryShard { shards in
            var live: [(record: SubscriptionRecord, isDisposed: Bool)] = []
            for shard in shards {
                for record in shard.records.values { live.append((record, record.isDisposed)) }
            }
            return live
        }
    }

    /// The id the next record will have: records made from now on have this one or a larger one.
    package static var nextRecordID: Int {
        lastID.load(ordering: .relaxed) + 1
    }

    /// The capacity of the registry's tables when none holds a record and each has been used:
    /// the most its memory returns to.
    static var idleCapacity: Int {
        shardCount * [ObjectIdentifier: SubscriptionRecord](minimumCapacity: RegistryShard.keptCapacity).capacity
    }

    /// What the registry holds right now — its records and the capacity of its tables — for the
    /// tests that check it returns to its baseline.
    static var footprint: (records: Int, capacity: Int) {
        withEveryShard { shards in
            shards.reduce((records: 0, capacity: 0)) {
                ($0.records + $1.records.count, $0.capacity + $1.records.capacity)
            }
        }
    }

    /// Runs `body` on every table at once: holding each table's lock, taken in index order.
    private static func withEveryShard<Result>(_ body: ([RegistryShard]) -> Result) -> Result {
        func lock(from index: Int, holding held: inout [RegistryShard]) -> Result {
            guard index < shardCount else { return body(held) }
            return shards[index].withLock { shard in
                held.append(shard)
                return lock(from: index + 1, holding: &held)
            }
        }
        var held: [RegistryShard] = []
        held.reserveCapacity(shardCount)
        return lock(from: 0, holding: &held)
    }
}

/// One of the registry's tables, behind its own lock.
private struct RegistryShard {
    /// The records a table keeps room for while it is empty: subscriptions come and go all the
    /// time, and a table freed each time it emptied would be allocated again at once.
    static let keptCapacity = 16

    var records: [ObjectIdentifier: SubscriptionRecord] = [:]

    /// Stores `record`; `true` if `object` had none.
    mutating func insert(_ record: SubscriptionRecord, for object: ObjectIdentifier) -> Bool {
        if records.capacity == 0 { records.reserveCapacity(Self.keptCapacity) }
        return records.updateValue(record, forKey: object) == nil
    }

    mutating func remove(_ object: ObjectIdentifier) -> SubscriptionRecord? {
        let removed = records.removeValue(forKey: object)
        // A table that grew for a burst of subscriptions goes back to its kept size once it is
        // empty: the burst must not leave the registry bigger than it was.
        if records.isEmpty && records.capacity > Self.keptCapacity * 2 {
            records = Dictionary(minimumCapacity: Self.keptCapacity)
        }
        return removed
    }
}

/// Who asked the registry to record, and how.
private struct RegistrySettings {
    var recorders = 0
    var capturesCallStacks = false
}
