import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Debug builds: notices a program that queues work on the main queue — through `MainScheduler`,
/// `MainScheduler.asyncInstance`, `ConcurrentMainScheduler`, and so `Driver`, `Signal` and
/// `Binder` — and exits without ever running it.
///
/// The main queue runs only while the main thread runs its run loop or has called
/// `dispatchMain()`, which an app does and a command-line program (on Linux, or on macOS) must do
/// itself. One that does not delivers nothing and says nothing; at exit this says why, once,
/// through `Hooks.anomalyHandler`. A program whose main queue ran at least one of those pieces of
/// work ran its main queue: whatever is still queued when it exits is its own business.
final class MainQueueWatch: Sendable {
    /// The process's watch, which reports when the process exits.
    static let shared = MainQueueWatch()

    /// How many pieces of work were queued on the main queue.
    private let queuedCount = AtomicCell<Int>(0)
    /// Whether the main queue has run one of them.
    private let hasRun = AtomicCell<Bool>(false)
    /// Whether `reportIfNeverRun()` has reported.
    private let hasReported = AtomicCell<Bool>(false)

    /// Counts a piece of work queued on the main queue; the first registers the report at exit.
    func queued() {
        if queuedCount.wrappingAdd(1, ordering: .relaxed).oldValue == 0, self === Self.shared {
            atexit { MainQueueWatch.shared.reportIfNeverRun() }
        }
    }

    /// Notes that the main queue ran one of the pieces of work.
    func ran() {
        hasRun.store(true, ordering: .relaxed)
    }

    /// The report, once, if work was queued on the main queue and none of it ever ran.
    func reportIfNeverRun() {
        let count = queuedCount.load(ordering: .relaxed)
        guard count > 0, !hasRun.load(ordering: .relaxed), !hasReported.exchange(true, ordering: .relaxed) else {
            return
        }
        // diagnostic: main-queue-never-ran
        Hooks.anomalyHandler(Self.message(queued: count))
    }

    /// What the report says.
    static func message(queued count: Int) -> String {
        "⚠️ Streams: the program is exiting, and the \(count == 1 ? "piece of work" : "\(count) pieces of work") it scheduled on the main queue (with MainScheduler, or through a Driver, Signal or Binder) never ran: nothing ran the main queue. A command-line program calls `RunLoop.main.run()` or `dispatchMain()` once its subscriptions are set up; a test waits with `wait(for:timeout:)` or `RunLoop.main.run(until:)`."
    }
}

extension DispatchQueue {
    /// `async(execute:)`, counted by the `MainQueueWatch` in debug builds when this is the main
    /// queue.
    func asyncWatchingMain(execute work: @escaping @Sendable @convention(block) () -> Void) {
        #if DEBUG
        if isMain {
            MainQueueWatch.shared.queued()
            async {
                MainQueueWatch.shared.ran()
                work()
            }
            return
        }
        #endif
        async(execute: work)
    }

    /// The event handler of a timer on this queue, counted by the `MainQueueWatch` in debug
    /// builds when this is the main queue: queued now, run when it fires.
    func handlerWatchingMain(_ handler: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        #if DEBUG
        if isMain {
            MainQueueWatch.shared.queued()
            return {
                MainQueueWatch.shared.ran()
                handler()
            }
        }
        #endif
        return handler
    }

    /// Whether this is the main queue. On Linux each `DispatchQueue.main` is a new object for the
    /// same queue, so the queues are compared by label.
    private var isMain: Bool { label == DispatchQueue.main.label }
}
