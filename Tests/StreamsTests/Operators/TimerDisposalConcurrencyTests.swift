import Dispatch
import Foundation
import Streams
import StreamsTest
import XCTest

/// The time-based operators on real dispatch schedulers (serial and concurrent), subscribed and
/// disposed over and over from 2, 4 and 8 threads while one thread feeds their source and their
/// timers fire on the queue's threads. After `dispose()` returns at most one event may still
/// arrive, nothing may follow a stop event, no two deliveries may overlap, the source must be
/// let go of (as many disposals as subscriptions) and `LeakCheckingTestCase`'s resource count
/// must return to its baseline (pending timers released).
final class TimerDisposalConcurrencyTests: LeakCheckingTestCase {

    /// Thread 0 feeds the probe's source (bursts of elements 30 µs apart, then a 1 ms pause, so
    /// that timers of a few hundred microseconds both lose and win); each other thread, `rounds`
    /// times, subscribes `apply(source, scheduler)`, lets it run until its first event (or 2 ms),
    /// and disposes it while the timers may be firing.
    private func raceDisposalWithTimers(
        rounds: Int = 40, file: StaticString = #filePath, line: UInt = #line,
        _ apply: @escaping @Sendable (Observable<Int>, SchedulerType) -> Observable<Int>
    ) {
        for (name, scheduler) in stressDispatchSchedulers(label: "stress.timers.serial") {
            for threads in stressThreadCounts {
                let probe = SourceProbe()
                let recorders = SharedLog<GrammarRecorder<Int>>()
                let finished = StressCounter()
                let shared = StressShared(scheduler)
                stressOnThreads(threads, file: file, line: line) { thread in
                    if thread == 0 {
                        var value = 0
                        while finished.value < threads - 1 {
                            probe.ticker.onNext(value)
                            value += 1
                            usleep(value % 16 == 0 ? 1_000 : 30)
                        }
                        return
                    }
                    for _ in 0..<rounds {
                        let recorder = GrammarRecorder<Int>()
                        recorders.append(recorder)
                        let subscription = apply(probe.source, shared.value).subscribe { recorder.on($0) }
                        let until = Date().addingTimeInterval(0.002)
                        while recorder.received.isEmpty, recorder.stopCount == 0, Date() < until { sched_yield() }
                        subscription.dispose()
                        recorder.markDisposed()
                    }
                    finished.increment()
                }
                // A timer that survived disposal would deliver within this pause.
                usleep(5_000)
                let label = "\(name), \(threads) threads"
                XCTAssertEqual(recorders.all.flatMap(\.violations), [], label, file: file, line: line)
                let delivered = recorders.all.reduce(0) { $0 + $1.received.count + $1.stopCount }
                XCTAssertGreaterThan(
                    delivered, 0, "\(label): nothing was delivered, so nothing raced", file: file, line: line)
                XCTAssertTrue(
                    spin { probe.activeCount == 0 }, "\(label): the source is still subscribed", file: file, line: line)
                XCTAssertEqual(
                    probe.subscribeCount, probe.disposeCount, "\(label): subscriptions and disposals of the source",
                    file: file, line: line)
                XCTAssertFalse(
                    probe.ticker.hasObservers, "\(label): the source's subject still has observers", file: file,
                    line: line)
            }
        }
    }

    func testDelayDisposedWhileItsDrainIsScheduled() {
        raceDisposalWithTimers { source, scheduler in source.delay(.microseconds(300), scheduler: scheduler) }
    }

    func testDebounceDisposedWhileItsTimerFires() {
        raceDisposalWithTimers { source, scheduler in source.debounce(.microseconds(300), scheduler: scheduler) }
    }

    func testThrottleLatestDisposedWhileTheWindowEnds() {
        raceDisposalWithTimers { source, scheduler in
            source.throttle(.microseconds(300), latest: true, scheduler: scheduler)
        }
    }

    func testThrottleNotLatestDisposedWhileTheWindowEnds() {
        raceDisposalWithTimers { source, scheduler in
            source.throttle(.microseconds(300), latest: false, scheduler: scheduler)
        }
    }

    func testTimeoutDisposedWhileItsTimerSwitchesToTheOther() {
        raceDisposalWithTimers { source, scheduler in
            source.timeout(
                .microseconds(300),
                other: Observable<Int>.interval(.microseconds(200), scheduler: scheduler).map { -1 - $0 },
                scheduler: scheduler)
        }
    }

    func testTimeoutErrorDisposedWhileItsTimerFires() {
        raceDisposalWithTimers { source, scheduler in source.timeout(.microseconds(300), scheduler: scheduler) }
    }

    func testSampleByIntervalDisposedWhileTheSamplerTicks() {
        raceDisposalWithTimers { source, scheduler in
            source.sample(Observable<Int>.interval(.microseconds(200), scheduler: scheduler))
        }
    }

    func testIntervalDisposedWhileItTicks() {
        raceDisposalWithTimers { _, scheduler in Observable<Int>.interval(.microseconds(100), scheduler: scheduler) }
    }

    func testOneShotTimerDisposedWhileItFires() {
        raceDisposalWithTimers { _, scheduler in Observable<Int>.timer(.microseconds(100), scheduler: scheduler) }
    }

    func testDelaySubscriptionDisposedWhileItSubscribes() {
        raceDisposalWithTimers { source, scheduler in source.delaySubscription(.microseconds(200), scheduler: scheduler)
        }
    }

    func testTakeForDurationDisposedWhileTheDurationEnds() {
        raceDisposalWithTimers { source, scheduler in source.take(for: .microseconds(500), scheduler: scheduler) }
    }

    func testSkipForDurationDisposedWhileTheDurationEnds() {
        raceDisposalWithTimers { source, scheduler in source.skip(for: .microseconds(300), scheduler: scheduler) }
    }

    func testObserveOnDisposedWhileDelivering() {
        raceDisposalWithTimers { source, scheduler in source.observe(on: scheduler) }
    }
}
