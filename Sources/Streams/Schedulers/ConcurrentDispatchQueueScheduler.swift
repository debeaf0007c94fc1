import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    let worker: DispatchQueueWorker

    /// RxSwift's names for the clock's types here.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's name for a point on the clock here: a `Date`.
    public typealias Time = Date

    public var now: RxTime { Date() }

    /// Schedules on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue that runs the work; actions may run at once if it is concurrent.
    ///   - leeway: How late the queue's timers may fire, to let the system group wake-ups;
    ///     none by default.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        worker = DispatchQueueWorker(queue: queue, leeway: leeway)
    }

    /// Schedules on the global queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue that runs the work.
    ///   - leeway: How late the queue's timers may fire, to let the system group wake-ups;
    ///     none by default.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        worker.schedule(state, action: action)
    }

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
