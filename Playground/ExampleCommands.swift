import Examples
import Foundation

/// The commands beyond the operator tour: the interactive example screens, the marble
/// calculator and the live trace of the community feed. Returns the exit status, or `nil` when `arguments` are not one of them.
func runCommand(_ arguments: [String]) -> Int32? {
    guard let command = arguments.first else { return nil }
    if command == "marbles" || command == "trace" {
        do {
            let rest = Array(arguments.dropFirst())
            try (command == "marbles" ? MarbleCalculator.run(rest) : TraceCommand.run(rest)).forEach { print($0) }
            return 0
        } catch let failure as MarbleCalculator.Failure {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            return failure.status
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }
    guard ExampleScreens.names.contains(command) else { return nil }
    // `tasks [file]`: the tasks live in that JSON file (by default one in the temporary folder).
    let tasksFile = arguments.count > 1
        ? URL(fileURLWithPath: arguments[1])
        : FileManager.default.temporaryDirectory.appendingPathComponent("streams-playground-tasks.json")
    if command == "tasks" { print("tasks are saved in \(tasksFile.path)") }
    ExampleScreens.runInteractive(named: command, tasksFile: tasksFile, readLine: { Swift.readLine() }, write: { print($0) })
    return 0
}

/// The example screens on their scripted timelines, for the tour.
func printExampleTour() {
    print("\nThe example screens, each on a scripted timeline (virtual time; every frame the screen goes through)")
    ExampleScreens.tour { print($0) }
}
