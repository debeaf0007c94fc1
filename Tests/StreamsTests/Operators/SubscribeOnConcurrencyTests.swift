import Dispatch
import Foundation
import Streams
import StreamsTest
import XCTest

/// `subscribe(on:)` on dispatch queue schedulers, disposed from several threads (2, 4 and 8)
/// while the subscription is still scheduled, running, or done: the source is subscribed and
/// disposed on the scheduler, and it always ends up disposed.
final class SubscribeOnConcurrencyTests: LeakCheckingTestCase {
    private let threadCounts = [2, 4, 8]
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
        for threads in threadCounts {
            for (name, scheduler) in schedulers() {
                let probe = SubscribeOnProbe(key: Self.queueKey)
                let shared = StressShared(probe.source.subscribe(on: scheduler))
                let recorders = StressLog<GrammarRecorder<Int>>()
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
                XCTAssertTrue(spin { probe.activeCount == 0 }, "\(label): \(probe.activeCount) source subscription(s) never disposed")
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
        for threads in threadCounts {
            for (name, scheduler) in schedulers() {
                let probe = SubscribeOnProbe(key: Self.queueKey)
                let shared = StressShared(probe.source.subscribe(on: scheduler))
                let handedOver = StressLog<StressShared<Disposable>>()
                let total = threads / 2 * 200
                stressOnThreads(threads) { thread in
                    if thread % 2 == 0 {
                        for _ in 0..<200 { handedOver.append(StressShared(shared.value.subscribe())) }
                    } else {
                        var next = thread / 2
                        while next < total {
                            // Take every (threads / 2)-th subscription, as soon as it exists.
                            guard spin(until: { handedOver.count > next }), let subscription = handedOver.at(next) else { return }
                            subscription.value.dispose()
                            next += threads / 2
                        }
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertTrue(spin { probe.activeCount == 0 }, "\(label): \(probe.activeCount) source subscription(s) never disposed")
                XCTAssertEqual(probe.disposeCount, probe.subscribeCount, label)
                XCTAssertEqual(probe.offSchedulerCount, 0, label)
            }
        }
    }
}

/// A source that sends 1 when subscribed, then forwards `ticker`; it counts its subscriptions
/// and disposals, and those not made on the queue tagged with `key`.
private final class SubscribeOnProbe: @unchecked Sendable {
    // @unchecked Sendable: the counters are only touched under `lock`; `ticker` is a subject.
    private let lock = NSLock()
    private var active = 0
    private var subscribes = 0
    private var disposes = 0
    private var offScheduler = 0
    private let key: DispatchSpecificKey<String>
    let ticker = PublishSubject<Int>()

    init(key: DispatchSpecificKey<String>) {
        self.key = key
    }

    private func count(_ change: (SubscribeOnProbe) -> Void) {
        let onScheduler = DispatchQueue.getSpecific(key: key) != nil
        lock.lock()
        change(self)
        if !onScheduler { offScheduler += 1 }
        lock.unlock()
    }

    var source: Observable<Int> {
        Observable.create { [self] observer in
            count { $0.active += 1; $0.subscribes += 1 }
            observer.onNext(1)
            let forwarding = ticker.subscribe(observer)
            return Disposables.create { [self] in
                forwarding.dispose()
                count { $0.active -= 1; $0.disposes += 1 }
            }
        }
    }

    private func read(_ value: () -> Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return value()
    }

    var activeCount: Int { read { active } }
    var subscribeCount: Int { read { subscribes } }
    var disposeCount: Int { read { disposes } }
    var offSchedulerCount: Int { read { offScheduler } }
}
