import Dispatch
import Foundation
import Streams
import StreamsTest
import XCTest

/// Races between the timers of the dispatch schedulers and the threads that schedule them,
/// feed their operators or dispose them.
final class TimingConcurrencyTests: LeakCheckingTestCase {

    // MARK: - scheduleRelative

    /// `scheduleRelative` with a due time of 0 on a dispatch scheduler, from 2, 4 and 8 threads:
    /// the disposable the action returns must stay undisposed until the scheduled work is
    /// disposed, then be disposed exactly once.
    ///
    /// Catches the timer firing (on the queue's thread) before the scheduling thread has stored
    /// the timer in the result: `DispatchQueueWorker.scheduleRelative` stores the action's
    /// disposable in the result's `SerialDisposable`, then the scheduling thread stores the
    /// timer in it, and that replacement disposes the action's disposable at once.
    func testScheduleRelativeKeepsTheActionsDisposableUntilDisposed() {
        for (name, scheduler) in stressDispatchSchedulers(label: "stress.timing.serial") {
            for threads in stressThreadCounts {
                let disposedEarly = StressCounter()
                let disposedTwice = StressCounter()
                let runs = StressCounter()
                stressOnThreads(threads) { _ in
                    for _ in 0..<150 {
                        let returned = StressDisposable()
                        let ran = StressFlag()
                        let scheduled = scheduler.scheduleRelative((), dueTime: .nanoseconds(0)) { _ in
                            ran.set()
                            return returned
                        }
                        guard spin(until: { ran.isSet }) else { return }
                        runs.increment()
                        // Sound without waiting for the action to return: the early disposal can
                        // only happen before `scheduleRelative` returned.
                        if returned.isDisposed { disposedEarly.increment() }
                        scheduled.dispose()
                        guard spin(until: { returned.isDisposed }) else { return }
                        if returned.disposeCount > 1 { disposedTwice.increment() }
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertEqual(runs.value, threads * 150, "\(label): actions that never ran")
                XCTAssertEqual(
                    disposedEarly.value, 0,
                    "\(label): the action's disposable was disposed before the scheduled work (of \(runs.value) runs)")
                XCTAssertEqual(disposedTwice.value, 0, "\(label): the action's disposable was disposed twice")
            }
        }
    }

    // MARK: - delaySubscription

    /// `delaySubscription(.nanoseconds(0))` on a dispatch scheduler, subscribed from 2, 4 and 8
    /// threads: the source must stay subscribed (and its elements arrive) until the
    /// subscription is disposed.
    ///
    /// Catches the consequence of the `scheduleRelative` race above: the source's subscription
    /// is what `delaySubscription`'s action returns, so it is disposed as soon as it is made,
    /// and the subscriber is left with no events and no stop event.
    func testDelaySubscriptionKeepsTheSourceSubscribed() {
        for (name, scheduler) in stressDispatchSchedulers(label: "stress.timing.serial") {
            for threads in stressThreadCounts {
                let lost = StressCounter()
                let rounds = StressCounter()
                let violations = SharedLog<String>()
                stressOnThreads(threads) { _ in
                    for _ in 0..<100 {
                        let probe = SourceProbe()
                        let recorder = GrammarRecorder<Int>()
                        let subscription = probe.source.delaySubscription(.nanoseconds(0), scheduler: scheduler)
                            .subscribe { recorder.on($0) }
                        // The early disposal, if any, happened before `subscribe` returned.
                        guard spin(until: { probe.ticker.hasObservers || probe.disposeCount > 0 }) else { return }
                        rounds.increment()
                        if probe.disposeCount > 0 {
                            lost.increment()
                        } else {
                            probe.ticker.onNext(7)
                            if recorder.received != [7] {
                                violations.append("element not received: \(recorder.received)")
                            }
                        }
                        subscription.dispose()
                        recorder.markDisposed()
                        if !spin(until: { probe.activeCount == 0 }) {
                            violations.append("source still subscribed after dispose()")
                        }
                        violations.append(contentsOf: recorder.violations)
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertEqual(
                    lost.value, 0,
                    "\(label): the source was disposed right after being subscribed (of \(rounds.value) subscriptions)")
                XCTAssertEqual(violations.all, [], label)
            }
        }
    }

    // MARK: - throttle

    /// `throttle(latest: true)`: a window timer that has already fired — on a dispatch queue its
    /// handler passed the disposed check and waits for the sink's lock — when the window's end
    /// is overtaken by the source must not send the next window's element early.
    ///
    /// The interleaving, with a 10 s window (the test scheduler plays the dispatch queue whose
    /// timer thread is preempted between its disposed check and the sink's lock):
    /// t=0 `1` is sent; t=3 `2` waits, timer T1 armed for t=10; t=10 T1 fires but has not taken
    /// the lock yet; t=10 `3` arrives, the window is over, it is sent at once (`unsent` = nil);
    /// t=11 `4` arrives in the new window, `unsent == nil` so no timer is thought armed: `4`
    /// waits and T2 is armed for t=21 (`timer.disposable = T2` disposes T1, too late); T1 now
    /// takes the lock, finds `unsent` = 4 and sends it at t=11, 1 s after `3`.
    func testThrottleStaleWindowTimerDoesNotSendTheNextWindowsElementEarly() {
        let scheduler = DrivenScheduler()
        let subject = PublishSubject<Int>()
        let sent = SharedLog<(element: Int, time: TimeInterval)>()
        let subscription = subject.throttle(.seconds(10), latest: true, scheduler: scheduler)
            .subscribe(onNext: { sent.append(($0, scheduler.seconds)) })
        subject.onNext(1)
        scheduler.advance(to: 3)
        subject.onNext(2)
        scheduler.advance(to: 10)
        let firing = scheduler.takeDueTimers()
        XCTAssertEqual(firing.count, 1, "the window timer")
        subject.onNext(3)
        scheduler.advance(to: 11)
        subject.onNext(4)
        for timer in firing { timer() }
        scheduler.advance(to: 21)
        for timer in scheduler.takeDueTimers() { timer() }
        subscription.dispose()
        let all = sent.all
        let tooClose = zip(all, all.dropFirst()).filter { $1.time - $0.time < 10 }
        XCTAssertEqual(
            tooClose.map { "\($0.element)@\($0.time) then \($1.element)@\($1.time)" }, [],
            "elements sent less than the 10 s window apart; sent: \(all.map { "\($0.element)@\($0.time)" })")
    }

    // MARK: - delay

    /// `delay`: a drain that fires and runs to its end before the thread that scheduled it has
    /// stored it — on a dispatch queue, that thread is preempted between scheduling and storing
    /// — must not, once stored, cancel a drain scheduled meanwhile for the next element.
    ///
    /// The next element can only arrive meanwhile from a source that does not serialize its
    /// events (the first `on` has not returned): misuse, which debug builds report, but the
    /// element must still not wait forever. The interleaving (the scheduler plays the dispatch
    /// queue, and `2` is sent from its thread): `1` arrives and schedules drain D1; D1 fires at
    /// once, delivers `1` and finds nothing else waiting; `2` arrives, finds no drain scheduled
    /// and schedules D2; only then is D1 stored. Storing it must not dispose D2.
    func testADrainStoredAfterItRanDoesNotCancelTheNextOne() {
        let scheduler = RunsFirstTimerAtOnceScheduler()
        // Not a subject: a subject would hold `2` back until its delivery of `1` has returned.
        nonisolated(unsafe) var source: AnyObserver<Int>?
        let received = SharedLog<Int>()
        let subscription = Observable<Int>.create {
            source = $0
            return Disposables.create()
        }
        .delay(.seconds(1), scheduler: scheduler)
        .subscribe(onNext: { received.append($0) })
        scheduler.afterFirstTimerRan = { source?.onNext(2) }
        let reports = collectingAnomalies { source?.onNext(1) }
        XCTAssertEqual(
            reports, MisuseReport.inDebugBuilds([MisuseReport.reentrantEvents("create")]),
            "2 arrived while 1 was delivered")
        XCTAssertEqual(received.all, [1], "the first drain delivered 1 at once")
        scheduler.runPendingTimers()
        XCTAssertEqual(received.all, [1, 2], "the drain scheduled for 2 was cancelled")
        subscription.dispose()
        source = nil
    }

    // MARK: - window

    /// `window(timeSpan:count:scheduler:)`: a window's timer is armed once downstream has the
    /// window, as in RxSwift — not when the window opens behind another thread's deliveries.
    ///
    /// A timer armed at once fires while the thread ahead is still delivering, opens the next
    /// window, arms the next timer, and so on: when windows open faster than that thread
    /// delivers them (a slow subscriber, a loaded machine), it delivers empty windows for ever
    /// and its source's next element never comes. The interleaving (the scheduler plays the
    /// dispatch queue): thread D sends `0` and is held in window 0's subscriber; window 0's
    /// timer fires on the test's thread, completing window 0 and opening window 1 behind D.
    func testWindowArmsTheNextTimerOnlyOnceDownstreamHasTheWindow() {
        let scheduler = DrivenScheduler()
        let source = PublishSubject<Int>()
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let sent = DispatchSemaphore(value: 0)
        let windows = SharedLog<Int>()
        let firstWindow = SingleAssignmentDisposable()
        let subscription = source.window(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
            .subscribe(onNext: { window in
                windows.append(windows.all.count)
                guard windows.all.count == 1 else { return }
                firstWindow.setDisposable(
                    window.subscribe(onNext: { _ in
                        holding.signal()
                        release.wait()
                    }))
            })
        Thread {
            source.onNext(0)
            sent.signal()
        }.start()
        holding.wait()
        scheduler.advance(to: 1)
        let firing = scheduler.takeDueTimers()
        XCTAssertEqual(firing.count, 1, "window 0's timer")
        for timer in firing { timer() }
        scheduler.advance(to: 2)
        XCTAssertEqual(scheduler.takeDueTimers().count, 0, "window 1's timer armed before downstream had window 1")
        XCTAssertEqual(windows.all.count, 1, "window 1 is delivered after D's delivery")
        release.signal()
        sent.wait()
        XCTAssertEqual(windows.all.count, 2, "D delivered window 1")
        scheduler.advance(to: 3)
        let next = scheduler.takeDueTimers()
        XCTAssertEqual(next.count, 1, "window 1's timer, armed when D delivered it")
        for timer in next { timer() }
        XCTAssertEqual(windows.all.count, 3, "window 1's timer opened window 2")
        subscription.dispose()
        firstWindow.dispose()
        scheduler.advance(to: 4)
        XCTAssertEqual(scheduler.takeDueTimers().count, 0, "window 2's timer was disposed with the subscription")
    }
}

/// A scheduler that runs the first timer it is given at once, on the scheduling thread, then
/// `afterFirstTimerRan`, before it returns (a dispatch timer firing before the scheduling thread
/// goes on); it keeps the later ones until `runPendingTimers()`.
private final class RunsFirstTimerAtOnceScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: used from the test's thread only.
    var afterFirstTimerRan: () -> Void = {}
    private var hasRunFirst = false
    private var pending: [(cancel: BooleanDisposable, run: () -> Void)] = []

    var now: RxTime { Date(timeIntervalSinceReferenceDate: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = BooleanDisposable()
        if !hasRunFirst {
            hasRunFirst = true
            _ = action(state)
            afterFirstTimerRan()
        } else {
            pending.append((cancel, { _ = action(state) }))
        }
        return cancel
    }

    func runPendingTimers() {
        let due = pending
        pending = []
        for timer in due where !timer.cancel.isDisposed { timer.run() }
    }
}

/// A scheduler whose clock the test sets and whose timers it runs: `takeDueTimers()` hands out
/// the due timers not disposed by then, as a dispatch timer's handler passes its disposed check;
/// the test runs them when it wants, as a preempted timer thread would.
private final class DrivenScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: `clock` and `timers` are only touched under `lock`.
    private let lock = NSLock()
    private var clock: TimeInterval = 0
    private var timers: [(due: TimeInterval, cancel: BooleanDisposable, run: () -> Void)] = []

    var seconds: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return clock
    }

    var now: RxTime { Date(timeIntervalSinceReferenceDate: seconds) }

    func advance(to time: TimeInterval) {
        lock.lock()
        clock = time
        lock.unlock()
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = BooleanDisposable()
        let delay: TimeInterval
        switch dueTime {
        case .seconds(let value): delay = TimeInterval(value)
        case .milliseconds(let value): delay = TimeInterval(value) / 1_000
        case .microseconds(let value): delay = TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): delay = TimeInterval(value) / 1_000_000_000
        default: return cancel
        }
        lock.lock()
        timers.append((clock + delay, cancel, { _ = action(state) }))
        lock.unlock()
        return cancel
    }

    func takeDueTimers() -> [() -> Void] {
        lock.lock()
        defer { lock.unlock() }
        let due = timers.filter { $0.due <= clock && !$0.cancel.isDisposed }
        timers.removeAll { $0.due <= clock || $0.cancel.isDisposed }
        return due.map(\.run)
    }
}
