import Foundation
import Streams
import StreamsTest
import XCTest

private enum ObserveOnFailure: Error { case boom }

final class ObserveOnTests: LeakCheckingTestCase {
    func testObserveOnTestSchedulerDeliversEachEventOneProcessingTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testObserveOnTestSchedulerSpreadsEventsOfOneTickOverSuccessiveTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("----------(123|)", values: digitMarbles)
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertMarbles(res, "-----------123|", values: digitMarbles)
    }

    func testObserveOnPassesAnUpstreamErrorAfterTheQueuedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("----------(1#)", values: digitMarbles, error: ObserveOnFailure.boom)
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertMarbles(res, "-----------1#", values: digitMarbles, error: ObserveOnFailure.boom)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
    }

    func testObserveOnDisposedMidStreamDropsWhatIsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(300, 3), .next(300, 4)])
        let res = scheduler.start(disposed: 302) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(301, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 302)])
    }

    func testObserveOnResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let moved = xs.observe(on: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = moved.subscribe(first) }
        scheduler.scheduleAt(300) { _ = moved.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(211, 1), .completed(221)])
        XCTAssertEqual(second.events, [.next(311, 1), .completed(321)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    /// The doc comment's diagram: `--1--2--|` is delivered one tick later each.
    func testObserveOnDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--|", values: digitMarbles)
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertMarbles(res, "---1--2--|", values: digitMarbles)
    }

    func testObserveOnSerialDispatchQueueDeliversEveryElementInOrderOffTheCallingThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-serial")
        let done = expectation(description: "completed")
        let log = ObserveOnLog()
        let callingThread = Thread.current
        let count = 1_000
        let subscription = Observable.range(start: 0, count: count)
            .observe(on: scheduler)
            .subscribe(
                onNext: { element in
                    log.record(element, onCallingThread: Thread.current == callingThread)
                }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(log.elements, Array(0..<count))
        XCTAssertEqual(log.deliveriesOnCallingThread, 0)
    }

    func testObserveOnConcurrentSchedulerStillDeliversOneAtATimeInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = expectation(description: "completed")
        let log = ObserveOnLog()
        let callingThread = Thread.current
        let count = 500
        let subscription = Observable.range(start: 0, count: count)
            .observe(on: scheduler)
            .subscribe(
                onNext: { element in
                    log.record(element, onCallingThread: Thread.current == callingThread)
                }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(log.elements, Array(0..<count))
        XCTAssertEqual(log.maximumOverlap, 1)
        XCTAssertEqual(log.deliveriesOnCallingThread, 0)
    }

    func testObserveOnSerializesEventsSentFromSeveralThreads() {
        for threads in [1, 2, 4, 8] {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-threads")
            let subject = PublishSubject<Int>()
            let log = ObserveOnLog()
            let done = expectation(description: "completed with \(threads) threads")
            let subscription = subject.observe(on: scheduler).subscribe(
                onNext: { log.record($0, onCallingThread: false) }, onCompleted: { done.fulfill() })
            let perThread = 200
            let group = DispatchGroup()
            for thread in 0..<threads {
                group.enter()
                Thread {
                    for index in 0..<perThread { subject.onNext(thread * perThread + index) }
                    group.leave()
                }.start()
            }
            group.wait()
            subject.onCompleted()
            wait(for: [done], timeout: 5)
            subscription.dispose()
            XCTAssertEqual(log.elements.sorted(), Array(0..<(threads * perThread)), "\(threads) threads")
            XCTAssertEqual(log.maximumOverlap, 1, "\(threads) threads")
        }
    }

    /// One block per event, as in RxSwift: work scheduled on the same queue between two events
    /// runs between their deliveries (batching the events would run it after both).
    func testObserveOnSerialDispatchQueueInterleavesEventsWithOtherWorkInArrivalOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-interleaving")
        let subject = PublishSubject<String>()
        let log = Locked<[String]>([])
        let done = expectation(description: "completed")
        let subscription = subject.observe(on: scheduler)
            .subscribe(onNext: { value in log.withLock { $0.append(value) } }, onCompleted: { done.fulfill() })
        // Hold the queue so that everything below is queued before anything runs.
        let release = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            release.wait()
            return Disposables.create()
        }
        for round in 0..<50 {
            subject.onNext("event \(round)")
            _ = scheduler.schedule(()) { _ in
                log.withLock { $0.append("work \(round)") }
                return Disposables.create()
            }
        }
        subject.onCompleted()
        release.signal()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(log.withLock { $0 }, (0..<50).flatMap { ["event \($0)", "work \($0)"] })
    }

    /// Disposing while events wait on the queue drops them; the sink, and what the observer
    /// holds, are released once the queued blocks have run.
    func testObserveOnSerialDispatchQueueDisposedWithEventsQueuedDropsThemAndReleasesTheObserver() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-dispose")
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        weak var weakToken: NSObject?
        let release = DispatchSemaphore(value: 0)
        let drained = DispatchSemaphore(value: 0)
        do {
            let token = NSObject()
            weakToken = token
            let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
                withExtendedLifetime(token) { received.withLock { $0.append(value) } }
            })
            _ = scheduler.schedule(()) { _ in
                release.wait()
                return Disposables.create()
            }
            for value in 0..<3 { subject.onNext(value) }
            subscription.dispose()
        }
        XCTAssertNotNil(weakToken, "the queued blocks keep the sink until they have run")
        release.signal()
        _ = scheduler.schedule(()) { _ in
            drained.signal()
            return Disposables.create()
        }
        XCTAssertEqual(drained.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(received.withLock { $0 }, [])
        XCTAssertNil(weakToken)
        XCTAssertFalse(subject.hasObservers)
    }
}

/// What an observer received, from whichever thread, and how many deliveries overlapped.
private final class ObserveOnLog: @unchecked Sendable {
    // @unchecked Sendable: every field is only touched under `lock`.
    private let lock = NSLock()
    private var received: [Int] = []
    private var onCaller = 0
    private var inside = 0
    private var overlap = 0

    func record(_ element: Int, onCallingThread: Bool) {
        lock.lock()
        inside += 1
        overlap = max(overlap, inside)
        received.append(element)
        if onCallingThread { onCaller += 1 }
        lock.unlock()
        Thread.sleep(forTimeInterval: 0)
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    var elements: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
    var deliveriesOnCallingThread: Int {
        lock.lock()
        defer { lock.unlock() }
        return onCaller
    }
    var maximumOverlap: Int {
        lock.lock()
        defer { lock.unlock() }
        return overlap
    }
}
