import Foundation
import Streams
import StreamsTest
import XCTest

private enum ShareFailure: Error { case boom }

final class ShareTests: LeakCheckingTestCase {
    private let elements: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

    /// Subscribers at 200–350 and 300–400, then a third at 500–600.
    private func runThreeSubscribers(_ scope: SubjectLifetimeScope, replay: Int, stop: Recorded<Event<Int>>?) -> (
        xs: TestableObservable<Int>, results: [TestableObserver<Int>], resubscribed: [TestableObserver<Int>]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        var events = elements
        if let stop { events += [stop, .next(340, -1)] }
        events.append(.next(550, 7))
        let xs = scheduler.createHotObservable(events)
        let results = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        let resubscribed = (0..<2).map { _ in scheduler.createObserver(Int.self) }
        var ys: Observable<Int>!
        var subscriptions: [Int: Disposable] = [:]
        scheduler.scheduleAt(100) { ys = xs.share(replay: replay, scope: scope) }
        for (index, time) in [200, 300].enumerated() {
            scheduler.scheduleAt(time) {
                // Subscribe again from the stop handler, as a `retry` would.
                subscriptions[index] = ys.subscribe(
                    AnyObserver { event in
                        results[index].on(event)
                        if event.isStopEvent { subscriptions[index] = ys.subscribe(resubscribed[index]) }
                    })
            }
        }
        scheduler.scheduleAt(350) { subscriptions[0]?.dispose() }
        scheduler.scheduleAt(400) { subscriptions[1]?.dispose() }
        scheduler.scheduleAt(500) { subscriptions[2] = ys.subscribe(results[2]) }
        scheduler.scheduleAt(600) { subscriptions[2]?.dispose() }
        scheduler.start()
        // The observers' closures hold `subscriptions`, which holds their sinks: break the cycle.
        subscriptions.removeAll()
        return (xs, results, resubscribed)
    }

    func testShareDefaultsToNoReplayWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.next(550, 7)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { ys = xs.share() }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(first)) }
        scheduler.scheduleAt(300) { subscriptions.append(ys.subscribe(second)) }
        scheduler.scheduleAt(350) { subscriptions[0].dispose() }
        scheduler.scheduleAt(400) { subscriptions[1].dispose() }
        scheduler.scheduleAt(500) { subscriptions.append(ys.subscribe(third)) }
        scheduler.scheduleAt(600) { subscriptions[2].dispose() }
        scheduler.start()
        XCTAssertEqual(
            first.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)])
        XCTAssertEqual(second.events, [.next(320, 6)])
        XCTAssertEqual(third.events, [.next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testShareWhileConnectedForgetsItsBufferWhenTheLastSubscriberLeaves() {
        for replay in 0..<5 {
            let (xs, results, _) = runThreeSubscribers(.whileConnected, replay: replay, stop: nil)
            XCTAssertEqual(
                results[0].events,
                [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)],
                "replay \(replay)")
            let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            XCTAssertEqual(results[1].events, replayed + [.next(320, 6)], "replay \(replay)")
            XCTAssertEqual(results[2].events, [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)], "replay \(replay)")
        }
    }

    func testShareForeverKeepsItsBufferForTheNextConnection() {
        for replay in 0..<5 {
            let (xs, results, _) = runThreeSubscribers(.forever, replay: replay, stop: nil)
            let replayedAt300 = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            let buffer = [1, 2, 3, 4, 5, 6].suffix(replay)
            XCTAssertEqual(results[1].events, replayedAt300 + [.next(320, 6)], "replay \(replay)")
            XCTAssertEqual(
                results[2].events, buffer.map { Recorded.next(500, $0) } + [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)], "replay \(replay)")
        }
    }

    func testShareWhileConnectedResubscribesTheSourceAfterItCompleted() {
        for replay in 0..<5 {
            let (xs, results, resubscribed) = runThreeSubscribers(
                .whileConnected, replay: replay, stop: .completed(330))
            XCTAssertEqual(
                results[0].events,
                [
                    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
                    .completed(330),
                ], "replay \(replay)")
            let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
            XCTAssertEqual(results[1].events, replayed + [.next(320, 6), .completed(330)], "replay \(replay)")
            XCTAssertEqual(resubscribed[0].events, [.next(340, -1)], "replay \(replay)")
            XCTAssertEqual(resubscribed[1].events, [.next(340, -1)], "replay \(replay)")
            XCTAssertEqual(results[2].events, [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(
                xs.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)],
                "replay \(replay)")
        }
    }

    func testShareReplayOneWhileConnectedAfterCompletionSubscribesTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createColdObservable("-1|", values: digitMarbles)
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertMarbles(first, "-1|", values: digitMarbles)
        XCTAssertMarbles(late, "-----------1|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!", "----------^-!"])
    }

    func testShareForeverReplaysTheBufferAndCompletionWithoutSubscribingAgain() {
        for replay in 0..<5 {
            let (xs, results, resubscribed) = runThreeSubscribers(.forever, replay: replay, stop: .completed(330))
            let buffer = [1, 2, 3, 4, 5, 6].suffix(replay)
            XCTAssertEqual(
                resubscribed[0].events, buffer.map { Recorded.next(330, $0) } + [.completed(330)], "replay \(replay)")
            XCTAssertEqual(
                resubscribed[1].events, buffer.map { Recorded.next(330, $0) } + [.completed(330)], "replay \(replay)")
            XCTAssertEqual(
                results[2].events, buffer.map { Recorded.next(500, $0) } + [.completed(500)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)], "replay \(replay)")
        }
    }

    func testShareForeverReplaysAnUpstreamError() {
        for replay in 0..<5 {
            let (xs, results, resubscribed) = runThreeSubscribers(
                .forever, replay: replay, stop: .error(330, ShareFailure.boom))
            let buffer = [1, 2, 3, 4, 5, 6].suffix(replay)
            XCTAssertEqual(results[0].events.last, .error(330, ShareFailure.boom), "replay \(replay)")
            XCTAssertEqual(
                resubscribed[0].events, buffer.map { Recorded.next(330, $0) } + [.error(330, ShareFailure.boom)],
                "replay \(replay)")
            XCTAssertEqual(
                results[2].events, buffer.map { Recorded.next(500, $0) } + [.error(500, ShareFailure.boom)],
                "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)], "replay \(replay)")
        }
    }

    func testShareWhileConnectedAfterAnUpstreamErrorSubscribesAgain() {
        for replay in 0..<5 {
            let (xs, results, resubscribed) = runThreeSubscribers(
                .whileConnected, replay: replay, stop: .error(330, ShareFailure.boom))
            XCTAssertEqual(results[1].events.last, .error(330, ShareFailure.boom), "replay \(replay)")
            XCTAssertEqual(resubscribed[0].events, [.next(340, -1)], "replay \(replay)")
            XCTAssertEqual(results[2].events, [.next(550, 7)], "replay \(replay)")
            XCTAssertEqual(
                xs.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)],
                "replay \(replay)")
        }
    }

    func testShareOfAThrowingMapEndsEverySubscriberWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--1-2", values: digitMarbles)
        let shared = xs.map { value -> Int in
            if value == 2 { throw ShareFailure.boom }
            return value
        }.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertMarbles(first, "--1-#", values: digitMarbles, error: ShareFailure.boom)
        XCTAssertMarbles(second, "---1#", values: digitMarbles, error: ShareFailure.boom)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---!"])
    }

    func testShareDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--1-2-|", values: digitMarbles)
        let res = scheduler.start(disposed: 215) { xs.share(replay: 1) }
        XCTAssertMarbles(res, "--1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    /// When the source stops, RxSwift 6.10's `.whileConnected` sharing of 0 or 1 elements
    /// leaves the source to end its own subscription once the stop event has been delivered;
    /// its `multicast`-based scopes (`.forever`, more elements) dispose the source first.
    func testWhenTheSourceStopsItsSubscriptionEndsAsInRxSwift() {
        let disposedAfterDelivery = [
            "out.completed", "out.afterCompleted", "out.dispose", "a.afterCompleted", "a.dispose",
        ]
        let disposedFirst = ["a.dispose", "out.completed", "out.afterCompleted", "out.dispose", "a.afterCompleted"]
        let variants: [(String, (Observable<Int>) -> Observable<Int>, [String])] = [
            ("share()", { $0.share() }, disposedAfterDelivery),
            ("share(replay: 1)", { $0.share(replay: 1) }, disposedAfterDelivery),
            ("share(replay: 2)", { $0.share(replay: 2) }, disposedFirst),
            ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }, disposedFirst),
            ("publish().refCount()", { $0.publish().refCount() }, disposedFirst),
        ]
        for (name, share, expectedEnd) in variants {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let log = SideEffectLog()
            let res = scheduler.start { log.tap("out", share(log.tap("a", xs))) }
            XCTAssertEqual(res.events, [.next(210, 1), .completed(250)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], name)
            let start = [
                "out.subscribe", "a.subscribe", "a.subscribed", "out.subscribed", "a.next(1)", "out.next(1)",
                "out.afterNext(1)", "a.afterNext(1)", "a.completed",
            ]
            XCTAssertEqual(log.entries, start + expectedEnd, name)
        }
    }

    func testAStoppedSourceWhoseSubscriptionIsLeftToItIsNotKeptAlive() {
        // The connection lets go of the source's subscription: nothing is leaked (checked by
        // the test case) even though the share never disposes it.
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 * 2 }.share(replay: 1)
        var received: [Int] = []
        let subscription = shared.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(received, [2])
    }

    /// The doc comment's diagram: `--1--2--3--|` shared with replay 1.
    func testShareDiagram() {
        // The diagram of `share(replay:scope:)`'s doc comment; each observer's diagram starts
        // at its own subscription.
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable("--1--2--3--|", values: digitMarbles)
            let shared = xs.share(replay: 1, scope: scope)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let third = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
            scheduler.scheduleAt(206) { _ = shared.subscribe(second) }
            scheduler.scheduleAt(220) { _ = shared.subscribe(third) }
            scheduler.start()
            XCTAssertMarbles(first, "--1--2--3--|", values: digitMarbles)
            XCTAssertMarbles(second, "2-3--|", values: digitMarbles, subscribed: 206)
            switch scope {
            case .whileConnected:
                XCTAssertMarbles(third, "--1--2--3--|", values: digitMarbles, subscribed: 220)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 211), Subscription(220, 231)])
            case .forever:
                XCTAssertMarbles(third, "(3|)", values: digitMarbles, subscribed: 220)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
            }
        }
    }
}

// MARK: - Subscribers from several threads

extension ShareTests {
    /// `share` in both scopes and the sharing operators built on `multicast` + `refCount`.
    /// `elementsPerSubscriber`: what one subscriber may receive — 1 live or replayed, or with
    /// `.forever` also the stale element the subject kept from the previous connection.
    private var sharingVariants:
        [(name: String, elementsPerSubscriber: Int, make: (Observable<Int>) -> Observable<Int>)]
    {
        [
            ("share(replay: 1)", 1, { $0.share(replay: 1) }),
            ("share(replay: 1, scope: .forever)", 2, { $0.share(replay: 1, scope: .forever) }),
            ("replay(1).refCount()", 1, { $0.replay(1).refCount() }),
            (
                "multicast(makeSubject:).refCount()", 1,
                { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }).refCount() }
            ),
        ]
    }

    func testShareConnectsOnceForSubscribersArrivingFromSeveralThreads() {
        for threads in [1, 2, 4, 8] {
            for variant in sharingVariants {
                let probe = SourceProbe(first: 1)
                // Observable is not Sendable (as in RxSwift); sharing it across threads is what is tested.
                nonisolated(unsafe) let shared = variant.make(probe.source)
                let perThread = 50
                let subscribers = (0..<(threads * perThread)).map { _ in SharedLog<Int>() }
                let subscriptions = SendableBox([Disposable?](repeating: nil, count: threads * perThread))
                stressOnThreads(threads) { thread in
                    for index in 0..<perThread {
                        let slot = thread * perThread + index
                        let log = subscribers[slot]
                        subscriptions.set(slot, shared.subscribe(onNext: { log.append($0) }))
                    }
                }
                let label = "\(variant.name), \(threads) threads"
                XCTAssertEqual(probe.subscribeCount, 1, label)
                XCTAssertEqual(probe.activeCount, 1, label)
                // Every subscriber got the one element, live or replayed, exactly once.
                XCTAssertEqual(subscribers.filter { $0.all != [1] }.count, 0, label)
                stressOnThreads(threads) { thread in
                    for index in 0..<perThread { subscriptions.take(thread * perThread + index)?.dispose() }
                }
                XCTAssertEqual(probe.activeCount, 0, label)
                XCTAssertEqual(probe.disposeCount, 1, label)
            }
        }
    }

    func testShareNeverSubscribesTheSourceTwiceAtOnceWhileSubscribersComeAndGo() {
        for threads in [1, 2, 4, 8] {
            for variant in sharingVariants {
                let probe = SourceProbe(first: 1)
                // Observable is not Sendable (as in RxSwift); sharing it across threads is what is tested.
                nonisolated(unsafe) let shared = variant.make(probe.source)
                let duplicates = SharedLog<Int>()
                let allowed = variant.elementsPerSubscriber
                stressOnThreads(threads) { _ in
                    for _ in 0..<100 {
                        let log = SharedLog<Int>()
                        let subscription = shared.subscribe(onNext: { log.append($0) })
                        subscription.dispose()
                        if log.all.count > allowed || log.all.contains(where: { $0 != 1 }) {
                            duplicates.append(log.all.count)
                        }
                    }
                }
                let label = "\(variant.name), \(threads) threads"
                XCTAssertEqual(probe.maximumActiveCount, 1, label)
                XCTAssertEqual(probe.activeCount, 0, label)
                XCTAssertEqual(probe.subscribeCount, probe.disposeCount, label)
                XCTAssertGreaterThan(probe.subscribeCount, 0, label)
                XCTAssertEqual(duplicates.all, [], label)
            }
        }
    }

    /// A connection whose subscribers all left before its turn came — it waited behind the
    /// previous connection's disconnection, slow on another thread — is never made: the source
    /// is not subscribed for nobody, and with `.forever` what it would send does not reach the
    /// next connection's subscribers through the shared subject (found under AddressSanitizer's
    /// slowdown by the stress test above, where a subscriber got up to 98 elements).
    func testAConnectionAllOfWhoseSubscribersLeftBeforeItsTurnIsNeverMade() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let entered = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let subscriptions = StressCounter()
            let disposals = StressCounter()
            let source = Observable<Int>.create { observer in
                observer.onNext(subscriptions.increment())
                return Disposables.create {
                    // The first connection's disconnection blocks until released.
                    if disposals.increment() == 1 {
                        entered.signal()
                        release.wait()
                    }
                }
            }
            let shared = source.share(replay: 1, scope: scope)
            let first = StressShared(shared.subscribe { _ in })
            let disposed = DispatchSemaphore(value: 0)
            Thread {
                first.value.dispose()
                disposed.signal()
            }.start()
            entered.wait()
            // A second connection, queued behind the first one's disconnection, loses its only
            // subscriber before its turn; a third one is queued behind it.
            shared.subscribe { _ in }.dispose()
            let received = SharedLog<Int>()
            let third = shared.subscribe(onNext: { received.append($0) })
            release.signal()
            XCTAssertEqual(disposed.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(
                subscriptions.value, 2, "\(scope): the source was subscribed for a connection nobody was left on")
            XCTAssertEqual(received.all, scope == .forever ? [1, 2] : [2], "\(scope)")
            third.dispose()
            XCTAssertEqual(disposals.value, 2, "\(scope)")
        }
    }

    /// While one subscriber leaves (the count drops to 0, the connection is torn down), another
    /// arrives: it must end up on a live connection, never on the one being torn down. Each
    /// subscriber waits until a fresh element of the source reaches it, pinging the source
    /// meanwhile; one left without a connection would never get one (10 s deadline).
    func testEverySubscriberReachesALiveConnectionWhileOthersComeAndGo() {
        let variants =
            sharingVariants + [
                ("share()", 1, { $0.share() }),
                ("publish().refCount()", 1, { $0.publish().refCount() }),
            ]
        for threads in [2, 4, 8] {
            for variant in variants {
                let ticker = PublishSubject<Int>()
                let source = Observable<Int>.create { observer in ticker.subscribe(observer) }
                nonisolated(unsafe) let shared = variant.make(source)
                let stranded = SharedLog<Int>()
                stressOnThreads(threads) { thread in
                    for _ in 0..<200 {
                        let log = SharedLog<Int>()
                        let subscription = shared.subscribe(onNext: { log.append($0) })
                        let reached = spin {
                            ticker.onNext(2)
                            return log.all.contains(2)
                        }
                        subscription.dispose()
                        // One is enough to fail; waiting out the deadline again would only slow CI.
                        if !reached { return stranded.append(thread) }
                    }
                }
                XCTAssertEqual(
                    stranded.all, [], "\(variant.name), \(threads) threads: subscribers left without a connection")
                XCTAssertFalse(
                    ticker.hasObservers, "\(variant.name), \(threads) threads: the source is still subscribed")
            }
        }
    }

    func testShareKeepsOneConnectionWhileAHolderStaysAndOthersComeAndGo() {
        for threads in [1, 2, 4, 8] {
            let probe = SourceProbe(first: 1)
            nonisolated(unsafe) let shared = probe.source.publish().refCount()
            let holder = shared.subscribe()
            stressOnThreads(threads) { _ in
                for _ in 0..<100 { shared.subscribe().dispose() }
            }
            XCTAssertEqual(probe.subscribeCount, 1, "\(threads) threads")
            XCTAssertEqual(probe.activeCount, 1, "\(threads) threads")
            holder.dispose()
            XCTAssertEqual(probe.activeCount, 0, "\(threads) threads")
        }
    }
}

/// Disposables stored and taken from several threads.
private final class SendableBox: @unchecked Sendable {
    // @unchecked Sendable: `slots` is only touched under `lock`.
    private let lock = NSLock()
    private var slots: [Disposable?]

    init(_ slots: [Disposable?]) {
        self.slots = slots
    }

    func set(_ index: Int, _ disposable: Disposable) {
        lock.lock()
        slots[index] = disposable
        lock.unlock()
    }

    func take(_ index: Int) -> Disposable? {
        lock.lock()
        defer { lock.unlock() }
        let taken = slots[index]
        slots[index] = nil
        return taken
    }
}
