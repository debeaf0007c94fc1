import Streams
import StreamsTest
import XCTest

final class AmbTests: LeakCheckingTestCase {
    func testAmbDocDiagramMirrorsTheFirstToEmit() {
        // a: -----1---2--|   b: ---3----4--5--|   → ---3----4--5--|
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(250, 1), .next(290, 2), .completed(320)])
        let b = scheduler.createHotObservable([.next(230, 3), .next(280, 4), .next(310, 5), .completed(340)])
        let result = scheduler.start { Observable.amb([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(result.events, [.next(230, 3), .next(280, 4), .next(310, 5), .completed(340)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 340)])
    }

    func testAmbDisposesTheLoserWhenTheWinnerEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(240)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
        let result = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(240)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testAmbACompletionAlsoWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let result = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(result.events, [.completed(225)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 225)])
    }

    func testAmbWinnerErrorEndsTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(210, 2), .error(220, FilteringError.upstream)])
        let x2 = scheduler.createHotObservable([.next(220, 3), .completed(250)])
        let result = scheduler.start { x1.amb(x2) }
        XCTAssertEqual(result.events, [.next(210, 2), .error(220, FilteringError.upstream)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
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
        let x1 = scheduler.createHotObservable([.next(240, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(280)])
        let x3 = scheduler.createHotObservable([.next(230, 4), .completed(290)])
        let result = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
        XCTAssertEqual(result.events, [.next(220, 2), .next(260, 3), .completed(280)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 220)])
    }

    func testAmbOfNothingNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(result.events, [])
    }

    func testAmbDisposalBeforeAnyEventDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(300, 1)])
        let x2 = scheduler.createHotObservable([.next(310, 2)])
        let result = scheduler.start(disposed: 250) { x1.amb(x2) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
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
}
