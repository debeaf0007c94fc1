import Foundation
import Streams
import StreamsTest
import XCTest

final class TakeUntilTests: LeakCheckingTestCase {
    // MARK: take(until: other)

    func testTakeUntilOtherDocDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let other = scheduler.createHotObservable("-------x-------")
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertMarbles(result, "--1--2-|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^------!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^------!"])
    }

    func testTakeUntilOtherThatCompletesSilentlyIsUnsubscribedAndTheSourceContinues() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--1-----2-|", values: digitMarbles)
        let other = scheduler.createHotObservable("-----|")
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertMarbles(result, "--1-----2-|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^----!"])
    }

    func testTakeUntilOtherErrorEndsTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let other = scheduler.createHotObservable([.error(225, FilteringError.upstream, String.self)])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(225, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilSourceErrorDisposesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let other = scheduler.createHotObservable("----------x")
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^-!"])
    }

    func testTakeUntilOtherThatFiresAtSubscriptionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { xs.take(until: Observable.just("now")) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testTakeUntilOtherDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1--2", values: digitMarbles)
        let other = scheduler.createHotObservable("----------x")
        let result = scheduler.start(disposed: 230) { xs.take(until: other) }
        XCTAssertMarbles(result, "-1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^--!"])
    }

    func testTakeUntilOtherResubscriptionSubscribesBothAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2)])
        let other = scheduler.createColdObservable([.next(20, "x")])
        let observers = filteringSubscribeRepeatedly(xs.take(until: other), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    // MARK: take(until: predicate, behavior:)

    /// The source of the doc comments' diagrams, ten ticks per frame.
    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.ticksPerFrame = 10
        return scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
    }

    func testTakeUntilPredicateDocDiagramExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(until: { $0 == 3 }) }
        XCTAssertMarbles(result, "--1--2--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------!"])
    }

    func testTakeUntilPredicateDocDiagramInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertMarbles(result, "--1--2--(3|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------!"])
    }

    func testTakeUntilPredicateCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(until: { $0 > 10 }, behavior: .inclusive) }
        XCTAssertMarbles(result, "--1--2--3--4--|", values: digitMarbles)
    }

    func testTakeUntilPredicatePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.take(until: { $0 > 10 }) }
        XCTAssertMarbles(result, "-1#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
    }

    func testTakeUntilThrowingPredicateEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            xs.take(
                until: { element in
                    if element == 2 { throw FilteringError.thrown }
                    return false
                }, behavior: .inclusive)
        }
        XCTAssertMarbles(result, "--1--#", values: digitMarbles, error: FilteringError.thrown)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testTakeUntilPredicateDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 260) { xs.take(until: { $0 == 3 }) }
        XCTAssertMarbles(result, "--1--2", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-----!"])
    }

    func testTakeUntilPredicateResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let observers = filteringSubscribeRepeatedly(xs.take(until: { $0 == 2 }), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    // MARK: Threads

    /// The source emits 0, 1, 2, ... on one thread while `other` fires on another: downstream
    /// must see an in-order prefix, then exactly one completion, and never two deliveries at once.
    func testTakeUntilSerializesSourceAndOtherOnDifferentThreads() {
        for round in 0..<40 {
            let source = PublishSubject<Int>()
            let other = PublishSubject<Void>()
            let received = Locked<[Event<Int>]>([])
            let inFlight = AtomicCell<Int>(0)
            let overlapped = AtomicCell<Bool>(false)
            let subscription = source.take(until: other).subscribe(
                AnyObserver { event in
                    if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue > 1 {
                        overlapped.store(true, ordering: .relaxed)
                    }
                    received.withLock { $0.append(event) }
                    inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                })
            let group = DispatchGroup()
            let count = 2_000
            group.enter()
            Thread {
                for value in 0..<count { source.onNext(value) }
                group.leave()
            }.start()
            group.enter()
            Thread {
                for _ in 0..<(round * 25) { _ = inFlight.load(ordering: .relaxed) }
                other.onNext(())
                group.leave()
            }.start()
            group.wait()
            subscription.dispose()

            let events = received.withLock { $0 }
            XCTAssertFalse(overlapped.load(ordering: .relaxed), "round \(round): two deliveries overlapped")
            guard let last = events.last else { return XCTFail("round \(round): no events") }
            XCTAssertTrue(last.isCompleted, "round \(round): the last event is \(last), not the completion")
            let elements = events.compactMap(\.element)
            XCTAssertEqual(elements, Array(0..<elements.count), "round \(round): elements out of order")
            XCTAssertEqual(events.count, elements.count + 1, "round \(round): more than one stop event")
        }
    }
}
