import Foundation

/// Where the task list is kept.
public protocol TaskStorage: Sendable {
    /// Every task; an empty list when nothing was saved yet.
    func loadAll() throws -> [TaskItem]
    /// Replaces the saved tasks with `tasks`.
    func saveAll(_ tasks: [TaskItem]) throws
}

/// Tasks in a JSON file: pretty-printed with sorted keys, written atomically (a crash while
/// saving leaves the previous file).
public struct JSONFileTaskStorage: TaskStorage {
    /// The file.
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func loadAll() throws -> [TaskItem] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        return try JSONDecoder().decode([TaskItem].self, from: Data(contentsOf: fileURL))
    }

    public func saveAll(_ tasks: [TaskItem]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(tasks).write(to: fileURL, options: .atomic)
    }
}
