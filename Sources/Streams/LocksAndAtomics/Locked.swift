import CStreamsAtomics

/// A value behind Streams' one lock. It holds state of any type (elements need not be
/// `Sendable`, as in RxSwift). Never call out of Streams inside `withLock`.
///
/// The lock is `CStreamsAtomics`' primitive — `os_unfair_lock` on Apple platforms, a futex word
/// on Linux — kept in this object's first stored property, at an address that does not move
/// (see `UnsafeAtomic`). Above the primitive, this is the same code on every platform.
/// ThreadSanitizer sees the ordering it provides by itself: `os_unfair_lock` and
/// `pthread_mutex_t` through its interceptors, the futex word through the acquire and release
/// operations on it, which it instruments like any atomic.
///
/// `package` so that the other modules of this package (StreamsTest, StreamsArchitecture) use
/// the same lock instead of their own copies.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only reached inside `withLock`, while the lock is held.
    /// The lock primitive: the first stored property, reached only through `primitive`.
    @exclusivity(unchecked) @usableFromInline var atomics = streams_lock()
    /// The value itself, reached only inside `withLock`. Unchecked: the lock already makes
    /// access exclusive, and a class's `var` passed `inout` would otherwise pay a run-time
    /// exclusivity check (`swift_beginAccess`, a thread-local look-up) on every lock.
    @exclusivity(unchecked) @usableFromInline var storage: Value

    @usableFromInline
    package init(_ value: Value) {
        storage = value
        assertAtomicsAreFirst(self, &atomics)
        streams_lock_init(primitive)
    }

    deinit {
        streams_lock_destroy(primitive)
    }

    @inlinable
    var primitive: UnsafeMutablePointer<streams_lock> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: streams_lock.self)
    }

    /// A copy of the value, read under the lock.
    @inlinable
    package var value: Value { withLock { $0 } }

    @inlinable
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        streams_lock_lock(primitive)
        defer { streams_lock_unlock(primitive) }
        return body(&storage)
    }
}
