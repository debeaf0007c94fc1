import Examples
import Foundation

/// `counter`, `tasks [file]`, `feed`, `waiting`: runs the example screen `name` interactively,
/// reading commands from the terminal.
func runScreen(_ name: String, _ arguments: [String], terminal: Terminal) throws {
    var tasksFile = FileManager.default.temporaryDirectory.appendingPathComponent("streams-tasks.json")
    switch (name, arguments.count) {
    case (_, 0): break
    case ("tasks", 1): tasksFile = URL(fileURLWithPath: arguments[0])
    default:
        throw CommandFailure(
            "\(name) takes \(name == "tasks" ? "at most one argument, the file to keep the tasks in" : "no argument"); got \(arguments.map { "'\($0)'" }.joined(separator: " "))",
            status: 2)
    }
    if name == "tasks" { terminal.write("the task list is kept in \(tasksFile.path)") }
    let end = ExampleScreens.runInteractive(
        named: name, tasksFile: tasksFile, readLine: terminal.readLine, write: terminal.write,
        echoesCommands: !terminal.showsInput, wallClock: terminal.now)
    if case .unsavedChanges(let why)? = end {
        throw CommandFailure(why, status: 1)
    }
}

/// The example screens on their scripted timelines, for the tour.
func printExampleTour(terminal: Terminal) {
    terminal.write("")
    terminal.write(
        "The example screens, each on a scripted timeline (virtual time; every frame the screen goes through)")
    ExampleScreens.tour(write: terminal.write)
}
