import Streams
import XCTest

@testable import StreamsTest

/// Every class of malformed diagram throws a `MarbleError` naming the column and what was
/// expected.
final class MarbleErrorTests: LeakCheckingTestCase {
    private func error(
        _ diagram: String, values: [Character: Int] = ["a": 1, "b": 2], timing: MarbleTiming = MarbleTiming()
    ) -> MarbleError? {
        do {
            _ = try Marbles.events(diagram, values: values, timing: timing)
            return nil
        } catch let error as MarbleError {
            return error
        } catch {
            XCTFail("unexpected error \(error)")
            return nil
        }
    }

    private func assertError(
        _ diagram: String, column: Int, reason: String, values: [Character: Int] = ["a": 1, "b": 2],
        timing: MarbleTiming = MarbleTiming(), line: UInt = #line
    ) {
        guard let error = error(diagram, values: values, timing: timing) else {
            return XCTFail("\"\(diagram)\" parsed without an error", line: line)
        }
        XCTAssertEqual(error.column, column, "column", line: line)
        XCTAssertEqual(error.reason, reason, line: line)
    }

    func testUnclosedGroup() {
        assertError(
            "-(ab-|", column: 5,
            reason: "'-' cannot be inside the group opened at column 2; expected a value, '|', '#' or ')'")
        assertError("-(ab", column: 2, reason: "'(' is never closed; expected ')' before the end of the diagram")
    }

    func testUnopenedGroupNestedGroupAndEmptyGroup() {
        assertError("-a)", column: 3, reason: "')' without a matching '('")
        assertError(
            "((a))", column: 2, reason: "groups cannot nest (a group is already open at column 1); expected ')'")
        assertError("-()", column: 3, reason: "empty group '()'; expected at least one event between '(' and ')'")
    }

    func testSubscriptionPointInAColdDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let failures = TestFailure.capturing {
            _ = scheduler.createColdObservable("-^-a", values: ["a": 1])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssert(
            failures.first?.message.contains("column 2: '^' (subscription point) is only allowed in hot diagrams")
                == true, "\(failures)")
    }

    func testAColdDiagramListsWhatItAcceptsAndRefusesTheSubscriptionPoint() throws {
        func reason(_ diagram: String) -> String? {
            do {
                _ = try Marbles.coldEvents(diagram)
                return nil
            } catch {
                return (error as? MarbleError)?.reason
            }
        }
        XCTAssertEqual(
            reason("-a-é"),
            "unexpected character 'é'; expected a value (an ASCII letter or digit), '-', '|', '#', '(', ')', a space or a time progression such as 5f or 3s"
        )
        XCTAssertEqual(
            reason("-^-a"),
            "'^' (subscription point) is only allowed in hot diagrams; a cold diagram starts at its subscription, so leave the '^' out"
        )
        XCTAssertEqual(try Marbles.coldEvents("-a 2f b|", subscribed: 0).map(\.time), [1, 4, 5])
        XCTAssertEqual(try Marbles.coldEvents("a|", values: ["a": 7], subscribed: 10), [.next(10, 7), .completed(11)])
    }

    func testADiagramLastsFewerThan10To15Ticks() {
        // Each progression is allowed alone; together they last too long.
        let progression = " 500000000000000f"
        assertError(
            "a" + progression + progression + " b", column: 20,
            reason: "the diagram is too long here: it lasts 10^15 ticks or more; expected fewer than 10^15 ticks")
        assertError(
            "ab", column: 1,
            reason: "the diagram is too long here: it lasts 10^15 ticks or more; expected fewer than 10^15 ticks",
            timing: MarbleTiming(ticksPerFrame: .max))
    }

    func testTwoSubscriptionPoints() {
        assertError(
            "^-a-^", column: 5, reason: "second '^' (the first is at column 1); expected at most one subscription point"
        )
    }

    func testEventsAfterTheEnd() {
        assertError(
            "-a|b", column: 4,
            reason: "value 'b' after the stream ended at column 3; expected only '-' after '|' or '#'")
        assertError(
            "-#--|", column: 5, reason: "'|' after the stream ended at column 2; expected only '-' after '|' or '#'")
        XCTAssertNil(error("-a|---"), "frames after the end are allowed")
    }

    func testMissingKey() {
        assertError("-a-c", column: 4, reason: "'c' is not a key of values (keys: a, b); expected a key of values")
        assertError(
            "-x", column: 2, reason: "'x' is not a key of values (the table is empty); expected a key of values",
            values: [:])
    }

    func testBadTimeProgressions() {
        assertError(
            "a 10xs b", column: 5, reason: "bad time progression '10xs': unknown unit 'xs'; expected ms, s or f")
        assertError(
            "a 10ms-b", column: 7,
            reason: "bad time progression '10ms': expected a space or the end of the diagram after it")
        assertError("a 1.5f b", column: 3, reason: "bad time progression '1.5f': expected a whole number of frames")
        assertError(
            "a 1.5 b", column: 3, reason: "bad time progression '1.5'; expected a unit after the number: ms, s or f")
        assertError(
            "a 15ms b", column: 3,
            reason:
                "bad time progression '15ms': it is 1.5 ticks at a resolution of 0.01 s per tick; expected a whole number of ticks",
            timing: MarbleTiming(resolution: 0.01))
        assertError(
            "a 9999999999999999s b", column: 3,
            reason: "bad time progression '9999999999999999s': 1e+16 ticks is too long; expected fewer than 10^15 ticks"
        )
        assertError(
            "(a 1f b)", column: 4,
            reason: "a time progression cannot be inside the group opened at column 1; expected ')'")
    }

    func testUnexpectedCharacters() {
        assertError(
            "-a*", column: 3,
            reason:
                "unexpected character '*'; expected a value (an ASCII letter or digit), '-', '|', '#', '^', '(', ')', a space or a time progression such as 5f or 3s"
        )
        // A letter outside ASCII is named as such, and the example progression is one that fits
        // the timing: 10ms is a whole number of ticks only at a fine enough resolution.
        assertError(
            "-é", column: 2,
            reason:
                "unexpected character 'é'; expected a value (an ASCII letter or digit), '-', '|', '#', '^', '(', ')', a space or a time progression such as 5f, 3s or 10ms",
            timing: MarbleTiming(resolution: 0.001))
        assertError(
            "-a!", column: 3,
            reason:
                "'!' (unsubscription) is only allowed in subscription diagrams; expected a value, '-', '|', '#', '^', '(' or ')'"
        )
    }

    func testBadSubscriptionDiagrams() {
        func reason(_ diagram: String) -> String? {
            do {
                _ = try Marbles.subscription(diagram)
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(
            reason("--!"),
            "marble diagram, column 3: '!' before '^'; expected the subscription point '^' first\n  \"--!\"\n     ^")
        XCTAssertEqual(
            reason("---"), "marble diagram, column 4: a subscription diagram needs a '^'\n  \"---\"\n      ^")
        XCTAssertEqual(
            reason("^-a"),
            "marble diagram, column 3: value 'a' in a subscription diagram; expected '-', '^', '!', '(' or ')'\n  \"^-a\"\n     ^"
        )
        XCTAssertEqual(
            reason("^-!!"),
            "marble diagram, column 4: second '!' (the first is at column 3); expected one unsubscription\n  \"^-!!\"\n      ^"
        )
    }

    func testNonThrowingCreationFailsTheTestAndSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let failures = TestFailure.capturing {
            xs = scheduler.createHotObservable("-a-(b", values: ["a": 1, "b": 2])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssert(
            failures.first?.message.contains("createHotObservable: marble diagram, column 4: '(' is never closed")
                == true, "\(failures)")
        XCTAssertEqual(xs?.recordedEvents, [])
    }

    func testAssertionWithAMalformedDiagramFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        let failures = TestFailure.capturing {
            XCTAssertMarbles(res, "-a-b", values: ["a": 1])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssert(failures.first?.message.contains("column 4: 'b' is not a key of values") == true, "\(failures)")
    }

    func testFailingAssertionReportsTheDifference() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        let failures = TestFailure.capturing {
            XCTAssertMarbles(res, "-(a|)", values: ["a": 1])
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssert(failures.first?.message.contains("Marbles differ at frame 0 (tick 200)") == true, "\(failures)")
    }

    func testFailuresAreReportedAtTheCallInTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        let assertionLine: UInt = #line + 3
        let creationLine: UInt = #line + 3
        let failures = TestFailure.capturing {
            XCTAssertMarbles(res, "-(a|)", values: ["a": 1])
            _ = scheduler.createColdObservable("-^-a", values: ["a": 1])
        }
        // The columns of the calls' opening parentheses: where Swift puts a default `#column`.
        XCTAssertEqual(
            failures.map(\.location),
            [
                TestFailure.Location(fileID: #fileID, filePath: #filePath, line: assertionLine, column: 29),
                TestFailure.Location(fileID: #fileID, filePath: #filePath, line: creationLine, column: 47),
            ])
    }
}
