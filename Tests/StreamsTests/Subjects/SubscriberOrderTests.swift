import Streams
import StreamsTest
import XCTest

private struct Failure: Error {}

/// The order in which subjects, relays and sharing operators deliver to their subscribers:
/// RxSwift's (see `SubscriberList`). The logs are RxSwift 6.10's, recorded with it.
final class SubscriberOrderTests: LeakCheckingTestCase {
    /// A, B and C subscribe; A leaves and D joins; C leaves and E joins; D leaves, F and G join —
    /// with an element sent after each step. What each subscriber receives, in order.
    private func deliveries(to source: Observable<Int>, send: (Int) -> Void) -> [String] {
        var log: [String] = []
        var subscriptions: [String: Disposable] = [:]
        func join(_ name: String) {
            subscriptions[name] = source.subscribe(onNext: { log.append("\(name) \($0)") })
        }
        func leave(_ name: String) {
            subscriptions.removeValue(forKey: name)?.dispose()
        }
        join("A")
        join("B")
        join("C")
        send(1)
        leave("A")
        join("D")
        send(2)
        leave("C")
        join("E")
        send(3)
        leave("D")
        join("F")
        join("G")
        send(4)
        subscriptions.values.forEach { $0.dispose() }
        return log
    }

    /// Without replays: the newcomer after the first subscriber left is delivered to first.
    private let rxSwiftOrder = [
        "A 1", "B 1", "C 1",
        "D 2", "B 2", "C 2",
        "D 3", "B 3", "E 3",
        "F 4", "B 4", "E 4", "G 4",
    ]

    /// With a replay of the latest element at each subscription.
    private let rxSwiftOrderReplayingOne = [
        "A 1", "B 1", "C 1",
        "D 1", "D 2", "B 2", "C 2",
        "E 2", "D 3", "B 3", "E 3",
        "F 3", "G 3", "F 4", "B 4", "E 4", "G 4",
    ]

    func testSubjectsDeliverToANewcomerInTheFirstSubscribersPlaceFirst() {
        let publish = PublishSubject<Int>()
        XCTAssertEqual(deliveries(to: publish.asObservable(), send: publish.onNext), rxSwiftOrder)
        let behavior = BehaviorSubject(value: 0)
        XCTAssertEqual(deliveries(to: behavior.skip(1), send: behavior.onNext), rxSwiftOrder)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertEqual(deliveries(to: replay.asObservable(), send: replay.onNext), rxSwiftOrderReplayingOne)
    }

    func testRelaysDeliverInRxSwiftsOrder() {
        let publish = PublishRelay<Int>()
        XCTAssertEqual(deliveries(to: publish.asObservable(), send: publish.accept), rxSwiftOrder)
        let behavior = BehaviorRelay(value: 0)
        XCTAssertEqual(deliveries(to: behavior.skip(1), send: behavior.accept), rxSwiftOrder)
    }

    func testSharingDeliversInRxSwiftsOrder() {
        let forms: [(String, (PublishSubject<Int>) -> Observable<Int>, [String])] = [
            ("share()", { $0.share() }, rxSwiftOrder),
            ("share(replay: 1)", { $0.share(replay: 1) }, rxSwiftOrderReplayingOne),
            ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }, rxSwiftOrderReplayingOne),
            ("publish().refCount()", { $0.publish().refCount() }, rxSwiftOrder),
            ("replay(1).refCount()", { $0.replay(1).refCount() }, rxSwiftOrderReplayingOne),
        ]
        for (name, shape, expected) in forms {
            let subject = PublishSubject<Int>()
            XCTAssertEqual(deliveries(to: shape(subject), send: subject.onNext), expected, name)
        }
        let subject = PublishSubject<Int>()
        let connectable = subject.publish()
        let connection = connectable.connect()
        XCTAssertEqual(deliveries(to: connectable.asObservable(), send: subject.onNext), rxSwiftOrder, "publish()")
        connection.dispose()
    }

    func testStopEventsAndAnAsyncSubjectsLastElementFollowTheSameOrder() {
        var log: [String] = []
        let async = AsyncSubject<Int>()
        let first = async.subscribe(onNext: { log.append("A \($0)") })
        _ = async.subscribe(onNext: { log.append("B \($0)") }, onCompleted: { log.append("B completed") })
        async.onNext(1)
        first.dispose()
        _ = async.subscribe(onNext: { log.append("C \($0)") }, onCompleted: { log.append("C completed") })
        async.onNext(2)
        async.onCompleted()
        XCTAssertEqual(log, ["C 2", "B 2", "C completed", "B completed"])

        log = []
        let publish = PublishSubject<Int>()
        let leaving = publish.subscribe(onError: { _ in log.append("A error") })
        _ = publish.subscribe(onError: { _ in log.append("B error") })
        leaving.dispose()
        _ = publish.subscribe(onError: { _ in log.append("C error") })
        publish.onError(Failure())
        XCTAssertEqual(log, ["C error", "B error"])
    }

    func testAReplayingSubscriberTakesItsPlaceAfterItsReplay() {
        // As RxSwift registers a `ReplaySubject`'s observer once it has replayed to it, a
        // subscriber added during that replay — here the inner of a `flatMap` of the subject into
        // itself — is delivered to first: at 761 it receives 3 before the outer subscription
        // subscribes a new inner (which replays 7 and 3).
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.createUnbounded()
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(416) { subject.onNext(7) }
        scheduler.scheduleAt(466) {
            subscription = subject.flatMap { _ in subject.asObservable() }.subscribe(onNext: {
                log.append("\(scheduler.clock) \($0)")
            })
        }
        scheduler.scheduleAt(761) { subject.onNext(3) }
        scheduler.start()
        XCTAssertEqual(log, ["466 7", "761 3", "761 7", "761 3"])
        subscription?.dispose()
    }

    func testSharingWithAReplayPlacesItsSubscribersAfterTheirReplayToo() {
        // RxSwift's share(replay:) and replay(_:) register a subscriber after its replay as
        // well; a BehaviorSubject registers it first.
        func nestedLog(_ source: Observable<Int>, send: @escaping (Int) -> Void) -> [String] {
            let scheduler = TestScheduler(initialClock: 0)
            var log: [String] = []
            var subscription: Disposable?
            scheduler.scheduleAt(416) { send(7) }
            scheduler.scheduleAt(466) {
                subscription = source.take(3).flatMap { _ in source }.subscribe(onNext: {
                    log.append("\(scheduler.clock) \($0)")
                })
            }
            scheduler.scheduleAt(761) { send(3) }
            scheduler.start()
            subscription?.dispose()
            return log
        }
        let feed = PublishSubject<Int>()
        let replayed = feed.replay(2).refCount()
        let keep = replayed.subscribe()
        XCTAssertEqual(nestedLog(replayed, send: feed.onNext), ["466 7", "761 3", "761 7", "761 3"])
        keep.dispose()
        let behavior = BehaviorSubject(value: 0)
        XCTAssertEqual(nestedLog(behavior.asObservable(), send: behavior.onNext), ["466 7", "761 3", "761 3"])
    }

    func testBeyondThirtyOneSubscribersTheRestFollowInSubscriptionOrder() {
        // RxSwift keeps subscribers beyond its first 31 in a dictionary and delivers them in hash
        // order, which changes from run to run; Streams delivers them last, in the order they
        // came. The first 31 places are RxSwift's: a newcomer takes the first subscriber's place.
        let subject = PublishSubject<Int>()
        var received: [String] = []
        var subscriptions = (0..<33).map { index in subject.subscribe(onNext: { _ in received.append("s\(index)") }) }
        subject.onNext(1)
        XCTAssertEqual(received, (0..<33).map { "s\($0)" })
        received = []
        subscriptions[0].dispose()
        subscriptions[5].dispose()
        subscriptions.append(subject.subscribe(onNext: { _ in received.append("n33") }))
        subscriptions.append(subject.subscribe(onNext: { _ in received.append("n34") }))
        subject.onNext(2)
        XCTAssertEqual(received, ["n33"] + (1..<33).filter { $0 != 5 }.map { "s\($0)" } + ["n34"])
        subscriptions.forEach { $0.dispose() }
    }
}
