import Foundation
import Streams
import StreamsArchitecture

/// A to-do item.
public struct TaskItem: Equatable, Codable, Identifiable, Sendable {
    /// How urgent a task is.
    public enum Priority: String, Codable, CaseIterable, Sendable {
        case low, medium, high
    }

    public let id: UUID
    public var title: String
    public var priority: Priority
    public var isCompleted: Bool

    public init(id: UUID, title: String, priority: Priority, isCompleted: Bool = false) {
        self.id = id
        self.title = title
        self.priority = priority
        self.isCompleted = isCompleted
    }
}

/// The Redux task list: one `State`, every event an `Action`, a pure reducer returning
/// effects, and a `Store` that runs it. The action log gives Redux's time travel:
/// `store.replayState(through:)` rebuilds the list at any step.
///
/// A new task is added to the state at once, and every change is saved as a snapshot on one
/// serial I/O scheduler, in the order the reducer made them. Inserting the task only when its
/// save effect answers would let a toggle in between write a list without it.
public enum TaskList {
    /// The whole screen.
    public struct State: Equatable, Sendable {
        public var tasks: [TaskItem] = []
        public var searchText = ""
        public var filterPriority: TaskItem.Priority? = nil
        public var isLoading = false
        public var error: String? = nil
        /// Whether the saved tasks could not be loaded. The list then takes no changes, so that
        /// saving never overwrites a file it could not read.
        public var isReadOnly = false
        /// Why the last save failed, while the tasks on disk are older than the list; `nil` once a
        /// later save succeeds (each save writes the whole list).
        public var unsavedChanges: String? = nil

        public init(
            tasks: [TaskItem] = [], searchText: String = "", filterPriority: TaskItem.Priority? = nil,
            isLoading: Bool = false, error: String? = nil, isReadOnly: Bool = false, unsavedChanges: String? = nil
        ) {
            self.tasks = tasks
            self.searchText = searchText
            self.filterPriority = filterPriority
            self.isLoading = isLoading
            self.error = error
            self.isReadOnly = isReadOnly
            self.unsavedChanges = unsavedChanges
        }

        /// The tasks the list shows: derived from the state, never stored.
        public var filteredTasks: [TaskItem] {
            tasks.filter { task in
                let matchesSearch = searchText.isEmpty || task.title.localizedCaseInsensitiveContains(searchText)
                let matchesPriority = filterPriority == nil || task.priority == filterPriority
                return matchesSearch && matchesPriority
            }
        }
    }

    /// Every event of the screen.
    public enum Action: Equatable, Sendable {
        case loadTasks
        case tasksLoaded([TaskItem])
        case loadFailed(String)
        case addTask(title: String, priority: TaskItem.Priority)
        case toggleTask(id: UUID)
        case deleteTask(id: UUID)
        case setSearchText(String)
        case setFilter(TaskItem.Priority?)
        case setError(String?)
        case tasksSaved
        case saveFailed(String)

        /// Whether it changes the tasks, which are then saved.
        var changesTasks: Bool {
            switch self {
            case .addTask, .toggleTask, .deleteTask: return true
            default: return false
            }
        }
    }

    /// What the reducer's effects use.
    public struct Environment: Sendable {
        /// Where the tasks are kept.
        public var storage: TaskStorage
        /// Where loads and saves run, one at a time, in order.
        public var ioScheduler: any SchedulerType & Sendable
        /// Makes the id of a new task (sequential in tests).
        public var makeID: @Sendable () -> UUID

        public init(
            storage: TaskStorage, ioScheduler: any SchedulerType & Sendable,
            makeID: @escaping @Sendable () -> UUID = { UUID() }
        ) {
            self.storage = storage
            self.ioScheduler = ioScheduler
            self.makeID = makeID
        }

        /// Tasks in a JSON file, saved on a background serial queue.
        public static func live(fileURL: URL) -> Environment {
            Environment(
                storage: JSONFileTaskStorage(fileURL: fileURL),
                ioScheduler: SerialDispatchQueueScheduler(qos: .utility, internalSerialQueueName: "examples.tasks.io"))
        }
    }

    /// The reducer: pure state changes, effects for loading and saving.
    public static func reducer(_ environment: Environment) -> Store<State, Action>.Reducer {
        return { state, action in
            if state.isReadOnly, action.changesTasks { return .none }
            switch action {
            case .loadTasks:
                state.isLoading = true
                return Observable<Action>.deferred { .just(.tasksLoaded(try environment.storage.loadAll())) }
                    .subscribe(on: environment.ioScheduler)
                    .catch { error in .just(.loadFailed("Could not load the tasks: \(error.localizedDescription)")) }
                    .asEffect()

            case .tasksLoaded(let tasks):
                state.isLoading = false
                state.isReadOnly = false
                state.tasks = tasks
                return .none

            case .loadFailed(let message):
                state.isLoading = false
                state.isReadOnly = true
                state.error = message
                return .none

            case .addTask(let title, let priority):
                let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else {
                    state.error = "Empty title"
                    return .none
                }
                state.error = nil
                state.tasks.insert(TaskItem(id: environment.makeID(), title: trimmed, priority: priority), at: 0)
                return save(state.tasks, environment)

            case .toggleTask(let id):
                guard let index = state.tasks.firstIndex(where: { $0.id == id }) else { return .none }
                state.tasks[index].isCompleted.toggle()
                return save(state.tasks, environment)

            case .deleteTask(let id):
                guard state.tasks.contains(where: { $0.id == id }) else { return .none }
                state.tasks.removeAll { $0.id == id }
                return save(state.tasks, environment)

            case .setSearchText(let text):
                state.searchText = text
                return .none

            case .setFilter(let priority):
                state.filterPriority = priority
                return .none

            case .setError(let message):
                state.error = message
                return .none

            case .tasksSaved:
                state.unsavedChanges = nil
                return .none

            case .saveFailed(let message):
                state.error = message
                state.unsavedChanges = message
                return .none
            }
        }
    }

    /// Saves a snapshot of the tasks and reports how it went.
    private static func save(_ tasks: [TaskItem], _ environment: Environment) -> Effect<Action> {
        Observable<Action>.deferred {
            try environment.storage.saveAll(tasks)
            return .just(.tasksSaved)
        }
        .subscribe(on: environment.ioScheduler)
        .catch { error in .just(.saveFailed("Could not save the tasks: \(error.localizedDescription)")) }
        .asEffect()
    }

    /// A store for the screen.
    public static func makeStore(environment: Environment, initialState: State = State()) -> Store<State, Action> {
        Store(initialState: initialState, reducer: reducer(environment))
    }
}
