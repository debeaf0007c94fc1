import Foundation
import Synchronization

/// The live subscriptions the `SubscriptionInspector` knows of: one record per subscription
/// object — an operator's sink, a subject's subscriber, a sharing operator's connection, work
/// waiting in a scheduler — made when the object is created and removed when it is freed.
///
/// The objects report themselves from their initializers and `deinit`s, the places that count
/// them in `Resources`. A record learns where it belongs from the subscription being made on
/// its thread at that moment (`SubscriptionFrame`): the stage downstream that subscribes it,
/// the subscriber who started the chain, a stage group, a label.
///
/// Off by default and cheap when off: every hook first loads `switches` and does nothing more
/// while it is 0. The lock is a leaf — nothing is called under it but this file's bookkeeping:
/// no observer, no user closure, no other lock — so hooks may run inside other locks (a sharing
/// operator registers its new connection while it holds its own).
@usableFromInline
enum SubscriptionRegistry {
    /// `recordingBit`: new subscription objects are recorded. `holdingBit`: records exist, so a
    /// freed object must be looked up even while recording is off.
    @usableFromInline static let switches = Atomic<UInt8>(0)
    @usableFromInline static var recordingBit: UInt8 { 1 }
    static var holdingBit: UInt8 { 2 }

    private static let state = Locked(RegistryState())

    /// `true` while new subscriptions are recorded: one relaxed load.
    @inlinable
    static var isRecording: Bool {
        switches.load(ordering: .relaxed) & recordingBit != 0
    }

    // MARK: Switching

    /// Records from now on. Calls nest: recording stops once every `startRecording()` has been
    /// balanced by a `stopRecording()` (an application and a test helper may both ask).
    static func startRecording() {
        state.withLock { state in
            state.recorders += 1
            state.updateSwitches()
        }
    }

    static func stopRecording() {
        state.withLock { state in
            state.recorders = max(0, state.recorders - 1)
            state.updateSwitches()
        }
    }

    /// Whether a chain's subscriber also records its call stack.
    static var capturesCallStacks: Bool {
        get { state.withLock { $0.capturesCallStacks } }
        set { state.withLock { $0.capturesCallStacks = newValue } }
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
    static func recordSourceSubscription(_ subscription: AnyObject, source: AnyObject, presentedAs presenter: Any.Type?) {
        record(subscription, as: .sourceSubscription(source: WeakSource(source), name: SubscriptionNames.source(source, presentedAs: presenter)))
    }

    /// A connection feeding the subscribers of `source` (a sharing operator, a connectable's
    /// subject) was made. It belongs to no chain of its own: the chains of its subscribers meet
    /// in it. `absorbed`: a trait's own sharing, drawn as part of the stage before it.
    @inlinable
    static func connectionBegan(_ connection: AnyObject, source: AnyObject, named name: @autoclosure () -> String, absorbed: Bool = false) {
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
        let time = Date().timeIntervalSince1970
        let record = state.withLock { state -> SubscriptionRecord in
            state.nextID += 1
            let record = SubscriptionRecord(
                id: state.nextID, kind: kind, parent: parent, scope: scope, name: name,
                label: isChainMember ? frame.pendingLabel : nil, group: kind.isScheduled ? nil : frame.group,
                subscriber: subscriber, time: time, isTransparent: isTransparent,
                isSecondInput: isChainMember && frame.pendingSecondInput
            )
            state.insert(record, for: ObjectIdentifier(object))
            return record
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
        _ = state.withLock { state in state.remove(object) }
    }

    @usableFromInline @inline(never)
    static func markDisposed(_ object: ObjectIdentifier, _ isDisposed: Bool) {
        state.withLock { state in state.records[object]?.isDisposed = isDisposed }
    }

    /// `owner`'s record: its id, scope and group, to subscribe within it.
    static func context(of owner: ObjectIdentifier) -> (id: Int, scope: SubscriptionScope?, group: StageGroup?)? {
        state.withLock { state in state.records[owner].map { ($0.id, $0.scope, $0.group) } }
    }

    // MARK: Reading

    /// The records alive now, oldest first, with whether each is disposed: all of them, or
    /// those of `scope` (and the scopes nested in it), or those made since `firstID`.
    static func records(in scope: SubscriptionScope? = nil, since firstID: Int = 0) -> [(record: SubscriptionRecord, isDisposed: Bool)] {
        state.withLock { state in
            state.records.values.compactMap { record in
                guard record.id >= firstID, scope.map({ record.scope?.isWithin($0) ?? false }) ?? true else { return nil }
                return (record, record.isDisposed)
            }
        }.sorted { $0.record.id < $1.record.id }
    }

    /// The id the next record will have: records made from now on have this one or a larger one.
    static var nextRecordID: Int {
        state.withLock { $0.nextID + 1 }
    }

    /// What the registry holds right now — its records and the capacity of its table — for the
    /// tests that check it returns to its baseline.
    static var footprint: (records: Int, capacity: Int) {
        state.withLock { ($0.records.count, $0.records.capacity) }
    }
}

/// The registry's state, behind its lock.
private struct RegistryState {
    var records: [ObjectIdentifier: SubscriptionRecord] = [:]
    var nextID = 0
    var recorders = 0
    var capturesCallStacks = false

    mutating func insert(_ record: SubscriptionRecord, for object: ObjectIdentifier) {
        // A burst of subscriptions grows the table once, not by doubling from one.
        if records.isEmpty { records.reserveCapacity(32) }
        records[object] = record
        updateSwitches()
    }

    mutating func remove(_ object: ObjectIdentifier) -> SubscriptionRecord? {
        let removed = records.removeValue(forKey: object)
        // The table's memory goes back once it is empty: a burst of subscriptions must not leave
        // the registry bigger than it was.
        if records.isEmpty && records.capacity > 0 { records = [:] }
        updateSwitches()
        return removed
    }

    func updateSwitches() {
        var bits: UInt8 = 0
        if recorders > 0 { bits |= SubscriptionRegistry.recordingBit }
        if !records.isEmpty { bits |= SubscriptionRegistry.holdingBit }
        SubscriptionRegistry.switches.store(bits, ordering: .relaxed)
    }
}
