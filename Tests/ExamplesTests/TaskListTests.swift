import Examples
import Foundation
import Streams
import StreamsArchitecture
import StreamsArchitectureTest
import StreamsTest
import XCTest

/// Ids 00000000-0000-0000-0000-000000000001, ...2, ... in order.
final class SequentialIDs: Sendable {
    private let next = Locked(1)

    func make() -> UUID {
        let value = next.withLock { value -> Int in
            defer { value += 1 }
            return value
        }
        return SequentialIDs.id(value)
    }

    static func id(_ value: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", value))!
    }
}

final class TaskListTests: LeakCheckingTestCase {
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("TaskListTests-\(UUID().uuidString)")
        XCTAssertNoThrow(try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    private var fileURL: URL { directory.appendingPathComponent("tasks.json") }

    private func environment(_ scheduler: TestScheduler, ids: SequentialIDs = SequentialIDs(), fileURL: URL? = nil)
        -> TaskList.Environment
    {
        TaskList.Environment(
            storage: JSONFileTaskStorage(fileURL: fileURL ?? self.fileURL), ioScheduler: scheduler,
            makeID: { ids.make() })
    }

    private func savedTasks() throws -> [TaskItem] {
        try JSONDecoder().decode([TaskItem].self, from: Data(contentsOf: fileURL))
    }

    func testAddToggleDeleteAreSavedToTheFileInOrder() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(initialState: TaskList.State(), reducer: TaskList.reducer(environment(scheduler)))
        let milk = TaskItem(id: SequentialIDs.id(1), title: "Buy milk", priority: .high)
        let walk = TaskItem(id: SequentialIDs.id(2), title: "Walk", priority: .low)

        store.send(.loadTasks) { $0.isLoading = true }
        scheduler.advanceTo(10)
        store.receive(.tasksLoaded([])) { $0.isLoading = false }

        store.send(.addTask(title: "  Buy milk ", priority: .high)) { $0.tasks = [milk] }
        store.send(.addTask(title: "Walk", priority: .low)) { $0.tasks = [walk, milk] }
        store.send(.toggleTask(id: milk.id)) { $0.tasks[1].isCompleted = true }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: fileURL.path), "saves run on the I/O scheduler, not in the reducer")
        scheduler.advanceTo(20)
        // Each save reports that it succeeded.
        store.receive(.tasksSaved)
        store.receive(.tasksSaved)
        store.receive(.tasksSaved)
        var toggledMilk = milk
        toggledMilk.isCompleted = true
        XCTAssertEqual(try savedTasks(), [walk, toggledMilk])

        store.send(.deleteTask(id: walk.id)) { $0.tasks = [toggledMilk] }
        scheduler.advanceTo(30)
        store.receive(.tasksSaved)
        XCTAssertEqual(try savedTasks(), [toggledMilk])
        XCTAssertEqual(
            try String(contentsOf: fileURL, encoding: .utf8),
            """
            [
              {
                "id" : "00000000-0000-0000-0000-000000000001",
                "isCompleted" : true,
                "priority" : "high",
                "title" : "Buy milk"
              }
            ]
            """)
        store.finish()
    }

    func testASecondStoreReloadsWhatTheFirstSaved() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = TaskList.makeStore(environment: environment(scheduler))
        first.send(.addTask(title: "Write report", priority: .medium))
        first.send(.addTask(title: "Call Bob", priority: .high))
        scheduler.advanceTo(5)

        let store = TestStore(initialState: TaskList.State(), reducer: TaskList.reducer(environment(scheduler)))
        store.send(.loadTasks) { $0.isLoading = true }
        scheduler.advanceTo(10)
        let saved = first.currentState.tasks
        XCTAssertEqual(saved.map(\.title), ["Call Bob", "Write report"])
        store.receive(.tasksLoaded(saved)) {
            $0.isLoading = false
            $0.tasks = saved
        }
        store.finish()
    }

    func testAnEmptyTitleIsAnErrorAndNothingIsSaved() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(initialState: TaskList.State(), reducer: TaskList.reducer(environment(scheduler)))
        store.send(.addTask(title: "   ", priority: .low)) { $0.error = "Empty title" }
        store.send(.setError(nil)) { $0.error = nil }
        store.finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: fileURL.path))
    }

    func testSearchAndFilterDeriveTheVisibleTasks() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(initialState: TaskList.State(), reducer: TaskList.reducer(environment(scheduler)))
        let milk = TaskItem(id: SequentialIDs.id(1), title: "Buy milk", priority: .high)
        let bread = TaskItem(id: SequentialIDs.id(2), title: "Buy bread", priority: .low)
        store.send(.addTask(title: "Buy milk", priority: .high)) { $0.tasks = [milk] }
        store.send(.addTask(title: "Buy bread", priority: .low)) { $0.tasks = [bread, milk] }
        store.send(.setSearchText("MILK")) { $0.searchText = "MILK" }
        XCTAssertEqual(store.state.filteredTasks, [milk])
        store.send(.setFilter(.low)) { $0.filterPriority = .low }
        XCTAssertEqual(store.state.filteredTasks, [])
        store.send(.setSearchText("")) { $0.searchText = "" }
        XCTAssertEqual(store.state.filteredTasks, [bread])
        scheduler.advanceTo(10)
        store.receive(.tasksSaved)
        store.receive(.tasksSaved)
        store.finish()
    }

    /// A store that loaded the file when it held "not json": its error names the file and what
    /// is wrong with it, and it is read-only.
    private func storeThatCouldNotLoad(_ scheduler: TestScheduler) throws -> TestStore<TaskList.State, TaskList.Action>
    {
        try Data("not json".utf8).write(to: fileURL)
        let store = TestStore(initialState: TaskList.State(), reducer: TaskList.reducer(environment(scheduler)))
        store.send(.loadTasks) { $0.isLoading = true }
        scheduler.advanceTo(scheduler.clock + 5)
        let message = "Could not load the tasks: \(fileURL.path) is not a task list: The given data was not valid JSON."
        store.receive(.loadFailed(message)) {
            $0.isLoading = false
            $0.isReadOnly = true
            $0.error = message
        }
        return store
    }

    func testLoadAndSaveFailuresBecomeErrors() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let store = try storeThatCouldNotLoad(scheduler)

        // A directory where the file should be: saving fails.
        let blocked = TestStore(
            initialState: TaskList.State(), reducer: TaskList.reducer(environment(scheduler, fileURL: directory)))
        blocked.send(.addTask(title: "x", priority: .low)) {
            $0.tasks = [TaskItem(id: SequentialIDs.id(1), title: "x", priority: .low)]
        }
        scheduler.advanceTo(10)
        let message = "Could not save the tasks: \(directory.path) cannot be written: it is a folder, not a file"
        blocked.receive(.saveFailed(message)) {
            $0.error = message
            $0.unsavedChanges = message
        }
        store.finish()
        blocked.finish()
    }

    func testAListThatCouldNotBeLoadedTakesNoChangeAndNeverOverwritesItsFile() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let store = try storeThatCouldNotLoad(scheduler)
        store.send(.addTask(title: "Walk", priority: .low))
        store.send(.setSearchText("w")) { $0.searchText = "w" }
        scheduler.advanceTo(10)
        XCTAssertEqual(try String(contentsOf: fileURL, encoding: .utf8), "not json")
        // Once a load succeeds, the list takes changes again.
        try Data("[]".utf8).write(to: fileURL)
        store.send(.loadTasks) { $0.isLoading = true }
        scheduler.advanceTo(15)
        store.receive(.tasksLoaded([])) {
            $0.isLoading = false
            $0.isReadOnly = false
        }
        store.finish()
    }

    func testAFolderThatDoesNotExistIsNeitherCreatedNorWrittenTo() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let missing = directory.appendingPathComponent("missing")
        let store = TestStore(
            initialState: TaskList.State(),
            reducer: TaskList.reducer(environment(scheduler, fileURL: missing.appendingPathComponent("tasks.json"))))
        store.send(.loadTasks) { $0.isLoading = true }
        scheduler.advanceTo(5)
        store.receive(.loadFailed("Could not load the tasks: the folder \(missing.path) does not exist")) {
            $0.isLoading = false
            $0.isReadOnly = true
            $0.error = "Could not load the tasks: the folder \(missing.path) does not exist"
        }
        XCTAssertThrowsError(try JSONFileTaskStorage(fileURL: missing.appendingPathComponent("tasks.json")).saveAll([]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
        store.finish()
    }

    func testTimeTravelRebuildsEveryStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TaskList.makeStore(environment: environment(scheduler))
        store.send(.addTask(title: "a", priority: .low))
        store.send(.addTask(title: "b", priority: .high))
        store.send(.toggleTask(id: SequentialIDs.id(1)))
        store.send(.setFilter(.high))
        scheduler.advanceTo(5)
        let log = store.actionLog
        for step in 0...4 {
            XCTAssertEqual(
                store.replayState(through: step).tasks.map(\.title), log.state(atStep: step)?.tasks.map(\.title))
        }
        XCTAssertEqual(store.replayState(through: 2).filteredTasks.map(\.title), ["b", "a"])
        XCTAssertEqual(store.replayState(through: 4).filteredTasks.map(\.title), ["b"])
    }

    func testTheVisibleTitlesOverTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TaskList.makeStore(environment: environment(scheduler))
        let actions: [Character: TaskList.Action] = [
            "m": .addTask(title: "milk", priority: .high), "w": .addTask(title: "walk", priority: .low),
            "s": .setSearchText("i"), "k": .setSearchText("mi"), "f": .setFilter(.low), "c": .setFilter(nil),
        ]
        let input = scheduler.createHotObservable("-m-w-s-k-f-c-", values: actions)
        let binding = input.subscribe(onNext: { store.send($0) })
        let titles = scheduler.start {
            store.map { $0.filteredTasks.map(\.title).joined(separator: ",") }.distinctUntilChanged()
        }
        binding.dispose()
        XCTAssertEqual(titles.marbles(values: ["0": "", "m": "milk", "b": "walk,milk"]), "0m-b-m---0-m")
    }

    func testTheLiveEnvironmentWritesTheFileInTheBackground() throws {
        let store = TaskList.makeStore(environment: .live(fileURL: fileURL))
        store.send(.addTask(title: "Ship it", priority: .high))
        let deadline = Date().addingTimeInterval(2)
        while (try? savedTasks())?.count != 1 && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        XCTAssertEqual(try savedTasks().map(\.title), ["Ship it"])
        while !store.runningEffects.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        XCTAssertTrue(store.runningEffects.isEmpty)
    }
}
