import Streams

/// A clock that stands still until a test moves it, for traces whose times a test chooses.
/// `sleep(until:)` waits until the test has moved it past the deadline.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct ManualClock: Clock {
    struct Instant: InstantProtocol {
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private final class Storage: Sendable {
        let nanoseconds = Locked<Int64>(0)
    }

    private let storage = Storage()

    var now: Instant { Instant(offset: .nanoseconds(storage.nanoseconds.value)) }
    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        while now < deadline {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    /// Moves the clock to `milliseconds` after its start.
    func set(milliseconds: Double) {
        storage.nanoseconds.withLock { $0 = Int64((milliseconds * 1_000_000).rounded()) }
    }

    /// Moves the clock to `milliseconds` after its start, then runs `body`.
    @discardableResult
    func at<Result>(_ milliseconds: Double, _ body: () -> Result) -> Result {
        set(milliseconds: milliseconds)
        return body()
    }
}
