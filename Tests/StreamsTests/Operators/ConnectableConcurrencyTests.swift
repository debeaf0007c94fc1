import Foundation
import Streams
import StreamsTest
import XCTest

/// Connectable observables (`publish()`, `replay(_:)`, `replayAll()`, `multicast`) connected,
/// disconnected and subscribed from several threads at once (2, 4 and 8 threads). A connection
/// subscribes the source exactly once; every `connect()` while connected returns that
/// connection; disposing it (from any number of threads) disposes the source subscription once.
final class ConnectableConcurrencyTests: LeakCheckingTestCase {

    private var variants: [(name: String, make: (Observable<Int>) -> ConnectableObservable<Int>)] {
        [
            ("publish()", { $0.publish() }),
            ("replay(1)", { $0.replay(1) }),
            ("replayAll()", { $0.replayAll() }),
            ("multicast(makeSubject:)", { $0.multicast(makeSubject: { PublishSubject<Int>() }) }),
            ("multicast(subject)", { $0.multicast(ReplaySubject<Int>.create(bufferSize: 2)) }),
            // A factory that gives up its time slice widens the window between a connect()
            // finding no connection and installing its own.
            (
                "multicast(makeSubject:) yielding",
                {
                    $0.multicast(makeSubject: {
                        sched_yield()
                        return PublishSubject<Int>()
                    })
                }
            ),
        ]
    }

    /// Rounds of: every thread calls `connect()` at once, then every thread disposes what it
    /// got at once. Catches two connections made by racing `connect()` calls (the source
    /// subscribed twice, callers holding different connections), and a connection whose
    /// disposal from several threads disposes the source subscription twice or not at all.
    func testConnectFromSeveralThreadsMakesOneConnectionPerRound() {
        for threads in stressThreadCounts {
            for variant in variants {
                let probe = SourceProbe()
                let connectable = StressShared(variant.make(probe.source))
                let label = "\(variant.name), \(threads) threads"
                for round in 1...60 {
                    let connections = SharedLog<StressShared<Disposable>>()
                    stressOnThreads(threads) { _ in connections.append(StressShared(connectable.value.connect())) }
                    let distinct = Set(connections.all.map { ObjectIdentifier($0.value as AnyObject) })
                    XCTAssertEqual(
                        distinct.count, 1, "\(label), round \(round): connect() returned different connections")
                    XCTAssertEqual(probe.subscribeCount, round, "\(label), round \(round): source subscriptions")
                    XCTAssertEqual(probe.activeCount, 1, label)
                    let all = connections.all
                    stressOnThreads(threads) { thread in all[thread].value.dispose() }
                    XCTAssertEqual(probe.disposeCount, round, "\(label), round \(round): source disposals")
                    XCTAssertEqual(probe.activeCount, 0, label)
                    if distinct.count != 1 || probe.subscribeCount != round { break }
                }
            }
        }
    }

    /// Threads keep connecting and disconnecting while others subscribe and unsubscribe and a
    /// pinger keeps the source busy. Each connection object must stand for exactly one source
    /// subscription, and all of them must be disposed at the end. Catches a source subscribed
    /// by a `connect()` that lost the race (or twice for one connection), a source subscription
    /// that outlives the disposal of its connection, and subscribers seeing overlapping events
    /// or events after their stop event. (A connection installed over a live one is caught by
    /// `testConnectFromSeveralThreadsMakesOneConnectionPerRound`, not here.)
    func testConnectAndDisconnectChurnWhileSubscribersComeAndGo() {
        for threads in stressThreadCounts {
            // Not replayAll(): each subscriber would replay everything the pinger ever sent.
            for variant in variants where variant.name != "replayAll()" {
                let probe = SourceProbe()
                let connectable = StressShared(variant.make(probe.source))
                let connections = SharedLog<StressShared<Disposable>>()
                let recorders = SharedLog<GrammarRecorder<Int>>()
                let pinging = StressFlag()
                let pinger = Thread {
                    var value = 0
                    while !pinging.isSet {
                        probe.ticker.onNext(value)
                        value += 1
                        if value % 8 == 0 { sched_yield() }
                    }
                }
                pinger.start()
                stressOnThreads(threads) { thread in
                    for index in 0..<400 {
                        if thread % 2 == 0 {
                            let connection = connectable.value.connect()
                            connections.append(StressShared(connection))
                            if index % 3 != 2 { connection.dispose() }
                        } else {
                            let recorder = GrammarRecorder<Int>()
                            recorders.append(recorder)
                            let subscription = connectable.value.subscribe { recorder.on($0) }
                            if index % 4 == 0 { sched_yield() }
                            subscription.dispose()
                            recorder.markDisposed()
                        }
                    }
                }
                connections.all.forEach { $0.value.dispose() }
                pinging.set()
                let label = "\(variant.name), \(threads) threads"
                let distinct = Set(connections.all.map { ObjectIdentifier($0.value as AnyObject) })
                XCTAssertEqual(probe.subscribeCount, distinct.count, "\(label): source subscriptions vs connections")
                XCTAssertTrue(
                    spin { probe.activeCount == 0 }, "\(label): \(probe.activeCount) source subscription(s) left alive")
                XCTAssertEqual(probe.disposeCount, probe.subscribeCount, label)
                let broken = recorders.all.flatMap(\.violations)
                XCTAssertEqual(broken, [], label)
            }
        }
    }

    /// A source that completes while it is being subscribed: each connection ends inside its
    /// own `connect()`, racing other threads' `connect()` calls. Catches a connection that is
    /// forgotten before its subscription was assigned and then never disposes it (the
    /// dispose-before-assign path), and one connection subscribing the source twice.
    func testConnectRacingASourceThatCompletesAtOnce() {
        for threads in stressThreadCounts {
            for variant in variants {
                let probe = SourceProbe(first: 1, completesAtOnce: true)
                let connectable = StressShared(variant.make(probe.source))
                let connections = SharedLog<StressShared<Disposable>>()
                stressOnThreads(threads) { _ in
                    for _ in 0..<100 { connections.append(StressShared(connectable.value.connect())) }
                }
                let label = "\(variant.name), \(threads) threads"
                let distinct = Set(connections.all.map { ObjectIdentifier($0.value as AnyObject) })
                XCTAssertEqual(probe.subscribeCount, distinct.count, "\(label): source subscriptions vs connections")
                XCTAssertEqual(probe.activeCount, 0, "\(label): a completed connection kept its source subscription")
                XCTAssertEqual(probe.disposeCount, probe.subscribeCount, label)
            }
        }
    }

    /// One thread connects a source that sends 0..<200 and completes, synchronously, while the
    /// others subscribe. A subscriber that arrived in time gets a gap-free, duplicate-free run
    /// ending with the last element and the completion (all of it with `replayAll()`, at least
    /// the last one with `replay(1)`); one that arrived after the end waits on the next
    /// connection's subject and gets nothing. Catches a subscriber added while the subject
    /// replays and emits at once that misses or repeats an element or gets them out of order.
    func testSubscribersRacingAConnectionThatEmits() {
        let count = 200
        let checked: [(name: String, minimum: Int, make: (Observable<Int>) -> ConnectableObservable<Int>)] = [
            ("publish()", 0, { $0.publish() }),
            ("replay(1)", 1, { $0.replay(1) }),
            ("replayAll()", count, { $0.replayAll() }),
        ]
        for threads in stressThreadCounts {
            for variant in checked {
                for _ in 0..<5 {
                    let source = Observable<Int>.create { observer in
                        for value in 0..<count {
                            observer.onNext(value)
                            if value % 16 == 0 { sched_yield() }
                        }
                        observer.onCompleted()
                        return Disposables.create()
                    }
                    let connectable = StressShared(variant.make(source))
                    let recorders = SharedLog<GrammarRecorder<Int>>()
                    let subscriptions = SharedLog<StressShared<Disposable>>()
                    stressOnThreads(threads) { thread in
                        if thread == 0 {
                            connectable.value.connect().dispose()
                        } else {
                            for _ in 0..<20 {
                                let recorder = GrammarRecorder<Int>()
                                recorders.append(recorder)
                                subscriptions.append(StressShared(connectable.value.subscribe { recorder.on($0) }))
                            }
                        }
                    }
                    let label = "\(variant.name), \(threads) threads"
                    for recorder in recorders.all {
                        XCTAssertEqual(recorder.violations, [], label)
                        let received = recorder.received
                        if recorder.stopCount == 0 {
                            XCTAssertEqual(received, [], "\(label): elements but no completion")
                            continue
                        }
                        XCTAssertGreaterThanOrEqual(received.count, variant.minimum, "\(label): \(received)")
                        if let first = received.first {
                            XCTAssertEqual(received, Array(first..<count), "\(label): not a gap-free run to the end")
                        }
                    }
                    subscriptions.all.forEach { $0.value.dispose() }
                }
            }
        }
    }
}
