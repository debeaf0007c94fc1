import Streams
import StreamsTest
import XCTest

final class WindowTests: LeakCheckingTestCase {
    /// 1, 2, 3 fill a window at 225; 4's window closes on the timer (275); 5, 6, 7 fill one at 320.
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(430)) -> TestableObservable<
        Int
    > {
        scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(225, 3), .next(260, 4), .next(300, 5), .next(310, 6),
            .next(320, 7), end,
        ])
    }

    /// Each window's elements, emitted when that window completes.
    private func contents(_ windows: Observable<Observable<Int>>) -> Observable<[Int]> {
        windows.flatMap { window in window.reduce([Int]()) { $0 + [$1] } }
    }

    /// Each element labelled with the index of its window.
    private func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated().flatMap { pair in pair.element.map { "\(pair.index) \($0)" } }
    }

    func testWindowOpensANewWindowOnCountOrTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            self.labelled(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(
            result.events,
            [
                .next(210, "0 1"), .next(220, "0 2"), .next(225, "0 3"), .next(260, "1 4"), .next(300, "2 5"),
                .next(310, "2 6"), .next(320, "2 7"), .completed(430),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
    }

    func testWindowCompletesEachWindowWhenTheNextOpens() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            self.contents(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        // The same ticks as `buffer(timeSpan:count:scheduler:)` on the same source.
        XCTAssertEqual(
            result.events,
            [
                .next(225, [1, 2, 3]), .next(275, [4]), .next(320, [5, 6, 7]), .next(370, []), .next(420, []),
                .next(430, []), .completed(430),
            ])
    }

    func testWindowTimerStartsAtSubscriptionAndTheFirstWindowOpensThen() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("------1------|", values: digitMarbles)
        let opened = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 10, scheduler: scheduler).map { _ in "W" }
        }
        XCTAssertMarbles(opened, "W----W----W--|")
    }

    func testWindowUpstreamErrorEndsTheOpenWindowAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(430, TransformingTestError.upstream))
        let result = scheduler.start {
            self.labelled(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(
            result.events,
            [
                .next(210, "0 1"), .next(220, "0 2"), .next(225, "0 3"), .next(260, "1 4"), .next(300, "2 5"),
                .next(310, "2 6"), .next(320, "2 7"), .error(430, TransformingTestError.upstream),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 430)])
    }

    func testWindowForwardsAnErrorThrownUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            self.contents(
                xs.map { value -> Int in
                    if value == 5 { throw TransformingTestError.thrown }
                    return value
                }
                .window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(
            result.events, [.next(225, [1, 2, 3]), .next(275, [4]), .error(300, TransformingTestError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWindowDisposalMidStreamDisposesSourceAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 300) {
            self.contents(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler))
        }
        XCTAssertEqual(result.events, [.next(225, [1, 2, 3]), .next(275, [4])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWindowKeepsTheSourceSubscribedWhileAWindowIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = source(scheduler)
        let windows = xs.window(timeSpan: .seconds(500), count: 10, scheduler: scheduler)
        let observer = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = windows.subscribe(onNext: { window in inner = window.subscribe(observer) })
        }
        scheduler.scheduleAt(240) { outer?.dispose() }
        scheduler.scheduleAt(305) { inner?.dispose() }
        scheduler.start()
        XCTAssertMarbles(observer, "--1-23------4-------5", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------------------!"])
    }

    func testWindowResubscriptionStartsItsOwnTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(70)])
        let windows = xs.window(timeSpan: .seconds(30), count: 5, scheduler: scheduler)
        let first = scheduler.recordSubscription(to: contents(windows), at: 200)
        let second = scheduler.recordSubscription(to: contents(windows), at: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(230, [1, 2]), .next(260, []), .next(270, []), .completed(270)])
        XCTAssertEqual(second.events, [.next(245, [1, 2]), .next(275, []), .next(285, []), .completed(285)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270), Subscription(215, 285)])
    }

    func testWindowDiagram() {
        // The diagram of `window`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-1-2--3---------4-----|", values: digitMarbles)
        let windows = xs.window(timeSpan: .seconds(7), count: 3, scheduler: scheduler)
        let opened = scheduler.recordSubscription(to: windows.map { _ in "W" }, at: 200)
        let closed = scheduler.recordSubscription(to: contents(windows), at: 200)
        scheduler.start()
        XCTAssertMarbles(opened, "W-----W------W------W-|")
        XCTAssertMarbles(closed, "------A------B------C-(D|)", values: ["A": [1, 2, 3], "B": [], "C": [4], "D": []])
    }
}
