import Foundation
import Streams
import StreamsTest
import XCTest

private enum Failure: Error { case upstream, selector }

final class CombineLatestTests: LeakCheckingTestCase {
    func testCombineLatestDocDiagram() {
        // The diagram of `combineLatest`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("-1----2-----|", values: digitMarbles)
        let b = scheduler.createHotObservable("---x-----y-----|")
        let result = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertMarbles(result, "---A--B--C-----|", values: ["A": "1x", "B": "2x", "C": "2y"])
        XCTAssertEqual(a.subscriptionMarbles, ["^-----------!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^--------------!"])
    }

    func testCombineLatestEmitsNothingUntilEverySourceHasAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2)])
        let b = scheduler.createHotObservable([.next(150, 0), .next(240, 10)])
        let result = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(240, 12)])
    }

    func testCombineLatestTupleFormPairsTheLatestElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let result = scheduler.start { Observable.combineLatest(a, b).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(result.events, [.next(220, "1a"), .next(230, "2a"), .completed(250)])
    }

    func testCombineLatestCompletesWhenTheLastSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let a = scheduler.createHotObservable("---2--|", values: digitMarbles)
        let b = scheduler.createHotObservable("----3---|", values: digitMarbles)
        let result = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertMarbles(result, "----5---|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["^-----!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^-------!"])
    }

    func testCombineLatestCompletesWhenAnElementCanNeverBeCombined() {
        // The first source completed without a value: the second's element ends the result.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let empty = scheduler.createHotObservable("1---------^-|", values: digitMarbles)
        let other = scheduler.createHotObservable("1---------^--2|", values: digitMarbles)
        let result = scheduler.start { Observable.combineLatest(empty, other) { $0 + $1 } }
        XCTAssertMarbles(result, "---|")
        XCTAssertEqual(empty.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(other.subscriptionMarbles, ["^--!"])
    }

    func testCombineLatestWaitsForeverWhenOneSourceNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let result = scheduler.start { Observable.combineLatest(never, empty) { $0 + $1 } }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    }

    func testCombineLatestForwardsAnUpstreamErrorAfterTheOtherCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let a = scheduler.createHotObservable("1---------^--2|", values: digitMarbles)
        let b = scheduler.createHotObservable("1---------^-----#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertMarbles(result, "------#", error: Failure.upstream)
        XCTAssertEqual(a.subscriptionMarbles, ["^---!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^-----!"])
    }

    func testCombineLatestThrowingSelectorEndsTheStreamWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let result = scheduler.start {
            Observable.combineLatest(a, b) { x, y throws -> Int in
                if x == 2 { throw Failure.selector }
                return x + y
            }
        }
        XCTAssertEqual(result.events, [.next(220, 11), .error(230, Failure.selector)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestDisposedMidStreamUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(260, 20), .completed(400)])
        let result = scheduler.start(disposed: 255) { Observable.combineLatest(a, b) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 11), .next(250, 12)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 255)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 255)])
    }

    func testCombineLatestResubscriptionStartsFromScratch() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let b = scheduler.createColdObservable([.next(20, 10), .completed(40)])
        let combined = Observable.combineLatest(a, b) { $0 + $1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = combined.subscribe(first) }
        scheduler.scheduleAt(200) { _ = combined.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(120, 11), .completed(140)])
        XCTAssertEqual(second.events, [.next(220, 11), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(100, 130), Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(100, 140), Subscription(200, 240)])
    }

    func testCombineLatestOfSynchronousSourcesInterleavesThemOnTheTrampoline() {
        // As in RxSwift: both `of` sources take turns on the current-thread trampoline.
        var received: [String] = []
        _ = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["1a", "2a", "2b", "3b"])
    }

    // MARK: Arities 3 through 8

    func testCombineLatestOfThreeToEightSourcesWithSelectorAndTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...8).map { index in
            scheduler.createHotObservable([
                .next(200 + 10 * index, index), .next(300 + index, 10 * index), .completed(400 + index),
            ])
        }
        let expectedTimes = (3...8).map { ($0, 200 + 10 * $0) }
        let results: [(Int, TestableObserver<Int>)] = [
            (3, scheduler.createObserver(Int.self)), (4, scheduler.createObserver(Int.self)),
            (5, scheduler.createObserver(Int.self)), (6, scheduler.createObserver(Int.self)),
            (7, scheduler.createObserver(Int.self)), (8, scheduler.createObserver(Int.self)),
        ]
        let tuples: [TestableObserver<Int>] = (3...8).map { _ in scheduler.createObserver(Int.self) }
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            Observable.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 }.subscribe(results[0].1).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }.subscribe(results[1].1).disposed(
                by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }.subscribe(results[2].1)
                .disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 }.subscribe(
                results[3].1
            ).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                .subscribe(results[4].1).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }.subscribe(results[5].1).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2]).map { $0 + $1 + $2 }.subscribe(tuples[0]).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 }.subscribe(tuples[1]).disposed(
                by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 }.subscribe(tuples[2])
                .disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0 + $1 + $2 + $3 + $4 + $5 }.subscribe(
                tuples[3]
            ).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                .subscribe(tuples[4]).disposed(by: bag)
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }.subscribe(tuples[5]).disposed(by: bag)
        }
        scheduler.start()
        for ((arity, firstTime), (observers)) in zip(expectedTimes, zip(results.map(\.1), tuples)) {
            // First all-values at the last source's first element; then each source's second
            // element replaces its first, in order; completion with the last source.
            var expected: [Recorded<Event<Int>>] = [.next(firstTime, (1...arity).reduce(0, +))]
            for replaced in 1...arity {
                let sum = (1...arity).map { $0 <= replaced ? 10 * $0 : $0 }.reduce(0, +)
                expected.append(.next(300 + replaced, sum))
            }
            expected.append(.completed(400 + arity))
            XCTAssertEqual(observers.0.events, expected, "arity \(arity) with selector")
            XCTAssertEqual(observers.1.events, expected, "arity \(arity) tuple")
        }
    }

    func testCombineLatestOfDifferentElementTypes() {
        var received: [String] = []
        _ = Observable.combineLatest(
            Observable.just(1), Observable.just("a"), Observable.just(true), Observable.just(2.5)
        )
        .subscribe(onNext: { received.append("\($0)\($1)\($2)\($3)") })
        XCTAssertEqual(received, ["1atrue2.5"])
    }

    // MARK: Collections

    func testCombineLatestOfAnEmptyCollectionEmitsTheSelectorOfNothingAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let withSelector = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.reduce(0, +) } }
        XCTAssertEqual(withSelector.events, [.next(200, 0), .completed(200)])
        let arrays = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.combineLatest([Observable<Int>]()).map { $0.count }
        }
        XCTAssertEqual(arrays.events, [.next(1200, 0), .completed(1200)])
    }

    func testCombineLatestOfACollectionEmitsArrays() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(320)])
        let b = scheduler.createHotObservable([.next(230, 10), .next(290, 20), .completed(350)])
        let c = scheduler.createHotObservable([.next(240, 100), .completed(300)])
        let result = scheduler.start {
            Observable.combineLatest([a, b, c]).map { $0.map(String.init).joined(separator: ",") }
        }
        XCTAssertEqual(
            result.events, [.next(240, "1,10,100"), .next(260, "2,10,100"), .next(290, "2,20,100"), .completed(350)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 300)])
    }

    func testCombineLatestOfACollectionCompletesWhenItCanNeverCombine() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let b = scheduler.createHotObservable([.next(150, 1), .completed(260)])
        let c = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
        let result = scheduler.start { Observable.combineLatest([a, b, c]) { _ in 42 } }
        XCTAssertEqual(result.events, [.completed(500)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 500)])
    }

    func testCombineLatestOfACollectionThrowingSelectorEndsTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("-1------------------|", values: digitMarbles)
        let b = scheduler.createHotObservable("--2-----------------|", values: digitMarbles)
        let result = scheduler.start { Observable.combineLatest([a, b]) { _ throws -> Int in throw Failure.selector } }
        XCTAssertMarbles(result, "--#", error: Failure.selector)
        XCTAssertEqual(a.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(b.subscriptionMarbles, ["^-!"])
    }

    func testCombineLatestOfACollectionForwardsAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let a = scheduler.createHotObservable("-1------------------|", values: digitMarbles)
        let b = scheduler.createHotObservable("--2#", values: digitMarbles, error: Failure.upstream)
        let result = scheduler.start { Observable.combineLatest([a, b]) { $0.reduce(0, +) } }
        XCTAssertMarbles(result, "--3#", values: digitMarbles, error: Failure.upstream)
        XCTAssertEqual(a.subscriptionMarbles, ["^--!"])
    }

    // MARK: Threads

    func testCombineLatestDeliversEveryCombinationOnceWithoutOverlapUnderConcurrentSources() {
        let anomalies = AnomalyCounter.counting {
            for threads in [1, 2, 4, 8] {
                let perThread = 500
                let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
                let inFlight = AtomicCell<Int>(0)
                let overlaps = AtomicCell<Int>(0)
                var received: [[Int]] = []
                var completed = 0
                let subscription = Observable.combineLatest(subjects).subscribe(
                    onNext: { values in
                        if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                            overlaps.wrappingAdd(1, ordering: .relaxed)
                        }
                        received.append(values)
                        inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                    }, onCompleted: { completed += 1 })
                for subject in subjects { subject.onNext(0) }
                let group = DispatchGroup()
                for (index, subject) in subjects.enumerated() {
                    let thread = Thread {
                        for value in 1...perThread { subject.onNext(value) }
                        subject.onCompleted()
                        group.leave()
                    }
                    group.enter()
                    thread.name = "combineLatest-\(index)"
                    thread.start()
                }
                group.wait()
                subscription.dispose()
                XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "\(threads) threads")
                XCTAssertEqual(completed, 1, "\(threads) threads")
                // One result for the initial values, then one per element.
                XCTAssertEqual(received.count, 1 + threads * perThread, "\(threads) threads")
                XCTAssertEqual(received.last, Array(repeating: perThread, count: threads), "\(threads) threads")
                // Each source's value never goes backwards: no result is lost out of order or repeated.
                for source in 0..<threads {
                    let column = received.map { $0[source] }
                    XCTAssertEqual(column, column.sorted(), "\(threads) threads, source \(source)")
                    XCTAssertEqual(Set(column).count, perThread + 1, "\(threads) threads, source \(source)")
                }
            }
        }
        XCTAssertEqual(anomalies, 0, "an operator reported overlapping or re-entrant input")
    }

    // Disposal order when a source stops, as RxSwift 6.10 records it (see
    // `assertCombiningDisposalOrder`).

    func testCombineLatestOfSourcesDisposesAFailingSourceBeforePassingItsErrorOn() {
        assertCombiningDisposalOrder("combineLatest(a, b, c)", isArityForm: true, fails: true) { i in
            Observable.combineLatest(i[0], i[1], i[2]) { $0 + $1 + $2 }
        }
    }

    func testCombineLatestOfSourcesDisposesTheLastSourceToCompleteBeforeCompleting() {
        assertCombiningDisposalOrder("combineLatest(a, b, c)", isArityForm: true, fails: false) { i in
            Observable.combineLatest(i[0], i[1], i[2]) { $0 + $1 + $2 }
        }
    }

    func testCombineLatestOfACollectionPassesAnErrorOnThenDisposesEverySourceInOrder() {
        assertCombiningDisposalOrder("combineLatest([a, b, c])", isArityForm: false, fails: true) { i in
            Observable.combineLatest(i) { $0.reduce(0, +) }
        }
    }

    func testCombineLatestOfACollectionCompletesThenDisposesTheLastSource() {
        assertCombiningDisposalOrder("combineLatest([a, b, c])", isArityForm: false, fails: false) { i in
            Observable.combineLatest(i) { $0.reduce(0, +) }
        }
    }
}
