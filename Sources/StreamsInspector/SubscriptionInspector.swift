import Streams

/// What is subscribed right now, to what, and who subscribed it.
///
/// While it records, every subscription Streams makes is known to the inspector: the chain of
/// operators from the source to the subscriber (`PublishSubject<Int> → map → filter →
/// flatMapLatest → subscribe`), where the subscriber called `subscribe` (file and line), when,
/// and on which thread; inner subscriptions (`flatMapLatest`'s, `concat`'s, a `retry`'s new
/// attempt) and shared ones (`share`, connectables, a subject's several subscribers) as the
/// tree and graph they form.
///
///     SubscriptionInspector.start()
///     // ... use the app ...
///     print(SubscriptionInspector.report())
///
/// Off by default: until `start()`, subscribing costs one more predictable branch and nothing
/// else, and events cost nothing at all. Tests get it from `LeakCheckingTestCase` (XCTest) or
/// the `.leakChecked` trait (Swift Testing), which name the subscriptions a test leaves behind.
public enum SubscriptionInspector {
    /// Starts recording new subscriptions (those made before stay unknown). Calls nest: recording
    /// goes on until every `start()` is balanced by a `stop()`. With `capturingCallStacks`, each
    /// chain's subscriber also records its call stack, with
    /// `Hooks.customCaptureSubscriptionCallstack` (slow: for hunting a subscriber whose file
    /// and line do not say enough).
    ///
    /// - Parameter capturingCallStacks: Whether each chain's subscriber records its call stack
    ///   too, from now on (it stays on for later calls: switch it off with
    ///   ``capturesCallStacks``). `false`, the default, leaves the setting as it is.
    public static func start(capturingCallStacks: Bool = false) {
        if capturingCallStacks { SubscriptionRegistry.capturesCallStacks = true }
        SubscriptionRegistry.startRecording()
    }

    /// Balances one `start()`. Subscriptions already recorded stay in the reports until they end.
    public static func stop() {
        SubscriptionRegistry.stopRecording()
    }

    /// `true` while new subscriptions are recorded.
    public static var isRecording: Bool { SubscriptionRegistry.isRecording }

    /// Whether each chain's subscriber records its call stack (see `start(capturingCallStacks:)`).
    public static var capturesCallStacks: Bool {
        get { SubscriptionRegistry.capturesCallStacks }
        set { SubscriptionRegistry.capturesCallStacks = newValue }
    }

    /// The recorded subscriptions that are alive now.
    public static func snapshot() -> SubscriptionSnapshot {
        SubscriptionSnapshot(of: nil)
    }

    /// The recorded subscriptions made since `checkpoint` that are alive now.
    ///
    /// - Parameter checkpoint: A mark from ``checkpoint()``: subscriptions made before it are
    ///   left out.
    /// - Returns: The live subscriptions made after `checkpoint`, as the chains they form.
    public static func snapshot(since checkpoint: Checkpoint) -> SubscriptionSnapshot {
        SubscriptionSnapshot(of: nil, since: checkpoint.firstRecord)
    }

    /// The live subscriptions as text for a terminal or a log (`snapshot().report`).
    public static func report() -> String {
        snapshot().report
    }

    /// A point in time: `snapshot(since:)` shows only what was subscribed after it.
    public struct Checkpoint: Sendable, Hashable {
        let firstRecord: Int
    }

    /// Marks now, for `snapshot(since:)`.
    public static func checkpoint() -> Checkpoint {
        Checkpoint(firstRecord: SubscriptionRegistry.nextRecordID)
    }
}
