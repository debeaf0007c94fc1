import Foundation
import Streams
import StreamsArchitecture
import StreamsTest

/// A problem an exhaustive `TestStore` found, with the place in the test it belongs to.
public struct TestStoreFailure: CustomStringConvertible, Sendable {
    /// What kind of problem it is.
    public enum Kind: Equatable, Sendable {
        /// The state an action produced differs from the expected one (or changed without an
        /// expectation).
        case stateMismatch
        /// `receive` expected another action than the one an effect fed back.
        case unexpectedAction
        /// `receive` found no action fed back by an effect.
        case noActionReceived
        /// Actions fed back by effects were not received before `send` or `finish`.
        case unreceivedActions
        /// Effects were still running at `finish`.
        case effectsStillRunning
        /// The expectation closure threw.
        case expectationThrew
        /// A sent action was not processed in time (another thread kept the store busy).
        case actionNotProcessed
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The full message, with a diff where one helps.
    public let message: String
    /// Where in the test: the file's identifier (`Module/File.swift`).
    public let fileID: String
    /// Where in the test.
    public let file: StaticString
    /// Where in the test.
    public let line: UInt
    /// Where in the test: the column of the call.
    public let column: UInt

    init(kind: Kind, message: String, at location: TestFailure.Location) {
        self.kind = kind
        self.message = message
        fileID = location.fileID
        // The store's failures are all at a call in the test, which has its `#filePath`.
        file = location.callFilePath ?? ""
        line = location.line
        column = location.column
    }

    public var description: String { message }

    /// Reports this failure at the test's call: as a Swift Testing issue inside a `@Test`,
    /// with `XCTFail` otherwise (the default failure handler).
    public func report() {
        // diagnostic: test-store
        TestFailure.report(
            message, at: TestFailure.Location(fileID: fileID, filePath: file, line: line, column: column))
    }
}

/// A store for exhaustive tests: every state change must be described, every action an effect
/// feeds back must be received, and no effect may still be running at the end — otherwise the
/// test fails with a message saying exactly what was unexpected (a diff of the states).
///
///     let scheduler = TestScheduler(initialClock: 0)
///     let store = TestStore(initialState: Feature.State(), reducer: Feature.reducer(api: FakeAPI(scheduler)))
///     store.send(.load) { $0.isLoading = true }
///     scheduler.advanceTo(300)
///     store.receive(.loaded(["a"])) {
///         $0.isLoading = false
///         $0.items = ["a"]
///     }
///     store.finish()
///
/// Effects that use the `TestScheduler` run when the test advances it; actions they feed back
/// wait in the store until `receive`. When nothing has been fed back yet, `receive` waits (in
/// real time, up to `timeout`) while any effect is running — for effects made with `Effect.run`,
/// which run on Swift's concurrency threads — and fails at once when none is: advance the
/// `TestScheduler` before receiving what its effects feed back, or the wait is for nothing.
public final class TestStore<State: Equatable, Action> {
    /// The store under test (read its `currentState`, `actionLog` or `runningEffects`).
    public let store: Store<State, Action>
    /// The state as of the last assertion: `send` and `receive` describe changes from it.
    public private(set) var state: State
    /// Receives every failure; the default reports it to XCTest or Swift Testing at the failing
    /// line. Replace it to capture failures (that is how the TestStore's own tests check its
    /// messages).
    public var failureHandler: (TestStoreFailure) -> Void
    /// How long `receive` waits for an action from an `Effect.run` task.
    public var timeout: TimeInterval

    private var assertedCount = 0
    private var isFinished = false
    private let location: TestFailure.Location

    /// A test store over a `Store` with `initialState` and `reducer`. If the test does not call
    /// `finish()`, the store runs its checks when it goes away, reporting at this line.
    ///
    /// - Parameters:
    ///   - initialState: The state the store starts with, and the one the first
    ///     ``send(_:assert:fileID:file:line:column:)`` describes changes from.
    ///   - reducer: The reducer under test. The underlying ``store`` keeps its whole action log,
    ///     which the checks read.
    ///   - timeout: In seconds, 1 by default: how long `send` waits for its action when another
    ///     thread keeps the store busy, how long `receive` waits for an action while any effect
    ///     is running, and how long `finish` waits for running effects to end. It sets
    ///     ``timeout``, which can be changed later.
    ///   - fileID: The file Swift Testing reports the end-of-test checks in when the test does
    ///     not call ``finish(fileID:file:line:column:)``; the default is the caller's.
    ///   - file: The file XCTest reports those checks in; the default is the caller's.
    ///   - line: The line those checks are reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports those checks at; the default is the caller's.
    ///   - failureHandler: Called with each ``TestStoreFailure``, synchronously on the thread
    ///     making the check (the test's, or the one releasing the test store). The default calls
    ///     ``TestStoreFailure/report()``, which fails the running test under Swift Testing or
    ///     XCTest. It sets ``failureHandler``.
    public init(
        initialState: State,
        reducer: @escaping Store<State, Action>.Reducer,
        timeout: TimeInterval = 1,
        fileID: String = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        failureHandler: @escaping (TestStoreFailure) -> Void = { $0.report() }
    ) {
        store = Store(initialState: initialState, reducer: reducer)
        state = initialState
        self.timeout = timeout
        location = TestFailure.Location(fileID: fileID, filePath: file, line: line, column: column)
        self.failureHandler = failureHandler
    }

    deinit {
        if !isFinished { finish(at: location) }
        store.cancelAllEffects()
    }

    /// Sends `action` and checks the state it produced: `expectedChange` mutates the previous
    /// state into the expected one. Without a closure the action must not change the state.
    ///
    /// - Parameters:
    ///   - action: The action to send. Actions fed back by effects that the test has not received
    ///     yet are reported first (``TestStoreFailure/Kind/unreceivedActions``) and skipped. If
    ///     the store does not process `action` within ``timeout``, the failure is
    ///     ``TestStoreFailure/Kind/actionNotProcessed``.
    ///   - expectedChange: Called once, synchronously on the calling thread, after the store
    ///     processed `action`, with a copy of ``state`` (the state as of the last assertion) to
    ///     mutate into the state expected. It may throw (`XCTUnwrap`, `#require`): the error is
    ///     reported as ``TestStoreFailure/Kind/expectationThrew`` and the state is still
    ///     compared, with the changes made before the throw. `nil`, the default, means the action
    ///     must not change the state.
    ///   - fileID: The file Swift Testing reports a failure in; the default is the caller's.
    ///   - file: The file XCTest reports a failure in; the default is the caller's.
    ///   - line: The line a failure is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a failure at; the default is the caller's.
    public func send(
        _ action: Action,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = TestFailure.Location(fileID: fileID, filePath: file, line: line, column: column)
        reportUnreceived(before: "sending \(Dump.render(action).singleLine)", at: location)
        let before = store.actionLog.nextStep
        store.send(action)
        guard let entry = waitForEntry(where: { $0.step >= before && $0.origin == .sent }) else {
            fail(
                .actionNotProcessed, "The store did not process \(Dump.render(action).singleLine) within \(timeout) s.",
                at: location)
            return
        }
        let skipped = pendingEntries().filter { $0.step < entry.step }
        if !skipped.isEmpty {
            fail(
                .unreceivedActions,
                "Effects fed back \(skipped.count) action(s) before \(Dump.render(action).singleLine) was processed:\n\(describe(skipped))",
                at: location)
        }
        check(entry, expectedChange: expectedChange, context: "sending \(Dump.render(action).singleLine)", at: location)
    }

    /// Receives the next action an effect fed back, checks it is `expected`, and checks the
    /// state it produced against `expectedChange` (no closure: the state must not change).
    ///
    /// - Parameters:
    ///   - expected: The action the next one fed back must equal. If it differs, the failure
    ///     (``TestStoreFailure/Kind/unexpectedAction``) shows a diff of the two, and the state
    ///     the received action produced is still checked. If none has been fed back yet,
    ///     `receive` waits up to ``timeout`` while any effect is running, and fails at once
    ///     (``TestStoreFailure/Kind/noActionReceived``) when none is.
    ///   - expectedChange: Called once, synchronously on the calling thread, with a copy of
    ///     ``state`` (the state as of the last assertion) to mutate into the state the received
    ///     action should produce; an error it throws is reported as
    ///     ``TestStoreFailure/Kind/expectationThrew``, as with
    ///     ``send(_:assert:fileID:file:line:column:)``. `nil`, the default, means the action must
    ///     not change the state.
    ///   - fileID: The file Swift Testing reports a failure in; the default is the caller's.
    ///   - file: The file XCTest reports a failure in; the default is the caller's.
    ///   - line: The line a failure is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a failure at; the default is the caller's.
    public func receive(
        _ expected: Action,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Action: Equatable {
        receive(
            description: Dump.render(expected).singleLine,
            matching: { $0 == expected },
            mismatch: { actual in
                let diff = LineDiff.diff(expected: Dump.render(expected), actual: Dump.render(actual)) ?? ""
                return "Received an unexpected action:\n\n\(diff.indented)\n\n(Expected: −, Received: +)"
            },
            assert: expectedChange, at: TestFailure.Location(fileID: fileID, filePath: file, line: line, column: column)
        )
    }

    /// Receives the next action an effect fed back and checks it with `isExpected` (for actions
    /// that are not `Equatable`), then checks the state as `receive(_:assert:)` does.
    ///
    /// - Parameters:
    ///   - isExpected: Called once, synchronously on the calling thread, with the action
    ///     received; it returns `true` if that is the action expected. `false` fails with
    ///     ``TestStoreFailure/Kind/unexpectedAction``, and the state is still checked. It is not
    ///     called when no action arrives (waiting as
    ///     ``receive(_:assert:fileID:file:line:column:)`` does).
    ///   - expectedChange: Called once, synchronously on the calling thread, with a copy of
    ///     ``state`` (the state as of the last assertion) to mutate into the state the received
    ///     action should produce; an error it throws is reported as
    ///     ``TestStoreFailure/Kind/expectationThrew``, as with
    ///     ``send(_:assert:fileID:file:line:column:)``. `nil`, the default, means the action must
    ///     not change the state.
    ///   - fileID: The file Swift Testing reports a failure in; the default is the caller's.
    ///   - file: The file XCTest reports a failure in; the default is the caller's.
    ///   - line: The line a failure is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a failure at; the default is the caller's.
    public func receive(
        where isExpected: (Action) -> Bool,
        assert expectedChange: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        file: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        receive(
            description: "an action matching the predicate",
            matching: isExpected,
            mismatch: { actual in "Received \(Dump.render(actual).singleLine), which does not match the predicate." },
            assert: expectedChange, at: TestFailure.Location(fileID: fileID, filePath: file, line: line, column: column)
        )
    }

    /// Checks that every action fed back was received and no effect is still running, then
    /// cancels whatever still runs. Call it at the end of every test.
    ///
    /// Effects still running get up to ``timeout`` to end (an `Effect.run` task may be ending
    /// on another thread) before they are reported and cancelled.
    ///
    /// - Parameters:
    ///   - fileID: The file Swift Testing reports a failure in; the default is the caller's.
    ///   - file: The file XCTest reports a failure in; the default is the caller's.
    ///   - line: The line a failure is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a failure at; the default is the caller's.
    public func finish(
        fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        finish(at: TestFailure.Location(fileID: fileID, filePath: file, line: line, column: column))
    }

    private func finish(at location: TestFailure.Location) {
        isFinished = true
        reportUnreceived(before: "finishing", at: location)
        let deadline = Date().addingTimeInterval(timeout)
        var running = store.runningEffects
        // Effects made with `run` may be finishing on another thread right now.
        while !running.isEmpty && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.002)
            running = store.runningEffects
        }
        if !running.isEmpty {
            let list = running.map { "  • \($0)" }.joined(separator: "\n")
            fail(
                .effectsStillRunning,
                "\(running.count) effect(s) still running at the end of the test:\n\(list)\nAdvance the scheduler until they end, or cancel them.",
                at: location)
            store.cancelAllEffects()
        }
    }

    /// Marks every action fed back so far as received without checking it, and takes the
    /// store's current state as asserted (for the parts of a test that do not matter).
    public func skipReceivedActions() {
        let log = store.actionLog
        assertedCount = log.nextStep - 1
        state = store.currentState
    }

    // MARK: Checking

    private func receive(
        description: String,
        matching: (Action) -> Bool,
        mismatch: (Action) -> String,
        assert expectedChange: ((inout State) throws -> Void)?,
        at location: TestFailure.Location
    ) {
        let waitUntil = store.runningEffects.isEmpty ? Date() : Date().addingTimeInterval(timeout)
        guard let entry = waitForEntry(until: waitUntil, where: { _ in true }) else {
            let running = store.runningEffects
            let hint =
                running.isEmpty
                ? "No effect is running."
                : "Still running: \(running.map(\.description).joined(separator: "; ")). Did you advance the scheduler far enough?"
            fail(
                .noActionReceived, "Expected to receive \(description), but no action was fed back. \(hint)",
                at: location)
            return
        }
        if !matching(entry.action) {
            fail(.unexpectedAction, mismatch(entry.action), at: location)
        }
        check(
            entry, expectedChange: expectedChange, context: "receiving \(Dump.render(entry.action).singleLine)",
            at: location)
    }

    private func check(
        _ entry: ActionLog<State, Action>.Entry, expectedChange: ((inout State) throws -> Void)?, context: String,
        at location: TestFailure.Location
    ) {
        var expected = state
        do {
            try expectedChange?(&expected)
        } catch {
            fail(.expectationThrew, "The expectation for \(context) threw: \(error)", at: location)
        }
        if expected != entry.state {
            let diff =
                LineDiff.diff(expected: Dump.render(expected), actual: Dump.render(entry.state))
                ?? "(the states differ, but render the same)"
            let what =
                expectedChange == nil
                ? "The state changed after \(context), but no change was expected:"
                : "The state after \(context) does not match the expectation:"
            fail(.stateMismatch, "\(what)\n\n\(diff.indented)\n\n(Expected: −, Actual: +)", at: location)
        }
        state = entry.state
        assertedCount = entry.step
    }

    private func pendingEntries() -> [ActionLog<State, Action>.Entry] {
        store.actionLog.entries.filter { $0.step > assertedCount }
    }

    private func reportUnreceived(before activity: String, at location: TestFailure.Location) {
        let pending = pendingEntries()
        guard !pending.isEmpty else { return }
        fail(
            .unreceivedActions,
            "\(pending.count) action(s) fed back by effects were not received before \(activity):\n\(describe(pending))",
            at: location)
        skipReceivedActions()
    }

    private func describe(_ entries: [ActionLog<State, Action>.Entry]) -> String {
        entries.map { "  • \(Dump.render($0.action).singleLine)" }.joined(separator: "\n")
    }

    /// The first unasserted entry satisfying `condition`, waiting until `deadline` for it.
    private func waitForEntry(until deadline: Date? = nil, where condition: (ActionLog<State, Action>.Entry) -> Bool)
        -> ActionLog<State, Action>.Entry?
    {
        let deadline = deadline ?? Date().addingTimeInterval(timeout)
        while true {
            if let entry = pendingEntries().first(where: condition) { return entry }
            if Date() >= deadline { return nil }
            Thread.sleep(forTimeInterval: 0.001)
        }
    }

    private func fail(_ kind: TestStoreFailure.Kind, _ message: String, at location: TestFailure.Location) {
        failureHandler(TestStoreFailure(kind: kind, message: message, at: location))
    }
}

extension String {
    fileprivate var singleLine: String {
        split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            .replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]")
    }

    fileprivate var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
