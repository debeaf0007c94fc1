import Dispatch
import Foundation

/// A span of time, as RxSwift spells it: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time on a scheduler's clock.
public typealias RxTime = Date

/// Runs work now, or as soon as it can (after the work already queued).
///
/// A scheduler is called from whichever thread a pipeline runs on. Streams' schedulers are
/// `Sendable`; the protocol does not require it, as in RxSwift, so a scheduler class of your own
/// compiles in Swift 6 language mode without it (and keeps itself safe to call from any thread).
/// The actions a scheduler runs are ordinary closures, as in RxSwift.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state` on this scheduler, at once or as soon as the scheduler can.
    ///
    /// Where it runs is the scheduler's: the calling thread (``CurrentThreadScheduler``), the
    /// main thread (``MainScheduler``), a dispatch queue, an operation queue, or the virtual
    /// clock's current time (``VirtualTimeScheduler``).
    ///
    /// - Parameters:
    ///   - state: The value `action` is called with. Passing it here rather than capturing it
    ///     lets a caller hand the same closure to the scheduler again and again.
    ///   - action: The work, called once on the scheduler. The ``Disposable`` it returns is
    ///     disposed when the one this method returns is.
    /// - Returns: A ``Disposable`` that cancels `action` if it has not started yet, and disposes
    ///   what `action` returned once it has run.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock: it can run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` with `state` on this scheduler once `dueTime` has passed on its clock.
    ///
    /// - Parameters:
    ///   - state: The value `action` is called with.
    ///   - dueTime: How long to wait: real time on the dispatch-queue schedulers, virtual time on
    ///     a ``VirtualTimeScheduler`` (converted to its units by its converter). A dispatch-queue
    ///     scheduler never runs an action whose `dueTime` is `.never`.
    ///   - action: The work, called once on the scheduler. The ``Disposable`` it returns is
    ///     disposed when the one this method returns is.
    /// - Returns: A ``Disposable`` that cancels `action` if it has not started yet, and disposes
    ///   what `action` returned once it has run.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` first once `startAfter` has passed and then once every `period`, each time
    /// with the state the run before returned.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - startAfter: How long to wait before the first run, on the scheduler's clock.
    ///   - period: The time from the start of one run to the start of the next.
    ///   - action: Called on the scheduler for each run with the current state; what it returns
    ///     is the state of the next run.
    /// - Returns: A ``Disposable`` that stops the runs; a run already under way finishes.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Runs `action` periodically by scheduling each tick with
    /// ``SchedulerType/scheduleRelative(_:dueTime:action:)``, for a scheduler without a timer of
    /// its own (the virtual-time schedulers; the dispatch-queue schedulers use a dispatch timer).
    ///
    /// Each tick schedules the next one `period` later before it runs `action`, so the time
    /// `action` takes does not stretch the period. Runs never overlap: a tick that falls due while
    /// `action` still runs (on a concurrent scheduler) runs `action` right after it.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - startAfter: How long to wait before the first run, on the scheduler's clock.
    ///   - period: The time between ticks.
    ///   - action: Called on the scheduler for each tick with the current state; what it returns
    ///     is the state of the next run.
    /// - Returns: A ``Disposable`` that cancels the ticks still to come; a run already under way
    ///   finishes.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        PeriodicRecursiveSchedule(scheduler: self, period: period, state: state, action: action).start(
            after: startAfter)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var secondsValue: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// What is left of this interval once `elapsed` seconds have passed, in this interval's
    /// unit, rounded to the nearest unit; zero when nothing is left. RxSwift's arithmetic, which
    /// `throttle` and `delay` use for the time still to wait: with a `TestScheduler` whose
    /// `resolution` is not a second, a remainder of `.seconds(1)` is a whole second again.
    func remaining(after elapsed: TimeInterval) -> DispatchTimeInterval {
        func left(_ value: Int, unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, unitsPerSecond: 1))
        case .milliseconds(let value): return .milliseconds(left(value, unitsPerSecond: 1_000))
        case .microseconds(let value): return .microseconds(left(value, unitsPerSecond: 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(left(value, unitsPerSecond: 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// `true` for a zero interval.
    var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value == 0
        case .never: return false
        @unknown default: return false
        }
    }
}

extension Date {
    /// This date moved by a dispatch interval (`.never` gives the distant future).
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        if case .never = interval { return .distantFuture }
        return addingTimeInterval(interval.secondsValue)
    }
}
