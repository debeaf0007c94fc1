import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a `Mutex` for state holding values of any type (states and actions need not
/// be `Sendable`). Never call out of the module — a reducer, an observer, a disposable — inside
/// `withLock`: decide under the lock, act after it.
final class Protected<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only reached inside `withLock`, while the mutex is held.
    private let mutex = Mutex(())
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { _ in
            #if DEBUG
            SanitizerAnnotations.acquired(self)
            defer { SanitizerAnnotations.releasing(self) }
            #endif
            return Handoff(body(&value))
        }.value
    }
}

#if DEBUG
/// Shows ThreadSanitizer the ordering `Mutex` gives. On Linux a contended `Mutex` waits on a
/// futex inside the (uninstrumented) standard library, so the sanitizer misses the hand-over
/// between holders and reports the protected accesses as races. When the sanitizer is loaded,
/// its annotation entry points are found with `dlsym`; otherwise this is a nil check.
private enum SanitizerAnnotations {
    private typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private static let hooks: (acquire: Hook, release: Hook)? = {
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let acquire = dlsym(everywhere, "__tsan_acquire"), let release = dlsym(everywhere, "__tsan_release") else { return nil }
        return (unsafeBitCast(acquire, to: Hook.self), unsafeBitCast(release, to: Hook.self))
    }()

    static func acquired(_ lock: AnyObject) {
        hooks?.acquire(Unmanaged.passUnretained(lock).toOpaque())
    }

    static func releasing(_ lock: AnyObject) {
        hooks?.release(Unmanaged.passUnretained(lock).toOpaque())
    }
}
#endif

/// Carries a value across a boundary the compiler cannot see through.
// @unchecked Sendable: used only to hand a value out of a lock or to a task that is its only
// user afterwards; the value is never touched by two threads at once.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs a closure at most once, whichever thread asks first.
final class Once: @unchecked Sendable {
    // @unchecked Sendable: `action` is taken out under the mutex, so it runs exactly once.
    private let action: Protected<(() -> Void)?>

    init(_ action: @escaping () -> Void) {
        self.action = Protected(action)
    }

    var hasRun: Bool { action.withLock { $0 == nil } }

    func callAsFunction() {
        let pending = action.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }
}
