import Foundation
import Streams

/// A point or span of virtual time on a `TestScheduler`: one tick per unit.
public typealias TestTime = Int

/// A virtual-time scheduler for tests, with RxTest's API and timing: `start { ... }` creates
/// the sequence at 100, subscribes at 200 and disposes at 1000, and records what it emits.
///
/// With `simulateProcessingDelay` (the default), work scheduled for "now" runs one tick later,
/// exactly as in RxTest, so ported tests keep their ticks.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // @unchecked Sendable: the added state is immutable or behind a lock.

    /// The times `start(_:)` uses.
    public enum Defaults {
        /// When the sequence is created.
        public static let created = 100
        /// When it is subscribed.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// The length of one tick in seconds. Not public, as in RxTest: test code that extends
    /// `TestScheduler` may have a global `resolution` of its own (RxSwift's example app's tests
    /// do), which a public member of that name would shadow inside the extension.
    let resolution: Double

    /// Ticks per marble-diagram frame (see `ticksPerFrame` in Marbles).
    let marbleFrameTicks = Locked(1)

    /// Creates a test scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The tick the clock reads before anything runs; tests usually pass 0.
    ///   - resolution: The length of one tick in seconds (1 by default), used wherever real time
    ///     meets virtual time: `delay(.milliseconds(300))` on a scheduler with resolution 0.001
    ///     waits 300 ticks, and a tick's `now` is `tick × resolution` seconds after 1970. Must be
    ///     positive.
    ///   - simulateProcessingDelay: When `true` (the default, as in RxTest), work scheduled through
    ///     the ``/Streams/SchedulerType`` methods (`schedule`, `scheduleRelative`) for now or an
    ///     earlier time runs one tick after the current clock instead of at it, so that ported
    ///     tests record the same ticks. When `false`, it runs at the current tick.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates a hot test sequence, which sends its events at their absolute times to whoever is
    /// subscribed then, like a subject.
    ///
    /// A subscriber receives only the events sent while it is subscribed. The events are scheduled
    /// when the sequence is created; one timed before the clock then is sent at the clock's tick.
    ///
    /// - Parameter events: The events to send, each at its absolute tick: `.next(210, 2)` is sent at
    ///   tick 210.
    /// - Returns: The sequence, whose ``TestableObservable/subscriptions`` log when each subscriber
    ///   subscribed and disposed.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates a cold test sequence, which replays its events to each subscriber, timed from that
    /// subscription.
    ///
    /// - Parameter events: The events to send, each at its tick counted from the subscription:
    ///   subscribed at 200, `.next(10, "page")` arrives at 210, and `.next(0, x)` at 200 itself.
    /// - Returns: The sequence, whose ``TestableObservable/subscriptions`` log when each subscriber
    ///   subscribed and disposed.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records each event it receives with this scheduler's clock.
    ///
    /// - Parameter type: The element type of the sequences it observes (`Int.self`); only the type
    ///   matters.
    /// - Returns: An observer whose ``TestableObserver/events`` list what it received, in order.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Schedules `action` to run at a tick, when the scheduler runs.
    ///
    /// Nothing runs until ``/Streams/VirtualTimeScheduler/start()`` or
    /// ``/Streams/VirtualTimeScheduler/advanceTo(_:)`` is called; a tick at or before the clock at
    /// that moment runs at the clock's tick. Actions due at the same tick run in the order they
    /// were scheduled.
    ///
    /// - Parameters:
    ///   - time: The absolute tick to run `action` at (no processing delay is added).
    ///   - action: The work, run on the thread that runs the scheduler.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work scheduled for now or the past to the next tick when the scheduler simulates
    /// processing delay, and to the current tick when it does not.
    ///
    /// - Parameter time: The tick the work was scheduled for.
    /// - Returns: The tick it runs at: `time` itself when it is later than the clock.
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the sequence under test, subscribes to it and disposes that subscription at the
    /// given ticks, runs the scheduler until no work is left, and returns what the subscription
    /// received.
    ///
    /// - Parameters:
    ///   - created: The tick at which `create` is called (``Defaults/created``, 100, elsewhere).
    ///   - subscribed: The tick at which the recording observer subscribes
    ///     (``Defaults/subscribed``, 200, elsewhere).
    ///   - disposed: The tick at which the subscription is disposed (``Defaults/disposed``, 1000,
    ///     elsewhere); events after it are not recorded.
    ///   - create: Builds the sequence under test, typically from the scheduler's test sequences.
    /// - Returns: An observer whose ``TestableObserver/events`` hold every event received between
    ///   `subscribed` and `disposed`, each with its tick.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// Runs ``start(created:subscribed:disposed:create:)`` with the sequence created at 100 and
    /// subscribed at 200 (``Defaults``), disposing the subscription at `disposed`.
    ///
    /// - Parameters:
    ///   - disposed: The tick at which the subscription is disposed; events after it are not
    ///     recorded.
    ///   - create: Builds the sequence under test, called at tick 100.
    /// - Returns: An observer whose ``TestableObserver/events`` hold every event received between
    ///   200 and `disposed`, each with its tick.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Runs ``start(created:subscribed:disposed:create:)`` with the default ticks: the sequence is
    /// created at 100, subscribed at 200 and disposed at 1000 (``Defaults``).
    ///
    /// - Parameter create: Builds the sequence under test, called at tick 100.
    /// - Returns: An observer whose ``TestableObserver/events`` hold every event received between
    ///   200 and 1000, each with its tick.
    public func start<Element, OutputSequence: ObservableConvertibleType>(_ create: @escaping () -> OutputSequence)
        -> TestableObserver<Element> where OutputSequence.Element == Element
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// Converts between ticks and seconds: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        precondition(resolution > 0, "TestScheduler: resolution must be positive, got \(resolution)")
        self.resolution = resolution
    }

    /// Converts a tick to a date.
    ///
    /// - Parameter virtualTime: A tick of the clock.
    /// - Returns: The date `virtualTime × resolution` seconds after 00:00 UTC, 1 January 1970.
    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// Converts a date to the nearest tick.
    ///
    /// - Parameter time: A date, counted from 00:00 UTC, 1 January 1970.
    /// - Returns: Its seconds since 1970 divided by `resolution`, rounded to the nearest tick.
    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// Converts a number of ticks to seconds.
    ///
    /// - Parameter virtualTimeInterval: A span in ticks.
    /// - Returns: `virtualTimeInterval × resolution` seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// Converts seconds to the nearest number of ticks.
    ///
    /// - Parameter timeInterval: A span in seconds.
    /// - Returns: `timeInterval / resolution`, rounded to the nearest tick.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int(timeInterval / resolution + 0.5)
    }

    /// Adds a number of ticks to a tick.
    ///
    /// - Parameters:
    ///   - time: A tick of the clock.
    ///   - offset: The ticks to add (negative to go back).
    /// - Returns: `time + offset`.
    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    /// Orders two ticks.
    ///
    /// - Parameters:
    ///   - lhs: The first tick.
    ///   - rhs: The second tick.
    /// - Returns: Whether `lhs` is earlier than, equal to or later than `rhs`.
    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
}
