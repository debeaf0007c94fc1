import Foundation
import Streams
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
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("0----^12--3----4---------|", values: digitMarbles)
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(result, "----2--3----4-------|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------------!"])
    }

    func testDebounceFlushesThePendingElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1--------4|", values: digitMarbles)
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(result, "---1-------(4|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----------!"])
    }

    func testDebounceDropsThePendingElementOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1--------4#", values: digitMarbles, error: FilteringError.upstream)
        let result = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(result, "---1-------#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----------!"])
    }

    func testDebounceDisposalCancelsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1--------4", values: digitMarbles)
        let result = scheduler.start(disposed: 310) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(result, "---1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^----------!"])
    }

    func testDebounceResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(100)])
        let observers = filteringSubscribeRepeatedly(
            xs.debounce(.seconds(30), scheduler: scheduler), on: scheduler, at: [200, 400])
        XCTAssertEqual(observers[0].events, [.next(250, 2), .completed(300)])
        XCTAssertEqual(observers[1].events, [.next(450, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    func testDebounceOnARealSchedulerSendsTheLastElementOfABurst() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let sent = expectation(description: "element")
        let subscription =
            subject
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
