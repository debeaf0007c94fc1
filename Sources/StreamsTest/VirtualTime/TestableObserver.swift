import Streams

/// Records every event it receives with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the recorded events are in `Locked` storage.
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    private let log = Locked<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received, in order, each with the tick of the clock when it arrived.
    public var events: [Recorded<Event<Element>>] { log.value }

    public func on(_ event: Event<Element>) {
        let now = scheduler.clock
        log.withLock { $0.append(Recorded(time: now, value: event)) }
    }
}
