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
    /// Runs `action(state)`; disposing the result cancels it if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock: it can run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action(state)` after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` after `startAfter` and then every `period`, threading the state through.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// The default periodic scheduling: a recursive schedule, one tick per period.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        PeriodicRecursiveSchedule(scheduler: self, period: period, state: state, action: action).start(after: startAfter)
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
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value): return value == 0
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
