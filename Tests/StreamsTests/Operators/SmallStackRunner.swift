import Foundation
import Streams
import StreamsInspector
import XCTest

/// Runs stack-depth checks on a thread with a small stack, so recursion per source would crash
/// after a few thousand sources: a run of tens of thousands then proves a loop. `STREAMS_LONG_TESTS=1`
/// runs the full million as well.
enum SmallStackRunner {
    static let longRun = ProcessInfo.processInfo.environment["STREAMS_LONG_TESTS"] == "1"

    /// Skips a stack-depth test (its name ends in `OverflowTheStack`) when
    /// `STREAMS_SKIP_STACK_DEPTH=1`, as CI sets it for the ThreadSanitizer run: these tests run
    /// on one thread, where TSan finds nothing and takes ten times longer. (An environment
    /// variable rather than `swift test --skip`, which passes the name of every other test in
    /// one argument, longer than Linux lets a command have.)
    static func skipUnlessStackDepthTestsRun() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["STREAMS_SKIP_STACK_DEPTH"] == "1",
            "stack-depth tests are off (STREAMS_SKIP_STACK_DEPTH=1)")
    }

    static func onSmallStack<Result>(_ body: @escaping () -> Result) -> Result {
        onStack(ofSize: 512 * 1024, body)
    }

    /// Runs `body` on a thread with a main thread's stack (8 MiB on Linux), whatever XCTest
    /// already has on its own: chains that recurse once per level (nested `catch`, `startWith`,
    /// `flatMapLatest`, as in RxSwift) are checked at the depth RxSwift reaches on a main thread.
    static func onMainThreadSizedStack<Result>(_ body: @escaping () -> Result) -> Result {
        onStack(ofSize: 8 * 1024 * 1024, body)
    }

    static func onStack<Result>(ofSize size: Int, _ body: @escaping () -> Result) -> Result {
        // The depths are those of the path programs run, with the SubscriptionInspector off:
        // while it records — as it does in every LeakCheckingTestCase — each level of a chain
        // takes more stack.
        let wasRecording = SubscriptionInspector.isRecording
        if wasRecording { SubscriptionInspector.stop() }
        defer { if wasRecording { SubscriptionInspector.start() } }
        let box = SmallStackBox<Result>()
        box.body = body
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = box.body?()
            box.body = nil
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.result!
    }
}

private final class SmallStackBox<Result>: @unchecked Sendable {
    // @unchecked Sendable: the worker thread writes before `done` signals; the caller reads after.
    var body: (() -> Result)?
    var result: Result?
}

/// Counts the debug-build anomaly reports (events from two threads at once, re-entrancy) that
/// operators raise while `body` runs, so stress tests can assert there were none.
enum AnomalyCounter {
    static func counting(_ body: () -> Void) -> Int {
        let counter = AnomalyCount()
        let previous = Hooks.anomalyHandler
        Hooks.anomalyHandler = { _ in counter.value.wrappingAdd(1, ordering: .relaxed) }
        defer { Hooks.anomalyHandler = previous }
        body()
        return counter.value.load(ordering: .relaxed)
    }
}

private final class AnomalyCount: Sendable {
    let value = AtomicCell<Int>(0)
}
