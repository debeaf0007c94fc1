import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: one action at a time, in order. `observe(on:)` with it
/// moves delivery to that queue.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable and itself thread-safe; the class
    // is not final only so that `MainScheduler` can be one, as in RxSwift.
    let worker: DispatchQueueWorker

    /// RxSwift's names for the clock's types here (`MainScheduler` inherits them).
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's name for a point on the clock here: a `Date`.
    public typealias Time = Date

    public var now: RxTime { Date() }

    /// Wraps a queue that is already serial.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        worker = DispatchQueueWorker(queue: serialQueue, leeway: leeway)
    }

    /// Creates its own serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The queue's label, as the debugger and crash reports show it.
    ///   - serialQueueConfiguration: Called once with the new queue before it is used, to set
    ///     it up (a target queue, specific keys); `nil` by default.
    ///   - leeway: How late the queue's timers may fire, to let the system group wake-ups;
    ///     none by default.
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a serial queue that targets `queue` (which may be concurrent).
    ///
    /// - Parameters:
    ///   - queue: The queue whose threads run the work, one action at a time.
    ///   - internalSerialQueueName: The new serial queue's label.
    ///   - leeway: How late the queue's timers may fire, to let the system group wake-ups;
    ///     none by default.
    public convenience init(
        queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            serialQueue: DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue), leeway: leeway)
    }

    /// Creates a serial queue on the global queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue whose threads run the work.
    ///   - internalSerialQueueName: The new serial queue's label.
    ///   - leeway: How late the queue's timers may fire, to let the system group wake-ups;
    ///     none by default.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "streams.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
            leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        worker.schedule(state, action: action)
    }

    /// The lean path of `observe(on:)`, for one piece of work (an event): `true` if the caller
    /// runs it at once, on this thread (never, on a dispatch queue; see `MainScheduler`),
    /// otherwise the caller hands it to `dispatch(_:)`. Either way the work calls
    /// `finishWork()` once it has run.
    @usableFromInline
    func beginWork() -> Bool { false }

    /// Queues `block` (see `beginWork()`). The caller makes the block once and dispatches it
    /// again and again, so dispatching allocates nothing; a disposed sink makes it a no-op.
    @usableFromInline
    func dispatch(_ block: @escaping @Sendable @convention(block) () -> Void) {
        worker.queue.asyncWatchingMain(execute: block)
    }

    /// Called by work begun with `beginWork()` once it has run.
    @usableFromInline
    func finishWork() {}

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        worker.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        worker.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
