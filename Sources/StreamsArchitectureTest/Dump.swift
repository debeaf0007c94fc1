import Foundation

/// Renders values as indented, multi-line text for readable failure messages: one property,
/// element or case per line, so a line diff points at exactly what differs.
///
///     Counter.State(
///       count: 1,
///       isLoading: false
///     )
public enum Dump {
    /// `value` rendered over several lines.
    ///
    /// - Parameter value: Any value, read through `Mirror` (so a custom mirror decides what is
    ///   shown). Optionals are unwrapped (`nil` when empty), strings and characters are quoted,
    ///   numbers, UUIDs, dates and URLs take one line, set elements and dictionary keys are
    ///   sorted so equal values render alike, and type names are shown without their module.
    ///   Class instances are expanded wherever they appear, with no check for reference cycles.
    /// - Returns: The rendering: one property, element or case per line, indented two spaces
    ///   per level, lines separated by `\n`, with no newline at the end.
    public static func render(_ value: Any) -> String {
        var lines: [String] = []
        append(value, label: nil, indent: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ value: Any, label: String?, indent: Int, into lines: inout [String]) {
        let prefix = String(repeating: "  ", count: indent) + (label.map { "\($0): " } ?? "")
        let mirror = Mirror(reflecting: value)

        // Optionals first: casting an `Any` holding `Optional(1)` to `Int` would succeed.
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first?.value {
                append(wrapped, label: label, indent: indent, into: &lines)
            } else {
                lines.append(prefix + "nil")
            }
            return
        }
        if let leaf = leafDescription(value, mirror: mirror) {
            lines.append(prefix + leaf)
            return
        }
        switch mirror.displayStyle {
        case .enum:
            let child = mirror.children.first!
            let caseName = child.label ?? "\(value)"
            let payload = Mirror(reflecting: child.value)
            if payload.displayStyle == .tuple, !payload.children.isEmpty {
                lines.append(prefix + ".\(caseName)(")
                appendChildren(payload.children, indent: indent + 1, into: &lines)
                lines.append(String(repeating: "  ", count: indent) + ")")
            } else {
                var inner: [String] = []
                append(child.value, label: nil, indent: indent + 1, into: &inner)
                if inner.count == 1 {
                    lines.append(prefix + ".\(caseName)(" + inner[0].trimmingCharacters(in: .whitespaces) + ")")
                } else {
                    lines.append(prefix + ".\(caseName)(")
                    lines.append(contentsOf: inner)
                    lines.append(String(repeating: "  ", count: indent) + ")")
                }
            }
        case .collection, .set:
            var elements: [[String]] = mirror.children.map { child in
                var inner: [String] = []
                append(child.value, label: nil, indent: indent + 1, into: &inner)
                return inner
            }
            if mirror.displayStyle == .set { elements.sort { $0.joined() < $1.joined() } }
            appendContainer(elements, open: "[", close: "]", empty: "[]", prefix: prefix, indent: indent, into: &lines)
        case .dictionary:
            var pairs: [(key: String, lines: [String])] = mirror.children.map { child in
                let pair = Array(Mirror(reflecting: child.value).children)
                let key = render(pair[0].value).replacingOccurrences(of: "\n", with: " ")
                var inner: [String] = []
                append(pair[1].value, label: key, indent: indent + 1, into: &inner)
                return (key, inner)
            }
            pairs.sort { $0.key < $1.key }
            appendContainer(
                pairs.map(\.lines), open: "[", close: "]", empty: "[:]", prefix: prefix, indent: indent, into: &lines)
        case .tuple:
            lines.append(prefix + "(")
            appendChildren(mirror.children, indent: indent + 1, into: &lines)
            lines.append(String(repeating: "  ", count: indent) + ")")
        default:
            let name = typeName(of: value)
            if mirror.children.isEmpty {
                lines.append(prefix + "\(name)()")
            } else {
                lines.append(prefix + "\(name)(")
                appendChildren(mirror.children, indent: indent + 1, into: &lines)
                lines.append(String(repeating: "  ", count: indent) + ")")
            }
        }
    }

    private static func appendChildren(_ children: Mirror.Children, indent: Int, into lines: inout [String]) {
        let count = children.count
        for (offset, child) in children.enumerated() {
            var inner: [String] = []
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            append(child.value, label: label, indent: indent, into: &inner)
            if offset < count - 1, !inner.isEmpty { inner[inner.count - 1] += "," }
            lines.append(contentsOf: inner)
        }
    }

    private static func appendContainer(
        _ elements: [[String]], open: String, close: String, empty: String, prefix: String, indent: Int,
        into lines: inout [String]
    ) {
        if elements.isEmpty {
            lines.append(prefix + empty)
            return
        }
        lines.append(prefix + open)
        for (offset, var element) in elements.enumerated() {
            if offset < elements.count - 1, !element.isEmpty { element[element.count - 1] += "," }
            lines.append(contentsOf: element)
        }
        lines.append(String(repeating: "  ", count: indent) + close)
    }

    /// One-line descriptions for scalars and for types whose description is their identity.
    private static func leafDescription(_ value: Any, mirror: Mirror) -> String? {
        switch value {
        case let string as String: return String(reflecting: string)
        case let character as Character: return String(reflecting: character)
        case let substring as Substring: return String(reflecting: String(substring))
        case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32, is UInt64,
            is Double, is Float:
            return "\(value)"
        case let uuid as UUID: return "UUID(\(uuid.uuidString))"
        case let date as Date: return "Date(\(date.timeIntervalSince1970))"
        case let url as URL: return "URL(\(url.absoluteString))"
        case let error as Swift.Error where mirror.displayStyle == nil: return "\(error)"
        default: break
        }
        if mirror.displayStyle == .enum, mirror.children.isEmpty {
            return ".\(value)"
        }
        if mirror.displayStyle == nil
            || (mirror.children.isEmpty && mirror.displayStyle != .struct && mirror.displayStyle != .class)
        {
            return "\(value)"
        }
        return nil
    }

    private static func typeName(of value: Any) -> String {
        var name = String(reflecting: type(of: value))
        // Private types carry an anonymous context: `Tests.(unknown context at $1f2e).Item`.
        while let start = name.range(of: "(unknown context at "), let end = name[start.upperBound...].range(of: ").") {
            name.removeSubrange(start.lowerBound..<end.upperBound)
        }
        // Drop the module name: `Examples.Counter.State` → `Counter.State`.
        if let dot = name.firstIndex(of: "."), !name[..<dot].contains("<") {
            name = String(name[name.index(after: dot)...])
        }
        return name
    }
}

/// A line diff of two texts, for failure messages: unchanged lines are indented, lines only in
/// the expected text start with `−`, lines only in the actual text with `+`.
public enum LineDiff {
    /// The diff of `expected` and `actual`, or `nil` when they are the same.
    ///
    /// - Parameters:
    ///   - expected: The text expected, usually a ``Dump/render(_:)`` rendering; its lines not in
    ///     `actual` are marked `−` (a minus sign, U+2212, not a hyphen).
    ///   - actual: The text found; its lines not in `expected` are marked `+`.
    /// - Returns: Every line of both texts, split at `\n`, in order, each behind a two-character
    ///   prefix: two spaces for a line both share, `− ` or `+ ` otherwise, with a replaced
    ///   line's `−` before its `+`. `nil` when the texts are equal.
    public static func diff(expected: String, actual: String) -> String? {
        if expected == actual { return nil }
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        // Longest common subsequence table, filled from the ends.
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                output.append("  " + old[i])
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] > table[i + 1][j] {
                output.append("+ " + new[j])
                j += 1
            } else {
                output.append("− " + old[i])
                i += 1
            }
        }
        return output.joined(separator: "\n")
    }
}
