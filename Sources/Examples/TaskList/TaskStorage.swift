import Foundation

/// Where the task list is kept.
public protocol TaskStorage: Sendable {
    /// Every task; an empty list when nothing was saved yet.
    func loadAll() throws -> [TaskItem]
    /// Replaces the saved tasks with `tasks`.
    func saveAll(_ tasks: [TaskItem]) throws
}

/// Tasks in a JSON file: pretty-printed with sorted keys, written atomically (a crash while
/// saving leaves the previous file). The file's folder must exist: it is never created.
public struct JSONFileTaskStorage: TaskStorage {
    /// The file.
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func loadAll() throws -> [TaskItem] {
        let folder = fileURL.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw TaskFileError(description: "the folder \(folder.path) does not exist")
        }
        guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isFolder) else { return [] }
        guard !isFolder.boolValue else { throw TaskFileError(description: "\(fileURL.path) is a folder, not a file") }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw TaskFileError(description: "\(fileURL.path) cannot be read: \(TaskFileError.reason(error))")
        }
        do {
            return try JSONDecoder().decode([TaskItem].self, from: data)
        } catch let error as DecodingError {
            throw TaskFileError(description: "\(fileURL.path) is not a task list: \(Self.describe(error))")
        }
    }

    public func saveAll(_ tasks: [TaskItem]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(tasks)
        do {
            try data.write(to: fileURL, options: .atomic)
        } catch {
            throw TaskFileError(description: "\(fileURL.path) cannot be written: \(TaskFileError.reason(error))")
        }
    }

    /// What the decoder found wrong, and where: `at [0]: the key "id" is missing`.
    private static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        var problem: String?
        switch error {
        case .keyNotFound(let key, let found):
            context = found
            problem = "the key \"\(key.stringValue)\" is missing"
        case .dataCorrupted(let found), .typeMismatch(_, let found), .valueNotFound(_, let found): context = found
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return (path.isEmpty ? "" : "at \(path): ") + (problem ?? context.debugDescription)
    }
}

/// Why the task file cannot be used, in words for the screen.
public struct TaskFileError: LocalizedError, Equatable, Sendable {
    /// What is wrong, naming the file or folder.
    public let description: String

    public var errorDescription: String? { description }

    /// Why a file operation failed, in words: the system's reason (`permission denied`,
    /// `operation not permitted` for an immutable file), or that the path is a folder.
    static func reason(_ error: Swift.Error) -> String {
        let error = error as NSError
        let posix =
            error.domain == NSPOSIXErrorDomain
            ? error
            : (error.userInfo[NSUnderlyingErrorKey] as? Swift.Error).map { $0 as NSError }.flatMap {
                $0.domain == NSPOSIXErrorDomain ? $0 : nil
            }
        guard let code = posix?.code else { return error.localizedDescription }
        if code == Int(EISDIR) { return "it is a folder, not a file" }
        let text = String(cString: strerror(Int32(code)))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
