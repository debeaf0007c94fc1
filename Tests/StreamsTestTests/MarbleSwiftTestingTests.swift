import Streams
import StreamsTest
import Testing

private enum MyError: Swift.Error, Equatable { case boom }

/// Marbles from Swift Testing: `#expect` on rendered diagrams and subscription diagrams, and
/// failures recorded as Swift Testing issues (captured, so that they are checked, not printed).
@Suite struct MarbleSwiftTestingTests {
    @Test func mapRendersWithTheValuesTableInReverse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--^-a--b--|", values: ["a": 1, "b": 2])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.marbles(values: ["x": 10, "y": 20]) == "--x--y--|")
        #expect(xs.subscriptionMarbles == ["^-------!"])
        XCTAssertMarbles(res, "--x--y--|", values: ["x": 10, "y": 20])
    }

    @Test func stringDiagramNeedsNoValuesTable() {
        let scheduler = TestScheduler(initialClock: 0)
        let texts = scheduler.createHotObservable("^-h-i-|")
        let res = scheduler.start { texts }
        #expect(res.marbles() == "--h-i-|")
        #expect(texts.subscriptionMarbles == ["^-----!"])
    }

    @Test func coldErrorDiagram() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable("-a-#", values: ["a": 1], error: MyError.boom)
        let res = scheduler.start { ys.filter { $0 > 0 } }
        #expect(res.events == [.next(201, 1), .error(203, MyError.boom)])
        #expect(try Marbles.events("-a-#", values: ["a": 1], error: MyError.boom) == res.events)
    }

    @Test(arguments: [
        ("-(a", 2, "'(' is never closed; expected ')' before the end of the diagram"),
        ("^-^", 3, "second '^' (the first is at column 1); expected at most one subscription point"),
        ("a|a", 3, "value 'a' after the stream ended at column 2; expected only '-' after '|' or '#'"),
        ("-z", 2, "'z' is not a key of values (keys: a); expected a key of values"),
    ])
    func malformedDiagramsThrowWithTheColumn(diagram: String, column: Int, reason: String) {
        #expect(throws: MarbleError(diagram: diagram, column: column, reason: reason)) {
            try Marbles.events(diagram, values: ["a": 1])
        }
    }

    @Test func malformedDiagramIsASwiftTestingIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        let reported = TestFailure.capturing {
            _ = scheduler.createColdObservable("^a", values: ["a": 1])
        }
        #expect(reported.map(\.framework) == [.swiftTesting])
        #expect(
            reported.first?.message.contains("column 1: '^' (subscription point) is only allowed in hot diagrams")
                == true)
    }

    @Test func failingAssertionIsASwiftTestingIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-|", values: ["a": 1])
        let res = scheduler.start { xs.map { $0 + 1 } }
        let reported = TestFailure.capturing {
            XCTAssertMarbles(res, "--x-|", values: ["x": 1])
        }
        #expect(reported.map(\.framework) == [.swiftTesting])
        #expect(reported.first?.message.contains("expected but not received: .next(202, x)") == true)
    }

    @Test func failuresAreRecordedAtTheCallInTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        let line: UInt = #line + 2
        let reported = TestFailure.capturing {
            XCTAssertMarbles(res, "-(a|)", values: ["a": 1])
        }
        // Column 29: the call's opening parenthesis, where Swift puts a default `#column`.
        #expect(
            reported.map(\.location) == [
                TestFailure.Location(fileID: #fileID, filePath: #filePath, line: line, column: 29)
            ])
        #expect(reported.map(\.framework) == [.swiftTesting])
    }
}
