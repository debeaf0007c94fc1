import Foundation
import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case first, second, selector }

final class WithLatestFromTests: LeakCheckingTestCase {
    func testWithLatestFromDocDiagram() {
        // The diagram of `withLatestFrom(_:resultSelector:)`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let first = scheduler.createHotObservable("-1---2---3--|", values: digitMarbles)
        let second = scheduler.createHotObservable("---a---b-------|")
        let result = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        XCTAssertMarbles(result, "-----A---B--|", values: ["A": "2a", "B": "3b"])
        XCTAssertEqual(first.subscriptionMarbles, ["^-----------!"])
        XCTAssertEqual(second.subscriptionMarbles, ["^-----------!"])
    }

    func testWithLatestFromEmitsNothingUntilTheSecondHasAValueAndCompletesWithTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), .completed(590),
        ])
        let second = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let result = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        XCTAssertEqual(
            result.events,
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
            ])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 400)])
    }

    func testWithLatestFromWithoutSelectorEmitsTheSecondsLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let first = scheduler.createHotObservable("-1---2---3--|", values: digitMarbles)
        let second = scheduler.createHotObservable("---a---b|")
        let result = scheduler.start { first.withLatestFrom(second) }
        XCTAssertMarbles(result, "-----a---b--|")
        XCTAssertEqual(second.subscriptionMarbles, ["^-------!"])
    }

    func testWithLatestFromEndsWithAnErrorOfTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(250, 1), .error(260, Failure.first)])
        let second = scheduler.createHotObservable([.next(230, 10), .completed(400)])
        let result = scheduler.start { first.withLatestFrom(second) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(250, 11), .error(260, Failure.first)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 260)])
    }

    func testWithLatestFromEndsWithAnErrorOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(250, 1), .completed(400)])
        let second = scheduler.createHotObservable([.next(230, 10), .error(300, Failure.second)])
        let result = scheduler.start { first.withLatestFrom(second) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(250, 11), .error(300, Failure.second)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFromThrowingSelectorEndsTheStreamWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(250, 1), .next(260, 2), .completed(400)])
        let second = scheduler.createHotObservable([.next(230, 10), .completed(400)])
        let result = scheduler.start {
            first.withLatestFrom(second) { x, y throws -> Int in
                if x == 2 { throw Failure.selector }
                return x + y
            }
        }
        XCTAssertEqual(result.events, [.next(250, 11), .error(260, Failure.selector)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 260)])
    }

    func testWithLatestFromDisposedMidStreamUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(250, 1), .next(300, 2), .completed(400)])
        let second = scheduler.createHotObservable([.next(230, 10), .completed(400)])
        let result = scheduler.start(disposed: 280) { first.withLatestFrom(second) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(250, 11)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 280)])
    }

    func testWithLatestFromResubscriptionForgetsTheLatestValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(5, 1), .next(20, 2), .completed(30)])
        let second = scheduler.createColdObservable([.next(10, 10)])
        let combined = first.withLatestFrom(second) { $0 + $1 }
        let one = scheduler.createObserver(Int.self)
        let two = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = combined.subscribe(one) }
        scheduler.scheduleAt(200) { _ = combined.subscribe(two) }
        scheduler.start()
        XCTAssertEqual(one.events, [.next(120, 12), .completed(130)])
        XCTAssertEqual(two.events, [.next(220, 12), .completed(230)])
        XCTAssertEqual(second.subscriptions, [Subscription(100, 130), Subscription(200, 230)])
    }

    func testWithLatestFromSeesASynchronousSecondValueAtOnce() {
        var received: [Int] = []
        _ = Observable.just(1).withLatestFrom(Observable.just(10)) { $0 + $1 }.subscribe(onNext: { received.append($0) }
        )
        XCTAssertEqual(received, [11])
    }

    func testWithLatestFromCombinesEveryFirstElementWhileTheSecondEmitsFromOtherThreads() {
        for threads in [1, 2, 4, 8] {
            let first = PublishSubject<Int>()
            let seconds = (0..<threads).map { _ in PublishSubject<Int>() }
            var received: [(first: Int, second: Int)] = []
            var terminal = 0
            let subscription = first.withLatestFrom(Observable.merge(seconds.map { $0.asObservable() })) {
                (first: $0, second: $1)
            }
            .subscribe(onNext: { received.append($0) }, onError: { _ in terminal += 1 }, onCompleted: { terminal += 1 })
            seconds[0].onNext(0)
            let group = DispatchGroup()
            for second in seconds {
                group.enter()
                Thread {
                    for value in 0..<300 { second.onNext(value) }
                    group.leave()
                }.start()
            }
            for value in 0..<300 { first.onNext(value) }
            group.wait()
            first.onCompleted()
            subscription.dispose()
            // Every first element, in order, each with a value some second source really sent.
            XCTAssertEqual(received.map(\.first), Array(0..<300), "\(threads) threads")
            XCTAssertTrue(received.allSatisfy { (0..<300).contains($0.second) }, "\(threads) threads")
            XCTAssertEqual(terminal, 1, "\(threads) threads")
        }
    }

    // A source that stops while it is being subscribed: the order of subscriptions, events and
    // disposals RxSwift 6.10 records.

    func testAFirstSourceFailingWhileSubscribedIsDisposedBeforeTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let b = scheduler.createHotObservable([.next(150, 1), .completed(400)])
        let log = SideEffectLog()
        let first = Observable<Int>.create { observer in
            log.append("a.subscribe")
            observer.onError(Failure.first)
            return Disposables.create { log.append("a.dispose") }
        }
        let res = scheduler.start { log.tap("out", first.withLatestFrom(log.tap("b", b))) }
        XCTAssertEqual(res.events, [.error(200, Failure.first)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "b.subscribe", "b.subscribed", "a.subscribe", "out.error(first)",
                "out.afterError(first)",
                "a.dispose", "b.dispose", "out.subscribed", "out.dispose",
            ])
    }

    func testAFirstSourceCompletingWhileSubscribedIsDisposedBeforeTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let b = scheduler.createHotObservable([.next(150, 1), .completed(400)])
        let log = SideEffectLog()
        let res = scheduler.start {
            log.tap("out", log.tap("a", Observable<Int>.empty()).withLatestFrom(log.tap("b", b)) { $0 + $1 })
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "b.subscribe", "b.subscribed", "a.subscribe", "a.completed", "out.completed",
                "out.afterCompleted",
                "a.afterCompleted", "a.subscribed", "a.dispose", "b.dispose", "out.subscribed", "out.dispose",
            ])
    }

    func testASecondSourceFailingWhileSubscribedStillHasTheFirstSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let log = SideEffectLog()
        let res = scheduler.start {
            log.tap("out", log.tap("a", a).withLatestFrom(log.tap("b", Observable<Int>.error(Failure.second))))
        }
        XCTAssertEqual(res.events, [.error(200, Failure.second)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(
            log.entries,
            [
                "out.subscribe", "b.subscribe", "b.error(second)", "out.error(second)", "out.afterError(second)",
                "b.afterError(second)", "b.subscribed", "b.dispose", "a.subscribe", "a.subscribed", "a.dispose",
                "out.subscribed", "out.dispose",
            ])
    }
}
