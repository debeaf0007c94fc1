import Foundation
import Streams
import StreamsArchitecture

/// The task list as a text screen, saving to a JSON file.
public final class TaskListScreen: TerminalScreen {
    public let name = "tasks"
    public let help = ["+ <title> add (+h / +l for high / low priority)", "x <n> toggle", "d <n> delete", "/ <text> search (/ alone clears)", "f h|m|l|- filter"]
    /// The store (its action log is the screen's history).
    public let store: Store<TaskList.State, TaskList.Action>
    private let fileURL: URL

    /// A task list kept in `fileURL`, loading and saving on `scheduler`.
    public init(fileURL: URL, scheduler: any SchedulerType & Sendable, makeID: @escaping @Sendable () -> UUID = { UUID() }) {
        self.fileURL = fileURL
        store = TaskList.makeStore(environment: TaskList.Environment(storage: JSONFileTaskStorage(fileURL: fileURL), ioScheduler: scheduler, makeID: makeID))
    }

    public var changes: Observable<Void> { store.map { _ in () } }

    public func start() {
        store.send(.loadTasks)
    }

    public func handle(_ command: String) -> Bool {
        guard let action = action(for: command) else { return false }
        store.send(action)
        return true
    }

    private func action(for command: String) -> TaskList.Action? {
        let (head, rest) = split(command)
        let visible = store.currentState.filteredTasks
        func task(_ text: String) -> TaskItem? {
            guard let number = Int(text), visible.indices.contains(number - 1) else { return nil }
            return visible[number - 1]
        }
        switch head {
        case "+": return .addTask(title: rest, priority: .medium)
        case "+h": return .addTask(title: rest, priority: .high)
        case "+m": return .addTask(title: rest, priority: .medium)
        case "+l": return .addTask(title: rest, priority: .low)
        case "x": return task(rest).map { .toggleTask(id: $0.id) }
        case "d": return task(rest).map { .deleteTask(id: $0.id) }
        case "/": return .setSearchText(rest)
        case "f":
            switch rest {
            case "h": return .setFilter(.high)
            case "m": return .setFilter(.medium)
            case "l": return .setFilter(.low)
            case "-", "": return .setFilter(nil)
            default: return nil
            }
        default: return nil
        }
    }

    private func split(_ command: String) -> (String, String) {
        guard let space = command.firstIndex(of: " ") else { return (command, "") }
        return (String(command[..<space]), command[command.index(after: space)...].trimmingCharacters(in: .whitespaces))
    }

    public func render() -> [String] {
        let state = store.currentState
        var lines: [String] = []
        var filters: [String] = []
        if !state.searchText.isEmpty { filters.append("search \"\(state.searchText)\"") }
        if let priority = state.filterPriority { filters.append("only \(priority.rawValue)") }
        if !filters.isEmpty { lines.append(filters.joined(separator: ", ")) }
        if state.isLoading { lines.append("loading…") }
        let visible = state.filteredTasks
        for (index, task) in visible.enumerated() {
            lines.append("\(index + 1). [\(task.isCompleted ? "x" : " ")] \(task.title) (\(task.priority.rawValue))")
        }
        if visible.isEmpty && !state.isLoading { lines.append(state.tasks.isEmpty ? "no tasks yet" : "no task matches") }
        if let error = state.error { lines.append("error: \(error)") }
        return TextBox.draw(title: "Tasks \(visible.count)/\(state.tasks.count) · \(fileURL.lastPathComponent)", lines: lines, width: 44)
    }
}
