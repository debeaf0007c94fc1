import Foundation
import Streams
import StreamsArchitecture

/// The task list as a text screen, saving to a JSON file.
public final class TaskListScreen: TerminalScreen {
    public let name = "tasks"
    public let help = [
        "+ <title> add (+h / +l for high / low priority)", "x <n> toggle", "d <n> delete",
        "/ <text> search (/ alone clears)", "f h|m|l|- filter",
    ]
    /// The store (its action log is the screen's history).
    public let store: Store<TaskList.State, TaskList.Action>
    private let fileURL: URL

    /// A task list kept in `fileURL`, loading and saving on `scheduler`.
    public init(
        fileURL: URL, scheduler: any SchedulerType & Sendable, makeID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.fileURL = fileURL
        store = TaskList.makeStore(
            environment: TaskList.Environment(
                storage: JSONFileTaskStorage(fileURL: fileURL), ioScheduler: scheduler, makeID: makeID))
    }

    public var changes: Observable<Void> { store.map { _ in () } }

    public func start() {
        store.send(.loadTasks)
    }

    public func handle(_ command: String) -> CommandOutcome {
        let (head, rest) = split(command)
        let state = store.currentState
        func send(_ action: TaskList.Action) -> CommandOutcome {
            store.send(action)
            return .done
        }
        func change(_ action: TaskList.Action) -> CommandOutcome {
            guard !state.isReadOnly else {
                return .refused(
                    "not changed: the list is read-only because its file could not be loaded (see the error)")
            }
            return send(action)
        }
        func task(_ action: (UUID) -> TaskList.Action) -> CommandOutcome {
            let visible = state.filteredTasks
            guard let number = Int(rest) else { return .refused("\(head) takes the number of a task, e.g. \(head) 1") }
            guard visible.indices.contains(number - 1) else {
                let shown =
                    visible.isEmpty
                    ? "the list shows no task"
                    : visible.count == 1 ? "the list shows task 1" : "the list shows tasks 1 to \(visible.count)"
                return .refused("no task \(number): \(shown)")
            }
            return change(action(visible[number - 1].id))
        }
        func add(_ priority: TaskItem.Priority) -> CommandOutcome {
            guard !rest.isEmpty else { return .refused("\(head) takes the title of the task, e.g. \(head) Buy milk") }
            return change(.addTask(title: rest, priority: priority))
        }
        switch head {
        case "+", "+m": return add(.medium)
        case "+h": return add(.high)
        case "+l": return add(.low)
        case "x": return task { .toggleTask(id: $0) }
        case "d": return task { .deleteTask(id: $0) }
        case "/": return send(.setSearchText(rest))
        case "f":
            switch rest {
            case "h": return send(.setFilter(.high))
            case "m": return send(.setFilter(.medium))
            case "l": return send(.setFilter(.low))
            case "-", "": return send(.setFilter(nil))
            default: return .refused("no filter \(rest): f h (high), f m (medium), f l (low), f - (all)")
            }
        default: return .unknown
        }
    }

    /// Why the last change is not in the file, when its save failed.
    public var unsavedChanges: String? {
        store.currentState.unsavedChanges.map { "your last change is not saved: \($0)" }
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
        if visible.isEmpty && !state.isLoading {
            lines.append(state.tasks.isEmpty ? "no tasks yet" : "no task matches")
        }
        if let error = state.error { lines.append("error: \(error)") }
        return TextBox.draw(
            title: "Tasks \(visible.count)/\(state.tasks.count) · \(fileURL.lastPathComponent)", lines: lines, width: 44
        )
    }
}
