import Foundation
import Streams
internal import StreamsInspector
import Testing

/// Fails a Swift Testing test that leaves subscriptions alive, naming them: each one's chain
/// (`PublishSubject<Int> → map → subscribe`), where it was subscribed and when — the
/// `LeakCheckingTestCase` of Swift Testing.
///
///     @Test(.leakChecked) func loadsOnAppear() { ... }
///     @Suite(.leakChecked) struct CounterTests { ... }    // every test of the suite
///
/// Each test runs in a `SubscriptionScope` of its own, so tests running in parallel each see
/// only their own subscriptions (and what those subscribe later, on any thread). After the test
/// it waits up to a second for subscriptions still ending on other threads. Work a test starts
/// with `DispatchQueue.async` is outside its scope: only its chains' own subscriptions are
/// followed there.
public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// How long to wait for subscriptions still ending after the test, in seconds.
    public var timeout: TimeInterval

    public var isRecursive: Bool { true }

    /// Creates a trait that checks each test it applies to for subscriptions left alive.
    ///
    /// - Parameter timeout: How long to wait after the test for subscriptions still ending on
    ///   other threads before the test fails, in seconds (one by default); the wait ends as soon
    ///   as none is left.
    public init(timeout: TimeInterval = 1) {
        self.timeout = timeout
    }

    /// Creates a trait that checks each test it applies to for subscriptions left alive.
    ///
    /// - Parameter timeout: How long to wait after the test for subscriptions still ending on
    ///   other threads before the test fails; the wait ends as soon as none is left.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(timeout: Duration) {
        self.init(timeout: TimeInterval(timeout))
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Once per test case: the suite and a parameterized test as a whole just run.
        guard testCase != nil else { return try await function() }
        let scope = SubscriptionScope(test.name)
        try await scope.run { try await function() }
        let live = await LiveSubscriptions.waitUntilNone(in: scope, timeout: timeout)
        if !live.isEmpty {
            let place = test.sourceLocation
            let location = TestFailure.Location(
                fileID: place.fileID, filePath: place.filePath, line: UInt(place.line), column: UInt(place.column))
            // diagnostic: leak
            TestFailure.report(LeakReport.message(test: test.name, objects: 0, live: live), at: location)
        }
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Fails the test if it leaves subscriptions alive, naming them (see `LeakCheckTrait`).
    public static var leakChecked: LeakCheckTrait { LeakCheckTrait() }

    /// Fails the test if subscriptions are still alive `timeout` after it, naming them (see
    /// ``LeakCheckTrait``).
    ///
    /// - Parameter timeout: How long to wait after the test for subscriptions still ending on
    ///   other threads; the wait ends as soon as none is left. Pass more than the default second
    ///   for a test whose subscriptions end on a busy queue.
    /// - Returns: The trait, for `@Test(.leakChecked(timeout: .seconds(5)))` or `@Suite`.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func leakChecked(timeout: Duration) -> LeakCheckTrait { LeakCheckTrait(timeout: timeout) }

    /// Fails the test if subscriptions are still alive `timeout` seconds after it, naming them
    /// (see ``LeakCheckTrait``).
    ///
    /// - Parameter timeout: How long to wait after the test for subscriptions still ending on
    ///   other threads, in seconds; the wait ends as soon as none is left. Pass more than the
    ///   default second for a test whose subscriptions end on a busy queue.
    /// - Returns: The trait, for `@Test(.leakChecked(timeout: 5))` or `@Suite`.
    public static func leakChecked(timeout: TimeInterval) -> LeakCheckTrait { LeakCheckTrait(timeout: timeout) }
}

extension TimeInterval {
    /// `duration` in seconds.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// Waiting for subscriptions that are still ending (on dispatch queues, or the main run loop).
enum LiveSubscriptions {
    /// The snapshot of `scope` (or of everything recorded) once it is empty or `timeout` has
    /// passed, running the current run loop meanwhile — XCTest's way of letting work on the
    /// main queue finish.
    static func waitUntilNone(in scope: SubscriptionScope?, timeout: TimeInterval) -> SubscriptionSnapshot {
        let deadline = Date().addingTimeInterval(timeout)
        var snapshot = take(scope)
        while !snapshot.isEmpty && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
            snapshot = take(scope)
        }
        return snapshot
    }

    /// The same, sleeping the task meanwhile (Swift Testing).
    static func waitUntilNone(in scope: SubscriptionScope?, timeout: TimeInterval) async -> SubscriptionSnapshot {
        let deadline = Date().addingTimeInterval(timeout)
        var snapshot = take(scope)
        while !snapshot.isEmpty && Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
            snapshot = take(scope)
        }
        return snapshot
    }

    static func take(_ scope: SubscriptionScope?) -> SubscriptionSnapshot {
        scope?.snapshot() ?? SubscriptionInspector.snapshot()
    }
}
