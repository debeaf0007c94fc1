import Streams
import StreamsTest
import XCTest

final class InfallibleTests: LeakCheckingTestCase {
    func testCreateForwardsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testConstructorsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }.events,
            [.next(201, 1), .next(202, 2), .completed(203)])
        let other = TestScheduler(initialClock: 0)
        XCTAssertEqual(other.start { Infallible.from([4], scheduler: other) }.events, [.next(201, 4), .completed(202)])
        let third = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            third.start(disposed: 225) { Infallible<Int>.interval(.seconds(10), scheduler: third) }.events,
            [.next(210, 0), .next(220, 1)])
        let fourth = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            fourth.start { Infallible<Int>.timer(.seconds(5), scheduler: fourth) }.events,
            [.next(205, 0), .completed(205)])
        let fifth = TestScheduler(initialClock: 0)
        XCTAssertEqual(fifth.start { Infallible.just(9, scheduler: fifth) }.events, [.next(201, 9), .completed(202)])
    }

    func testJustEmptyNeverSubscribeClosures() {
        var log: [String] = []
        _ = Infallible.just(1).subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        _ = Infallible<Int>.empty().subscribe(onCompleted: { log.append("empty completed") })
        _ = Infallible<Int>.never().subscribe(onNext: { _ in log.append("never") })
        XCTAssertEqual(log, ["next 1", "completed", "disposed", "empty completed"])
    }

    func testSubscribeEventHandlerAndWithObject() {
        final class Owner { var seen: [Int] = [] }
        let owner = Owner()
        var events: [String] = []
        _ = Infallible.of(1, 2).subscribe { (event: InfallibleEvent<Int>) in
            switch event {
            case .next(let element): events.append("\(element)")
            case .completed: events.append("|")
            }
        }
        _ = Infallible.of(5).subscribe(with: owner, onNext: { owner, element in owner.seen.append(element) })
        XCTAssertEqual(events, ["1", "2", "|"])
        XCTAssertEqual(owner.seen, [5])
    }

    func testDeferredFactoryIsCalledPerSubscriptionAndAThrowCompletes() {
        var calls = 0
        let deferred = Infallible<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var values: [Int] = []
        _ = deferred.subscribe(onNext: { values.append($0) })
        _ = deferred.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])

        let messages = LockedBox<[String]>([])
        let original = Hooks.anomalyHandler
        Hooks.anomalyHandler = { message in messages.withLock { $0.append(message) } }
        defer { Hooks.anomalyHandler = original }
        var completed = false
        _ = Infallible<Int>.deferred { throw traitError }.subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
        XCTAssertEqual(messages.value.count, 1)
    }

    func testMapFilterScan() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            let evens: Infallible<Int> = Infallible.of(1, 2, 3, 4, scheduler: scheduler).filter { $0 % 2 == 0 }
            let tens: Infallible<Int> = evens.map { $0 * 10 }
            return tens.scan(0) { sum, element in sum + element }
        }
        XCTAssertEqual(res.events, [.next(202, 20), .next(204, 60), .completed(205)])
        var into: [[Int]] = []
        _ = Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { into.append($0) })
        XCTAssertEqual(into, [[1], [1, 2]])
    }

    func testInfallibleEventConvertsToEvent() {
        XCTAssertEqual(InfallibleEvent.next(1).event, Event.next(1))
        XCTAssertEqual(InfallibleEvent<Int>.completed.event, Event.completed)
    }
}
