import Foundation
import StreamsArchitectureTest
import StreamsTest
import XCTest

final class DumpTests: LeakCheckingTestCase {
    private struct Item: Equatable {
        var id: Int
        var tags: Set<String>
        var scores: [String: Int]
        var parent: Int?
    }

    private enum Kind {
        case plain
        case labelled(name: String, size: Int)
        case wrapped(Item)
    }

    func testRendersNestedValuesOneLinePerField() {
        let item = Item(id: 1, tags: ["b", "a"], scores: ["z": 1, "a": 2], parent: nil)
        XCTAssertEqual(
            Dump.render(item),
            """
            DumpTests.Item(
              id: 1,
              tags: [
                "a",
                "b"
              ],
              scores: [
                "a": 2,
                "z": 1
              ],
              parent: nil
            )
            """)
    }

    func testRendersEnumCases() {
        XCTAssertEqual(Dump.render(Kind.plain), ".plain")
        XCTAssertEqual(
            Dump.render(Kind.labelled(name: "x", size: 2)),
            """
            .labelled(
              name: "x",
              size: 2
            )
            """)
        XCTAssertEqual(
            Dump.render([Kind.wrapped(Item(id: 2, tags: [], scores: [:], parent: 1))]),
            """
            [
              .wrapped(
                DumpTests.Item(
                  id: 2,
                  tags: [],
                  scores: [:],
                  parent: 1
                )
              )
            ]
            """)
    }

    func testDiffMarksRemovedAndAddedLines() {
        XCTAssertNil(LineDiff.diff(expected: "a\nb", actual: "a\nb"))
        XCTAssertEqual(LineDiff.diff(expected: "a\nb\nc", actual: "a\nx\nc\nd"), "  a\n− b\n+ x\n  c\n+ d")
    }
}
