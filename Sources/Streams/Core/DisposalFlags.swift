/// Streams' one way of saying "disposed, once": the state word of its lock-free disposables and
/// subscriptions.
///
/// One atomic byte holds ``disposed`` — set once, by whichever thread disposes first, which then
/// does the disposing — and the flags its owner adds for what else it publishes without a lock:
/// `SubscriptionLifecycle`'s `attached`, `SingleAssignmentDisposable`'s `assigned`,
/// `SubjectSubscription`'s `replaying` (each declared beside its owner, as an extension of this
/// type). A disposable with nothing else to publish uses it for `disposed` alone.
///
/// The byte belongs to the owner (its first stored property, or a field of it: see
/// `UnsafeAtomic`); this is a view of it, made where it is needed. The flags are bit masks
/// (`UInt8`), combined with `|`.
@usableFromInline @frozen
struct DisposalFlags {
    /// Set once, by the first ``markDisposed()``.
    @inlinable static var disposed: UInt8 { 1 }

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

    /// Whether ``disposed`` is set; what the disposing thread wrote before setting it is
    /// visible.
    @inlinable
    var isDisposed: Bool {
        word.load(ordering: .acquiring) & Self.disposed != 0
    }

    /// `isDisposed`, loaded sequentially consistent, to pair with a flag of another object
    /// (see `SubscriptionLifecycle.isDisposedSequentiallyConsistent`).
    @inlinable
    var isDisposedSequentiallyConsistent: Bool {
        loadSequentiallyConsistent() & Self.disposed != 0
    }

    /// The flags set now; what was written before they were set is visible.
    @inlinable
    func load() -> UInt8 {
        word.load(ordering: .acquiring)
    }

    /// The flags set now, loaded sequentially consistent, to pair with a flag of another object.
    @inlinable
    func loadSequentiallyConsistent() -> UInt8 {
        word.load(ordering: .sequentiallyConsistent)
    }

    /// The flags set now, with no ordering: for a thread that reads them under a lock that
    /// already orders what it needs.
    @inlinable
    func loadRelaxed() -> UInt8 {
        word.load(ordering: .relaxed)
    }

    /// Sets ``disposed``: `true` for the one call that set it, whose caller disposes.
    @inlinable
    func markDisposed() -> Bool {
        set(Self.disposed) & Self.disposed == 0
    }

    /// Sets `flags`, publishing what this thread wrote before; returns the flags as they were.
    @inlinable @discardableResult
    func set(_ flags: UInt8) -> UInt8 {
        word.bitwiseOr(flags, ordering: .acquiringAndReleasing).oldValue
    }

    /// `set(_:)`, sequentially consistent (on x86 and ARMv8 the same instruction as
    /// acquire-release).
    @inlinable @discardableResult
    func setSequentiallyConsistent(_ flags: UInt8) -> UInt8 {
        word.bitwiseOr(flags, ordering: .sequentiallyConsistent).oldValue
    }

    /// Clears `flags`, publishing what this thread wrote before.
    @inlinable
    func clear(_ flags: UInt8) {
        word.bitwiseAnd(~flags, ordering: .releasing)
    }

    /// Clears every flag, for an owner that reuses a disposed object nothing else holds.
    @inlinable
    func reset() {
        word.store(0, ordering: .relaxed)
    }
}
