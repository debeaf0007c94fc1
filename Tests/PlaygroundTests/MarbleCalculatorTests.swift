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
            "filter takes even, odd, >N, <N (N a whole number from -9223372036854775808 to 9223372036854775807) or the values to keep (ASCII letters and digits, e.g. `filter ac`); got '>=1'"
        )
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
            bad second diagram: marble diagram, column 1: '^' (subscription point) is only allowed in hot diagrams; a cold diagram starts at its subscription, so leave the '^' out
              "^-b|"
               ^
            """)
    }

    func testTheParsersHintListsWhatTheCalculatorAccepts() {
        // No '^' (every diagram here is cold) and no 10ms (a tick is a second): what it lists,
        // the calculator takes.
        XCTAssertEqual(
            failure("-1-(é|", "map", "upper")?.message,
            """
            bad diagram: marble diagram, column 5: unexpected character 'é'; expected a value (an ASCII letter or digit), '-', '|', '#', '(', ')', a space or a time progression such as 5f or 3s
              "-1-(é|"
                   ^
            """)
        XCTAssertEqual(try marbles("-1- 2f 2|", "map", "upper").split(separator: "\n").last, "output: -1---2|")
        XCTAssertEqual(try marbles("-1- 2s 2|", "map", "upper").split(separator: "\n").last, "output: -1---2|")
    }

    func testTheUsageSeparatesEveryChoiceWithABar() {
        let line = MarbleCalculator.usage.split(separator: "\n").first { $0.contains("takeLast") }
        XCTAssertEqual(line, "  take N | skip N | takeLast N | startWith <value>")
    }

    func testArithmeticThatWouldOverflowIsRefusedWithWhatToTypeInstead() {
        let times = failure("-9-9-|", "map", "*9223372036854775807")
        XCTAssertEqual(times?.status, 2)
        XCTAssertEqual(
            times?.message,
            "map *9223372036854775807: 9 * 9223372036854775807 does not fit in an Int (from -9223372036854775808 to 9223372036854775807); give a smaller N, e.g. `map \"*10\"`"
        )
        XCTAssertEqual(
            failure("-1-9-|", "map", "+9223372036854775807")?.message,
            "map +9223372036854775807: 1 + 9223372036854775807 does not fit in an Int (from -9223372036854775808 to 9223372036854775807); give a smaller N, e.g. `map \"+10\"`"
        )
        XCTAssertEqual(
            failure("-1-|", "map", "*9223372036854775808")?.message,
            "map takes *N (multiply), +N (add) or upper, N a whole number from -9223372036854775808 to 9223372036854775807, e.g. `map \"*10\"`; got '*9223372036854775808'"
        )
        // At the bounds, what fits is computed.
        XCTAssertEqual(
            try marbles("-1-|", "map", "*-9223372036854775808").split(separator: "\n").last,
            "output: -A-|   A=-9223372036854775808")
        XCTAssertEqual(
            try marbles("-0-|", "map", "+9223372036854775807").split(separator: "\n").last,
            "output: -A-|   A=9223372036854775807")
    }

    func testTimeArgumentsAndDrawingsHaveLimits() {
        XCTAssertEqual(
            failure("-1-2-|", "delay", "999999999")?.message,
            "delay takes a number of frames from 0 to 1000, e.g. `delay 2`; got '999999999'")
        XCTAssertEqual(
            failure("-1-2-|", "debounce", "-1")?.message,
            "debounce takes a number of frames from 0 to 1000, e.g. `debounce 2`; got '-1'")
        XCTAssertEqual(
            failure("-1-2-|", "delay", "1000")?.message,
            "the operator is still at work at frame 1000; the calculator draws frames 0 to 999: use shorter diagrams or smaller time arguments"
        )
        XCTAssertEqual(
            failure("-1- 999999f 2|", "map", "upper")?.message,
            "the diagram has an event at frame 1000003; the calculator draws frames 0 to 999: shorten it")
        XCTAssertEqual(
            failure("-a-|", "concatMap", String(repeating: "-", count: 998) + "x|")?.message,
            "the operator is still at work at frame 1000; the calculator draws frames 0 to 999: use shorter diagrams or smaller time arguments"
        )
        // Forty simultaneous events, and an event in the next frame: the group needs 42 columns
        // per frame, over 43 frames.
        let group = "(" + String(repeating: "a", count: 40) + ")|"
        XCTAssertEqual(
            failure(group, "merge", "-b|")?.message,
            "the drawing would be at least 1009 columns wide (at least 24 per frame, so that groups of simultaneous events end before the next event); the calculator draws at most 1000: use shorter diagrams or fewer simultaneous events"
        )
        XCTAssertEqual(
            failure("(" + String(repeating: "a", count: 1000) + ")", "map", "upper")?.message,
            "the drawing would be 1002 columns wide; the calculator draws at most 1000: use shorter diagrams or fewer simultaneous events"
        )
        XCTAssertEqual(try marbles("-1-2-|", "delay", "994").split(separator: "\n").last?.count, 8 + 1000)
        XCTAssertNotNil(failure("-1-2-|", "delay", "995"))
    }

    func testMoreValuesThanKeysAreDrawnAsAQuestionMarkThatTheLegendAndANoteExplain() throws {
        // 63 values, and the zipped diagram shifted by one: 63 distinct pairs for 62 keys.
        let keys = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        let lines = try marbles(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789a|", "zip",
            "babcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789|"
        ).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[3].hasPrefix("output: \(keys)?|   A=ab B=ba C=cb "), lines[3])
        XCTAssertTrue(lines[3].hasSuffix(" 9=98 ?=a9"), lines[3])
        XCTAssertEqual(
            lines[4],
            "note:   ? stands for a value that found no key: the keys are A-Z, a-z and 0-9 (less the values that stand for themselves), and there are more values; after ?= the legend lists them in the order they come"
        )
        // One column per frame: a value without a key does not widen the drawing.
        XCTAssertEqual(lines[3].split(separator: " ")[1].count, 64)
    }

    func testTheWrongNumberOfArgumentsIsRefused() {
        XCTAssertEqual(
            failure("-a-|", "take", "2", "3")?.message,
            "take takes one argument, a count, e.g. `take 2`; got 2: '2' '3'")
        XCTAssertEqual(failure("-a-|", "scan", "x")?.message, "scan takes no argument; got 'x'")
        XCTAssertEqual(
            failure("-a-|", "merge")?.message, "merge takes one argument, a second diagram, e.g. `merge \"--x--|\"`")
        XCTAssertEqual(
            failure("-a-|", "take", "x")?.message,
            "take takes a count from 0 to 9223372036854775807, e.g. `take 2`; got 'x'")
    }

    func testSVGWritesTheDrawingItPrintsAsAPicture() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        XCTAssertEqual(
            try marbles("-a---b-|", "flatMapLatest", "-1-2|", "--svg", file),
            """
            input:  -a---b-|
                    --1-2|       (inner, subscribed at frame 1)
                    ------1-2|   (inner, subscribed at frame 5)
                    flatMapLatest -1-2|
            output: --A-B-C-D|   A=a1 B=a2 C=b1 D=b2
            picture: \(file)
            """)
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertEqual(svg, try Calculation(["-a---b-|", "flatMapLatest", "-1-2|"]).diagram.svg())
        // The picture holds the same drawing: frames from 0, each row a lane, the command between.
        XCTAssertEqual(
            try Calculation(["-a---b-|", "flatMapLatest", "-1-2|"]).diagram.description,
            """
            input   -a---b-|
                    ^------!
            inner   --1-2|
                    -^---!
            inner   ------1-2|
                    -----^---!
                    flatMapLatest -1-2|
            output  --c-d-e-f|
            c = a1, d = a2, e = b1, f = b2
            """)
    }

    func testSVGNeedsAFileAndSaysWhenItCannotWriteIt() {
        XCTAssertEqual(
            failure("-a-|", "take", "1", "--svg")?.message.split(separator: "\n").first,
            "--svg takes the file to write, e.g. `--svg map.svg`")
        let folder = "/nonexistent-\(UUID())"
        XCTAssertEqual(
            failure("-a-|", "take", "1", "--svg", "\(folder)/map.svg")?.message.hasPrefix(
                "cannot write the picture to \(folder)/map.svg: "),
            true)
    }
}
