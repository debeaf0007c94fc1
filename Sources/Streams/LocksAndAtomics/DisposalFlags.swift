/// Streams' one way of saying "disposed, once": the state word of its lock-free disposables and
/// subscriptions.
///
/// One atomic byte holds ``Flag/disposed`` — set by whichever thread disposes first, which then
/// does the disposing — and the flags its owner adds for what else it publishes without a lock
/// (`Flag`: each owner's, one bit each, so that no two can be mistaken for each other). A
/// disposable with nothing else to publish uses it for `disposed` alone.
///
/// The byte belongs to the owner (its first stored property, or a field of it: see
/// `UnsafeAtomic`); this is a view of it, made where it is needed.
@usableFromInline @frozen
struct DisposalFlags {
    /// A flag of the byte. Raw values are bits, which the compiler keeps distinct.
    @usableFromInline
    enum Flag: UInt8 {
        /// Set by the first ``DisposalFlags/markDisposed()``, whose caller disposes: once, but
        /// for an owner that reuses a disposed object nothing else holds (``DisposalFlags/reset()``).
        case disposed = 1
        /// `SubscriptionLifecycle`: the upstream subscription is stored, for whoever disposes.
        case attached = 2
        /// `SingleAssignmentDisposable`: the disposable is assigned, for whoever disposes.
        case assigned = 4
        /// `SubjectSubscription`: its replay is under way; what is broadcast meanwhile waits in
        /// the subscription.
        case replaying = 8
        /// `ClosureObserver`, `CreateSink`, `FlatMapLatestSink`: the source's stop event has
        /// arrived.
        case stopped = 16
        /// `FlatMapLatestInner`: the latest inner subscription, whose elements pass.
        case latest = 32
    }

    /// The flags at one moment.
    @usableFromInline @frozen
    struct Snapshot {
        @usableFromInline let bits: UInt8

        @inlinable
        init(_ bits: UInt8) {
            self.bits = bits
        }

        /// No flag is set.
        @inlinable
        var isEmpty: Bool { bits == 0 }

        @inlinable
        func contains(_ flag: Flag) -> Bool {
            bits & flag.rawValue != 0
        }
    }

    @usableFromInline let word: UnsafeAtomic<UInt8>

    /// The flags in `word`.
    @inlinable
    init(_ word: UnsafeAtomic<UInt8>) {
        self.word = word
    }

    /// The flags in `object`'s first stored property, a `UInt8`.
    @inlinable
    init(inFirstStoredPropertyOf object: borrowing AnyObject) {
        word = UnsafeAtomic(inFirstStoredPropertyOf: object)
    }

    /// Whether ``Flag/disposed`` is set; what the disposing thread wrote before setting it is
    /// visible.
    @inlinable
    var isDisposed: Bool {
        load().contains(.disposed)
    }

    /// `isDisposed`, loaded sequentially consistent, to pair with a flag of another object
    /// (see `SubscriptionLifecycle.isDisposedSequentiallyConsistent`).
    @inlinable
    var isDisposedSequentiallyConsistent: Bool {
        loadSequentiallyConsistent().contains(.disposed)
    }

    /// The flags set now; what was written before they were set is visible.
    @inlinable
    func load() -> Snapshot {
        Snapshot(word.load(ordering: .acquiring))
    }

    /// The flags set now, loaded sequentially consistent, to pair with a flag of another object.
    @inlinable
    func loadSequentiallyConsistent() -> Snapshot {
        Snapshot(word.load(ordering: .sequentiallyConsistent))
    }

    /// The flags set now, with no ordering: for a thread that reads them under a lock that
    /// already orders what it needs, or a flag that orders nothing else.
    @inlinable
    func loadRelaxed() -> Snapshot {
        Snapshot(word.load(ordering: .relaxed))
    }

    /// Sets ``Flag/disposed``: `true` for the one call that set it, whose caller disposes.
    @inlinable
    func markDisposed() -> Bool {
        !set(.disposed).contains(.disposed)
    }

    /// Sets `flag`, publishing what this thread wrote before; returns the flags as they were.
    @inlinable @discardableResult
    func set(_ flag: Flag) -> Snapshot {
        Snapshot(word.bitwiseOr(flag.rawValue, ordering: .acquiringAndReleasing).oldValue)
    }

    /// `set(_:)`, sequentially consistent (on x86 and ARMv8 the same instruction as
    /// acquire-release).
    @inlinable @discardableResult
    func setSequentiallyConsistent(_ flag: Flag) -> Snapshot {
        Snapshot(word.bitwiseOr(flag.rawValue, ordering: .sequentiallyConsistent).oldValue)
    }

    /// Clears `flag`, publishing what this thread wrote before.
    @inlinable
    func clear(_ flag: Flag) {
        word.bitwiseAnd(~flag.rawValue, ordering: .releasing)
    }

    /// Clears every flag, for an owner that reuses a disposed object nothing else holds.
    @inlinable
    func reset() {
        word.store(0, ordering: .relaxed)
    }
}
