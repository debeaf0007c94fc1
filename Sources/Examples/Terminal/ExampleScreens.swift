import Foundation
import Streams

/// The example screens by name, and the scripted tour of all of them.
public enum ExampleScreens {
    /// The names `swift run Playground <name>` accepts.
    public static let names = ["counter", "tasks", "feed", "waiting"]

    /// The screen called `name`, its effects on `clock`; the task list keeps its tasks in
    /// `tasksFile`.
    public static func make(named name: String, clock: HistoricalScheduler, tasksFile: URL) -> TerminalScreen? {
        switch name {
        case "counter": return CounterScreen(scheduler: clock)
        case "tasks": return TaskListScreen(fileURL: tasksFile, scheduler: clock)
        case "feed": return CommunityFeedScreen(scheduler: clock)
        case "waiting": return WaitingListScreen(scheduler: clock)
        default: return nil
        }
    }

    /// Runs `name` interactively: commands from `readLine` until `q` or end of input (see
    /// ``TerminalSession/runInteractive(readLine:echoesCommands:wallClock:)``). Returns how the
    /// session ended, or `nil` when there is no screen called `name`.
    @discardableResult
    public static func runInteractive(
        named name: String, tasksFile: URL, readLine: () -> String?, write: @escaping (String) -> Void,
        echoesCommands: Bool = true, wallClock: () -> Date = Date.init
    ) -> SessionEnd? {
        let clock = HistoricalScheduler()
        guard let screen = make(named: name, clock: clock, tasksFile: tasksFile) else { return nil }
        return TerminalSession(screen: screen, clock: clock, write: write).runInteractive(
            readLine: readLine, echoesCommands: echoesCommands, wallClock: wallClock)
    }

    /// One scripted timeline per screen: (seconds, command).
    public static let scripts: [(name: String, title: String, script: [(at: TimeInterval, command: String)])] = [
        (
            "counter", "MVI counter: intents → scan → state; the starting value is a side effect",
            [
                (1.5, "+"), (2.0, "+"), (2.5, "-"),
            ]
        ),
        (
            "waiting", "Waiting list: exclusive ViewState, pure reduce, API results as intents",
            [
                (0.0, "l"), (1.5, "c 2"), (3.0, "r"),
            ]
        ),
        (
            "tasks", "Redux task list: store, derived filteredTasks, saved to a JSON file",
            [
                (0.5, "+h Buy milk"), (1.0, "+ Walk the dog"), (1.5, "+l Water plants"), (2.0, "x 2"),
                (2.5, "/ milk"), (3.0, "/"), (3.5, "f l"), (4.0, "f -"), (4.5, "d 1"),
            ]
        ),
        (
            "feed", "Community feed: transform(Input) -> Output, paging to the end of the list",
            [
                (1.0, "m"), (1.1, "m"), (2.0, "m"), (3.0, "m"), (4.0, "1"), (5.0, "r"),
            ]
        ),
    ]

    /// Plays every screen's script on its own virtual clock and writes every frame.
    public static func tour(write: @escaping (String) -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "streams-tour-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for entry in scripts {
            let clock = HistoricalScheduler()
            guard
                let screen = make(
                    named: entry.name, clock: clock, tasksFile: directory.appendingPathComponent("tasks.json"))
            else { continue }
            write("")
            write("\(entry.name): \(entry.title)")
            TerminalSession(screen: screen, clock: clock, write: write).runScript(entry.script)
        }
    }
}
