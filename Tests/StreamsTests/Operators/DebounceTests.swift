import Foundation
import Streams
import Synchronization
import StreamsTest
import XCTest

final class DebounceTests: LeakCheckingTestCase {
    func testDebounceDocDiagram() {
        // The diagram of `debounce`'s doc comment, ten ticks per frame: dueTime is 3 frames.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1-23------4-|", values: digitMarbles)
        let result = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(result, "--------3-----(4|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------!"])
    }

    func testDebounceSendsAnElementAfterAQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .completed(400)])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 2), .next(270, 3), .next(320, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDebounceFlushesThePendingElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 4), .completed(310)])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1), .next(310, 4), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testDebounceDropsThePendingElementOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 4), .error(310, FilteringError.upstream)])
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1), .error(310, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testDebounceDisposalCancelsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 4)])
        let result = scheduler.start(disposed: 310) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testDebounceResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(100)])
        let observers = filteringSubscribeRepeatedly(xs.debounce(.seconds(30), scheduler: scheduler), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(250, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(450, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testDebounceOnARealSchedulerSendsTheLastElementOfABurst() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let received = Mutex<[Int]>([])
        let sent = expectation(description: "element")
        let subscription = subject
            .debounce(.milliseconds(50), scheduler: scheduler)
            .subscribe(onNext: { value in
                received.withLock { $0.append(value) }
                sent.fulfill()
            })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        wait(for: [sent], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.withLock { $0 }, [3])
    }
}
