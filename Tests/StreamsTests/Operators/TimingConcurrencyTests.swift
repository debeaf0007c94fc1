import Dispatch
import Foundation
import Streams
import StreamsTest
import XCTest

/// Races between the timers of the dispatch schedulers and the threads that schedule them,
/// feed their operators or dispose them.
final class TimingConcurrencyTests: LeakCheckingTestCase {
    private let threadCounts = [2, 4, 8]

    private func schedulers() -> [(name: String, scheduler: SchedulerType)] {
        [
            ("serial", SerialDispatchQueueScheduler(internalSerialQueueName: "stress.timing.serial")),
            ("concurrent", ConcurrentDispatchQueueScheduler(qos: .userInitiated)),
        ]
    }

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
        for (name, scheduler) in schedulers() {
            for threads in threadCounts {
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
                XCTAssertEqual(disposedEarly.value, 0, "\(label): the action's disposable was disposed before the scheduled work (of \(runs.value) runs)")
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
        for (name, scheduler) in schedulers() {
            for threads in threadCounts {
                let lost = StressCounter()
                let rounds = StressCounter()
                let violations = SharedLog<String>()
                stressOnThreads(threads) { _ in
                    for _ in 0..<100 {
                        let probe = SourceProbe()
                        let recorder = GrammarRecorder<Int>()
                        let subscription = probe.source.delaySubscription(.nanoseconds(0), scheduler: scheduler).subscribe { recorder.on($0) }
                        // The early disposal, if any, happened before `subscribe` returned.
                        guard spin(until: { probe.ticker.hasObservers || probe.disposeCount > 0 }) else { return }
                        rounds.increment()
                        if probe.disposeCount > 0 {
                            lost.increment()
                        } else {
                            probe.ticker.onNext(7)
                            if recorder.received != [7] { violations.append("element not received: \(recorder.received)") }
                        }
                        subscription.dispose()
                        recorder.markDisposed()
                        if !spin(until: { probe.activeCount == 0 }) { violations.append("source still subscribed after dispose()") }
                        violations.append(contentsOf: recorder.violations)
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertEqual(lost.value, 0, "\(label): the source was disposed right after being subscribed (of \(rounds.value) subscriptions)")
                XCTAssertEqual(violations.all, [], label)
            }
        }
    }
}
