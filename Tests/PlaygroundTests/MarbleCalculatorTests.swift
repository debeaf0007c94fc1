import StreamsTest
import XCTest

@testable import Playground

/// `swift run Playground marbles ...`: each drawing is what the real operator did on the virtual
/// clock, and bad input gets a message that says what to type instead.
final class MarbleCalculatorTests: LeakCheckingTestCase {
    private func marbles(_ arguments: String...) throws -> String {
        try MarbleCalculator.run(arguments).joined(separator: "\n")
    }

    private func failure(_ arguments: String...) -> CommandFailure? {
        do {
            _ = try MarbleCalculator.run(arguments)
            XCTFail("\(arguments) did not fail")
            return nil
        } catch {
            return error as? CommandFailure
        }
    }

    func testAnElementAtFrameZeroIsDrawn() throws {
        XCTAssertEqual(
            try marbles("1-2-|", "map", "*10"),
            """
            input:  1-2-|
                    map *10
            output: A-B-|   A=10 B=20
            """)
        XCTAssertEqual(
            try marbles("(ab)-c-|", "delay", "1"),
            """
            input:  (ab)-c-|
                    delay 1
            output: -(ab)-c-|
            """)
    }

    func testDelayZeroKeepsEachEventInItsFrame() throws {
        XCTAssertEqual(try marbles("-a-b-|", "delay", "0").split(separator: "\n").last, "output: -a-b-|")
    }

    func testConcatSubscribesTheSecondDiagramWhenTheFirstCompletes() throws {
        XCTAssertEqual(
            try marbles("-1-2-3-|", "concat", "-4|"),
            """
            input:  -1-2-3-|
                    --------4|   (then, subscribed at frame 7)
                    concat -4|
            output: -1-2-3--4|
            """)
        XCTAssertEqual(
            try marbles("-a-#", "concat", "-b|"),
            """
            input:  -a-#
                    -b|    (then, never subscribed)
                    concat -b|
            output: -a-#
            """)
    }

    func testWithLatestFromSeesAValueAtFrameZero() throws {
        XCTAssertEqual(
            try marbles("-1-2-3-|", "withLatestFrom", "a-----|"),
            """
            input:  -1-2-3-|
                    a-----|    (latest from)
                    withLatestFrom a-----|
            output: -A-B-C-|   A=1a B=2a C=3a
            """)
    }

    func testAGroupThatWouldCoverTheNextEventWidensEveryLine() throws {
        // Frame 5 has 3 and 5; the merge completes at frame 7. `(35)` lasts four frames, so at
        // one column per frame it would cover the completion.
        XCTAssertEqual(
            try marbles("-1-2-3-|", "merge", "--4--5|"),
            """
            input:  --1---2---3---|
                    ----4-----5-|     (merged)
                    merge --4--5|
            output: --1-4-2---(35)|
            note:   drawn at 2 columns per frame, so that groups such as (35) end before the next event: a group lasts as many frames as it has characters
            """)
        XCTAssertEqual(
            try marbles("a-b-c-|", "startWith", "x"),
            """
            input:  a---b---c---|
                    startWith x
            output: (xa)b---c---|
            note:   drawn at 2 columns per frame, so that groups such as (xa) end before the next event: a group lasts as many frames as it has characters
            """)
        // Every drawn line reads back as the events the operator produced, at the drawn scale.
        let lines = try marbles("-a-b-#", "merge", "-1-2-3-|").split(separator: "\n")
        XCTAssertEqual(lines[3], "output: --(a1)(b2)#")
        XCTAssertEqual(try Marbles.events("--(a1)(b2)#").map(\.time), [202, 202, 206, 206, 210])
        XCTAssertEqual(lines[1], "        --1---2---3---|   (merged, disposed at frame 5)")
    }

    func testArithmeticOnLettersSaysToWriteDigits() {
        XCTAssertEqual(
            failure("-a-b-|", "map", "*2")?.message,
            "map *2 works on numbers, and 'a' is not one: write digits as the diagram's values, e.g. `marbles \"-1-2-3-|\" map \"*2\"`"
        )
        XCTAssertEqual(failure("-a-b-|", "filter", "odd")?.status, 2)
    }

    func testFilterComparesNumbersAndKeepsNamedValues() throws {
        XCTAssertEqual(try marbles("-1-2-3-|", "filter", ">1").split(separator: "\n").last, "output: ---2-3-|")
        XCTAssertEqual(try marbles("-1-2-3-|", "filter", "<3").split(separator: "\n").last, "output: -1-2---|")
        XCTAssertEqual(try marbles("-a-b-c-|", "filter", "ac").split(separator: "\n").last, "output: -a---c-|")
        XCTAssertEqual(
            failure("-1-2-3-|", "filter", ">=1")?.message,
            "filter takes even, odd, >N, <N or the values to keep (letters and digits, e.g. `filter ac`); got '>=1'")
    }

    func testEachInnerSubscriptionIsDrawnWhereItRan() throws {
        XCTAssertEqual(
            try marbles("-a-b-|", "flatMapLatest", "-x-y|"),
            """
            input:  -a-b-|
                    --x-y|     (inner, subscribed at frame 1, disposed at frame 3)
                    ----x-y|   (inner, subscribed at frame 3)
                    flatMapLatest -x-y|
            output: --A-B-C|   A=ax B=bx C=by
            """)
        XCTAssertEqual(
            try marbles("a|", "concatMap", "x|"),
            """
            input:  a|
                    x|   (inner)
                    concatMap x|
            output: A|   A=ax
            """)
    }

    func testASourceTheOperatorDoesNotNeedIsMarked() throws {
        XCTAssertEqual(
            try marbles("-a-b-c-|", "take", "2"),
            """
            input:  -a-b-c-|   (disposed at frame 3)
                    take 2
            output: -a-(b|)
            """)
        XCTAssertEqual(
            try marbles("-a-b-c-|", "take", "0"),
            """
            input:  -a-b-c-|   (never subscribed)
                    take 0
            output: |
            """)
    }

    func testNumbersInConsecutiveFramesGetANote() throws {
        XCTAssertEqual(
            try marbles("-10-20-|", "map", "*2").split(separator: "\n").last,
            "note:   each character is one value: 10 in -10-20-| is 1 at frame 1, then 0 at frame 2")
    }

    func testADiagramWithoutEventsSaysSo() throws {
        XCTAssertEqual(
            try marbles("---", "map", "upper"),
            """
            input:     (no events)
                    map upper
            output:    (no events)
            """)
    }

    func testTheSubscriptionPointIsRefused() {
        let refused = failure("-a-|", "merge", "^-b|")
        XCTAssertEqual(refused?.status, 1)
        XCTAssertEqual(
            refused?.message,
            """
            bad second diagram: marble diagram, column 1: '^' marks where a hot diagram is subscribed, and here every diagram starts when it is subscribed, at frame 0; leave the '^' out
              "^-b|"
               ^
            """)
    }

    func testTheWrongNumberOfArgumentsIsRefused() {
        XCTAssertEqual(
            failure("-a-|", "take", "2", "3")?.message,
            "take takes one argument, a count, e.g. `take 2`; got 2: '2' '3'")
        XCTAssertEqual(failure("-a-|", "scan", "x")?.message, "scan takes no argument; got 'x'")
        XCTAssertEqual(
            failure("-a-|", "merge")?.message, "merge takes one argument, a second diagram, e.g. `merge \"--x--|\"`")
        XCTAssertEqual(failure("-a-|", "take", "x")?.message, "take takes a count, e.g. `take 2`; got 'x'")
    }
}
