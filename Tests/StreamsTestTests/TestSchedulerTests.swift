import Foundation
import Streams
import XCTest

@testable import StreamsTest

private struct RecordedTestError: Swift.Error, Equatable {}

final class TestSchedulerTests: LeakCheckingTestCase {
    func testDefaults() {
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartCreatesSubscribesAndDisposesAtTheDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(1100, 3)])
        let result = scheduler.start { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return xs
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testStartWithDisposedTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let result = scheduler.start(disposed: 250) { xs }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithAllTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2)])
        let result = scheduler.start(created: 50, subscribed: 60, disposed: 80) { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return xs
        }
        XCTAssertEqual(createdAt, 50)
        XCTAssertEqual(result.events, [.next(70, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(60, 80)])
    }

    func testHotObservableSendsAtAbsoluteTimesAndLogsSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(110, 1), .next(220, 2), .next(330, 3), .completed(440)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(xs.subscribe(first)) }
        scheduler.scheduleAt(300) { subscriptions.append(xs.subscribe(second)) }
        scheduler.scheduleAt(350) { subscriptions[0].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 2), .next(330, 3)])
        XCTAssertEqual(second.events, [.next(330, 3), .completed(440)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350), Subscription(300)])
        XCTAssertEqual(xs.recordedEvents, [.next(110, 1), .next(220, 2), .next(330, 3), .completed(440)])
        subscriptions[1].dispose()
    }

    func testAHotObservableSubscriptionNobodyDisposesIsFreedWithTheTest() throws {
        try skipInReleaseBuilds("Resources counts")
        // As RxSwift's own tests do (`_ = ys.bind(to: relay)`): subscribers of a hot
        // observable never disposed, once the test has run and lets go of everything. (With
        // operators in between, a sink and its upstream hold each other until disposed, as in
        // RxSwift; and a `TestableObserver` holds its scheduler, so events still scheduled hold
        // what they would reach — see the "Checking for leaks" article.)
        let baseline = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
            let relay = PublishRelay<Int>()
            let observer = scheduler.createObserver(Int.self)
            _ = relay.asInfallible().bind(to: observer)
            _ = xs.bind(to: relay)
            _ = xs.subscribe(onNext: { _ in })
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(210, 1), .next(500, 2)])
            XCTAssertGreaterThan(Resources.total, baseline)
        }
        XCTAssertEqual(Resources.total, baseline, "the hot observable and its subscribers held each other")
    }

    func testColdObservableSendsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(115) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, "a"), .next(120, "b"), .completed(130)])
        XCTAssertEqual(second.events, [.next(125, "a"), .next(135, "b"), .completed(145)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(115)])
    }

    func testColdObservableSubscriptionEndsOnDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let result = scheduler.start(disposed: 230) { xs.map { $0 * 2 } }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCreateObserverRecordsTheClock() {
        let scheduler = TestScheduler(initialClock: 40)
        let observer = scheduler.createObserver(Int.self)
        observer.onNext(1)
        scheduler.scheduleAt(50) { observer.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(40, 1), .completed(50)])
        XCTAssertTrue(observer.scheduler === scheduler)
    }

    func testScheduleAtRunsAtThatTimeInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b@20", "c@20"])
        XCTAssertEqual(scheduler.clock, 20)
    }

    func testAdvanceToSleepAndStop() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) { log.append(10) }
        scheduler.scheduleAt(20) {
            log.append(20)
            scheduler.stop()
        }
        scheduler.scheduleAt(30) { log.append(30) }
        scheduler.advanceTo(15)
        XCTAssertEqual(log, [10])
        XCTAssertEqual(scheduler.clock, 15)
        scheduler.sleep(3)
        XCTAssertEqual(scheduler.clock, 18)
        scheduler.start()
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(log, [10, 20, 30])
    }

    func testProcessingDelayMovesWorkScheduledNowToTheNextTick() {
        let delayed = TestScheduler(initialClock: 0)
        var delayedClock: Int?
        delayed.scheduleAt(10) {
            _ = delayed.schedule(()) { _ in
                delayedClock = delayed.clock
                return Disposables.create()
            }
        }
        delayed.start()
        XCTAssertEqual(delayedClock, 11)

        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var immediateClock: Int?
        immediate.scheduleAt(10) {
            _ = immediate.schedule(()) { _ in
                immediateClock = immediate.clock
                return Disposables.create()
            }
        }
        immediate.start()
        XCTAssertEqual(immediateClock, 10)
    }

    func testProcessingDelayChangesTheTicksOfScheduledSources() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let result = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testResolutionConvertsIntervalsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let result = scheduler.start { Observable<Int>.timer(.seconds(1), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 0), .completed(210)])
        let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
        let fine = milliseconds.start { Observable<Int>.timer(.milliseconds(30), scheduler: milliseconds) }
        XCTAssertEqual(fine.events, [.next(230, 0), .completed(230)])
        XCTAssertEqual(milliseconds.now, Date(timeIntervalSince1970: 1.0))
    }

    func testTestSchedulerDrivenFromABackgroundThread() {
        let outcome = SharedLog<[Recorded<Event<Int>>]>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let result = scheduler.start { xs.map { $0 + 1 }.concatSource(Observable.of(9, scheduler: scheduler)) }
            outcome.append(result.events)
            done.signal()
        }
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(outcome.all.first ?? [], [.next(210, 2), .next(220, 3), .next(231, 9), .completed(232)])
    }

    // MARK: Hot observables deliver in RxTest's order (RxSwift 6.10's, recorded with it)

    func testAHotObservableDeliversFirstToWhoeverTakesTheFirstSubscribersPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3)])
        var log: [String] = []
        var subscriptions: [String: Disposable] = [:]
        func join(_ name: String) {
            subscriptions[name] = xs.subscribe(onNext: { log.append("\(scheduler.clock) \(name) \($0)") })
        }
        scheduler.scheduleAt(200) {
            join("A")
            join("B")
            join("C")
        }
        scheduler.scheduleAt(300) {
            subscriptions["A"]?.dispose()
            join("D")
        }
        scheduler.scheduleAt(400) {
            subscriptions["C"]?.dispose()
            join("E")
        }
        scheduler.start()
        XCTAssertEqual(
            log, ["210 A 1", "210 B 1", "210 C 1", "310 D 2", "310 B 2", "310 C 2", "410 D 3", "410 B 3", "410 E 3"])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(200, 300), Subscription(200), Subscription(200, 400), Subscription(300), Subscription(400)])
        subscriptions.values.forEach { $0.dispose() }
    }

    func testSwitchLatestOverAHotObservableSeesTheElementItsNewestInnerReceivesFirst() {
        // `x.map { _ in x }.switchLatest()`: once the subscriber before it has left, the inner
        // subscribed at 500 takes its place and receives 8 before the outer, which then switches
        // away — so 8 passes, as with RxSwift.
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createHotObservable([
            .next(300, 5), .next(500, 6), .next(686, 8), .error(686, RecordedTestError()),
        ])
        let observer = scheduler.createObserver(Int.self)
        let other = scheduler.createObserver(Int.self)
        var otherSubscription: Disposable?
        var subscription: Disposable?
        scheduler.scheduleAt(150) { otherSubscription = x.subscribe(other) }
        scheduler.scheduleAt(200) {
            subscription = x.asObservable().map { _ in x.asObservable() }.switchLatest().subscribe(observer)
        }
        scheduler.scheduleAt(453) { otherSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(686, 8), .error(686, RecordedTestError())])
        XCTAssertEqual(
            x.subscriptions,
            [
                Subscription(150, 453), Subscription(200, 686), Subscription(300, 500), Subscription(500, 686),
                Subscription(686, 686),
            ])
        subscription?.dispose()
    }
}

extension ObservableType {
    /// Sends this sequence's elements, then those of `next` once it completes (a minimal concat
    /// built on `create`, so this test does not depend on the operator catalogue).
    fileprivate func concatSource(_ next: Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            let serial = SerialDisposable()
            serial.disposable = self.subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .error(let error): observer.onError(error)
                case .completed: serial.disposable = next.subscribe(observer)
                }
            }
            return serial
        }
    }
}

/// Shared log for events recorded on another thread.
private final class SharedLog<Value>: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched under `lock`.
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

final class RecordedAndSubscriptionTests: LeakCheckingTestCase {
    func testRecordedConstructors() {
        let next: Recorded<Event<Int>> = .next(210, 4)
        XCTAssertEqual(next.time, 210)
        XCTAssertEqual(next.value, .next(4))
        let completed: Recorded<Event<Int>> = .completed(300)
        XCTAssertEqual(completed, Recorded(time: 300, value: .completed))
        let failed: Recorded<Event<Int>> = .error(250, RecordedTestError())
        XCTAssertEqual(failed.time, 250)
        XCTAssertEqual(failed.value, .error(RecordedTestError()))
        XCTAssertEqual(Recorded<Event<Int>>.events(.next(1, 1), .completed(2)), [.next(1, 1), .completed(2)])
        XCTAssertEqual(Recorded<Event<Int>>.events([.next(1, 1)]), [.next(1, 1)])
        XCTAssertEqual(next.debugDescription, "next(4) @ 210")
    }

    func testRecordedEqualityComparesTimesAndEvents() {
        XCTAssertEqual(Recorded<Event<Int>>.next(210, 1), .next(210, 1))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 1), .next(211, 1))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 1), .next(210, 2))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 1), .completed(210))
    }

    func testErrorEqualityFollowsRxTest() {
        struct Plain: Swift.Error {}
        struct Other: Swift.Error {}
        XCTAssertEqual(Event<Int>.error(RecordedTestError()), .error(RecordedTestError()))
        XCTAssertEqual(Event<Int>.error(Plain()), .error(Plain()))
        XCTAssertNotEqual(Event<Int>.error(Plain()), .error(Other()))
        XCTAssertEqual(Event<Int>.error(NSError(domain: "d", code: 1)), .error(NSError(domain: "d", code: 1)))
        XCTAssertNotEqual(Event<Int>.error(NSError(domain: "d", code: 1)), .error(NSError(domain: "d", code: 2)))
        XCTAssertNotEqual(Event<Int>.error(NSError(domain: "d", code: 1)), .error(NSError(domain: "e", code: 1)))
    }

    func testSubscriptionEqualityHashingAndDescription() {
        XCTAssertEqual(Subscription(200, 1000), Subscription(200, 1000))
        XCTAssertNotEqual(Subscription(200, 1000), Subscription(200, 900))
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
        XCTAssertEqual(Set([Subscription(200, 300), Subscription(200, 300), Subscription(100)]).count, 2)
        XCTAssertEqual(Subscription(200, 300).subscribe, 200)
        XCTAssertEqual(Subscription(200, 300).unsubscribe, 300)
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}

final class AssertionMessageTests: LeakCheckingTestCase {
    func testEqualListsProduceNoDifference() {
        XCTAssertNil(EventListDifference(["a"], ["a"], equal: true))
    }

    func testMessageAlignsBothListsAndMarksTheFirstDifference() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 3), .completed(300)]
        let difference = EventListDifference(
            actual.map(recordedEventDescription), expected.map(recordedEventDescription), equal: false)
        XCTAssertEqual(difference?.firstDifference, 1)
        let message = difference?.message(title: "Recorded events are not equal") ?? ""
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, message)
        XCTAssertEqual(lines[0], "Recorded events are not equal; first difference at index 1:")
        XCTAssertTrue(lines[1].contains("actual") && lines[1].contains("expected"), message)
        XCTAssertTrue(lines[2].hasPrefix("    .next(210, 1)"), message)
        XCTAssertTrue(lines[3].hasPrefix("  ✗ .next(220, 2)"), message)
        XCTAssertTrue(lines[3].hasSuffix(".next(220, 3)"), message)
        XCTAssertTrue(lines[4].hasPrefix("    .completed(300)"), message)
        let expectedColumn = lines[1].range(of: "expected")!.lowerBound.utf16Offset(in: lines[1])
        XCTAssertEqual(
            lines[3].range(of: ".next(220, 3)")!.lowerBound.utf16Offset(in: lines[3]), expectedColumn,
            "columns must line up")
    }

    func testMessageShowsMissingRowsWithADash() {
        let difference = EventListDifference([".next(210, 1)"], [".next(210, 1)", ".completed(220)"], equal: false)
        XCTAssertEqual(difference?.firstDifference, 1)
        let lines = difference?.message(title: "t").split(separator: "\n").map(String.init) ?? []
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines[3].hasPrefix("  ✗ —"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[3].hasSuffix(".completed(220)"))
    }

    func testRecordedEventDescriptionUsesRxTestSpelling() {
        XCTAssertEqual(recordedEventDescription(Recorded<Event<Int>>.next(210, 4)), ".next(210, 4)")
        XCTAssertEqual(recordedEventDescription(Recorded<Event<Int>>.completed(300)), ".completed(300)")
        XCTAssertEqual(
            recordedEventDescription(Recorded<Event<Int>>.error(250, RecordedTestError())),
            ".error(250, RecordedTestError())")
    }

    func testPassingOverloadsDoNotFail() {
        XCTAssertEqual([Recorded<Event<Int>>.next(210, 1)], [.next(210, 1)])
        XCTAssertEqual([Recorded<Event<Int?>>.next(210, nil)], [.next(210, nil)])
        XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
        XCTAssertRecordedElements([.next(210, 1), .next(220, 2)], [1, 2])
    }

    func testRecordedElementsFailsOnAStopEventAsInRxTest() {
        let completed: [Recorded<Event<Int>>] = [.next(210, 1), .completed(230)]
        XCTAssertEqual(
            recordedElementsFailure(completed, [1]),
            "XCTAssertRecordedElements: a non-next stop event has been emitted: .completed(230)")
        let failed: [Recorded<Event<Int>>] = [.error(220, RecordedTestError())]
        XCTAssertEqual(
            recordedElementsFailure(failed, []),
            "XCTAssertRecordedElements: a non-next stop event has been emitted: .error(220, RecordedTestError())")
    }

    func testRecordedElementsMessageShowsBothLists() {
        let stream: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 5)]
        let message = recordedElementsFailure(stream, [1, 2]) ?? ""
        XCTAssertTrue(message.hasPrefix("Recorded elements are not equal; first difference at index 1:"), message)
        XCTAssertTrue(message.contains("  ✗ 5"), message)
        XCTAssertNil(recordedElementsFailure(stream, [1, 5]))
    }
}
