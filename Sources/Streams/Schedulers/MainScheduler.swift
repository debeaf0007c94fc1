import Dispatch
import Foundation

/// Runs work on the main thread: at once when called on the main thread (or in a block the main
/// queue runs) with nothing of its own still queued (so it never re-enters), otherwise on the
/// main queue.
///
/// On Linux the main queue drains while the main thread runs its run loop (`RunLoop.main.run`,
/// XCTest's `wait(for:)`) or after `dispatchMain()`, when worker threads run its blocks one at a
/// time (as under Swift Testing): code there is on the main actor, and the scheduler runs work
/// at once there as on the main thread.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// The main-thread scheduler: inline on the main thread when possible.
    public static let instance = MainScheduler()

    /// Always hops to the main queue, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private let numberEnqueued = AtomicCell<Int>(0)

    /// A main-thread scheduler with its own "already running" bookkeeping, as RxSwift's
    /// `MainScheduler()`: RxCocoa's traits and `Binder` each use a fresh one, so one of them
    /// delivering inline does not force another, nested one onto the main queue.
    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Stops with `errorMessage` unless called on the main thread or in a block the main queue
    /// runs.
    ///
    /// - Parameter errorMessage: The message of the precondition failure; `nil` gives RxSwift's.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        // diagnostic: not-on-main-thread
        precondition(
            isMainThreadOrQueue(),
            errorMessage
                ?? "Executing on a background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread."
        )
    }

    /// Stops with `errorMessage` unless called on the main thread.
    ///
    /// - Parameter errorMessage: The message of the precondition failure; `nil` gives RxSwift's.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        // diagnostic: not-on-main-thread
        precondition(isMainThread(), errorMessage ?? "Running on a background thread.")
    }

    /// Runs `action` on the main thread: at once when called there with nothing else of this
    /// scheduler's queued (so a binding applied on the main thread takes effect before the call
    /// returns), otherwise on the main queue, after what was queued before it.
    ///
    /// - Parameters:
    ///   - state: What `action` is called with.
    ///   - action: The work; the ``Disposable`` it returns is disposed with the result.
    /// - Returns: A ``Disposable`` that keeps `action` from running if it has not started yet,
    ///   and disposes what it returned.
    override public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        if beginWork() {
            let disposable = action(state)
            finishWork()
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        DispatchQueue.main.asyncWatchingMain { [self] in
            if !cancel.isDisposed {
                let (state, action) = work.value
                cancel.setDisposable(action(state))
            }
            finishWork()
        }
        return cancel
    }

    /// Counts the work as queued — so nothing later overtakes it — and runs it at once when
    /// on the main thread (or the main queue) with nothing else of this scheduler's queued.
    @usableFromInline
    override func beginWork() -> Bool {
        numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 && isMainThreadOrQueue()
    }

    @usableFromInline
    override func dispatch(_ block: @escaping @Sendable @convention(block) () -> Void) {
        DispatchQueue.main.asyncWatchingMain(execute: block)
    }

    @usableFromInline
    override func finishWork() {
        numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
}

/// Runs work at once when called on the main thread, otherwise on the main queue; delayed work
/// goes through `MainScheduler`. Suited to `subscribe(on:)` for work that must start on main.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private let mainScheduler: MainScheduler

    /// RxSwift's names for the clock's types here.
    public typealias TimeInterval = Foundation.TimeInterval
    /// RxSwift's name for a point on the clock here: a `Date`.
    public typealias Time = Date

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if isMainThreadOrQueue() { return action(state) }
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        DispatchQueue.main.asyncWatchingMain {
            guard !cancel.isDisposed else { return }
            let (state, action) = work.value
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
