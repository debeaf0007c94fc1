import Foundation
import Streams
import XCTest

/// A thread-safe log for tests that collect values from several threads, or from hooks that
/// may run on other threads (`Hooks.defaultErrorHandler`, `Hooks.anomalyHandler`).
final class SharedLog<Value>: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched while `lock` is held.
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    func append(contentsOf newValues: [Value]) {
        lock.lock()
        values.append(contentsOf: newValues)
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }

    /// The value at `index`, if there is one.
    func at(_ index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return index < values.count ? values[index] : nil
    }
}

/// The error the core tests send and throw.
struct CoreTestError: Swift.Error, Equatable, CustomStringConvertible {
    let code: Int
    init(_ code: Int = 0) { self.code = code }
    var description: String { "CoreTestError(\(code))" }
}

/// Replaces `Hooks.anomalyHandler` while `body` runs and returns the messages it received.
func collectingAnomalies(_ body: () throws -> Void) rethrows -> [String] {
    let log = SharedLog<String>()
    let previous = Hooks.anomalyHandler
    Hooks.anomalyHandler = { message in log.append(message) }
    defer { Hooks.anomalyHandler = previous }
    try body()
    return log.all
}

/// The misuse reports debug builds make through `Hooks.anomalyHandler`, word for word: what a
/// test that provokes one on purpose expects `collectingAnomalies` to return.
enum MisuseReport {
    /// An operator that serializes its inputs received one while this thread was delivering its
    /// previous event: an observer below sent it a new event.
    static func reentrantInput(_ operatorName: String) -> String {
        "⚠️ Streams: `\(operatorName)` received an event re-entrantly: an observer below it sent it a new event while it was still delivering the previous one. What the new event sends is delivered after that one has returned (RxSwift handles it nested, first). If the feedback is intended, make the hop explicit: observe(on:) a scheduler such as MainScheduler.asyncInstance."
    }

    /// A closure written in code isolated to `actor` (the main actor unless named) and handed to
    /// `call` at `place` ran off that actor, on `thread`.
    static func isolation(_ call: String, at place: String, actor: String = "the main actor", thread: String) -> String
    {
        let hop =
            actor == "the main actor"
            ? "observe(on: MainScheduler.instance) before a subscriber, subscribe(on: MainScheduler.instance) for a subscription's closure such as create's"
            : "deliver the events on the actor, or hop into it from the closure (Task { await … })"
        return
            "⚠️ Streams: the closure given to `\(call)` at \(place) was written in code isolated to \(actor) and ran off it, on the \(thread). Swift lets such a closure touch \(actor)'s state without a hop: run off \(actor), that is a data race the compiler cannot see. Hop first (\(hop)), or write the closure in code that is not isolated to \(actor), where the compiler checks what it touches. Reported once for this place."
    }

    /// A source that does not serialize its events sent one while delivering the previous one.
    static func reentrantEvents(_ operatorName: String) -> String {
        "⚠️ Streams: `\(operatorName)` received events re-entrantly: an observer sent the operator a new event while it was still delivering the previous one. Serialize the source (observe(on:) a serial scheduler, or a subject) to restore the Rx contract."
    }

    /// A source that does not serialize its events sent two at once, from two threads.
    static func eventsFromTwoThreads(_ operatorName: String) -> String {
        "⚠️ Streams: `\(operatorName)` received events from two threads at once: the source does not serialize its events. Serialize the source (observe(on:) a serial scheduler, or a subject) to restore the Rx contract."
    }

    /// A program is exiting with `count` pieces of work queued on the main queue, none of which
    /// ever ran.
    static func mainQueueNeverRan(_ count: Int) -> String {
        "⚠️ Streams: the program is exiting, and the \(count == 1 ? "piece of work" : "\(count) pieces of work") it scheduled on the main queue (with MainScheduler, or through a Driver, Signal or Binder) never ran: nothing ran the main queue. A command-line program calls `RunLoop.main.run()` or `dispatchMain()` once its subscriptions are set up; a test waits with `wait(for:timeout:)` or `RunLoop.main.run(until:)`."
    }

    /// `reports` in a debug build; none in a release build, which does not check.
    static func inDebugBuilds(_ reports: [String]) -> [String] {
        #if DEBUG
        return reports
        #else
        return []
        #endif
    }
}

/// Skips a test of a check that exists in debug builds only (the concurrency misuse reports,
/// `Resources` counts), when the tests run in a release build (`swift test -c release`).
func skipInReleaseBuilds(_ check: String) throws {
    #if !DEBUG
    throw XCTSkip("\(check): debug builds only")
    #endif
}

extension SharedLog where Value == String {
    /// The lines `debug` wrote (as `Hooks.debugOutput`) without their timestamps, after checking
    /// each has one.
    func withoutTimestamps(file: StaticString = #filePath, line: UInt = #line) -> [String] {
        all.map { text in
            let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#
            guard let range = text.range(of: pattern, options: .regularExpression) else {
                XCTFail("no timestamp in \(text)", file: file, line: line)
                return text
            }
            return String(text[range.upperBound...])
        }
    }
}

/// Replaces `Hooks.debugOutput` while `body` runs and returns the lines `debug` wrote, without
/// their timestamps (after checking each has one).
func collectingDebugOutput(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) rethrows
    -> [String]
{
    let lines = SharedLog<String>()
    let previous = Hooks.debugOutput
    Hooks.debugOutput = { lines.append($0) }
    defer { Hooks.debugOutput = previous }
    try body()
    return lines.withoutTimestamps(file: file, line: line)
}

/// Replaces `Hooks.defaultErrorHandler` while `body` runs and returns the errors it received.
func collectingUnhandledErrors(_ body: () throws -> Void) rethrows -> [Swift.Error] {
    let log = SharedLog<Swift.Error>()
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in log.append(error) }
    defer { Hooks.defaultErrorHandler = previous }
    try body()
    return log.all
}

/// Yields until `condition` holds; `false` if it still does not after `seconds` — so a stress
/// test that waits for something that never comes fails instead of hanging CI. A wait inside
/// `stressOnThreads` takes less than its 10 s, so that the test reports what it waited for.
func spin(within seconds: TimeInterval = 10, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() >= deadline { return false }
        sched_yield()
    }
    return true
}

/// Two inner sequences for the operators that subscribe one inner sequence after another
/// (`concatMap`, `merge(maxConcurrent:)`), tapped in `log`: `a` emits 0 and 1 and completes in
/// work the current-thread trampoline runs (`generate` steps there); `b` is `just(9)`.
func innersCompletingOnTheTrampoline(_ log: SideEffectLog) -> (a: Observable<Int>, b: Observable<Int>) {
    (
        log.tap("a", Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 })),
        log.tap("b", Observable.just(9))
    )
}

/// What RxSwift 6.10.2 logs for `innersCompletingOnTheTrampoline` run one after the other: `b`
/// is subscribed once the trampoline work in which `a` completed has returned (after
/// `a.afterCompleted`), and the result completes as `b` does, before `b`'s after-handler.
let rxSwiftLogOfInnersCompletingOnTheTrampoline = [
    "a.subscribe", "a.subscribed", "a.next(0)", "next(0)", "a.afterNext(0)", "a.next(1)", "next(1)", "a.afterNext(1)",
    "a.completed", "a.dispose", "a.afterCompleted",
    "b.subscribe", "b.next(9)", "next(9)", "b.afterNext(9)", "b.completed", "completed", "b.afterCompleted",
    "b.subscribed", "b.dispose",
]

/// The side effects of named `do` taps, in the order they ran: what RxSwift's order of
/// subscriptions, events and disposals within one tick is compared with.
///
///     let log = SideEffectLog()
///     scheduler.start { log.tap("a", xs).map { $0 } }
///     XCTAssertEqual(log.entries, ["a.subscribe", "a.subscribed", "a.completed", "a.dispose", "a.afterCompleted"])
final class SideEffectLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    /// `source` with every `do` handler logging `name.handler`.
    func tap<Source: ObservableConvertibleType>(_ name: String, _ source: Source) -> Observable<Source.Element> {
        source.asObservable().do(
            onNext: { self.append("\(name).next(\($0))") },
            afterNext: { self.append("\(name).afterNext(\($0))") },
            onError: { self.append("\(name).error(\($0))") },
            afterError: { self.append("\(name).afterError(\($0))") },
            onCompleted: { self.append("\(name).completed") },
            afterCompleted: { self.append("\(name).afterCompleted") },
            onSubscribe: { self.append("\(name).subscribe") },
            onSubscribed: { self.append("\(name).subscribed") },
            onDispose: { self.append("\(name).dispose") }
        )
    }
}
