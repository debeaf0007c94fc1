import Examples
import Foundation
import Streams
import StreamsTest
import XCTest

final class TerminalSessionTests: LeakCheckingTestCase {
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "TerminalSessionTests-\(UUID().uuidString)")
        XCTAssertNoThrow(try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    /// Runs screen `name` on `lines`, each typed `secondsApart` after the one before.
    private func run(
        _ name: String, lines: [String], tasksFile: String = "tasks.json", echoesCommands: Bool = true,
        secondsApart: TimeInterval = 0
    ) -> [String] {
        var input = lines.makeIterator()
        var output: [String] = []
        var wallClock = Date(timeIntervalSince1970: 0)
        let known = ExampleScreens.runInteractive(
            named: name, tasksFile: directory.appendingPathComponent(tasksFile),
            readLine: {
                wallClock += secondsApart
                return input.next()
            },
            write: { output.append($0) }, echoesCommands: echoesCommands, wallClock: { wallClock }
        )
        XCTAssertEqual(known, .quit, name)
        return output
    }

    func testTheCounterFollowsTypedCommandsAndStopsAtQ() {
        let output = run("counter", lines: ["+", "", "oops", "-", "+", "+", "q", "+"])
        XCTAssertEqual(output.first, "counter — commands: + increment; - decrement; l load the starting value; q quits")
        XCTAssertEqual(output.last, "bye")
        XCTAssertTrue(
            output.contains("? unknown command 'oops' — + increment; - decrement; l load the starting value; q quits"))
        let counts = output.filter { $0.hasPrefix("│ count:") }.map { $0.split(separator: " ")[2] }
        // The load answers 42 after a second; typed commands come after it settled.
        XCTAssertEqual(counts, ["0", "42", "43", "42", "43", "44"])
        XCTAssertFalse(output.contains("> q"))
    }

    func testTheEndOfInputEndsTheSession() {
        let output = run("counter", lines: ["+"])
        XCTAssertEqual(
            Array(output.suffix(6)),
            [
                "> +", "t=1.0s",
                "┌─ Counter ──────────────────────┐", "│ count: 43                      │",
                "└────────────────────────────────┘",
                "bye",
            ])
    }

    func testTheTaskListSavesAndASecondSessionReloads() throws {
        _ = run("tasks", lines: ["+h Buy milk", "+ Walk", "x 2", "q"])
        let saved = try JSONDecoder().decode(
            [TaskItem].self, from: Data(contentsOf: directory.appendingPathComponent("tasks.json")))
        XCTAssertEqual(saved.map(\.title), ["Walk", "Buy milk"])
        XCTAssertEqual(saved.map(\.isCompleted), [false, true])
        let output = run("tasks", lines: ["d 1"])
        XCTAssertTrue(output.contains { $0.hasPrefix("│ 1. [ ] Walk (medium)") })
        XCTAssertEqual(output.filter { $0.hasPrefix("│ 1.") }.last, "│ 1. [x] Buy milk (high)                   │")
        let after = try JSONDecoder().decode(
            [TaskItem].self, from: Data(contentsOf: directory.appendingPathComponent("tasks.json")))
        XCTAssertEqual(after.map(\.title), ["Buy milk"])
    }

    func testTheFeedScrollsToTheEndOfTheList() {
        let output = run("feed", lines: ["m", "m", "m", "m"])
        XCTAssertEqual(
            output.filter { $0.contains("Investment log #") }.last, "│ • Investment log #7 (1 image)            │")
        XCTAssertEqual(output.filter { $0.contains("end of list") }.count, 1)
        // Past the end, scrolling changes nothing: no new frame.
        XCTAssertEqual(Array(output.suffix(2)), ["> m", "bye"])
    }

    func testAnUnknownScreenIsRefused() {
        XCTAssertNil(
            ExampleScreens.runInteractive(named: "nope", tasksFile: directory, readLine: { nil }, write: { _ in }))
    }

    func testCommandsThatWouldDoNothingSaySo() {
        let tasks = run("tasks", lines: ["+", "+h   ", "+l Walk"])
        XCTAssertTrue(tasks.contains("? + takes the title of the task, e.g. + Buy milk"), tasks.joined(separator: "\n"))
        XCTAssertTrue(tasks.contains("? +h takes the title of the task, e.g. +h Buy milk"))
        XCTAssertFalse(tasks.contains { $0.contains("Empty title") })
        XCTAssertTrue(tasks.contains { $0.hasPrefix("│ 1. [ ] Walk (low)") })

        // Before the list is loaded, cancelling shows nothing new; after, only what is shown.
        let waiting = run("waiting", lines: ["c 99", "l", "c 99", "c 2"])
        XCTAssertEqual(
            waiting.filter { $0.hasPrefix("? ") },
            [
                "? no reservation 99 is shown: l loads the list", "? no reservation 99: the list shows #1, #2, #3",
            ])
        let beforeLoading = waiting.prefix { $0 != "> l" }
        XCTAssertFalse(beforeLoading.contains { $0.contains("Kim") }, beforeLoading.joined(separator: "\n"))
        XCTAssertTrue(waiting.contains { $0.hasPrefix("│ #3 Park") })
    }

    func testAFolderInPlaceOfTheTaskFileIsNamed() throws {
        let folder = directory.appendingPathComponent("tasks.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let output = run("tasks", lines: ["+ Walk"])
        XCTAssertEqual(
            errorText(in: output),
            "error: Could not load the tasks: \(folder.path) is a folder, not a file".filter { $0 != " " })
    }

    func testASessionWhoseLastSaveFailedEndsWithItsChangesUnsaved() throws {
        let folder = directory.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let file = folder.appendingPathComponent("tasks.json")
        var output: [String] = []
        func session(_ lines: [String]) -> SessionEnd? {
            var input = lines.makeIterator()
            return ExampleScreens.runInteractive(
                named: "tasks", tasksFile: file,
                readLine: {
                    // The folder goes away once the list is loaded: the next save fails.
                    let line = input.next()
                    if line == "+ Walk" { try? FileManager.default.removeItem(at: folder) }
                    if line == "+ Run" {
                        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
                    }
                    return line
                }, write: { output.append($0) })
        }
        let reason = "cannot be written: \(String(cString: strerror(ENOENT)).lowercased())"
        XCTAssertEqual(
            session(["+ Walk", "q"]),
            .unsavedChanges("your last change is not saved: Could not save the tasks: \(file.path) \(reason)"))
        // A later save writes the whole list: nothing is lost any more.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        XCTAssertEqual(session(["+ Walk", "+ Run", "q"]), .quit)
        XCTAssertEqual(try JSONFileTaskStorage(fileURL: file).loadAll().map(\.title), ["Run", "Walk"])
        XCTAssertEqual(output.last, "bye")
    }

    func testTheTourPlaysEveryScreenTheSameWayEachTime() {
        var first: [String] = []
        var second: [String] = []
        ExampleScreens.tour { first.append($0) }
        ExampleScreens.tour { second.append($0) }
        XCTAssertEqual(first, second)
        for name in ExampleScreens.names {
            XCTAssertTrue(first.contains { $0.hasPrefix("\(name): ") }, name)
        }
        XCTAssertTrue(first.contains("│ count: 43                      │"))
        XCTAssertTrue(first.contains("│ — end of list —                          │"))
    }

    func testCommandsAreNotRepeatedWhenTheTerminalShowsWhatIsTyped() {
        let output = run("counter", lines: ["+", "-"], echoesCommands: false)
        XCTAssertFalse(output.contains { $0.hasPrefix("> ") }, output.joined(separator: "\n"))
        XCTAssertEqual(
            output.filter { $0.hasPrefix("│ count:") }.map { $0.split(separator: " ")[2] }, ["0", "42", "43", "42"])
    }

    func testEveryFrameIsStampedWithTheTimeItsCommandWasTypedAt() {
        let output = run("tasks", lines: ["+ Walk", "x 1"], secondsApart: 2.5)
        XCTAssertEqual(output.filter { $0.hasPrefix("t=") }, ["t=0.0s", "t=0.0s", "t=2.5s", "t=5.0s"])
        // The counter's load still answers after its latency, then the clock follows the typing.
        let counter = run("counter", lines: ["+", "+"], secondsApart: 0.7)
        XCTAssertEqual(counter.filter { $0.hasPrefix("t=") }, ["t=0.0s", "t=1.0s", "t=1.0s", "t=1.4s"])
    }

    func testACommandTheScreenKnowsWithAnArgumentItCannotUseIsAnswered() {
        let output = run("tasks", lines: ["+ Walk", "d 9", "x", "f z", "d 1", "x 1"])
        XCTAssertTrue(output.contains("? no task 9: the list shows task 1"), output.joined(separator: "\n"))
        XCTAssertTrue(output.contains("? x takes the number of a task, e.g. x 1"))
        XCTAssertTrue(output.contains("? no filter z: f h (high), f m (medium), f l (low), f - (all)"))
        XCTAssertTrue(output.contains("? no task 1: the list shows no task"))
        XCTAssertFalse(output.contains { $0.hasPrefix("? unknown command") })
        XCTAssertTrue(run("waiting", lines: ["c x"]).contains("? c takes the number of a reservation, e.g. c 2"))
    }

    /// The text of the first frame's error line and the lines it wrapped onto, without spaces
    /// (a long path breaks inside a word).
    private func errorText(in output: [String]) -> String {
        output.drop { !$0.contains("error:") }.prefix { $0.hasPrefix("│") }.joined().filter { $0 != " " && $0 != "│" }
    }

    func testATaskFileThatCannotBeReadIsShownWholeAndNeverOverwritten() throws {
        let file = directory.appendingPathComponent("tasks.json")
        let text = #"[{"title": "Buy milk", "#
        try Data(text.utf8).write(to: file)
        let output = run("tasks", lines: ["+ Walk", "q"])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
        XCTAssertEqual(
            errorText(in: output),
            "error: Could not load the tasks: \(file.path) is not a task list: The given data was not valid JSON."
                .filter { $0 != " " })
        XCTAssertTrue(
            output.contains("? not changed: the list is read-only because its file could not be loaded (see the error)")
        )
    }

    func testAFolderThatDoesNotExistIsReportedNotCreated() {
        let output = run("tasks", lines: ["+ Walk"], tasksFile: "missing/tasks.json")
        let missing = directory.appendingPathComponent("missing")
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
        XCTAssertEqual(
            errorText(in: output),
            "error: Could not load the tasks: the folder \(missing.path) does not exist".filter { $0 != " " })
    }

    func testEveryLineOfABoxIsAsWideAsItsBox() {
        // A file name too long for the title, a task too long for one line.
        let lines = run(
            "tasks", lines: ["+ Water the plants on the balcony and in the kitchen"],
            tasksFile: "streams-playground-tasks.json")
        var tour: [String] = []
        ExampleScreens.tour { tour.append($0) }
        let frames = (lines + tour).split { !"┌│└".contains($0.first ?? " ") }
        XCTAssertGreaterThan(frames.count, 10)
        for frame in frames {
            XCTAssertEqual(Set(frame.map(\.count)).count, 1, frame.joined(separator: "\n"))
        }
        XCTAssertEqual(
            Array(lines.suffix(6)),
            [
                "t=0.0s",
                "┌─ Tasks 1/1 · streams-playground-tasks.… ─┐",
                "│ 1. [ ] Water the plants on the balcony   │",
                "│   and in the kitchen (medium)            │",
                "└──────────────────────────────────────────┘",
                "bye",
            ])
    }
}
