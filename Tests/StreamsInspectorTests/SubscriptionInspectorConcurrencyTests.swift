import Foundation
import StreamsInspector
import StreamsTest
import XCTest

@testable import Streams

/// The registry under subscriptions made, disposed and inspected from several threads at once,
/// and its memory once they end.
final class SubscriptionInspectorConcurrencyTests: LeakCheckingTestCase {
    /// Threads subscribe and dispose chains with shared sources and inner subscriptions while
    /// another takes snapshots: nothing is lost or left behind, and every snapshot is whole.
    func testSubscriptionsMadeAndEndedOnSeveralThreadsLeaveNothingBehind() {
        let before = SubscriptionRegistry.footprint
        for threads in stressThreadCounts {
            let subject = PublishSubject<Int>()
            nonisolated(unsafe) let shared = subject.map { $0 + 1 }.share(replay: 1)
            let inner = PublishSubject<Int>()
            let stop = StressCounter()
            let snapshots = StressCounter()
            let broken = StressCounter()
            let reader = Thread {
                while stop.value == 0 {
                    let snapshot = SubscriptionInspector.snapshot()
                    // Every chain drawn from a snapshot ends at its subscriber — or, caught while it
                    // is torn down, where its freed downstream was.
                    if !snapshot.chains.allSatisfy({
                        $0.text.hasSuffix("subscribe") || $0.text.hasSuffix("(downstream ended)")
                    }) {
                        broken.increment()
                    }
                    _ = snapshot.report
                    snapshots.increment()
                }
            }
            reader.start()
            stressOnThreads(threads) { thread in
                for round in 0..<200 {
                    let bag = DisposeBag()
                    shared.subscribe().disposed(by: bag)
                    shared.flatMapLatest { _ in inner.take(1) }.subscribe().disposed(by: bag)
                    subject.onNext(round)
                    inner.onNext(thread)
                    _ = bag
                }
            }
            stop.increment()
            _ = spin { !reader.isExecuting }
            XCTAssertGreaterThan(snapshots.value, 0, "\(threads) threads")
            XCTAssertEqual(
                broken.value, 0,
                "\(threads) threads: a snapshot drew a chain that ends neither at its subscriber nor at its ended downstream"
            )
            XCTAssertEqual(
                SubscriptionInspector.snapshot().chains.filter { $0.text.contains("flatMapLatest") }.map(\.text), [],
                "\(threads) threads")
        }
        let after = SubscriptionRegistry.footprint
        XCTAssertEqual(after.records, before.records, "every record was removed")
        if before.records == 0 {
            XCTAssertLessThanOrEqual(
                after.capacity, SubscriptionRegistry.idleCapacity, "the tables gave back what they grew by")
        }
    }

    /// Ten thousand live subscriptions, then none: the registry is back to what it held before.
    func testTheRegistrysMemoryReturnsToItsBaselineWhenSubscriptionsEnd() {
        let before = SubscriptionRegistry.footprint
        let subject = PublishSubject<Int>()
        var subscriptions = (0..<10_000).map { _ in subject.map { $0 }.filter { $0 > 0 }.subscribe() }
        XCTAssertEqual(SubscriptionRegistry.footprint.records, before.records + 30_000)
        XCTAssertGreaterThanOrEqual(SubscriptionRegistry.footprint.capacity, 30_000)
        subscriptions.forEach { $0.dispose() }
        subscriptions = []
        let after = SubscriptionRegistry.footprint
        XCTAssertEqual(after.records, before.records)
        if before.records == 0 {
            XCTAssertLessThanOrEqual(
                after.capacity, SubscriptionRegistry.idleCapacity, "the tables gave back what they grew by")
        }
    }
}

/// The registry while recording is switched on and off: these tests do not record through
/// `LeakCheckingTestCase`, so that recording really stops.
final class SubscriptionInspectorSwitchingTests: LeakCheckingTestCase {
    override var namesLeakedSubscriptions: Bool { false }

    /// Recording is switched on and off by one thread while others subscribe and dispose: a
    /// subscription made while it records is removed when it ends, whoever frees it and whether
    /// or not recording is still on; nothing is left once every subscription has ended.
    func testSwitchingRecordingOnAndOffWhileOtherThreadsSubscribeLeavesNoRecordBehind() {
        let before = SubscriptionRegistry.footprint
        for threads in stressThreadCounts {
            let inner = PublishSubject<Int>()
            let stop = StressCounter()
            let recorded = StressCounter()
            let switcher = Thread {
                while stop.value == 0 {
                    SubscriptionInspector.start()
                    usleep(20)
                    if SubscriptionRegistry.footprint.records > before.records { recorded.increment() }
                    SubscriptionInspector.stop()
                    usleep(20)
                }
            }
            switcher.start()
            stressOnThreads(threads) { thread in
                // 200 rounds at least, and on until the switcher has seen records while it
                // recorded (a release build can finish 200 rounds before it first starts).
                var round = 0
                while round < 200 || (recorded.value < 3 && round < 200_000) {
                    defer { round += 1 }
                    let source = PublishSubject<Int>()
                    let subscription = SingleAssignmentDisposable()
                    subscription.setDisposable(source.map { $0 + thread }.flatMap { _ in inner.take(1) }.subscribe())
                    source.onNext(round)
                    // Half of the subscriptions end on another thread.
                    if round % 2 == 0 {
                        subscription.dispose()
                    } else {
                        DispatchQueue.global().async { subscription.dispose() }
                    }
                }
            }
            inner.onCompleted()
            stop.increment()
            XCTAssertTrue(spin { !switcher.isExecuting }, "\(threads) threads")
            XCTAssertGreaterThan(recorded.value, 0, "\(threads) threads: subscriptions were recorded meanwhile")
            XCTAssertTrue(
                spin { SubscriptionRegistry.footprint.records == before.records },
                "\(threads) threads: \(SubscriptionRegistry.footprint.records - before.records) records left")
        }
    }
}
