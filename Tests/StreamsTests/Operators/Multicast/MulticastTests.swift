import Foundation
import Streams
import StreamsTest
import XCTest

private enum MulticastFailure: Error { case boom }

final class MulticastTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler, stop: Recorded<Event<Int>>? = nil) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11),
            .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24), .next(600, 25),
            .next(610, 26), .next(620, 27), .next(630, 28), .error(800, MulticastFailure.boom),
        ]
        if let stop {
            events.insert(stop, at: events.firstIndex { $0.time > stop.time } ?? events.endIndex)
        }
        return scheduler.createHotObservable(events)
    }

    func testConnectAndItsDisposalControlTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!
        var secondConnection: Disposable!
        var lastConnection: Disposable!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }
        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }
        scheduler.scheduleAt(405) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(420) { connection = ys.connect() }
        // Connecting while connected returns the same connection: disposing either ends it.
        scheduler.scheduleAt(440) { secondConnection = ys.connect() }
        scheduler.scheduleAt(530) { secondConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }
        scheduler.scheduleAt(621) { lastConnection.dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()
        // The subscriber at 405 got the subject made after the first connection ended, so it
        // sees the second connection only.
        XCTAssertEqual(res.events, [.next(430, 2), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testMakeSubjectGivesANewSubjectAfterTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, stop: .completed(435))
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!
        var secondConnection: Disposable!
        var lastConnection: Disposable!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(300) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }
        scheduler.scheduleAt(405) {
            subscription = ys.do(onCompleted: {
                subscription = ys.subscribe(res)
                _ = ys.connect()
            }).subscribe(res)
        }
        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(440) { secondConnection = ys.connect() }
        scheduler.scheduleAt(530) { secondConnection.dispose() }
        scheduler.scheduleAt(575) { lastConnection = ys.connect() }
        scheduler.scheduleAt(590) { connection.dispose() }
        scheduler.scheduleAt(621) { lastConnection.dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testMulticastWithOneSubjectReplaysItsStopEventToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, stop: .completed(435))
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let ys = xs.multicast(subject)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable!
        scheduler.scheduleAt(405) { _ = ys.subscribe(early) }
        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(500) { _ = ys.subscribe(late) }
        scheduler.scheduleAt(600) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(430, 2), .completed(435)])
        XCTAssertEqual(late.events, [.next(500, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(420, 435)])
    }

    func testMulticastWithOneSubjectDiagram() {
        // The diagram of `multicast(_:)`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--|", values: digitMarbles)
        let ys = xs.multicast(ReplaySubject<Int>.create(bufferSize: 1))
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            ys.subscribe(early).disposed(by: bag)
            ys.connect().disposed(by: bag)
        }
        scheduler.scheduleAt(213) { ys.subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertMarbles(early, "--1--2--3--|", values: digitMarbles)
        XCTAssertMarbles(late, "-------------(3|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----------!"])
    }

    func testMulticastPassesAnUpstreamErrorToSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, stop: .error(435, MulticastFailure.boom))
        let ys = xs.publish()
        let res = scheduler.createObserver(Int.self)
        var connection: Disposable!
        scheduler.scheduleAt(405) { _ = ys.subscribe(res) }
        scheduler.scheduleAt(420) { connection = ys.connect() }
        scheduler.scheduleAt(600) { connection.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(430, 2), .error(435, MulticastFailure.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(420, 435)])
    }

    func testPublishSendsOnlyElementsAfterSubscriptionWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--1-2-3-4-|", values: digitMarbles)
        let ys = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable!
        scheduler.scheduleAt(205) { firstSubscription = ys.subscribe(first) }
        scheduler.scheduleAt(215) { _ = ys.connect() }
        scheduler.scheduleAt(225) { _ = ys.subscribe(second) }
        scheduler.scheduleAt(235) { firstSubscription.dispose() }
        scheduler.start()
        XCTAssertMarbles(first, "----2-3", values: digitMarbles)
        XCTAssertMarbles(second, "------3-4-|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["---^------!"])
    }

    func testReplayReplaysTheLastElementsToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23), .next(70, 24),
            .next(80, 25), .error(130, MulticastFailure.boom),
        ])
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.replay(3) }
        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(450) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(520) { connection.dispose() }
        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection.dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(
            res.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayAllReplaysEveryElementAndTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .error(40, MulticastFailure.boom),
        ])
        let ys = xs.replayAll()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(400) { _ = ys.connect() }
        scheduler.scheduleAt(425) { _ = ys.subscribe(early) }
        scheduler.scheduleAt(500) { _ = ys.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(
            early.events, [.next(425, 5), .next(425, 9), .next(430, 11), .error(440, MulticastFailure.boom)])
        // The connection ended with the error, so the late subscriber gets a fresh subject,
        // which is silent until connected again.
        XCTAssertEqual(late.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(400, 440)])
    }

    func testConnectAfterTheSourceStoppedSubscribesItAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createColdObservable("-1|", values: digitMarbles)
        let ys = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = ys.subscribe(first)
            _ = ys.connect()
        }
        scheduler.scheduleAt(300) {
            _ = ys.subscribe(second)
            _ = ys.connect()
        }
        scheduler.start()
        XCTAssertMarbles(first, "-1|", values: digitMarbles)
        XCTAssertMarbles(second, "-----------1|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!", "----------^-!"])
    }

    func testConnectFromSeveralThreadsAtOnceSubscribesTheSourceOnce() {
        for threads in [1, 2, 4, 8] {
            let counter = ConnectCounter()
            let source = Observable<Int>.create { _ in
                counter.subscribed()
                return Disposables.create { counter.disposed() }
            }
            nonisolated(unsafe) let connectable = source.publish()
            let connections = ConnectionList()
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                Thread {
                    for _ in 0..<50 { connections.append(connectable.connect()) }
                    group.leave()
                }.start()
            }
            group.wait()
            XCTAssertEqual(counter.counts.subscribed, 1, "\(threads) threads")
            connections.first?.dispose()
            XCTAssertEqual(counter.counts.disposed, 1, "\(threads) threads")
            connections.disposeAll()
            XCTAssertEqual(counter.counts.disposed, 1, "\(threads) threads")
        }
    }

    /// The doc comment's diagram for `multicast(makeSubject:)`: the source (cold: each
    /// connection runs it again, here with other elements) completes at frame 8, which ends the
    /// connection and forgets its subject; a later subscriber gets the fresh subject of the next
    /// connection (frame 12).
    func testMulticastMakeSubjectDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let runs = [
            scheduler.createColdObservable("--1--2--|", values: digitMarbles),
            scheduler.createColdObservable("-3--4--|", values: digitMarbles),
        ]
        var connections = 0
        let source = Observable<Int>.deferred {
            defer { connections += 1 }
            return runs[connections].asObservable()
        }
        let ys = source.multicast(makeSubject: { PublishSubject<Int>() })
        let subscriber = scheduler.createObserver(Int.self)
        let later = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            ys.subscribe(subscriber).disposed(by: bag)
            ys.connect().disposed(by: bag)
        }
        scheduler.scheduleAt(210) { ys.subscribe(later).disposed(by: bag) }
        scheduler.scheduleAt(212) { ys.connect().disposed(by: bag) }
        scheduler.start()
        XCTAssertMarbles(subscriber, "--1--2--|", values: digitMarbles)
        XCTAssertMarbles(later, "-------------3--4--|", values: digitMarbles)
        XCTAssertEqual(connections, 2)
    }

    /// The doc comment's diagram for `publish()`.
    func testPublishDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let ys = xs.publish()
        let subscriber = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(203) {
            _ = ys.subscribe(subscriber)
            _ = ys.connect()
        }
        scheduler.scheduleAt(209) { _ = ys.subscribe(late) }
        scheduler.start()
        XCTAssertMarbles(subscriber, "-----2--3--4--|", values: digitMarbles)
        XCTAssertMarbles(late, "-----------4--|", values: digitMarbles)
    }

    func testReplayAndReplayAllDiagrams() {
        // The diagrams of `replay(_:)`'s and `replayAll()`'s doc comments.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3-----4--|", values: digitMarbles)
        let ys = scheduler.createHotObservable("--1--2--3-----|", values: digitMarbles)
        let replayed = xs.replay(2)
        let replayedAll = ys.replayAll()
        let late = scheduler.createObserver(Int.self)
        let lateToAll = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            replayed.connect().disposed(by: bag)
            replayedAll.connect().disposed(by: bag)
        }
        scheduler.scheduleAt(209) {
            replayed.subscribe(late).disposed(by: bag)
            replayedAll.subscribe(lateToAll).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertMarbles(late, "---------(23)-4--|", values: digitMarbles)
        XCTAssertMarbles(lateToAll, "---------(123)|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----------------!"])
    }
}

private final class ConnectCounter: @unchecked Sendable {
    // @unchecked Sendable: the counts are only touched under `lock`.
    private let lock = NSLock()
    private var subscribes = 0
    private var disposes = 0

    func subscribed() {
        lock.lock()
        subscribes += 1
        lock.unlock()
    }
    func disposed() {
        lock.lock()
        disposes += 1
        lock.unlock()
    }
    var counts: (subscribed: Int, disposed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (subscribes, disposes)
    }
}

private final class ConnectionList: @unchecked Sendable {
    // @unchecked Sendable: `items` is only touched under `lock`.
    private let lock = NSLock()
    private var items: [Disposable] = []

    func append(_ item: Disposable) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }
    var first: Disposable? {
        lock.lock()
        defer { lock.unlock() }
        return items.first
    }

    func disposeAll() {
        lock.lock()
        let taken = items
        items = []
        lock.unlock()
        taken.forEach { $0.dispose() }
    }
}
