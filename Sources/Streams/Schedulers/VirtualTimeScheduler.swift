import Foundation

/// Converts between a virtual clock's units and real dates and intervals. Like RxSwift's, it
/// requires no `Sendable` of the converter or its units.
public protocol VirtualTimeConverterType {
    /// A point on the virtual clock.
    associatedtype VirtualTimeUnit
    /// A span on the virtual clock.
    associatedtype VirtualTimeIntervalUnit

    /// The real date a point on the virtual clock stands for: the scheduler's `now`.
    ///
    /// - Parameter virtualTime: A point on the virtual clock.
    /// - Returns: The date it stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The point on the virtual clock that stands for a real date: where work scheduled for
    /// `time` goes.
    ///
    /// - Parameter time: A date.
    /// - Returns: The point on the virtual clock it stands for.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The real length, in seconds, of a span on the virtual clock.
    ///
    /// - Parameter virtualTimeInterval: A span on the virtual clock.
    /// - Returns: Its length in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The span on the virtual clock that a length in seconds stands for: how far in the future
    /// `scheduleRelative` puts work.
    ///
    /// - Parameter timeInterval: A length in seconds.
    /// - Returns: The span on the virtual clock.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// A point on the virtual clock moved by a span.
    ///
    /// - Parameters:
    ///   - time: The point to start from.
    ///   - offset: How far to move it (later for a positive span).
    /// - Returns: The point `offset` after `time`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// The order of two points on the virtual clock, which decides the order work runs in.
    ///
    /// - Parameters:
    ///   - lhs: One point.
    ///   - rhs: The other.
    /// - Returns: Whether `lhs` comes before, with or after `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The first comes before the second.
    case lessThan
    /// They are the same time.
    case equal
    /// The first comes after the second.
    case greaterThan
}

/// A scheduler whose clock only moves when it runs: `start()` runs every queued action in time
/// order (actions due at the same time run in the order they were scheduled) and moves the
/// clock to each action's time; time never flows on its own.
///
/// It can be driven from any thread (Swift Testing runs tests off the main thread); its state
/// is locked, and actions run with no lock held.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: all mutable state lives in `state`, behind a mutex; the class is open
    // only so `TestScheduler` can adjust scheduled times. The converter (which need not be
    // `Sendable`, as in RxSwift) is called from whichever thread uses the scheduler, like any
    // user value Streams calls across threads (see `UncheckedSendable`).
    /// A point on this scheduler's clock, in its converter's unit.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span on this scheduler's clock, in its converter's unit.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private struct State {
        var clock: VirtualTime
        var isRunning = false
        var nextIdentifier = 0
        var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
    }

    private let converter: Converter
    private let state: Locked<State>

    /// A scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The clock's time before anything runs.
    ///   - converter: Converts between the clock's units and dates and seconds; it also orders
    ///     the clock's times.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        let comparison = { (lhs: VirtualSchedulerItem<VirtualTime>, rhs: VirtualSchedulerItem<VirtualTime>) -> Bool in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.identifier < rhs.identifier
            }
        }
        state = Locked(State(clock: initialClock, queue: PriorityQueue(hasHigherPriority: comparison)))
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// The current virtual time.
    public var clock: VirtualTime { state.withLock { $0.clock } }

    /// The current virtual time as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// `true` while `start()` or `advanceTo(_:)` runs actions.
    public var isRunning: Bool { state.withLock { $0.isRunning } }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.convertToVirtualTime(now.addingDispatchInterval(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` `dueTime` virtual units after the current clock.
    ///
    /// - Parameters:
    ///   - state: What `action` is called with.
    ///   - dueTime: How long after the current clock, in the clock's own units (no conversion,
    ///     no ``adjustScheduledTime(_:)``).
    ///   - action: The work, run by ``start()`` or ``advanceTo(_:)`` when the clock gets there.
    /// - Returns: A ``Disposable`` that keeps `action` from running if it has not run yet.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time` (at the current clock if `time` is past).
    ///
    /// - Parameters:
    ///   - state: What `action` is called with.
    ///   - time: When it runs, on this scheduler's clock; actions due at the same time run in
    ///     the order they were scheduled.
    ///   - action: The work, run by ``start()`` or ``advanceTo(_:)`` when the clock gets there.
    /// - Returns: A ``Disposable`` that keeps `action` from running if it has not run yet.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        self.state.withLock { scheduler in
            let work = ScheduledItem { action(state) }
            scheduler.queue.enqueue(VirtualSchedulerItem(time: time, identifier: scheduler.nextIdentifier, work: work))
            scheduler.nextIdentifier += 1
            return work
        }
    }

    /// Adjusts the time of work scheduled through `scheduleRelative`; the identity here.
    ///
    /// A subclass overrides it to move work (`TestScheduler` delays it by its processing delay).
    ///
    /// - Parameter time: When the work would run.
    /// - Returns: When it runs.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs every queued action (including those they schedule) until the queue is empty or
    /// `stop()` is called. Does nothing when called while the scheduler is already running (from
    /// one of its actions), as in RxSwift.
    public func start() {
        run(until: nil)
    }

    /// Stops `start()` after the action that is running.
    public func stop() {
        state.withLock { $0.isRunning = false }
    }

    /// Runs the actions due at or before `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// - Parameter virtualTime: Where the clock stops; it must not be earlier than the clock.
    ///   Called from one of this scheduler's own actions, it stops with a precondition failure.
    public func advanceTo(_ virtualTime: VirtualTime) {
        run(until: virtualTime)
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// - Parameter virtualInterval: How far, in the clock's units; it must not be negative.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        state.withLock { state in
            let target = converter.offsetVirtualTime(state.clock, offset: virtualInterval)
            precondition(
                converter.compareVirtualTime(target, state.clock) != .lessThan,
                "VirtualTimeScheduler.sleep: cannot sleep into the past")
            state.clock = target
        }
    }

    private func run(until limit: VirtualTime?) {
        let started = state.withLock { state -> Bool in
            if state.isRunning && limit == nil { return false }
            precondition(
                !state.isRunning, "VirtualTimeScheduler.advanceTo: called while the scheduler is already running")
            if let limit {
                precondition(
                    converter.compareVirtualTime(limit, state.clock) != .lessThan,
                    "VirtualTimeScheduler.advanceTo: cannot advance into the past")
            }
            state.isRunning = true
            return true
        }
        guard started else { return }
        while let item = nextItem(until: limit) {
            item.work.invoke()
        }
        state.withLock { state in
            if let limit { state.clock = limit }
            state.isRunning = false
        }
    }

    /// Takes the next live item due by `limit` and moves the clock to it; `nil` when there is
    /// none or the scheduler was stopped.
    private func nextItem(until limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        state.withLock { state in
            guard state.isRunning else { return nil }
            while let item = state.queue.peek() {
                if item.work.isDisposed {
                    _ = state.queue.dequeue()
                    continue
                }
                if let limit, converter.compareVirtualTime(item.time, limit) == .greaterThan { return nil }
                _ = state.queue.dequeue()
                if converter.compareVirtualTime(item.time, state.clock) == .greaterThan {
                    state.clock = item.time
                }
                return item
            }
            return nil
        }
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The times of the work still queued, in the order it will run (`[210, 220]`), as RxSwift
    /// prints them.
    public var debugDescription: String {
        let times = state.withLock { state in
            state.queue.elementsInOrder.filter { !$0.work.isDisposed }.map { "\($0.time)" }
        }
        return "[\(times.joined(separator: ", "))]"
    }
}

/// Work queued on a virtual-time scheduler, with the time it is due and the order it was
/// scheduled in (which breaks ties between items due at the same time).
struct VirtualSchedulerItem<Time> {
    let time: Time
    let identifier: Int
    let work: ScheduledItem
}

/// A binary heap.
struct PriorityQueue<Element> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private var elements: [Element] = []

    init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    var isEmpty: Bool { elements.isEmpty }

    func peek() -> Element? { elements.first }

    /// Every element, highest priority first.
    var elementsInOrder: [Element] { elements.sorted(by: hasHigherPriority) }

    mutating func enqueue(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard hasHigherPriority(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    mutating func dequeue() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let top = elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var highest = parent
            if left < elements.count, hasHigherPriority(elements[left], elements[highest]) { highest = left }
            if right < elements.count, hasHigherPriority(elements[right], elements[highest]) { highest = right }
            if highest == parent { break }
            elements.swapAt(parent, highest)
            parent = highest
        }
        return top
    }
}
