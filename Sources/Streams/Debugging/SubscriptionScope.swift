/// A named span of work — a test, a screen's session — whose subscriptions the inspector
/// tells apart from everybody else's: every chain subscribed while the scope is current (and
/// whatever those chains subscribe later, inner sequences included, on any thread) belongs to
/// it, so parallel tests each see their own.
///
///     let scope = SubscriptionScope("checkout screen")
///     scope.run { screen.start(); screen.close() }
///     XCTAssertTrue(scope.snapshot().chains.isEmpty, scope.snapshot().report)
///
/// Its `snapshot()`, like the rest of what the inspector shows, comes with the
/// `StreamsInspector` module; the scope itself is here, with the recording it directs, so
/// that the records know their scope. `run` records while it runs. The scope is task-local: work started inside it on another
/// thread with `DispatchQueue.async` does not belong to it, only what its own chains subscribe.
/// A scope made while another is current is nested in it: the outer scope's snapshot includes
/// what the inner one's chains subscribe.
public final class SubscriptionScope: Sendable {
    /// The scope's name, shown in reports.
    public let name: String
    /// The scope that was current when this one was made.
    public let parent: SubscriptionScope?

    /// A new scope, nested in the current one if any; nothing belongs to it until it runs
    /// something.
    ///
    /// - Parameter name: What reports call the scope (`LeakCheckingTestCase` uses the test's
    ///   name).
    public init(_ name: String) {
        self.name = name
        parent = Self.current
    }

    /// The scope the current task (or thread) runs in, if any: the innermost `run(_:)` under
    /// way. Tasks created meanwhile inherit it.
    public static var current: SubscriptionScope? { running }

    /// Where `current` is kept: a task-local value, so that parallel tests each see their own.
    @TaskLocal private static var running: SubscriptionScope?

    /// Runs `body` in this scope, recording subscriptions meanwhile.
    ///
    /// - Parameter body: The work whose subscriptions belong to this scope: those its chains
    ///   make, on this thread or, for inner subscriptions, on others.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        SubscriptionRegistry.startRecording()
        defer { SubscriptionRegistry.stopRecording() }
        return try Self.$running.withValue(self) { try body() }
    }

    /// Runs `body` in this scope, recording subscriptions meanwhile; tasks `body` creates inherit
    /// the scope.
    ///
    /// - Parameter body: The work whose subscriptions belong to this scope.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        SubscriptionRegistry.startRecording()
        defer { SubscriptionRegistry.stopRecording() }
        return try await Self.$running.withValue(self) { try await body() }
    }
}
