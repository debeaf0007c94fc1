import Foundation
import Streams

/// Records what happens at the tapped stages of running pipelines on a monotonic clock, and
/// draws it as marble diagrams on one time axis: for timing problems (`debounce`, `throttle`,
/// `observe(on:)`, a request that a newer one cancels) in running code, where a virtual-time
/// test does not reach.
///
/// Tap a stage with ``Streams/ObservableType/trace(_:into:describe:)``; every subscription to it
/// records its subscription, elements, completion or error, and disposal, from whichever thread
/// they happen on. ``render(resolution:)`` then draws one line per subscription:
///
///     marble trace: 1 column = 50 ms, 3 stages, 3 subscriptions
///                         0ms       500ms     1000ms
///     typed        main   ^-s-a-b---------c------
///     debounced    main   ^-----------b----------c
///     search       other  ------------^----!
///     a = "sw", b = "swi", c = "swift"
///
/// The clock starts when the trace is made (or at ``clear()``); by default it is the system's
/// monotonic clock (`DispatchTime`), and a test can give a virtual-time scheduler or, from
/// macOS 13 and iOS 16, any `Clock`. The trace keeps the last `capacity` events and counts the
/// ones it dropped. See <doc:TracingTimelines>.
///
/// A trace is thread-safe: any number of threads may record into it and render it at once.
public final class MarbleTrace: Sendable {
    /// One recorded event of a traced stage.
    public struct Entry: Equatable, Sendable {
        /// What happened.
        public enum Kind: Equatable, Sendable {
            /// The stage was subscribed to (`^`).
            case subscribed
            /// An element passed, shown by this description (a letter in the diagram).
            case next(String)
            /// The sequence failed with an error of this description (`#`).
            case error(String)
            /// The sequence completed (`|`).
            case completed
            /// The subscription was disposed (`!`).
            case disposed
        }

        /// The label the stage was traced with.
        public let stage: String
        /// Which subscription to the stage this is: 1 for the first, 2 for the next, and so on.
        public let subscription: Int
        /// When it happened, in nanoseconds from the start of the trace (or the last
        /// ``MarbleTrace/clear()``).
        let nanoseconds: Int64
        /// What happened.
        public let kind: Kind
        /// Whether it happened on the main thread.
        public let isMainThread: Bool

        /// When it happened, in seconds from the start of the trace (or the last
        /// ``MarbleTrace/clear()``).
        public var timeInterval: TimeInterval {
            TimeInterval(nanoseconds) / 1_000_000_000
        }

        /// When it happened, from the start of the trace (or the last ``MarbleTrace/clear()``).
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        public var time: Duration {
            .nanoseconds(nanoseconds)
        }

        /// An entry as the trace records it; tests of tools that read ``MarbleTrace/entries``
        /// make their own.
        ///
        /// - Parameters:
        ///   - stage: The label of the stage.
        ///   - subscription: The number of the subscription to the stage, from 1.
        ///   - timeInterval: The time since the start of the trace, in seconds (kept to the
        ///     nanosecond).
        ///   - kind: What happened.
        ///   - isMainThread: Whether it happened on the main thread.
        public init(stage: String, subscription: Int, timeInterval: TimeInterval, kind: Kind, isMainThread: Bool) {
            self.init(
                stage: stage, subscription: subscription, nanoseconds: Int64((timeInterval * 1_000_000_000).rounded()),
                kind: kind, isMainThread: isMainThread)
        }

        /// An entry as the trace records it; tests of tools that read ``MarbleTrace/entries``
        /// make their own.
        ///
        /// - Parameters:
        ///   - stage: The label of the stage.
        ///   - subscription: The number of the subscription to the stage, from 1.
        ///   - time: The time since the start of the trace (kept to the nanosecond).
        ///   - kind: What happened.
        ///   - isMainThread: Whether it happened on the main thread.
        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        public init(stage: String, subscription: Int, time: Duration, kind: Kind, isMainThread: Bool) {
            self.init(
                stage: stage, subscription: subscription, nanoseconds: MarbleTrace.nanoseconds(of: time), kind: kind,
                isMainThread: isMainThread)
        }

        init(stage: String, subscription: Int, nanoseconds: Int64, kind: Kind, isMainThread: Bool) {
            self.stage = stage
            self.subscription = subscription
            self.nanoseconds = nanoseconds
            self.kind = kind
            self.isMainThread = isMainThread
        }
    }

    /// How many entries the trace keeps; once it is full, each new entry drops the oldest.
    public let capacity: Int

    /// Reads the clock: the nanoseconds since an instant fixed when the trace was made.
    private let elapsed: @Sendable () -> Int64
    private let state: Locked<State>

    private struct State {
        /// The clock reading that is time zero of the entries (moved forward by `clear()`).
        var origin: Int64
        /// The kept entries are `entries[first...]`; the ones before are dropped and removed in
        /// batches, so dropping is amortized O(1).
        var entries: [Entry] = []
        var first = 0
        var dropped = 0
        /// The number of subscriptions each stage has had, so each gets its own number.
        var subscriptions: [String: Int] = [:]
        /// The order in which the stages were first tapped: the order their lines are drawn in.
        var declarations: [String: Int] = [:]
    }

    /// A trace on the system's monotonic clock (`DispatchTime`), starting now.
    ///
    /// - Parameter capacity: How many entries to keep (at least 1); once full, each new entry
    ///   drops the oldest.
    public convenience init(capacity: Int = 10_000) {
        let start = DispatchTime.now().uptimeNanoseconds
        self.init(capacity: capacity) { Int64(DispatchTime.now().uptimeNanoseconds - start) }
    }

    /// A trace on `clock`, starting now: a test passes a clock it moves by hand.
    ///
    /// - Parameters:
    ///   - clock: The clock that timestamps the entries. It is read on whichever thread records
    ///     an event, never while the trace holds its lock.
    ///   - capacity: How many entries to keep (at least 1); once full, each new entry drops the
    ///     oldest.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public convenience init<C: Clock>(clock: C, capacity: Int = 10_000) where C.Duration == Duration {
        let start = clock.now
        self.init(capacity: capacity) { Self.nanoseconds(of: start.duration(to: clock.now)) }
    }

    /// A trace on the clock of `scheduler` (its `now`, read to the microsecond), starting now:
    /// for pipelines that run on a virtual-time scheduler, such as a `TestScheduler` or a
    /// ``/Streams/HistoricalScheduler``. For real schedulers use ``init(capacity:)``, whose clock is
    /// monotonic, unlike their `now`.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler whose `now` timestamps the entries.
    ///   - capacity: How many entries to keep (at least 1); once full, each new entry drops the
    ///     oldest.
    public convenience init(scheduler: some SchedulerType & Sendable, capacity: Int = 10_000) {
        let start = scheduler.now
        self.init(capacity: capacity) { Int64((scheduler.now.timeIntervalSince(start) * 1_000_000).rounded()) * 1_000 }
    }

    /// A trace whose clock is `elapsed`, the nanoseconds since an instant of its own.
    private init(capacity: Int, elapsed: @escaping @Sendable () -> Int64) {
        precondition(capacity >= 1, "MarbleTrace(capacity:): the capacity must be at least 1, got \(capacity)")
        self.elapsed = elapsed
        self.capacity = capacity
        state = Locked(State(origin: elapsed()))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func nanoseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// The kept entries in the order they were recorded (events of different threads may be
    /// recorded slightly out of time order; ``render(resolution:)`` sorts them by time).
    public var entries: [Entry] {
        state.withLock { Array($0.entries[$0.first...]) }
    }

    /// How many entries were dropped because the trace was full, since it was made or cleared.
    public var droppedCount: Int {
        state.withLock { $0.dropped }
    }

    /// Forgets every entry and restarts the clock at zero. Subscriptions that are still live go
    /// on recording, under the numbers they already have.
    public func clear() {
        let now = elapsed()
        state.withLock { state in
            state.origin = now
            state.entries = []
            state.first = 0
            state.dropped = 0
        }
    }

    /// Notes that a pipeline taps `stage`: stages are drawn in the order they were first
    /// tapped, which is the order of the pipeline (source first).
    func declare(stage: String) {
        state.withLock { state in
            if state.declarations[stage] == nil { state.declarations[stage] = state.declarations.count }
        }
    }

    /// Records a new subscription to `stage`, and returns its number.
    func subscribe(stage: String) -> Int {
        let now = elapsed()
        let isMainThread = Thread.isMainThread
        return state.withLock { state in
            let number = state.subscriptions[stage, default: 0] + 1
            state.subscriptions[stage] = number
            // A `clear()` may have got the lock after the clock was read: the subscription is new.
            Self.append(
                Entry(
                    stage: stage, subscription: number, nanoseconds: max(now - state.origin, 0), kind: .subscribed,
                    isMainThread: isMainThread), to: &state, capacity: capacity)
            return number
        }
    }

    /// Records `kind` for subscription `subscription` of `stage`, now.
    func record(_ kind: Entry.Kind, stage: String, subscription: Int) {
        let now = elapsed()
        let isMainThread = Thread.isMainThread
        state.withLock { state in
            // Read before a `clear()` that got the lock first: it belongs to what was cleared.
            guard now >= state.origin else { return }
            Self.append(
                Entry(
                    stage: stage, subscription: subscription, nanoseconds: now - state.origin, kind: kind,
                    isMainThread: isMainThread), to: &state, capacity: capacity)
        }
    }

    private static func append(_ entry: Entry, to state: inout State, capacity: Int) {
        state.entries.append(entry)
        if state.entries.count - state.first > capacity {
            state.first += 1
            state.dropped += 1
            if state.first >= capacity {
                state.entries.removeFirst(state.first)
                state.first = 0
            }
        }
    }

    /// The kept entries, the number dropped and the order the stages were tapped in, under
    /// one lock.
    func snapshot() -> (entries: [Entry], dropped: Int, declarations: [String: Int]) {
        state.withLock { (Array($0.entries[$0.first...]), $0.dropped, $0.declarations) }
    }
}
