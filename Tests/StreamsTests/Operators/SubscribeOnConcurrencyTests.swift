import Dispatch
import Foundation
import Streams
import StreamsTest
import XCTest

/// `subscribe(on:)` on dispatch queue schedulers, disposed from several threads (2, 4 and 8)
/// while the subscription is still scheduled, running, or done: the source is subscribed and
/// disposed on the scheduler, and it always ends up disposed.
final class SubscribeOnConcurrencyTests: LeakCheckingTestCase {
    private static let queueKey = DispatchSpecificKey<String>()

    /// The two dispatch schedulers, each on a queue tagged so the source can tell it runs there.
    private func schedulers() -> [(name: String, scheduler: ImmediateSchedulerType)] {
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "stress.subscribe-on.serial") { queue in
            queue.setSpecific(key: Self.queueKey, value: "scheduler")
        }
        let concurrentQueue = DispatchQueue(label: "stress.subscribe-on.concurrent", attributes: .concurrent)
        concurrentQueue.setSpecific(key: Self.queueKey, value: "scheduler")
        return [
            ("serial", serial),
            ("concurrent", ConcurrentDispatchQueueScheduler(queue: concurrentQueue)),
        ]
    }

    /// Each thread subscribes and disposes again and again — at once, after yielding, or once
    /// the first element arrived — while a pinger keeps the source busy. Catches: a source
    /// subscription left alive when disposal races the scheduled subscription (a subscription
    /// made after `dispose()` that nobody disposes), a source subscribed or disposed off the
    /// scheduler, subscribing twice, and events delivered after disposal completed.
    func testDisposalRacingTheScheduledSubscription() {
        for threads in stressThreadCounts {
            for (name, scheduler) in schedulers() {
                let probe = SourceProbe(first: 1, schedulerKey: Self.queueKey)
                let shared = StressShared(probe.source.subscribe(on: scheduler))
                let recorders = SharedLog<GrammarRecorder<Int>>()
                let pinging = StressFlag()
                let pinger = Thread {
                    while !pinging.isSet {
                        probe.ticker.onNext(2)
                        sched_yield()
                    }
                }
                pinger.start()
                let unreached = StressCounter()
                stressOnThreads(threads) { thread in
                    for index in 0..<100 {
                        let recorder = GrammarRecorder<Int>()
                        recorders.append(recorder)
                        let subscription = shared.value.subscribe { recorder.on($0) }
                        switch (index + thread) % 3 {
                        case 0: break
                        case 1: sched_yield()
                        default: if !spin(until: { !recorder.received.isEmpty }) { unreached.increment() }
                        }
                        subscription.dispose()
                        recorder.markDisposed()
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertTrue(
                    spin { probe.activeCount == 0 },
                    "\(label): \(probe.activeCount) source subscription(s) never disposed")
                pinging.set()
                XCTAssertEqual(unreached.value, 0, "\(label): a subscription never reached the source")
                XCTAssertEqual(probe.disposeCount, probe.subscribeCount, label)
                XCTAssertLessThanOrEqual(probe.subscribeCount, threads * 100, label)
                XCTAssertEqual(probe.offSchedulerCount, 0, "\(label): source subscribed or disposed off the scheduler")
                XCTAssertEqual(recorders.all.flatMap(\.violations), [], label)
                XCTAssertTrue(spin { !probe.ticker.hasObservers }, label)
            }
        }
    }

    /// Subscriptions made on some threads are disposed on others, so disposal runs while the
    /// subscribing thread may still be inside `subscribe`. Catches the same leaks as above when
    /// the subscription's parts are assigned and disposed on different threads.
    func testSubscriptionsDisposedOnOtherThreads() {
        for threads in stressThreadCounts {
            for (name, scheduler) in schedulers() {
                let probe = SourceProbe(first: 1, schedulerKey: Self.queueKey)
                let shared = StressShared(probe.source.subscribe(on: scheduler))
                let handedOver = SharedLog<StressShared<Disposable>>()
                let total = threads / 2 * 200
                stressOnThreads(threads) { thread in
                    if thread % 2 == 0 {
                        for _ in 0..<200 { handedOver.append(StressShared(shared.value.subscribe())) }
                    } else {
                        var next = thread / 2
                        while next < total {
                            // Take every (threads / 2)-th subscription, as soon as it exists.
                            guard spin(until: { handedOver.count > next }), let subscription = handedOver.at(next)
                            else { return }
                            subscription.value.dispose()
                            next += threads / 2
                        }
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertTrue(
                    spin { probe.activeCount == 0 },
                    "\(label): \(probe.activeCount) source subscription(s) never disposed")
                XCTAssertEqual(probe.disposeCount, probe.subscribeCount, label)
                XCTAssertEqual(probe.offSchedulerCount, 0, label)
            }
        }
    }
}
