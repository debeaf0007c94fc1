import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a `Synchronization.Mutex` — the one lock Streams uses. It holds state of any
/// type (elements need not be `Sendable`, as in RxSwift) and, in debug builds, shows
/// ThreadSanitizer the ordering the mutex provides. Never call out of Streams inside `withLock`.
///
/// `package` so that the other modules of this package (StreamsTest, StreamsArchitecture) use
/// the same lock instead of their own copies.
@usableFromInline
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only reached inside `withLock`, while the mutex is held.
    @usableFromInline let mutex = Mutex(())
    /// The value itself, reached only inside `withLock`. Unchecked: the mutex already makes
    /// access exclusive, and a class's `var` passed `inout` would otherwise pay a run-time
    /// exclusivity check (`swift_beginAccess`, a thread-local look-up) on every lock.
    @exclusivity(unchecked) @usableFromInline var storage: Value

    @usableFromInline
    package init(_ value: Value) {
        storage = value
    }

    /// A copy of the value, read under the lock.
    @inlinable
    package var value: Value { withLock { $0 } }

    @inlinable
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { _ in
            #if DEBUG
            ThreadSanitizer.acquire(self)
            defer { ThreadSanitizer.release(self) }
            #endif
            return UncheckedSendable(body(&storage))
        }.value
    }
}

#if DEBUG
/// Tells ThreadSanitizer, when it is present, about the ordering a `Mutex` provides.
///
/// On Linux `Synchronization.Mutex` parks contended threads with futexes inside the
/// uninstrumented standard library, so ThreadSanitizer does not see the hand-over from one
/// holder to the next and reports every contended access as a race — drowning real races in
/// `swift test --sanitize=thread`. The sanitizer's own annotation functions are looked up once;
/// without the sanitizer they are absent and this costs a nil check (debug builds only).
@usableFromInline
enum ThreadSanitizer {
    @usableFromInline typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

    @usableFromInline static let functions: (acquire: Annotation, release: Annotation)? = {
        guard let acquire = dlsym(defaultLibraryHandle, "__tsan_acquire"),
              let release = dlsym(defaultLibraryHandle, "__tsan_release") else { return nil }
        return (unsafeBitCast(acquire, to: Annotation.self), unsafeBitCast(release, to: Annotation.self))
    }()

    private static var defaultLibraryHandle: UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        return UnsafeMutableRawPointer(bitPattern: -2)
        #else
        return nil
        #endif
    }

    @inlinable
    static func acquire(_ object: AnyObject) {
        functions?.acquire(Unmanaged.passUnretained(object).toOpaque())
    }

    @inlinable
    static func release(_ object: AnyObject) {
        functions?.release(Unmanaged.passUnretained(object).toOpaque())
    }
}
#endif
