import Foundation
import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Process-wide hooks, as in RxSwift: what happens to errors nobody handles, and how misuse
/// found in debug builds is reported.
public enum Hooks {
    /// Receives an error that reached `subscribe` without an `onError` handler.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Receives the message of a misuse detected in a debug build (events delivered from two
    /// threads at once, or re-entrantly, to the same operator).
    public typealias AnomalyHandler = @Sendable (_ message: String) -> Void

    private struct Handlers {
        var defaultError: DefaultErrorHandler = { _, error in
            #if DEBUG
            Hooks.printToStandardError("Unhandled error happened: \(error)")
            #endif
        }
        var anomaly: AnomalyHandler = { message in Hooks.printToStandardError(message) }
    }

    private static let handlers = Locked(Handlers())

    /// Called for errors that reach a `subscribe(onNext:)` without `onError`. In debug builds the
    /// default prints the error; in release it does nothing.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handlers.withLock { $0.defaultError } }
        set { handlers.withLock { $0.defaultError = newValue } }
    }

    /// Called, in debug builds only, when an operator receives events from two threads at once
    /// or re-entrantly. The default prints the message to standard error.
    public static var anomalyHandler: AnomalyHandler {
        get { handlers.withLock { $0.anomaly } }
        set { handlers.withLock { $0.anomaly = newValue } }
    }

    /// Passes `error` to the subscriber's `handler`, or to `defaultErrorHandler` when the
    /// subscriber gave none.
    @usableFromInline
    static func handle(_ error: Swift.Error, with handler: ((Swift.Error) -> Void)?) {
        if let handler {
            handler(error)
        } else {
            defaultErrorHandler([], error)
        }
    }

    static func printToStandardError(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}

/// An identifier of the calling thread, cheap enough for debug checks on every event.
@inlinable
func currentThreadIdentifier() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}

/// `true` on the process's main thread.
///
/// On Linux, Foundation's `Thread.isMainThread` makes a system call (`gettid`) every time —
/// more than the rest of a `Driver` event costs. The main thread's identifier is therefore
/// remembered the first time the main thread asks; from then on the answer is a comparison.
/// (The main thread lives as long as the process, so no other thread can get its identifier.)
func isMainThread() -> Bool {
    #if canImport(Darwin)
    return pthread_main_np() != 0
    #else
    let current = currentThreadIdentifier()
    let main = mainThreadIdentifier.load(ordering: .relaxed)
    if main != 0 { return current == main }
    guard Thread.isMainThread else { return false }
    mainThreadIdentifier.store(current, ordering: .relaxed)
    return true
    #endif
}

#if !canImport(Darwin)
/// The main thread's `currentThreadIdentifier()`, once known; 0 before.
private let mainThreadIdentifier = Atomic<UInt>(0)
#endif
