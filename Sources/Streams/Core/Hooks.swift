import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Process-wide hooks, as in RxSwift: what happens to errors nobody handles, and how misuse
/// found in debug builds is reported.
///
/// The hooks need not be `@Sendable`, as in RxSwift, so that a test can collect what they
/// receive in a local `var` in Swift 6 language mode — like the closures given to `subscribe`,
/// they run on whichever thread reports, and the code that sets them answers for that.
public enum Hooks {
    /// Receives an error that reached `subscribe` without an `onError` handler.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// Receives the message of a misuse: see ``Hooks/anomalyHandler``.
    public typealias AnomalyHandler = (_ message: String) -> Void

    /// Captures the call stack of a subscription, for `defaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private struct Handlers {
        var defaultError: DefaultErrorHandler = { callStack, error in
            #if DEBUG
            // diagnostic: unhandled-error
            Hooks.printToStandardError("Unhandled error happened: \(error)")
            if !callStack.isEmpty {
                // diagnostic: unhandled-error
                Hooks.printToStandardError("subscription called from:\n" + callStack.joined(separator: "\n"))
            }
            #endif
        }
        // diagnostic: forwarded
        var anomaly: AnomalyHandler = { message in Hooks.printToStandardError(message) }
        var captureCallStack: CustomCaptureSubscriptionCallstack = {
            #if DEBUG
            return Thread.callStackSymbols
            #else
            return []
            #endif
        }
    }

    private static let handlers = Locked(Handlers())
    private static var recordsCallStack: UnsafeAtomic<Int> { UnsafeAtomic(.recordsCallStack) }

    /// When `true`, a subscription without an error handler (`subscribe(onNext:)`, a trait's
    /// `subscribe(onSuccess:)`, ...) captures its call stack when it is made, with
    /// `customCaptureSubscriptionCallstack`, and an error reaching it passes that stack to
    /// `defaultErrorHandler` — to find where an unhandled error's subscription came from.
    /// Off by default: capturing a stack is slow.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) != 0 }
        set { recordsCallStack.store(newValue ? 1 : 0, ordering: .relaxed) }
    }

    /// How `recordCallStackOnError` captures a subscription's call stack. The default is
    /// `Thread.callStackSymbols` in debug builds and nothing in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { handlers.withLock { $0.captureCallStack } }
        set { handlers.withLock { $0.captureCallStack = newValue } }
    }

    /// Called for errors that reach a `subscribe(onNext:)` without `onError`. In debug builds the
    /// default prints the error; in release it does nothing.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handlers.withLock { $0.defaultError } }
        set { handlers.withLock { $0.defaultError = newValue } }
    }

    /// Called with a misuse: in debug builds only, when an operator receives events from two
    /// threads at once or re-entrantly (checking costs time on every event; an operator with
    /// several inputs delivers a re-entrant event after the current one), or when a closure
    /// written in code isolated to an actor runs off that actor (the "Swift concurrency"
    /// article); in every build,
    /// when an error reaches a binding or a source breaks its trait's grammar (a ``Single`` that
    /// completes empty). The default prints the message to standard error.
    public static var anomalyHandler: AnomalyHandler {
        get { handlers.withLock { $0.anomaly } }
        set { handlers.withLock { $0.anomaly = newValue } }
    }

    /// The error handler of a subscription being made: the subscriber's `handler`, or, when it
    /// gave none and `recordCallStackOnError` is on, one that passes the call stack captured
    /// now to `defaultErrorHandler`.
    @usableFromInline
    static func errorHandler(_ handler: ((Swift.Error) -> Void)?) -> ((Swift.Error) -> Void)? {
        guard handler == nil, recordCallStackOnError else { return handler }
        let callStack = customCaptureSubscriptionCallstack()
        return { error in defaultErrorHandler(callStack, error) }
    }

    /// Passes `error` to the subscriber's `handler` (see `errorHandler(_:)`), or to
    /// `defaultErrorHandler` when the subscriber gave none.
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
        // diagnostic: forwarded
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

/// `true` on the main thread, or in a block the main queue runs: where main-actor code runs.
///
/// On Linux, once a program calls `dispatchMain()` (Swift Testing's runner does), the main thread
/// stops and libdispatch's worker threads run the main queue's blocks, one at a time: code there
/// is on the main actor and on the main queue without being on the main thread. On Apple
/// platforms the main queue runs on the main thread alone.
@inline(__always)
func isMainThreadOrQueue() -> Bool {
    isMainThread() || isOnMainQueue()
}

/// `true` in a block the main queue runs (see `isMainThreadOrQueue`). Kept out of the main
/// thread's path: the question costs a look-up of the queue's specific data.
@inline(never)
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

/// Set on the main queue, so that a block can tell that the main queue runs it.
private let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
}()

#if !canImport(Darwin)
/// The main thread's `currentThreadIdentifier()`, once known; 0 before.
private var mainThreadIdentifier: UnsafeAtomic<UInt> { UnsafeAtomic(.mainThreadIdentifier) }
#endif
