import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream, selector }

final class ZipTests: LeakCheckingTestCase {
    func testZipDocDiagram() {
        // The diagram of `zip`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("-1--2-----3--|", values: digitMarbles)
        let b = scheduler.createHotObservable("---x---y-------z|")
        let result = scheduler.start { Observable.zip([a.map { "\($0)" }, b.asObservable()]) { $0.joined() } }
        XCTAssertMarbles(result, "---A---B-------C|", values: ["A": "1x", "B": "2y", "C": "3z"])
    }

    func testZipPairsElementsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let b = scheduler.createHotObservable([.next(250, 10), .next(260, 20), .completed(400)])
        let result = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(250, 11), .next(260, 22), .completed(400)])
    }

    func testZipTupleFormPairsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let b = scheduler.createHotObservable([.next(215, "a"), .next(225, "b"), .completed(240)])
        let result = scheduler.start { Observable.zip(a, b).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(result.events, [.next(215, "1a"), .next(225, "2b"), .completed(240)])
    }

    func testZipOfTwoCompletesOnlyWhenEverySourceHasCompleted() {
        // RxSwift 6's arity zip: a completed source with an empty buffer does not end the
        // result; the last completion does.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let a = scheduler.createHotObservable("1---------^-2-|", values: digitMarbles)
        let b = scheduler.createHotObservable("1---------^--4-|", values: digitMarbles)
        let result = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertMarbles(result, "---6-|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["^---!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^----!"])
    }

    func testZipOfTwoNeverCompletesWhileASourceNeverDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let result = scheduler.start { Observable.zip(empty, never) { $0 + $1 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    }

    func testZipForwardsAnUpstreamErrorAndUnsubscribesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, Failure.upstream)])
        let b = scheduler.createHotObservable([.next(215, 2), .next(230, 3), .completed(400)])
        let result = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 3), .error(220, Failure.upstream)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testZipThrowingSelectorEndsTheStreamWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("1----^-(2|)", values: digitMarbles)
        let b = scheduler.createHotObservable("1----^4", values: digitMarbles)
        let result = scheduler.start { Observable.zip(a, b) { _, _ throws -> Int in throw Failure.selector } }
        XCTAssertMarbles(result, "--#", error: Failure.selector)
        XCTAssertEqual(a.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^-!"])
    }

    func testZipDisposedMidStreamUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(260, 20), .completed(400)])
        let result = scheduler.start(disposed: 255) { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 255)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 255)])
    }

    func testZipResubscriptionStartsWithEmptyBuffers() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let b = scheduler.createColdObservable([.next(25, 10), .completed(40)])
        let zipped = Observable.zip(a, b) { $0 + $1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = zipped.subscribe(first) }
        scheduler.scheduleAt(200) { _ = zipped.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(125, 11), .completed(140)])
        XCTAssertEqual(second.events, [.next(225, 11), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(100, 130), Subscription(200, 230)])
    }

    func testZipOfThreeToEightSourcesWithSelectorAndTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...8).map { index in
            scheduler.createHotObservable([
                .next(200 + index, index), .next(300 + index, 10 * index), .completed(400 + index),
            ])
        }
        let withSelector: [TestableObserver<Int>] = (3...8).map { _ in scheduler.createObserver(Int.self) }
        let tuples: [TestableObserver<Int>] = (3...8).map { _ in scheduler.createObserver(Int.self) }
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            Observable.zip(s[0], s[1], s[2]) { $0 + $1 + $2 }.subscribe(withSelector[0]).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }.subscribe(withSelector[1]).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }.subscribe(withSelector[2]).disposed(
                by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }.subscribe(
                withSelector[3]
            ).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }.subscribe(
                withSelector[4]
            ).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                .subscribe(withSelector[5]).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2]).map { $0 + $1 + $2 }.subscribe(tuples[0]).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 }.subscribe(tuples[1]).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }.subscribe(tuples[2]).disposed(
                by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0 + $1 + $2 + $3 + $4 + $5 }.subscribe(tuples[3])
                .disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }.subscribe(
                tuples[4]
            ).disposed(by: bag)
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                .subscribe(tuples[5]).disposed(by: bag)
        }
        scheduler.start()
        for (offset, arity) in (3...8).enumerated() {
            let firstSum = (1...arity).reduce(0, +)
            let expected: [Recorded<Event<Int>>] = [
                .next(200 + arity, firstSum), .next(300 + arity, 10 * firstSum), .completed(400 + arity),
            ]
            XCTAssertEqual(withSelector[offset].events, expected, "arity \(arity) with selector")
            XCTAssertEqual(tuples[offset].events, expected, "arity \(arity) tuple")
        }
    }

    func testZipOfSynchronousSourcesPairsInOrder() {
        var received: [String] = []
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["1a", "2b"])
    }

    // MARK: Collections

    func testZipOfAnEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let result = scheduler.start { Observable.zip([Observable<Int>]()) { $0.reduce(0, +) } }
        XCTAssertMarbles(result, "|")
    }

    func testZipOfACollectionCompletesWhenTheLastOpenSourceEmitsAnUnpairableElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let b = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
        ])
        let c = scheduler.createHotObservable([
            .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
        ])
        let result = scheduler.start { Observable.zip([a, b, c]).map { $0.map(String.init).joined(separator: ",") } }
        XCTAssertEqual(result.events, [.next(230, "1,2,3"), .next(260, "4,5,6"), .completed(310)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 300)])
    }

    func testZipOfACollectionCompletesWithTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 4), .completed(420)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 5), .completed(410)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(400)])
        let result = scheduler.start { Observable.zip([a, b, c]) { $0.reduce(0, +) } }
        XCTAssertEqual(result.events, [.next(230, 6), .next(260, 15), .completed(420)])
    }

    func testZipOfACollectionForwardsAnErrorAndUnsubscribesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("-1---#", values: digitMarbles, error: Failure.upstream)
        let b = scheduler.createHotObservable("--2-5----------------|", values: digitMarbles)
        let result = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
        XCTAssertMarbles(result, "--3--#", values: digitMarbles, error: Failure.upstream)
        XCTAssertEqual(a.subscriptionMarbles, ["^----!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^----!"])
    }

    func testZipOfACollectionThrowingSelectorEndsTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("-1-2----------------|", values: digitMarbles)
        let b = scheduler.createHotObservable("--2-3---------------|", values: digitMarbles)
        let result = scheduler.start {
            Observable.zip([a, b]) { values throws -> Int in
                if values[0] == 2 { throw Failure.selector }
                return values.reduce(0, +)
            }
        }
        XCTAssertMarbles(result, "--3-#", values: digitMarbles, error: Failure.selector)
        XCTAssertEqual(b.subscriptionMarbles, ["^---!"])
    }

    // Disposal order when a source stops, as RxSwift 6.10 records it (see
    // `assertCombiningDisposalOrder`).

    func testZipOfSourcesDisposesAFailingSourceBeforePassingItsErrorOn() {
        assertCombiningDisposalOrder("zip(a, b, c)", isArityForm: true, fails: true) { i in
            Observable.zip(i[0], i[1], i[2]) { $0 + $1 + $2 }
        }
    }

    func testZipOfSourcesDisposesTheLastSourceToCompleteBeforeCompleting() {
        assertCombiningDisposalOrder("zip(a, b, c)", isArityForm: true, fails: false) { i in
            Observable.zip(i[0], i[1], i[2]) { $0 + $1 + $2 }
        }
    }

    func testZipOfACollectionPassesAnErrorOnThenDisposesEverySourceInOrder() {
        assertCombiningDisposalOrder("zip([a, b, c])", isArityForm: false, fails: true) { i in
            Observable.zip(i) { $0.reduce(0, +) }
        }
    }

    func testZipOfACollectionCompletesThenDisposesTheLastSource() {
        assertCombiningDisposalOrder("zip([a, b, c])", isArityForm: false, fails: false) { i in
            Observable.zip(i) { $0.reduce(0, +) }
        }
    }
}
