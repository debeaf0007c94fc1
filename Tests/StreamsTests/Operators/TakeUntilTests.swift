import Foundation
import Streams
import StreamsTest
import Synchronization
import XCTest

final class TakeUntilTests: LeakCheckingTestCase {
    // MARK: take(until: other)

    func testTakeUntilOtherDocDiagram() {
        // source: --1--2--3--4--|   other: -------x-------   result: --1--2-|
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
        let other = scheduler.createHotObservable([.next(270, "x")])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 270)])
    }

    func testTakeUntilOtherThatCompletesSilentlyIsUnsubscribedAndTheSourceContinues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let other = scheduler.createHotObservable([.completed(225, String.self)])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
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
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let other = scheduler.createHotObservable([.next(300, "x")])
        let result = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
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
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let other = scheduler.createHotObservable([.next(300, "x")])
        let result = scheduler.start(disposed: 230) { xs.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
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

    private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        // --1--2--3--4--|
        scheduler.createHotObservable([.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
    }

    func testTakeUntilPredicateDocDiagramExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(until: { $0 == 3 }) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testTakeUntilPredicateDocDiagramInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .next(280, 3), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testTakeUntilPredicateCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.take(until: { $0 > 10 }, behavior: .inclusive) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2), .next(280, 3), .next(310, 4), .completed(340)])
    }

    func testTakeUntilPredicatePassesUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringError.upstream)])
        let result = scheduler.start { xs.take(until: { $0 > 10 }) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilThrowingPredicateEndsTheStreamAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            xs.take(until: { element in
                if element == 2 { throw FilteringError.thrown }
                return false
            }, behavior: .inclusive)
        }
        XCTAssertEqual(result.events, [.next(220, 1), .error(250, FilteringError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilPredicateDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 260) { xs.take(until: { $0 == 3 }) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
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
            let received = Mutex<[Event<Int>]>([])
            let inFlight = Atomic<Int>(0)
            let overlapped = Atomic<Bool>(false)
            let subscription = source.take(until: other).subscribe(AnyObserver { event in
                if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 { overlapped.store(true, ordering: .relaxed) }
                received.withLock { $0.append(event) }
                inFlight.subtract(1, ordering: .acquiringAndReleasing)
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
