/// A malformed marble diagram: which column (1-based, counting characters) and what was
/// expected there.
public struct MarbleError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// The diagram that failed to parse.
    public let diagram: String
    /// The 1-based column of the offending character (`diagram.count + 1` for "at the end").
    public let column: Int
    /// What is wrong and what was expected instead.
    public let reason: String

    /// Creates the error for a malformed diagram.
    ///
    /// - Parameters:
    ///   - diagram: The diagram that failed to parse.
    ///   - column: The 1-based column, counting characters, of what is wrong;
    ///     `diagram.count + 1` when something is missing at the end.
    ///   - reason: What is wrong and what was expected instead.
    public init(diagram: String, column: Int, reason: String) {
        self.diagram = diagram
        self.column = column
        self.reason = reason
    }

    /// The diagram with a caret under the column, then the reason.
    public var description: String {
        let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
        return "marble diagram, column \(column): \(reason)\n  \"\(diagram)\"\n   \(caret)"
    }
}

/// The error a `#` in a diagram stands for when no `error:` argument is given.
public struct MarbleDefaultError: Swift.Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Creates the error; every instance is equal to every other.
    public init() {}
    public var description: String { "error" }
}
