import Foundation
import StreamsTest
import XCTest

/// Runs the built `Playground` executable the way a user or a script does: arguments, a pipe
/// on standard input, the exit status.
final class PlaygroundExecutableTests: LeakCheckingTestCase {
    private struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs the Playground with `input` on its standard input: a pipe, or with `onTerminal` a
    /// pseudo-terminal, which shows what is typed as a terminal window does.
    private func playground(_ arguments: [String], input: String = "", onTerminal: Bool = false) throws -> Run {
        // The test bundle and the executable are built into the same folder. `swift build`
        // (and the CI script) links it; `swift test` alone does not relink it, so a binary
        // older than the sources is skipped rather than tested.
        let folder = Bundle.main.bundleURL
        let candidates = [
            folder.appendingPathComponent("Playground"),
            folder.deletingLastPathComponent().appendingPathComponent("Playground"),
        ]
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip(
                "No Playground executable next to the tests (looked in \(candidates.map(\.path))); run `swift build` first"
            )
        }
        let built =
            try executable.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
            ?? .distantPast
        if let newer = newestObject(in: executable.deletingLastPathComponent()), newer > built {
            throw XCTSkip("The Playground executable is older than its compiled modules; run `swift build` to test it")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        if onTerminal {
            guard let (terminal, path) = openPseudoTerminal(), let screen = FileHandle(forUpdatingAtPath: path) else {
                throw XCTSkip("no pseudo-terminal on this machine")
            }
            defer { close(terminal) }
            process.standardInput = screen
            try process.run()
            try screen.close()
            _ = input.withCString { write(terminal, $0, strlen($0)) }
            return finish(process, stdout, stderr)
        }
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        return finish(process, stdout, stderr)
    }

    /// A new pseudo-terminal: the side the test writes to, and the path of the side a program
    /// reads from as its terminal.
    private func openPseudoTerminal() -> (Int32, String)? {
        #if canImport(Darwin)
        let terminal = posix_openpt(O_RDWR | O_NOCTTY)
        guard terminal >= 0, grantpt(terminal) == 0, unlockpt(terminal) == 0, let name = ptsname(terminal) else {
            return nil
        }
        return (terminal, String(cString: name))
        #else
        let terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: CInt = 0
        var number: CInt = 0
        // TIOCSPTLCK and TIOCGPTN, which Swift does not import from Linux's headers.
        guard terminal >= 0, ioctl(terminal, 0x4004_5431, &unlock) == 0, ioctl(terminal, 0x8004_5430, &number) == 0
        else { return nil }
        return (terminal, "/dev/pts/\(number)")
        #endif
    }

    private func finish(_ process: Process, _ stdout: Pipe, _ stderr: Pipe) -> Run {
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }

    /// The newest object file of the modules linked into the Playground.
    private func newestObject(in folder: URL) -> Date? {
        var newest: Date?
        for module in ["Playground", "Examples", "StreamsArchitecture", "Streams", "StreamsTest"] {
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    at: folder.appendingPathComponent("\(module).build"),
                    includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
            for file in files where file.pathExtension == "o" {
                if let date = try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate,
                    date > (newest ?? .distantPast)
                {
                    newest = date
                }
            }
        }
        return newest
    }

    func testTheTourDrawsEachOperatorFromItsRealOutput() throws {
        let run = try playground([])
        XCTAssertEqual(run.status, 0)
        for name in ["map", "filter", "scan", "flatMapLatest", "throttle", "debounce", "materialize", "share"] {
            XCTAssertTrue(run.output.contains("\n\(name): "), "the tour has no \(name) demo")
        }
        // The diagrams are rendered from what the operators emitted on the virtual clock.
        XCTAssertTrue(run.output.contains("  ---x-x--y-y-(y|)   x=10 y=20"), run.output)
        // A legend lists the values its line draws: debounce dropped a and b.
        XCTAssertTrue(run.output.contains("  -------c----(d|)   c=3 d=4\n"), run.output)
        XCTAssertTrue(run.output.contains("  -A-B-(E|)   A=next(1) B=next(2) E=error(error)"), run.output)
        XCTAssertTrue(
            run.output.contains("  -----b-c--d|   second subscriber, at frame 5: b is replayed at once"), run.output)
    }

    func testTheCounterCanBeDrivenThroughAPipe() throws {
        let run = try playground(["counter"], input: "+\n+\n-\nq\n+\n")
        XCTAssertEqual(run.status, 0)
        let counts = run.output.split(separator: "\n").filter { $0.hasPrefix("│ count:") }.map {
            $0.split(separator: " ")[2]
        }
        XCTAssertEqual(counts, ["0", "42", "43", "44", "43"])
        XCTAssertTrue(run.output.hasSuffix("bye\n"))
    }

    func testOnATerminalTheCommandsTypedAreNotRepeated() throws {
        let run = try playground(["counter"], input: "+\nq\n", onTerminal: true)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertFalse(run.output.contains("> +"), run.output)
        XCTAssertTrue(run.output.contains("│ count: 43"), run.output)
    }

    func testAnUnknownCommandExitsWithAFailure() throws {
        let run = try playground(["--verbose"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(
            run.errors.hasPrefix("no command or demo named '--verbose'\nusage: swift run Playground [command]\n"),
            run.errors)
        let help = try playground(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.hasPrefix("usage: swift run Playground [command]\n"), help.output)
    }

    func testTheFeedStopsAtTheEndOfInput() throws {
        let run = try playground(["feed"], input: "m\n1\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.contains("│  Investment log  [Detective mates]       │"))
        XCTAssertTrue(run.output.contains("│ • Detective mates #103 (1 image)         │"))
        XCTAssertTrue(run.output.hasSuffix("bye\n"))
    }

    func testTheTasksScreenSavesToTheFileItIsGiven() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PlaygroundExecutableTests-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try playground(["tasks", file.path], input: "+h Ship it\nq\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.output.contains("│ 1. [ ] Ship it (high)"))
        let saved = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"title\" : \"Ship it\""))
    }

    /// `text` without spaces and box edges: a screen wraps a long line inside its box, breaking a
    /// path anywhere.
    private func unboxed(_ text: String) -> String {
        text.filter { $0 != " " && $0 != "│" && $0 != "\n" }
    }

    func testATaskFileThatIsAFolderIsNamedWithTheReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PlaygroundExecutableTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try playground(["tasks", folder.path], input: "q\n")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(
            unboxed(run.output).contains(
                unboxed("error: Could not load the tasks: \(folder.path) is a folder, not a file")),
            run.output)
    }

    func testQuittingAfterAFailedSaveSaysWhyAndExitsWithStatus1() throws {
        // A folder the Playground may not write to, whoever runs the tests: /sys on Linux (even
        // for root), elsewhere a folder made read-only.
        let folder: URL
        #if os(Linux)
        folder = URL(fileURLWithPath: "/sys")
        #else
        guard getuid() != 0 else { throw XCTSkip("root may write to a read-only folder") }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PlaygroundExecutableTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.removeItem(at: folder) }
        #endif
        let file = folder.appendingPathComponent("streams-tasks-\(UUID().uuidString).json")
        let run = try playground(["tasks", file.path], input: "+ Walk\nq\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.hasSuffix("bye\n"), run.output)
        XCTAssertEqual(
            run.errors,
            "your last change is not saved: Could not save the tasks: \(file.path) cannot be written: permission denied\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    func testCommandsThatDoNothingSaySo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PlaygroundExecutableTests-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let tasks = try playground(["tasks", file.path], input: "+\nq\n")
        XCTAssertEqual(tasks.status, 0, tasks.errors)
        XCTAssertTrue(tasks.output.contains("\n? + takes the title of the task, e.g. + Buy milk\n"), tasks.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))

        let waiting = try playground(["waiting"], input: "c 99\nq\n")
        XCTAssertEqual(waiting.status, 0, waiting.errors)
        XCTAssertTrue(waiting.output.contains("\n? no reservation 99 is shown: l loads the list\n"), waiting.output)
        XCTAssertFalse(waiting.output.contains("Kim"), "the list appeared:\n\(waiting.output)")
    }

    func testTheMarbleCalculatorAppliesAnOperator() throws {
        let run = try playground(["marbles", "-1-2-3-|", "map", "*10"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            run.output,
            """
            input:  -1-2-3-|
                    map *10
            output: -A-B-C-|   A=10 B=20 C=30

            """)
        let delayed = try playground(["marbles", "-a--b-|", "delay", "2"])
        XCTAssertEqual(delayed.output.split(separator: "\n").last, "output: ---a--b-|")
        let merged = try playground(["marbles", "-a---b-|", "merge", "--x-|"])
        XCTAssertEqual(merged.output.split(separator: "\n").last, "output: -ax--b-|")
    }

    func testABadDiagramPrintsTheParsersMessageAndFails() throws {
        let run = try playground(["marbles", "-a-(b-|", "map", "upper"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.errors.hasPrefix("bad diagram: "), run.errors)
        XCTAssertTrue(run.errors.contains("-a-(b-|"), run.errors)
    }

    func testArithmeticThatWouldOverflowExitsWithStatus2AndWhatToTypeInstead() throws {
        for operand in ["*9223372036854775807", "+9223372036854775807"] {
            let run = try playground(["marbles", "-9-9-|", "map", operand])
            XCTAssertEqual(run.status, 2, run.errors)
            XCTAssertEqual(run.output, "")
            XCTAssertEqual(
                run.errors,
                "map \(operand): 9 \(operand.first!) 9223372036854775807 does not fit in an Int (from -9223372036854775808 to 9223372036854775807); give a smaller N, e.g. `map \"\(operand.first!)10\"`\n"
            )
        }
    }

    func testHugeTimeArgumentsAndDiagramsExitWithTheLimit() throws {
        let delayed = try playground(["marbles", "-1-2-|", "delay", "999999999"])
        XCTAssertEqual(delayed.status, 2)
        XCTAssertEqual(
            delayed.errors, "delay takes a number of frames from 0 to 1000, e.g. `delay 2`; got '999999999'\n")
        let long = try playground(["marbles", "-1-2-|", "delay", "1000"])
        XCTAssertEqual(long.status, 2)
        XCTAssertEqual(
            long.errors,
            "the operator is still at work at frame 1000; the calculator draws frames 0 to 999: use shorter diagrams or smaller time arguments\n"
        )
        let far = try playground(["marbles", "-1- 999999999f 2|", "map", "upper"])
        XCTAssertEqual(far.status, 2)
        XCTAssertEqual(
            far.errors,
            "the diagram has an event at frame 1000000003; the calculator draws frames 0 to 999: shorten it\n")
    }

    func testAValueWithoutAKeyIsExplained() throws {
        let run = try playground([
            "marbles", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789a|", "zip",
            "babcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789|",
        ])
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n")
        XCTAssertTrue(lines[3].hasSuffix(" ?=a9"), run.output)
        XCTAssertTrue(lines[4].hasPrefix("note:   ? stands for a value that found no key"), run.output)
    }

    func testTheParsersHintListsOnlyWhatTheCalculatorTakes() throws {
        let run = try playground(["marbles", "-1-(é|", "map", "upper"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(
            run.errors.hasPrefix(
                "bad diagram: marble diagram, column 5: unexpected character 'é'; expected a value (an ASCII letter or digit), '-', '|', '#', '(', ')', a space or a time progression such as 5f or 3s\n"
            ), run.errors)
        let usage = try playground(["marbles", "-1-|"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.errors.contains("\n  take N | skip N | takeLast N | startWith <value>\n"), usage.errors)
    }

    func testAnUnknownOperatorPrintsTheUsage() throws {
        let run = try playground(["marbles", "-a-|", "frobnicate"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.contains("unknown operator 'frobnicate'"))
        XCTAssertTrue(run.errors.contains("usage: Playground marbles"))
    }
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    func testTheTraceCommandDrawsTheFeedsRefreshPathOnTheWallClock() throws {
        let run = try playground(["trace", "20"])
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("┌─ Community ──────────────────────────────┐"), run.output)
        let header = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("marble trace: ") }, run.output)
        XCTAssertTrue(lines[header].hasPrefix("marble trace: 1 column = 20ms, 4 stages, "), lines[header])
        // The ruler starts at the diagrams' first column; then a line per subscription (and
        // perhaps notes under one, when the machine was slow enough to crowd a column); then
        // the legend.
        let ruler = lines[header + 1]
        let diagramColumn = try XCTUnwrap(ruler.range(of: "0ms")).lowerBound.utf16Offset(in: ruler)
        let body = lines[(header + 2)...].prefix { !$0.contains(" = ") || $0.contains("‹") }
        let subscriptionLines = body.filter { !$0.contains("‹") }
        let stage = try Regex(#"^(pull|refresh|fetch #\d+|isUpdating) +(main |other|mixed)? +$"#)
        var stages: [String] = []
        for line in subscriptionLines {
            let label = String(line.prefix(diagramColumn))
            let diagram = line.dropFirst(diagramColumn)
            XCTAssertNotNil(try stage.wholeMatch(in: label), "label and thread of: \(line)")
            XCTAssertTrue(diagram.allSatisfy { "-^()|#!abcdefghij".contains($0) }, "diagram of: \(line)")
            // The screen closed: every traced subscription ended, completed or was disposed.
            XCTAssertTrue(["!", "|", "#"].contains(diagram.filter { $0 != ")" }.last), "still live: \(line)")
            let name = String(label.prefix { $0 != " " })
            if stages.last != name { stages.append(name) }
        }
        // In the order the taps were made: the view model's chain as `transform` builds it, the
        // screen's indicator as it binds it, then the fetches, whose tap is inside the
        // `flatMapLatest` closure that first runs when the first refresh comes.
        XCTAssertEqual(stages, ["pull", "refresh", "isUpdating", "fetch"], run.output)
        let legend = lines[(header + 2 + body.count)...].joined(separator: ", ")
        for name in ["pull", "refresh", "3 posts", "refreshing", "idle"] {
            XCTAssertTrue(legend.contains(" = \(name)"), "\(name) is not in the legend: \(legend)")
        }
    }

    func testTheTraceCommandRejectsABadResolution() throws {
        let run = try playground(["trace", "0"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.errors.contains("bad resolution '0'"), run.errors)
    }
}
