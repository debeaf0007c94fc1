import Streams
import StreamsTest
import XCTest

final class AmbTests: LeakCheckingTestCase {
    func testAmbDocDiagramMirrorsTheFirstToEmit() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("-----1---2--|", values: digitMarbles)
        let b = scheduler.createHotObservable("---3----4--5--|", values: digitMarbles)
        let result = scheduler.start { Observable.amb([a.asObservable(), b.asObservable()]) }
        XCTAssertMarbles(result, "---3----4--5--|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["^--!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^-------------!"])
    }

    func testInstanceAmbDocDiagram() {
        // The diagram of `amb(_:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let left = scheduler.createHotObservable("-----1---2--|", values: digitMarbles)
        let right = scheduler.createHotObservable("---3----4--5--|", values: digitMarbles)
        let result = scheduler.start { left.amb(right) }
        XCTAssertMarbles(result, "---3----4--5--|", values: digitMarbles)
        XCTAssertEqual(left.subscriptionMarbles, ["^--!"], "the loser is disposed when the winner emits")
        XCTAssertEqual(right.subscriptionMarbles, ["^-------------!"])
    }

    func testAmbDisposesTheLoserWhenTheWinnerEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let x1 = scheduler.createHotObservable("1----^2--|", values: digitMarbles)
        let x2 = scheduler.createHotObservable("1----^-3--|", values: digitMarbles)
        let result = scheduler.start { x1.amb(x2) }
        XCTAssertMarbles(result, "-2--|", values: digitMarbles)
        XCTAssertEqual(x1.subscriptionMarbles, ["^---!"])
        XCTAssertEqual(x2.subscriptionMarbles, ["^!"])
    }

    func testAmbACompletionAlsoWins() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let x1 = scheduler.createHotObservable("1---------^", values: digitMarbles)
        let x2 = scheduler.createHotObservable("1---------^----|", values: digitMarbles)
        let result = scheduler.start { x1.amb(x2) }
        XCTAssertMarbles(result, "-----|")
        XCTAssertEqual(x1.subscriptionMarbles, ["^----!"])
        XCTAssertEqual(x2.subscriptionMarbles, ["^----!"])
    }

    func testAmbWinnerErrorEndsTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let x1 = scheduler.createHotObservable("-2#", values: digitMarbles, error: FilteringError.upstream)
        let x2 = scheduler.createHotObservable("--3--|", values: digitMarbles)
        let result = scheduler.start { x1.amb(x2) }
        XCTAssertMarbles(result, "-2#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(x1.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(x2.subscriptionMarbles, ["^!"])
    }

    func testAmbAnErrorFirstWinsToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let x2 = scheduler.createHotObservable([.error(210, FilteringError.upstream, Int.self)])
        let result = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(result.events, [.error(210, FilteringError.upstream)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testAmbOfThreeDisposesBothLosers() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let x1 = scheduler.createHotObservable("----1-----|", values: digitMarbles)
        let x2 = scheduler.createHotObservable("--2---3-|", values: digitMarbles)
        let x3 = scheduler.createHotObservable("---4-----|", values: digitMarbles)
        let result = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
        XCTAssertMarbles(result, "--2---3-|", values: digitMarbles)
        XCTAssertEqual(x1.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(x2.subscriptionMarbles, ["^-------!"])
        XCTAssertEqual(x3.subscriptionMarbles, ["^-!"])
    }

    func testAmbOfNothingNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let result = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(result.events, [])
    }

    func testAmbDisposalBeforeAnyEventDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let x1 = scheduler.createHotObservable("----------1", values: digitMarbles)
        let x2 = scheduler.createHotObservable("-----------2", values: digitMarbles)
        let result = scheduler.start(disposed: 250) { x1.amb(x2) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(x1.subscriptionMarbles, ["^----!"])
        XCTAssertEqual(x2.subscriptionMarbles, ["^----!"])
    }

    func testAmbResubscriptionChoosesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([.next(20, 1), .completed(30)])
        let x2 = scheduler.createColdObservable([.next(10, 2), .completed(40)])
        let observers = filteringSubscribeRepeatedly(x1.amb(x2), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(210, 2), .completed(240)])
        XCTAssertEqual(observers[1].events, [.next(310, 2), .completed(340)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210), Subscription(300, 310)])
    }

    func testAmbDisposesTheLoserBeforeForwardingTheWinnersFirstEvent() {
        // RxSwift 6 disposes the other sequence when it decides, then forwards the event.
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        var log: [String] = []
        let left = x1.do(onDispose: { log.append("left disposed") })
        let right = x2.do(onDispose: { log.append("right disposed") })
        scheduler.scheduleAt(200) {
            _ = left.amb(right).subscribe(
                onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["right disposed", "next 1", "completed", "left disposed"])
    }

    func testAmbKeepsAWinnerChosenDuringSubscriptionWhenTheOtherEndsDuringItsOwn() {
        // RxSwift disposes the winner here (its second observer cancels the first subscription):
        // it records only the two synchronous elements and `left disposed` at 200.
        let scheduler = TestScheduler(initialClock: 0)
        let later = scheduler.createHotObservable([.next(300, 3)])
        var log: [String] = []
        let left = later.asObservable().startWith(1, 2)
            .do(onDispose: { log.append("left disposed") })
        let right = Observable<Int>.error(FilteringError.upstream)
        let result = scheduler.start { left.amb(right) }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 2), .next(300, 3)])
        XCTAssertEqual(later.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(log, ["left disposed"])
    }
}
