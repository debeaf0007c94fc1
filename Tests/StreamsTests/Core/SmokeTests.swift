import Streams
import StreamsTest
import XCTest

final class SmokeTests: LeakCheckingTestCase {
    func testOfOnTestSchedulerTakesOneTickPerElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testMapOverHotObservableLogsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let result = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMergeOrderOfSynchronousSources() {
        var received: [Int] = []
        _ = Observable.of(1, 2, 3).map { $0 }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testIntervalTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 235) { Observable<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    func testBehaviorSubjectReplaysLatest() {
        let subject = BehaviorSubject(value: 1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(try subject.value(), 3)
    }
}
