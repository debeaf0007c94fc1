import Foundation
import Streams
import StreamsTest
import XCTest

/// Every shared-sequence operator in virtual time under `SharingScheduler.mock`: sources are
/// hot observables turned into Drivers, so each source event arrives one processing tick later.
final class SharedSequenceOperatorTests: LeakCheckingTestCase {
    private func run<Element: Equatable>(
        disposed: TestTime = 1000,
        _ events: [Recorded<Event<Int>>],
        _ build: @escaping (Driver<Int>, TestScheduler) -> SharedSequence<DriverSharingStrategy, Element>
    ) -> (events: [Recorded<Event<Element>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var recorded: [Recorded<Event<Element>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            recorded =
                scheduler.start(disposed: disposed) { build(xs.asDriver(onErrorJustReturn: -1), scheduler) }.events
        }
        return (recorded, xs.subscriptions)
    }

    func testMap() {
        let res = run([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)]) { driver, _ in
            driver.map { $0 * 10 }
        }
        XCTAssertEqual(res.events, [.next(211, 20), .next(221, 30), .completed(301)])
        XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
    }

    func testCompactMapAndFilter() {
        let compact = run([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { driver, _ in
            driver.compactMap { $0 % 2 == 1 ? "odd \($0)" : nil }
        }
        XCTAssertEqual(compact.events, [.next(211, "odd 1"), .next(231, "odd 3"), .completed(301)])
        let filtered = run([.next(210, 1), .next(220, 2), .error(230, traitError)]) { driver, _ in
            driver.filter { $0 != 1 }
        }
        XCTAssertEqual(filtered.events, [.next(221, 2), .next(231, -1), .completed(231)])
    }

    func testFlatMapLatestSwitchesToTheLatestInnerDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(400)])
        let inners = [
            1: scheduler.createColdObservable([.next(5, 10), .next(20, 11), .next(40, 12), .completed(50)]),
            2: scheduler.createColdObservable([.next(5, 20), .completed(30)]),
        ]
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).flatMapLatest { inners[$0]!.asDriver(onErrorJustReturn: -1) }
            }
            XCTAssertEqual(res.events, [.next(217, 10), .next(232, 11), .next(247, 20), .completed(401)])
        }
        XCTAssertEqual(inners[1]!.subscriptions, [Subscription(211, 241)])
        XCTAssertEqual(inners[2]!.subscriptions, [Subscription(241, 271)])
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(400)])
        let inner = scheduler.createColdObservable([.next(5, 0), .completed(30)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).flatMapFirst { element in
                    inner.asDriver(onErrorJustReturn: -1).map { _ in element }
                }
            }
            XCTAssertEqual(res.events, [.next(217, 1), .next(267, 3), .completed(401)])
        }
        XCTAssertEqual(inner.subscriptions, [Subscription(211, 241), Subscription(261, 291)])
    }

    func testFlatMapMergesAndConcatMapQueues() {
        let merged = run([.next(210, 1), .next(212, 2), .completed(300)]) { driver, _ in
            driver.flatMap { element in Driver.of(element * 10, element * 100) }
        }
        XCTAssertEqual(
            merged.events, [.next(212, 10), .next(213, 100), .next(214, 20), .next(215, 200), .completed(301)])
        let concatenated = run([.next(210, 1), .next(211, 2), .completed(300)]) { driver, _ in
            driver.concatMap { element in Driver.of(element * 10, element * 100) }
        }
        XCTAssertEqual(
            concatenated.events, [.next(212, 10), .next(213, 100), .next(215, 20), .next(216, 200), .completed(301)])
    }

    func testSwitchLatestOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
        let second = scheduler.createHotObservable([.next(225, 3), .next(245, 4), .completed(250)])
        SharingScheduler.mock(scheduler: scheduler) {
            // Built inside the mock: a trait reads its scheduler when it is created.
            let outer = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: -1)),
                .next(230, second.asDriver(onErrorJustReturn: -1)),
                .completed(300),
            ])
            let res = scheduler.start { outer.asDriver(onErrorJustReturn: Driver.empty()).switchLatest() }
            XCTAssertEqual(res.events, [.next(216, 1), .next(246, 4), .completed(301)])
        }
        XCTAssertEqual(first.subscriptions, [Subscription(211, 231)])
        XCTAssertEqual(second.subscriptions, [Subscription(231, 250)])
    }

    func testScanStartWithSkipTake() {
        let scanned = run([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { driver, _ in
            driver.scan(0) { $0 + $1 }
        }
        XCTAssertEqual(scanned.events, [.next(211, 1), .next(221, 3), .next(231, 6), .completed(301)])
        let started = run([.next(210, 1), .completed(300)]) { driver, _ in driver.startWith(0) }
        XCTAssertEqual(started.events, [.next(200, 0), .next(211, 1), .completed(301)])
        let skipped = run([.next(210, 1), .next(220, 2), .completed(300)]) { driver, _ in driver.skip(1) }
        XCTAssertEqual(skipped.events, [.next(221, 2), .completed(301)])
        let taken = run([.next(210, 1), .next(220, 2), .completed(300)]) { driver, _ in driver.take(1) }
        XCTAssertEqual(taken.events, [.next(211, 1), .completed(211)])
        XCTAssertEqual(taken.subscriptions, [Subscription(200, 211)])
        let into = run([.next(210, 1), .next(220, 2), .completed(300)]) { driver, _ in
            driver.scan(into: [Int]()) { $0.append($1) }.map { $0.count }
        }
        XCTAssertEqual(into.events, [.next(211, 1), .next(221, 2), .completed(301)])
    }

    func testDistinctUntilChangedVariants() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 12), .completed(300),
        ]
        XCTAssertEqual(
            run(events) { driver, _ in driver.distinctUntilChanged() }.events,
            [.next(211, 1), .next(231, 2), .next(241, 12), .completed(301)])
        XCTAssertEqual(
            run(events) { driver, _ in driver.distinctUntilChanged { $0 % 10 } }.events,
            [.next(211, 1), .next(231, 2), .completed(301)])
        XCTAssertEqual(
            run(events) { driver, _ in driver.distinctUntilChanged { $0 / 10 == $1 / 10 } }.events,
            [.next(211, 1), .next(241, 12), .completed(301)])
        XCTAssertEqual(
            run(events) { driver, _ in driver.distinctUntilChanged({ $0 % 10 }, comparer: { $0 == $1 }) }.events,
            [.next(211, 1), .next(231, 2), .completed(301)])
    }

    func testDoRunsSideEffectsInOrder() {
        var log: [String] = []
        let res = run([.next(210, 1), .completed(300)]) { driver, scheduler in
            driver.do(
                onNext: { log.append("next \($0) @\(scheduler.clock)") },
                afterNext: { log.append("after next \($0)") },
                onCompleted: { log.append("completed @\(scheduler.clock)") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose @\(scheduler.clock)") }
            )
        }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
        XCTAssertEqual(
            log,
            [
                "subscribe @200", "subscribed", "next 1 @211", "after next 1", "completed @301", "after completed",
                "dispose @301",
            ])
    }

    func testDebugPassesEventsThrough() {
        var events: [Recorded<Event<Int>>] = []
        let debugOutput = collectingDebugOutput {
            events = run([.next(210, 1), .completed(300)]) { driver, _ in driver.debug("driver") }.events
        }
        XCTAssertEqual(events, [.next(211, 1), .completed(301)])
        XCTAssertEqual(
            debugOutput,
            ["driver -> subscribed", "driver -> Event next(1)", "driver -> Event completed", "driver -> isDisposed"])
    }

    func testDebounceRunsOnTheMockedScheduler() {
        let res = run([.next(210, 1), .next(215, 2), .next(250, 3), .completed(300)]) { driver, _ in
            driver.debounce(.seconds(10))
        }
        XCTAssertEqual(res.events, [.next(226, 2), .next(261, 3), .completed(301)])
    }

    func testThrottleRunsOnTheMockedScheduler() {
        let latest = run([.next(210, 1), .next(215, 2), .next(218, 3), .next(250, 4), .completed(300)]) { driver, _ in
            driver.throttle(.seconds(10))
        }
        XCTAssertEqual(latest.events, [.next(211, 1), .next(221, 3), .next(251, 4), .completed(301)])
        let first = run([.next(210, 1), .next(215, 2), .next(218, 3), .next(250, 4), .completed(300)]) { driver, _ in
            driver.throttle(.seconds(10), latest: false)
        }
        XCTAssertEqual(first.events, [.next(211, 1), .next(251, 4), .completed(301)])
    }

    func testDelayRunsOnTheMockedScheduler() {
        let res = run([.next(210, 1), .next(220, 2), .completed(300)]) { driver, _ in driver.delay(.seconds(5)) }
        XCTAssertEqual(res.events, [.next(216, 1), .next(226, 2), .completed(306)])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        SharingScheduler.mock(scheduler: scheduler) {
            let combined = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).withLatestFrom(ys.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }
            }
            XCTAssertEqual(combined.events, [.next(231, "2a"), .next(251, "3b"), .completed(301)])
        }
        let other = TestScheduler(initialClock: 0)
        let xs2 = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys2 = other.createHotObservable([.next(220, "a")])
        SharingScheduler.mock(scheduler: other) {
            let latest = other.start {
                xs2.asDriver(onErrorJustReturn: -1).withLatestFrom(ys2.asDriver(onErrorJustReturn: ""))
            }
            XCTAssertEqual(latest.events, [.next(231, "a"), .completed(301)])
        }
    }

    func testMergeOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .error(250, traitError)])
        SharingScheduler.mock(scheduler: scheduler) {
            let variadic = scheduler.start {
                Driver.merge(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2))
            }
            XCTAssertEqual(variadic.events, [.next(211, 1), .next(221, 2), .next(251, -2), .completed(251)])
        }
        let other = TestScheduler(initialClock: 0)
        let zs = other.createHotObservable([.next(210, 1), .completed(240)])
        SharingScheduler.mock(scheduler: other) {
            let array = other.start { Driver.merge([zs.asDriver(onErrorJustReturn: -1), Driver.just(7)]) }
            XCTAssertEqual(array.events, [.next(201, 7), .next(211, 1), .completed(241)])
        }
    }

    func testMergeOfInnerDriversAndMaxConcurrent() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(5, 1), .next(30, 2), .completed(40)])
        let second = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        SharingScheduler.mock(scheduler: scheduler) {
            let outer = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: -1)),
                .next(220, second.asDriver(onErrorJustReturn: -1)),
                .completed(300),
            ])
            let merged = scheduler.start { outer.asDriver(onErrorJustReturn: .empty()).merge() }
            XCTAssertEqual(merged.events, [.next(217, 1), .next(227, 3), .next(242, 2), .completed(301)])
        }
        XCTAssertEqual(first.subscriptions, [Subscription(211, 251)])
        XCTAssertEqual(second.subscriptions, [Subscription(221, 231)])

        let other = TestScheduler(initialClock: 0)
        let slow = other.createColdObservable([.next(5, 1), .completed(40)])
        let queued = other.createColdObservable([.next(5, 3), .completed(10)])
        SharingScheduler.mock(scheduler: other) {
            let outer = other.createHotObservable([
                .next(210, slow.asDriver(onErrorJustReturn: -1)),
                .next(220, queued.asDriver(onErrorJustReturn: -1)),
                .completed(300),
            ])
            let limited = other.start { outer.asDriver(onErrorJustReturn: .empty()).merge(maxConcurrent: 1) }
            XCTAssertEqual(limited.events, [.next(217, 1), .next(258, 3), .completed(301)])
        }
        XCTAssertEqual(slow.subscriptions, [Subscription(211, 251)])
        XCTAssertEqual(queued.subscriptions, [Subscription(252, 262)])
    }

    func testCombineLatestAndZipOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                Driver.combineLatest(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)) { $0 + $1 }
            }
            XCTAssertEqual(res.events, [.next(221, 11), .next(231, 12), .next(241, 22), .completed(301)])
        }
        let other = TestScheduler(initialClock: 0)
        let xs2 = other.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys2 = other.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
        SharingScheduler.mock(scheduler: other) {
            let res = other.start {
                Driver.zip(xs2.asDriver(onErrorJustReturn: -1), ys2.asDriver(onErrorJustReturn: -1)).map {
                    "\($0.0)-\($0.1)"
                }
            }
            XCTAssertEqual(res.events, [.next(221, "1-10"), .next(241, "2-20"), .completed(301)])
        }
    }

    func testCombineLatestAndZipOfCollections() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let combined = scheduler.start {
                Driver.combineLatest([Driver.just(1), Driver.just(2)]) { $0.reduce(0, +) }
            }
            XCTAssertEqual(combined.events, [.next(201, 3), .completed(201)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let zipped = other.start { Driver.zip([Driver.of(1, 2), Driver.of(10, 20)]).map { $0.reduce(0, +) } }
            XCTAssertEqual(zipped.events, [.next(201, 11), .next(202, 22), .completed(203)])
        }
    }

    func testCombineLatestOfThreeAsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                Driver.combineLatest(Driver.just(1), Driver.just("a"), Driver.just(true)).map {
                    "\($0.0)\($0.1)\($0.2)"
                }
            }
            XCTAssertEqual(res.events, [.next(201, "1atrue"), .completed(201)])
        }
    }

    func testZipAndCombineLatestOfEightDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let sum = { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
                [a, b, c, d, e, f, g, h].reduce(0, +)
            }
            let zipped = scheduler.start { () -> Driver<Int> in
                let sources: [Driver<Int>] = (1...8).map { Driver.just($0) }
                return Driver.zip(
                    sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7],
                    resultSelector: sum)
            }
            XCTAssertEqual(zipped.events, [.next(201, 36), .completed(201)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let combined = other.start { () -> Signal<Int> in
                let sources: [Signal<Int>] = (1...8).map { Signal.just($0) }
                let tuples = Signal.combineLatest(
                    sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7])
                return tuples.map { (values: (Int, Int, Int, Int, Int, Int, Int, Int)) -> Int in values.0 + values.7 }
            }
            XCTAssertEqual(combined.events, [.next(201, 9), .completed(201)])
        }
    }

    func testConcatOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                Driver.concat([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
            }
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 2), .completed(242)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(221, 241)])
    }

    func testConcatOfASequenceOfDriversWalksItAtEachSubscription() {
        // As in RxCocoa: `SharedSequence.concat` maps a Sequence lazily, so each subscription
        // walks it again.
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var made = 0
            let drivers = [1, 2].lazy.map { value -> Driver<Int> in
                made += 1
                return Driver.just(value)
            }
            let concatenated = Driver.concat(AnySequence(drivers))
            XCTAssertEqual(made, 0)
            let first = scheduler.start { concatenated }
            XCTAssertEqual(first.events.compactMap { $0.value.element }, [1, 2])
            XCTAssertEqual(made, 2)
        }
    }

    func testSignalOperatorsKeepTheSignalTrait() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        final class Owner {}
        let owner = Owner()
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asSignal(onErrorJustReturn: -1)
                    .map { $0 * 2 }
                    .withUnretained(owner) { _, element in element + 1 }
            }
            XCTAssertEqual(res.events, [.next(211, 3), .next(221, 5), .completed(301)])
        }
    }

    func testDisposalMidStreamUnsubscribesTheSource() {
        let res = run(disposed: 250, [.next(210, 1), .next(260, 2), .completed(300)]) { driver, _ in driver.map { $0 } }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
    }
}
