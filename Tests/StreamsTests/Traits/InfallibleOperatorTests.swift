import Foundation
import Streams
import StreamsTest
import XCTest

private final class Owner {
    let name: String
    init(name: String) { self.name = name }
}

private struct Point: Equatable {
    var x: Int
    var y: Int
}

final class InfallibleOperatorTests: LeakCheckingTestCase {
    // MARK: - take / skip

    func testTakeUntilAnInfallibleCompletesWhenItEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(225, "x"), .completed(400)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(until: other.asInfallible(onErrorJustReturn: ""))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilAnObservableCompletesWhenItEmitsAndIgnoresItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let stopper = scheduler.createHotObservable([.completed(230, String.self)])
        let other = scheduler.createHotObservable([.next(250, "x")])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(until: stopper).take(until: other)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    func testTakeUntilDisposedMidStreamUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let other = scheduler.createHotObservable([.next(300, "x")])
        let res = scheduler.start(disposed: 220) { xs.asInfallible(onErrorJustReturn: 0).take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateExclusiveAndInclusive() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let exclusive = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(until: { $0 == 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable(events)
        let inclusive = second.start {
            ys.asInfallible(onErrorJustReturn: 0).take(until: { $0 == 3 }, behavior: .inclusive)
        }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    }

    func testTakeWhileExclusiveAndInclusive() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
        ]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let exclusive = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable(events)
        let inclusive = second.start {
            ys.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 3 }, behavior: .inclusive)
        }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    }

    func testTakeForADurationCompletesWhenTheTimerFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).take(for: .seconds(25), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testSkipWhileDropsUntilThePredicateFailsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 1), .completed(300),
        ])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkipUntilAnObservableOrAnInfallible() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let other = scheduler.createHotObservable([.next(225, "x"), .completed(226)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable(events)
        let trigger = second.createHotObservable([.next(235, "x")])
        let viaInfallible = second.start {
            ys.asInfallible(onErrorJustReturn: 0).skip(until: trigger.asInfallible(onErrorJustReturn: ""))
        }
        XCTAssertEqual(viaInfallible.events, [.next(240, 4), .completed(300)])
    }

    // MARK: - withUnretained

    func testWithUnretainedPairsAndCompletesOnceTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(name: "o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let paired = xs.asInfallible(onErrorJustReturn: 0).withUnretained(owner!).map { "\($0.name)\($1)" }
        scheduler.scheduleAt(230) { owner = nil }
        let res = scheduler.start { paired }
        XCTAssertNil(owner)
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let second = TestScheduler(initialClock: 0)
        let keeper = Owner(name: "k")
        let ys = second.createHotObservable([.next(210, 5), .completed(250)])
        let selected = second.start {
            ys.asInfallible(onErrorJustReturn: 0).withUnretained(keeper) { object, value in "\(object.name)-\(value)" }
        }
        XCTAssertEqual(selected.events, [.next(210, "k-5"), .completed(250)])
    }

    // MARK: - concat

    func testConcatInstanceAndStaticForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start {
            first.asInfallible(onErrorJustReturn: 0).concat(second.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])

        let other = TestScheduler(initialClock: 0)
        let a = other.createColdObservable([.next(10, 1), .completed(20)]).asInfallible(onErrorJustReturn: 0)
        let b = other.createColdObservable([.next(10, 2), .completed(20)]).asInfallible(onErrorJustReturn: 0)
        let variadic = other.start { Infallible.concat(a, b) }
        XCTAssertEqual(variadic.events, [.next(210, 1), .next(230, 2), .completed(240)])

        var log: [Int] = []
        _ = Infallible.concat([Infallible.of(1, 2), .just(3)]).subscribe(onNext: { log.append($0) })
        _ = Infallible.concat([Infallible.just(4), .just(5)][...]).subscribe(onNext: { log.append($0) })
        // As in RxSwift, a Sequence that is not a Collection is walked once, when concat is
        // called (Observable.concat walks it at each subscription).
        var made = 0
        let lazySources = [6, 7].lazy.map { value -> Infallible<Int> in
            made += 1
            return .just(value)
        }
        let concatenated = Infallible.concat(AnySequence(lazySources))
        XCTAssertEqual(made, 2)
        _ = concatenated.subscribe(onNext: { log.append($0) })
        _ = concatenated.subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log, [1, 2, 3, 4, 5, 6, 7, 6, 7])
        XCTAssertEqual(made, 2)
    }

    func testConcatOfALazyCollectionOfInfalliblesWalksItOnceWhenCalled() {
        // As in RxSwift, whose collection form maps the collection eagerly.
        var made = 0
        let sources = [1, 2].lazy.map { value -> Infallible<Int> in
            made += 1
            return .just(value)
        }
        let concatenated = Infallible.concat(sources)
        XCTAssertEqual(made, 2)
        var received: [Int] = []
        _ = concatenated.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(made, 2)
    }

    func testConcatSubscribesTheNextInfallibleBeforeMergeSubscribesItsNextSource() {
        // RxSwift 6.10's order, recorded with it.
        var received: [Int] = []
        let forms = [Infallible.concat(.just(1), .just(2)), Infallible.just(1).concat(Infallible.just(2))]
        for concatenated in forms {
            _ = Observable.merge(concatenated.asObservable(), .just(3)).subscribe(onNext: { received.append($0) })
        }
        XCTAssertEqual(received, [1, 2, 3, 1, 2, 3])
    }

    // MARK: - debug

    func testDebugLogsAndPassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        var events: [Recorded<Event<Int>>] = []
        let lines = collectingDebugOutput {
            events = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).debug("inf") }.events
        }
        XCTAssertEqual(events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(
            lines, ["inf -> subscribed", "inf -> Event next(1)", "inf -> Event completed", "inf -> isDisposed"])
    }

    // MARK: - distinctUntilChanged, merge and combineLatest of collections

    func testDistinctUntilChangedWithKeyAndComparerAndKeyPath() {
        var byComparer: [Int] = []
        _ = Infallible.of(1, 11, 2, 12, 3).distinctUntilChanged({ $0 % 10 }, comparer: { $0 == $1 }).subscribe(onNext: {
            byComparer.append($0)
        })
        XCTAssertEqual(byComparer, [1, 2, 3])

        var byKeyPath: [Point] = []
        _ = Infallible.of(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2)).distinctUntilChanged(at: \.x)
            .subscribe(onNext: { byKeyPath.append($0) })
        XCTAssertEqual(byKeyPath, [Point(x: 1, y: 1), Point(x: 2, y: 2)])
    }

    func testMergeOfACollectionMerges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let sources = [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]
        let res = scheduler.start { Infallible.merge(sources[...]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    }

    func testCombineLatestOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let sources = [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]
        let summed = scheduler.start { Infallible.combineLatest(sources) { $0.reduce(0, +) } }
        XCTAssertEqual(summed.events, [.next(220, 3), .next(230, 5), .completed(250)])

        var arrays: [[Int]] = []
        _ = Infallible.combineLatest([Infallible.just(1), .just(2)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 2]])
    }

    // MARK: - combineLatest and zip of 2 to 8 sources

    /// Source `k` (1-based) sends `k` at 210 + k, `10 * k` at 260 + k, and completes at 300.
    private func arityInputs(_ count: Int, on scheduler: TestScheduler) -> [Infallible<Int>] {
        (1...count).map { k in
            scheduler.createHotObservable([.next(210 + k, k), .next(260 + k, 10 * k), .completed(300)]).asInfallible(
                onErrorJustReturn: -1)
        }
    }

    /// What combineLatest of `count` arity inputs sends, summed: the first sum once every source
    /// has sent, then one sum per second-round element.
    private func expectedCombineLatestSums(_ count: Int) -> [Recorded<Event<Int>>] {
        var values = Array(1...count)
        var events: [Recorded<Event<Int>>] = [.next(210 + count, values.reduce(0, +))]
        for k in 1...count {
            values[k - 1] = 10 * k
            events.append(.next(260 + k, values.reduce(0, +)))
        }
        return events + [.completed(300)]
    }

    private func expectedZipSums(_ count: Int) -> [Recorded<Event<Int>>] {
        let first = (1...count).reduce(0, +)
        return [.next(210 + count, first), .next(260 + count, 10 * first), .completed(300)]
    }

    /// Runs `body` on the arity inputs in virtual time, once through the result-selector form and
    /// once through the tuple form, and checks both against `expected`.
    private func checkArity(
        _ count: Int,
        expected: [Recorded<Event<Int>>],
        selector: @escaping ([Infallible<Int>]) -> Infallible<Int>,
        tuple: @escaping ([Infallible<Int>]) -> Infallible<Int>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let inputs = arityInputs(count, on: scheduler)
        XCTAssertEqual(
            scheduler.start { selector(inputs) }.events, expected, "resultSelector form", file: file, line: line)
        let other = TestScheduler(initialClock: 0)
        let others = arityInputs(count, on: other)
        XCTAssertEqual(other.start { tuple(others) }.events, expected, "tuple form", file: file, line: line)
    }

    func testCombineLatestOfTwoToEightSources() {
        checkArity(
            2, expected: expectedCombineLatestSums(2),
            selector: { s in Infallible.combineLatest(s[0], s[1]) { $0 + $1 } },
            tuple: { s in Infallible.combineLatest(s[0], s[1]).map { $0 + $1 } })
        checkArity(
            3, expected: expectedCombineLatestSums(3),
            selector: { s in Infallible.combineLatest(s[0], s[1], s[2]) { $0 + $1 + $2 } },
            tuple: { s in Infallible.combineLatest(s[0], s[1], s[2]).map { $0 + $1 + $2 } })
        checkArity(
            4, expected: expectedCombineLatestSums(4),
            selector: { s in Infallible.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } },
            tuple: { s in Infallible.combineLatest(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 } })
        checkArity(
            5, expected: expectedCombineLatestSums(5),
            selector: { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } },
            tuple: { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 } })
        checkArity(
            6, expected: expectedCombineLatestSums(6),
            selector: { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { a, b, c, d, e, f in a + b + c + d + e + f
                }
            },
            tuple: { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { a, b, c, d, e, f in
                    a + b + c + d + e + f
                }
            })
        checkArity(
            7, expected: expectedCombineLatestSums(7),
            selector: { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { a, b, c, d, e, f, g in
                    a + b + c + d + e + f + g
                }
            },
            tuple: { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { a, b, c, d, e, f, g in
                    a + b + c + d + e + f + g
                }
            })
        checkArity(
            8, expected: expectedCombineLatestSums(8),
            selector: { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, b, c, d, e, f, g, h in
                    a + b + c + d + e + f + g + h
                }
            },
            tuple: { s in
                Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { a, b, c, d, e, f, g, h in
                    a + b + c + d + e + f + g + h
                }
            })
    }

    func testZipOfTwoToEightSources() {
        checkArity(
            2, expected: expectedZipSums(2),
            selector: { s in Infallible.zip(s[0], s[1]) { $0 + $1 } },
            tuple: { s in Infallible.zip(s[0], s[1]).map { $0 + $1 } })
        checkArity(
            3, expected: expectedZipSums(3),
            selector: { s in Infallible.zip(s[0], s[1], s[2]) { $0 + $1 + $2 } },
            tuple: { s in Infallible.zip(s[0], s[1], s[2]).map { $0 + $1 + $2 } })
        checkArity(
            4, expected: expectedZipSums(4),
            selector: { s in Infallible.zip(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } },
            tuple: { s in Infallible.zip(s[0], s[1], s[2], s[3]).map { $0 + $1 + $2 + $3 } })
        checkArity(
            5, expected: expectedZipSums(5),
            selector: { s in Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 } },
            tuple: { s in Infallible.zip(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 } })
        checkArity(
            6, expected: expectedZipSums(6),
            selector: { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { a, b, c, d, e, f in a + b + c + d + e + f }
            },
            tuple: { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { a, b, c, d, e, f in a + b + c + d + e + f }
            })
        checkArity(
            7, expected: expectedZipSums(7),
            selector: { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { a, b, c, d, e, f, g in
                    a + b + c + d + e + f + g
                }
            },
            tuple: { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { a, b, c, d, e, f, g in
                    a + b + c + d + e + f + g
                }
            })
        checkArity(
            8, expected: expectedZipSums(8),
            selector: { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, b, c, d, e, f, g, h in
                    a + b + c + d + e + f + g + h
                }
            },
            tuple: { s in
                Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { a, b, c, d, e, f, g, h in
                    a + b + c + d + e + f + g + h
                }
            })
    }

    func testCombineLatestOfThreeDisposedMidStreamUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let zs = scheduler.createHotObservable([.next(230, 3)])
        let res = scheduler.start(disposed: 235) {
            Infallible.combineLatest(
                xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0),
                zs.asInfallible(onErrorJustReturn: 0)
            ) { "\($0)\($1)\($2)" }
        }
        XCTAssertEqual(res.events, [.next(230, "123")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 235)])
    }
}
