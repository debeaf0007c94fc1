import Streams
import StreamsTest
import XCTest

private enum TestError: Swift.Error, Equatable { case boom }

/// The same operator tests in recorded-events form and in marble form give the same result.
final class MarbleOperatorTests: LeakCheckingTestCase {
    func testMapInBothForms() {
        let recordedScheduler = TestScheduler(initialClock: 0)
        let recordedSource = recordedScheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
        ])
        let recorded = recordedScheduler.start { recordedSource.map { $0 * 2 } }
        XCTAssertEqual(recorded.events, [.next(210, 4), .next(240, 6), .completed(300)])
        XCTAssertEqual(recordedSource.subscriptions, [Subscription(200, 300)])

        let marbleScheduler = TestScheduler(initialClock: 0)
        marbleScheduler.ticksPerFrame = 10
        let marbleSource = marbleScheduler.createHotObservable("a----^b--c-----|", values: ["a": 1, "b": 2, "c": 3])
        let marbles = marbleScheduler.start { marbleSource.map { $0 * 2 } }
        XCTAssertMarbles(marbles, "-x--y-----|", values: ["x": 4, "y": 6])
        XCTAssertEqual(marbleSource.subscriptionMarbles, ["^---------!"])

        XCTAssertEqual(marbleSource.recordedEvents, recordedSource.recordedEvents)
        XCTAssertEqual(marbles.events, recorded.events)
        XCTAssertEqual(marbleSource.subscriptions, recordedSource.subscriptions)
    }

    func testFilterInBothForms() {
        let recordedScheduler = TestScheduler(initialClock: 0)
        let recordedSource = recordedScheduler.createColdObservable([
            .next(1, 1), .next(2, 2), .next(3, 3), .next(4, 4), .error(6, TestError.boom),
        ])
        let recorded = recordedScheduler.start { recordedSource.filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(recorded.events, [.next(202, 2), .next(204, 4), .error(206, TestError.boom)])

        let marbleScheduler = TestScheduler(initialClock: 0)
        let values: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4]
        let marbleSource = marbleScheduler.createColdObservable("-1234-#", values: values, error: TestError.boom)
        let marbles = marbleScheduler.start { marbleSource.filter { $0.isMultiple(of: 2) } }
        XCTAssertMarbles(marbles, "--2-4-#", values: values, error: TestError.boom)

        XCTAssertEqual(marbles.events, recorded.events)
        XCTAssertEqual(marbleSource.subscriptions, recordedSource.subscriptions)
        XCTAssertEqual(marbleSource.subscriptionMarbles, ["^-----!"])
    }

    func testScanInBothForms() {
        let recordedScheduler = TestScheduler(initialClock: 0)
        let recordedSource = recordedScheduler.createHotObservable([
            .next(205, 1), .next(205, 2), .next(210, 3), .completed(212),
        ])
        let recorded = recordedScheduler.start { recordedSource.scan(0, accumulator: +) }
        XCTAssertEqual(recorded.events, [.next(205, 1), .next(205, 3), .next(210, 6), .completed(212)])

        let marbleScheduler = TestScheduler(initialClock: 0)
        let marbleSource = marbleScheduler.createHotObservable("^----(ab)-c-|", values: ["a": 1, "b": 2, "c": 3])
        let marbles = marbleScheduler.start { marbleSource.scan(0, accumulator: +) }
        XCTAssertMarbles(marbles, "-----(xy)-z-|", values: ["x": 1, "y": 3, "z": 6])
        XCTAssertEqual(marbles.marbles(values: ["x": 1, "y": 3, "z": 6]), "-----(xy)-z-|")

        XCTAssertEqual(marbles.events, recorded.events)
        XCTAssertEqual(marbleSource.subscriptionMarbles, ["^-----------!"])
    }

    func testScanOfStringsNeedsNoValuesTable() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable("^-a-b-|")
        let res = scheduler.start { source.map { $0.uppercased() } }
        XCTAssertEqual(res.marbles(), "--A-B-|")
        XCTAssertMarbles(res, "--A-B-|")
    }

    func testDisposalShowsInTheSubscriptionDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable("^-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start(disposed: 205) { source.map { $0 + 1 } }
        XCTAssertMarbles(res, "--x-y", values: ["x": 2, "y": 3])
        XCTAssertEqual(source.subscriptionMarbles, ["^----!"])
    }
}
