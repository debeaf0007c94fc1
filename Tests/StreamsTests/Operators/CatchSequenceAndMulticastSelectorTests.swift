import Streams
import StreamsTest
import XCTest

private struct AuditError: Swift.Error, Equatable {
    let code: Int
}

/// `Observable.catch(sequence:)`, `multicast(_:selector:)` and `flatMapLatest` to `Infallible`,
/// the RxSwift 6 operators the audit added.
final class CatchSequenceAndMulticastSelectorTests: LeakCheckingTestCase {
    // MARK: catch(sequence:)

    private func failingThenCompleting(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([.next(10, 1), .error(20, AuditError(code: 1))]),
            scheduler.createColdObservable([.next(10, 2), .error(20, AuditError(code: 2))]),
            scheduler.createColdObservable([.next(10, 3), .completed(20)]),
        ]
    }

    func testCatchSequenceDiagram() {
        // first:   -1#
        // second:    -2#
        // third:       -3|
        // result:  -1-2-3|     one character = 10 ticks from 200
        let scheduler = TestScheduler(initialClock: 0)
        let sources = failingThenCompleting(scheduler)
        let result = scheduler.start { Observable.catch(sequence: sources.map { $0.asObservable() }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(
            sources.map(\.subscriptions),
            [[Subscription(200, 220)], [Subscription(220, 240)], [Subscription(240, 260)]])
    }

    func testCatchSequenceStopsAtTheFirstSourceThatCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let result = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testCatchSequenceOfNoSourcesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testCatchSequenceEndsWithTheErrorOfTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = Array(failingThenCompleting(scheduler).prefix(2))
        let result = scheduler.start { Observable.catch(sequence: sources.map { $0.asObservable() }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .error(240, AuditError(code: 2))])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(220, 240)]])
    }

    func testCatchSequenceDisposedMidStreamUnsubscribesTheCurrentSourceOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = failingThenCompleting(scheduler)
        let result = scheduler.start(disposed: 235) { Observable.catch(sequence: sources.map { $0.asObservable() }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(220, 235)], []])
    }

    func testCatchSequenceSubscribesTheNextSourceBeforeMergeSubscribesItsNextSource() {
        // RxSwift 6.10's order, recorded with it: a source that fails during its own
        // subscription is followed at once by the next one.
        var log: [String] = []
        func logged(_ name: String, _ source: Observable<Int>) -> Observable<Int> {
            source.do(onSubscribe: { log.append("\(name) subscribed") })
        }
        let caught = Observable.catch(sequence: [
            logged("a", .error(AuditError(code: 1))), logged("b", .error(AuditError(code: 2))), logged("c", .just(1)),
        ])
        _ = Observable.merge(caught, logged("other", .just(3))).subscribe(onNext: { log.append("\($0)") })
        XCTAssertEqual(log, ["a subscribed", "b subscribed", "c subscribed", "1", "other subscribed", "3"])
    }

    func testANestedCatchSequenceOfTheSameTypeIsWalkedInPlace() {
        // As in RxSwift, which takes apart a nested `catch(sequence:)` of the same sequence type
        // (and only that): an empty one then leaves the last error standing, or moves on to the
        // next source, where a subscribed one would complete at once.
        func outcome(_ source: Observable<Int>) -> [Event<Int>] {
            var events: [Event<Int>] = []
            _ = source.subscribe { events.append($0) }
            return events
        }
        let failing = Observable<Int>.error(AuditError(code: 1))
        let emptyOfTheSameType = Observable.catch(sequence: [Observable<Int>]())
        XCTAssertEqual(
            outcome(Observable.catch(sequence: [failing, emptyOfTheSameType, .just(5)])), [.next(5), .completed])
        XCTAssertEqual(
            outcome(Observable.catch(sequence: [failing, emptyOfTheSameType])), [.error(AuditError(code: 1))])
        let emptyOfAnotherType = Observable.catch(sequence: AnySequence([Observable<Int>]()))
        XCTAssertEqual(outcome(Observable.catch(sequence: [failing, emptyOfAnotherType])), [.completed])
        XCTAssertEqual(
            outcome(Observable.catch(sequence: [failing, Observable<Int>.error(AuditError(code: 2)).retry(0)])),
            [.completed])
    }

    func testCatchSequenceResubscriptionStartsAgainFromTheFirstSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = failingThenCompleting(scheduler)
        let caught = Observable.catch(sequence: sources.map { $0.asObservable() })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = caught.subscribe(first) }
        scheduler.scheduleAt(300) { _ = caught.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(330, 2), .next(350, 3), .completed(360)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testCatchSequenceOfALazySequenceMakesEachSourceWhenItIsNeeded() {
        let scheduler = TestScheduler(initialClock: 0)
        var made: [Int] = []
        let lazySources = (1...3).lazy.map { index -> Observable<Int> in
            made.append(index)
            return index < 3 ? .error(AuditError(code: index)) : .just(index)
        }
        let result = scheduler.start { Observable.catch(sequence: lazySources) }
        XCTAssertEqual(result.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(made, [1, 2, 3])
    }

    func testCatchSequenceOfManyImmediatelyFailingSourcesLoopsInsteadOfRecursing() {
        let count = SmallStackRunner.longRun ? 1_000_000 : 30_000
        let events = SmallStackRunner.onSmallStack { () -> [Event<Int>] in
            let sources = (0..<count).lazy.map { index -> Observable<Int> in
                index < count - 1 ? .error(AuditError(code: index)) : .just(index)
            }
            var events: [Event<Int>] = []
            _ = Observable.catch(sequence: sources).subscribe { events.append($0) }
            return events
        }
        XCTAssertEqual(events, [.next(count - 1), .completed])
    }

    @available(*, deprecated, message: "exercises RxSwift 6's deprecated spellings on purpose")
    private func deprecatedCatchSpellings(_ scheduler: TestScheduler, _ sources: [TestableObservable<Int>]) -> (
        TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>
    ) {
        let sequence = scheduler.start { Observable.catchError(sources.map { $0.asObservable() }) }
        let other = TestScheduler(initialClock: 0)
        let failing = other.createHotObservable([.next(210, 1), .error(220, AuditError(code: 9))])
        let handled = other.start { failing.catchError { _ in .just(-1) } }
        let third = TestScheduler(initialClock: 0)
        let failingAgain = third.createHotObservable([.next(210, 1), .error(220, AuditError(code: 9))])
        let justReturned = third.start { failingAgain.catchErrorJustReturn(-2) }
        return (sequence, handled, justReturned)
    }

    func testDeprecatedCatchSpellingsBehaveAsTheirRenamedOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = failingThenCompleting(scheduler)
        let runner: DeprecatedCatchRunning = self
        let (sequence, handled, justReturned) = runner.runDeprecatedCatchSpellings(scheduler, sources)
        XCTAssertEqual(sequence.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(handled.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(justReturned.events, [.next(210, 1), .next(220, -2), .completed(220)])
    }

    // MARK: multicast(_:selector:)

    private func multicastSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(310))
        -> TestableObservable<Int>
    {
        // --1--2--3--|   one character = 10 ticks from 200
        scheduler.createHotObservable([.next(150, 0), .next(220, 1), .next(250, 2), .next(280, 3), end])
    }

    func testMulticastSelectorDiagram() {
        // source:  --1--2--3--|
        // multicast({ PublishSubject() }) { shared in Observable.zip(shared, shared.skip(1)) { $0 + $1 } }
        // result:  -----3--5--|
        let scheduler = TestScheduler(initialClock: 0)
        let xs = multicastSource(scheduler)
        let result = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { shared in Observable.zip(shared, shared.skip(1)) { $0 + $1 } }
        }
        XCTAssertEqual(result.events, [.next(250, 3), .next(280, 5), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testMulticastSelectorForwardsAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = multicastSource(scheduler, end: .error(310, AuditError(code: 3)))
        let result = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0.map { $0 * 10 } } }
        XCTAssertEqual(
            result.events, [.next(220, 10), .next(250, 20), .next(280, 30), .error(310, AuditError(code: 3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testMulticastSelectorDisposedMidStreamDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = multicastSource(scheduler)
        let result = scheduler.start(disposed: 260) { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testMulticastSelectorMakesASubjectAndAConnectionPerSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = multicastSource(scheduler)
        var subjectsMade = 0
        let shared = xs.multicast(
            { () -> ReplaySubject<Int> in
                subjectsMade += 1
                return ReplaySubject<Int>.create(bufferSize: 1)
            }, selector: { $0 })
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(early) }
        scheduler.scheduleAt(260) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(220, 1), .next(250, 2), .next(280, 3), .completed(310)])
        // A fresh subject: nothing from before 260 is replayed.
        XCTAssertEqual(late.events, [.next(280, 3), .completed(310)])
        XCTAssertEqual(subjectsMade, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310), Subscription(260, 310)])
    }

    // MARK: flatMapLatest to Infallible

    func testFlatMapLatestToInfallibleSwitchesAndStaysInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let inners = [
            1: scheduler.createColdObservable([.next(10, 10), .next(40, 11)]),
            2: scheduler.createColdObservable([.next(10, 20), .completed(20)]),
        ]
        let result = scheduler.start { () -> Infallible<Int> in
            outer.flatMapLatest { value in inners[value]!.asInfallible(onErrorJustReturn: -1) }
        }
        XCTAssertEqual(result.events, [.next(220, 10), .next(250, 20), .completed(300)])
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[2]!.subscriptions, [Subscription(240, 260)])
    }
}

/// Lets the test call the deprecated spellings without being deprecated itself.
private protocol DeprecatedCatchRunning {
    func runDeprecatedCatchSpellings(_ scheduler: TestScheduler, _ sources: [TestableObservable<Int>]) -> (
        TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>
    )
}

extension CatchSequenceAndMulticastSelectorTests: DeprecatedCatchRunning {
    @available(*, deprecated, message: "exercises RxSwift 6's deprecated spellings on purpose")
    func runDeprecatedCatchSpellings(_ scheduler: TestScheduler, _ sources: [TestableObservable<Int>]) -> (
        TestableObserver<Int>, TestableObserver<Int>, TestableObserver<Int>
    ) {
        deprecatedCatchSpellings(scheduler, sources)
    }
}
