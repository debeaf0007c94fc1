import Examples
import Foundation
import StreamsTest
import XCTest

@testable import Playground

/// `swift run Playground [command]`, run in the test's process on a terminal the test plays.
final class PlaygroundCommandTests: LeakCheckingTestCase {
    private struct Run {
        let status: Int32
        let output: [String]
        let errors: [String]
    }

    private func playground(_ arguments: String..., input: [String] = [], showsInput: Bool = false) -> Run {
        var output: [String] = []
        var errors: [String] = []
        var lines = input.makeIterator()
        let terminal = Terminal(
            write: { output.append($0) }, writeError: { errors.append($0) },
            readLine: { lines.next() }, showsInput: showsInput, now: { Date(timeIntervalSince1970: 0) }
        )
        let status = PlaygroundCommand.run(arguments, terminal: terminal)
        return Run(status: status, output: output, errors: errors)
    }

    func testHelpListsEveryCommandDemoAndScreen() {
        let run = playground("--help")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(run.output.first, "usage: swift run Playground [command]")
        let text = run.output.joined(separator: "\n")
        for command in ExampleScreens.names + ["marbles", "trace", "--help"] {
            XCTAssertTrue(run.output.contains { $0.hasPrefix("  \(command) ") }, "\(command) is not listed:\n\(text)")
        }
        for demo in Demo.all.map(\.name) {
            XCTAssertTrue(text.contains(" \(demo),") || text.contains(" \(demo)\n"), "\(demo) is not listed:\n\(text)")
        }
        XCTAssertEqual(playground("-h").output, run.output)
    }

    func testAnUnknownCommandFailsWithTheList() {
        let run = playground("--verbose")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, [])
        XCTAssertEqual(run.errors, ["no command or demo named '--verbose'\n" + PlaygroundCommand.usage])
        XCTAssertEqual(playground("scan", "nope").errors.first?.hasPrefix("no command or demo named 'nope'\n"), true)
    }

    func testDemosRunByName() {
        let run = playground("scan", "map")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output.filter { $0.hasPrefix("map: ") || $0.hasPrefix("scan: ") }.count, 2)
        XCTAssertFalse(run.output.contains { $0.hasPrefix("filter: ") })
    }

    func testAScreenRepeatsCommandsOnlyWhenTheInputIsNotATerminal() {
        let piped = playground("counter", input: ["+"])
        XCTAssertTrue(piped.output.contains("> +"), piped.output.joined(separator: "\n"))
        let typed = playground("counter", input: ["+"], showsInput: true)
        XCTAssertFalse(typed.output.contains { $0.hasPrefix("> ") }, typed.output.joined(separator: "\n"))
        XCTAssertEqual(typed.output.last, "bye")
    }

    func testAScreenRefusesArgumentsItDoesNotTake() {
        let run = playground("counter", "fast")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.errors, ["counter takes no argument; got 'fast'"])
    }

    func testTheReadmeListsEveryCommand() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../README.md"
            ).standardized, encoding: .utf8)
        let section = try XCTUnwrap(
            readme.components(separatedBy: "## The Playground").dropFirst().first?.components(separatedBy: "\n## ")
                .first)
        for command in ExampleScreens.names + ["marbles", "trace", "--help"] {
            XCTAssertTrue(
                section.contains("swift run Playground \(command)"),
                "the README's Playground section does not show `\(command)`")
        }
    }
}
