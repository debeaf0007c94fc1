import Streams
import StreamsTest
import XCTest

final class BufferTests: LeakCheckingTestCase {
    /// 1, 2, 3 fill a buffer at 225; 4 waits for the timer (275); 5, 6, 7 fill one at 320.
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(430)) -> TestableObservable<
        Int
    > {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(225, 3), .next(260, 4), .next(300, 5), .next(310, 6),
            .next(320, 7), end,
        ])
    }

    func testBufferEmitsOnCountOrTimeSpanWhicheverComesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            result.events,
            [
                .next(225, [1, 2, 3]), .next(275, [4]), .next(320, [5, 6, 7]), .next(370, []), .next(420, []),
                .next(430, []), .completed(430),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
    }

    func testBufferTimerStartsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(180, 9), .next(260, 1), .completed(330)])
        let result = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 10, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(250, []), .next(300, [1]), .next(330, []), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    func testBufferEmitsTheCurrentBufferOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, [1, 2]), .completed(230)])
    }

    func testBufferUpstreamErrorDropsTheCurrentBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(430, TransformingTestError.upstream))
        let result = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }
        XCTAssertEqual(
            result.events,
            [
                .next(225, [1, 2, 3]), .next(275, [4]), .next(320, [5, 6, 7]), .next(370, []), .next(420, []),
                .error(430, TransformingTestError.upstream),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
    }

    func testBufferForwardsAnErrorThrownUpstreamAndDropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            xs.map { value -> Int in
                if value == 5 { throw TransformingTestError.thrown }
                return value
            }
            .buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(
            result.events, [.next(225, [1, 2, 3]), .next(275, [4]), .error(300, TransformingTestError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBufferDisposalMidStreamStopsTimerAndSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 300) {
            xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(225, [1, 2, 3]), .next(275, [4])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBufferResubscriptionStartsItsOwnTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(70)])
        let buffered = xs.buffer(timeSpan: .seconds(30), count: 5, scheduler: scheduler)
        let first = scheduler.recordSubscription(to: buffered, at: 200)
        let second = scheduler.recordSubscription(to: buffered, at: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, [1, 2]), .next(260, []), .next(270, []), .completed(270)])
        XCTAssertEqual(second.events, [.next(245, [1, 2]), .next(275, []), .next(285, []), .completed(285)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270), Subscription(215, 285)])
    }

    func testBufferDiagram() {
        // The diagram of `buffer`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-1-2--3---------4-----|", values: digitMarbles)
        let result = scheduler.start { xs.buffer(timeSpan: .seconds(7), count: 3, scheduler: scheduler) }
        XCTAssertMarbles(result, "------A------B------C-(D|)", values: ["A": [1, 2, 3], "B": [], "C": [4], "D": []])
    }
}
