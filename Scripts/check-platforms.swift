// Checks what keeps Streams building on every platform it promises, where no Apple build runs:
//
//   - the manifest's floors are macOS 10.15, iOS 13, tvOS 13, watchOS 6 and visionOS 1 (the
//     floors at which Swift concurrency back-deploys);
//   - no Swift file imports Synchronization (its Mutex and Atomic need macOS 15 and iOS 18);
//   - every use of an API newer than the floors — the list is `newerAPIs` below; add the next
//     one there — and of a declaration the package itself marks `@available` above them (a type,
//     or a member: a method, an initializer, a property, also inside a marked type or
//     extension) sits in a declaration marked `@available` at or above what it needs, or inside
//     `if #available` / after `guard #available`.
//
//   swift Scripts/check-platforms.swift [package folder]   checks the package (default: this one)
//   swift Scripts/check-platforms.swift --self-test        plants a mistake of each kind in a
//                                                          scratch package and fails unless each
//                                                          is found (CI runs both)
//
// The Swift files are read as text: comments and string literals are left out, and a use counts
// as covered by the `@available` attributes of the declarations around it, found by braces and
// lines. It reads names, not types. Where a name alone does not tell — an overload of the same
// name and labels that is not marked (`init(timeout: TimeInterval)` beside
// `init(timeout: Duration)`), `split(separator:)` with a `Character`, an API of the list that the
// package also declares (its own `replacing(_:with:)`, its own `Logger`) — a call counts when its
// arguments show the newer declaration's types: a literal (`", "`, `2.5`), a type named
// (`Duration.seconds(1)`, `TimeInterval(x)`) or a member a number does not have (`.seconds(3)`).
// An argument whose type the text does not show (a variable) is taken not to.

import Foundation

// MARK: - Platforms and versions

enum Platform: String, CaseIterable {
    case macOS, iOS, tvOS, watchOS, visionOS

    /// The name `swift package dump-package` gives it.
    var manifestName: String { rawValue.lowercased() }
}

struct Version: Comparable, CustomStringConvertible {
    var parts: [Int]

    init(_ text: String) {
        parts = text.split(separator: ".").compactMap { Int($0) }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
    }

    static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    var description: String { parts.map(String.init).joined(separator: ".") }
}

typealias Availability = [Platform: Version]

let floors: Availability = [
    .macOS: Version("10.15"), .iOS: Version("13"), .tvOS: Version("13"), .watchOS: Version("6"),
    .visionOS: Version("1"),
]

/// What each Swift release's standard library (and the Foundation of the same year) needs.
let swift5_7: Availability = [.macOS: Version("13"), .iOS: Version("16"), .tvOS: Version("16"), .watchOS: Version("9")]
let swift5_9: Availability = [
    .macOS: Version("14"), .iOS: Version("17"), .tvOS: Version("17"), .watchOS: Version("10"),
]
let swift6_0: Availability = [
    .macOS: Version("15"), .iOS: Version("18"), .tvOS: Version("18"), .watchOS: Version("11"), .visionOS: Version("2"),
]
let swift6_2: Availability = [
    .macOS: Version("26"), .iOS: Version("26"), .tvOS: Version("26"), .watchOS: Version("26"), .visionOS: Version("26"),
]
let foundation2021: Availability = [
    .macOS: Version("12"), .iOS: Version("15"), .tvOS: Version("15"), .watchOS: Version("8"),
]
/// The `os` module's `Logger`.
let os2020: Availability = [.macOS: Version("11"), .iOS: Version("14"), .tvOS: Version("14"), .watchOS: Version("7")]

/// An API newer than the floors: a pattern matched in code (comments and strings left out), what
/// it needs, and — where the name alone does not tell — what a use must show to count.
struct API {
    let name: String
    let pattern: String
    let needs: Availability
    /// Whether a match is a use of this API, from the code around it; `nil`: every match is.
    var counts: ((Use) -> Bool)? = nil
    /// A declaration of the package that makes the name its own (`func replacing(`): where the
    /// package has one, only the uses that `ownCounts` accepts count; without `ownCounts`, none.
    var shadowedBy: String? = nil
    var ownCounts: ((Use) -> Bool)? = nil

    init(
        _ name: String, _ pattern: String, _ needs: Availability, counts: ((Use) -> Bool)? = nil,
        shadowedBy: String? = nil, ownCounts: ((Use) -> Bool)? = nil
    ) {
        self.name = name
        self.pattern = pattern
        self.needs = needs
        self.counts = counts
        self.shadowedBy = shadowedBy
        self.ownCounts = ownCounts
    }
}

/// The APIs newer than the floors. Add the next one here.
let newerAPIs: [API] = [
    API("Duration", #"\bDuration\b"#, swift5_7),
    API("Clock", #"\bClock\b"#, swift5_7),
    API("ContinuousClock", #"\bContinuousClock\b"#, swift5_7),
    API("SuspendingClock", #"\bSuspendingClock\b"#, swift5_7),
    API("InstantProtocol", #"\bInstantProtocol\b"#, swift5_7),
    API("DurationProtocol", #"\bDurationProtocol\b"#, swift5_7),
    API("Task.sleep(for:)", #"\bsleep\s*\(\s*for\s*:"#, swift5_7),
    API("Task.sleep(until:)", #"\bsleep\s*\(\s*until\s*:"#, swift5_7),
    API("Regex", #"\bRegex\b"#, swift5_7),
    API("wholeMatch(in:)", #"\.wholeMatch\s*\("#, swift5_7),
    API("prefixMatch(in:)", #"\.prefixMatch\s*\("#, swift5_7),
    API("firstMatch(of:)", #"\.firstMatch\s*\(\s*of\s*:"#, swift5_7),
    API("matches(of:)", #"\.matches\s*\(\s*of\s*:"#, swift5_7),
    API("firstRange(of:)", #"\.firstRange\s*\(\s*of\s*:"#, swift5_7),
    API("ranges(of:)", #"\.ranges\s*\(\s*of\s*:"#, swift5_7),
    API("trimmingPrefix(_:)", #"\.trimmingPrefix\s*\("#, swift5_7),
    API("Swift Testing's .timeLimit(_:)", #"\.timeLimit\s*\("#, swift5_7),
    API("URL(filePath:)", #"\bURL\s*\(\s*filePath\s*:"#, swift5_7),
    API("URL.appending(path:)", #"\.appending\s*\(\s*(path|component|components)\s*:"#, swift5_7),
    API("URL.path(percentEncoded:)", #"\.path\s*\(\s*percentEncoded\s*:"#, swift5_7),
    API("Date.now", #"\bDate\s*\.\s*now\b"#, foundation2021),
    API("formatted()", #"\.formatted\s*\("#, foundation2021),
    API("AttributedString", #"\bAttributedString\b"#, foundation2021),
    API("URLSession's async data(for:)", #"\.(data|bytes|upload|download)\s*\(\s*(for|from)\s*:"#, foundation2021),
    API("withDiscardingTaskGroup", #"\bwith(Throwing)?DiscardingTaskGroup\b"#, swift5_9),
    API("Observation", #"\b(ObservationRegistrar|withObservationTracking)\b|@Observable\b"#, swift5_9),
    API("Mutex", #"\bMutex\b"#, swift6_0),
    API("Atomic", #"\bAtomic\s*[<(]"#, swift6_0),
    API("TaskExecutor", #"\b(TaskExecutor|withTaskExecutorPreference)\b"#, swift6_0),
    API("next(isolation:)", #"\bnext\s*\(\s*isolation\s*:"#, swift6_0),
    API("Int128", #"\bU?Int128\b"#, swift6_0),
    API("InlineArray", #"\bInlineArray\b"#, swift6_2),
    API("Span", #"\b(Mutable)?(Raw)?Span\b"#, swift6_2),
    API(
        "String.split(separator:) with a String", #"\.split\s*\(\s*separator\s*:"#, swift5_7,
        counts: { $0.argument("separator").map(isStringOfSeveralCharacters) ?? false }),
    API(
        "replacing(_:with:)", #"\.replacing\s*\("#, swift5_7,
        shadowedBy: #"\bfunc\s+replacing\s*(<[^>]*>)?\s*\(\s*_\s+\w+\s*:[^,)]*,\s*with\b"#,
        ownCounts: { $0.argument(at: 0).map { isStringLiteral($0) || isRegexLiteral($0) } ?? false }),
    API(
        "URL.temporaryDirectory", #"\.\s*temporaryDirectory\b"#, swift5_7,
        counts: { ["URL", ""].contains($0.receiver) }),
    API("OSAllocatedUnfairLock", #"\bOSAllocatedUnfairLock\b"#, swift5_7),
    API("Logger", #"\bLogger\b"#, os2020, shadowedBy: #"\b(struct|class|enum|actor|protocol|typealias)\s+Logger\b"#),
    API("a variadic generic type (`each`)", #"\b(struct|class|enum|actor)\s+\w+\s*<[^>{]*\beach\s"#, swift5_9),
    API("AsyncSequence's primary associated types", #"\bAsync(Sequence|IteratorProtocol)\s*<"#, swift6_0),
    API("Task.immediate", #"\bTask\s*(<[^>{]*>)?\s*\.\s*immediate"#, swift6_2),
]

// MARK: - Reading Swift

/// `text` with comments and the contents of string literals replaced by spaces — line breaks
/// kept, so offsets and line numbers stay the same — and the code inside string interpolations
/// kept.
func codeOnly(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    var index = 0
    func blank(_ position: Int) { if bytes[position] != UInt8(ascii: "\n") { bytes[position] = UInt8(ascii: " ") } }
    func at(_ offset: Int, _ string: String) -> Bool {
        let pattern = Array(string.utf8)
        return offset + pattern.count <= bytes.count && Array(bytes[offset..<offset + pattern.count]) == pattern
    }
    /// Code until the `)` that closes an interpolation (or the end): nested strings and
    /// comments blanked on the way.
    func skipCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            if at(index, "//") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    blank(index)
                    index += 1
                }
            } else if at(index, "/*") {
                var nesting = 0
                repeat {
                    if at(index, "/*") {
                        nesting += 1
                        blank(index)
                        blank(index + 1)
                        index += 2
                    } else if at(index, "*/") {
                        nesting -= 1
                        blank(index)
                        blank(index + 1)
                        index += 2
                    } else {
                        blank(index)
                        index += 1
                    }
                } while nesting > 0 && index < bytes.count
            } else if bytes[index] == UInt8(ascii: "\"")
                || (bytes[index] == UInt8(ascii: "#") && stringStart(at: index) != nil)
            {
                skipString()
            } else {
                if untilClosingParenthesis {
                    if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[index] == UInt8(ascii: ")") {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                index += 1
            }
        }
    }
    /// The number of `#`s of a raw string starting at `offset`, if one starts there.
    func stringStart(at offset: Int) -> Int? {
        var hashes = 0
        while offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
        return offset + hashes < bytes.count && bytes[offset + hashes] == UInt8(ascii: "\"") ? hashes : nil
    }
    func skipString() {
        let hashes = stringStart(at: index)!
        index += hashes
        let multiline = at(index, "\"\"\"")
        let quote = multiline ? "\"\"\"" : "\""
        index += quote.count
        let close = quote + String(repeating: "#", count: hashes)
        let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
        while index < bytes.count {
            if at(index, close) {
                index += close.count
                return
            }
            if at(index, interpolation) {
                index += interpolation.count
                skipCode(untilClosingParenthesis: true)
                index += 1
                continue
            }
            if hashes == 0, bytes[index] == UInt8(ascii: "\\") {
                blank(index)
                index += 1
            }
            if index < bytes.count {
                blank(index)
                index += 1
            }
        }
    }
    skipCode(untilClosingParenthesis: false)
    return bytes
}

/// The platforms and versions an `@available(...)` or `#available(...)` argument list names
/// (`macOS 13, iOS 16, *` or `macOS, introduced: 13`); empty for `*, deprecated` and the like.
func availability(arguments: String) -> Availability {
    var result: Availability = [:]
    let short = try! NSRegularExpression(pattern: #"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+(\d+(?:\.\d+)*)"#)
    let long = try! NSRegularExpression(
        pattern: #"^\s*(macOS|iOS|tvOS|watchOS|visionOS)\s*,.*\bintroduced\s*:\s*(\d+(?:\.\d+)*)"#)
    let range = NSRange(arguments.startIndex..., in: arguments)
    for regex in [short, long] {
        for match in regex.matches(in: arguments, range: range) {
            let platform = Platform(rawValue: String(arguments[Range(match.range(at: 1), in: arguments)!]))!
            result[platform] = Version(String(arguments[Range(match.range(at: 2), in: arguments)!]))
        }
    }
    return result
}

func merged(_ lhs: Availability, _ rhs: Availability) -> Availability {
    lhs.merging(rhs) { max($0, $1) }
}

/// A `{` and the statement that opened it: the availability inside its braces, and whether they
/// hold a type's members (a type or extension body) or code (a function, a closure, ...).
struct Scope {
    var availability: Availability
    /// Added by a `guard #available` at this level: holds for the rest of the scope.
    var guarded: Availability = [:]
    /// The type whose members the braces hold (`Bar` for `extension Foo.Bar {`); `nil` for code.
    var memberOf: String?
    /// Whether declarations here are members (or top-level declarations) rather than locals.
    var holdsMembers: Bool
    /// Whether the braces are the body of a type (not an extension) marked above the floors:
    /// its members need what it needs, and a use of them names the type or has an instance of it.
    var isMarkedType = false
    /// Whether the braces are an extension's body.
    var isExtension = false
}

/// Words that continue the statement of the line before when a line starts with them.
let continuations: Set<String> = [
    "where", "else", "throws", "rethrows", "async", "->", ".", "&&", "||", "?", ":", "=", "+", "-", "*", "/", "??",
    "==", "!=", "<", ">", "<=", ">=", "..<", "...",
]

struct Finding: CustomStringConvertible {
    let file: String
    let line: Int
    let message: String
    var description: String { "\(file):\(line): \(message)" }
}

/// A Swift file read as text: its code (comments and the contents of strings blanked, offsets
/// kept), the original beside it, and where each statement and scope starts.
struct SwiftText {
    let original: [UInt8]
    let code: [UInt8]
    /// `code` as a string, for regular expressions.
    let source: String
    private let lineStarts: [Int]
    private let lines: [String]
    private let bracketDepthAtLineStart: [Int]

    init(_ text: String) {
        original = Array(text.utf8)
        code = codeOnly(text)
        source = String(decoding: code, as: UTF8.self)
        var starts = [0]
        for (offset, byte) in code.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        lines = source.components(separatedBy: "\n")
        var depths: [Int] = []
        var depth = 0
        for line in lines {
            depths.append(depth)
            for character in line {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth = max(0, depth - 1) }
            }
        }
        bracketDepthAtLineStart = depths
    }

    /// The 1-based line of `offset`.
    func lineNumber(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The byte offset of each match of `pattern` in the code.
    func matches(of pattern: String) -> [(offset: Int, end: Int)] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: source, range: NSRange(source.startIndex..., in: source)).map { match in
            let range = Range(match.range, in: source)!
            return (
                source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound),
                source.utf8.distance(from: source.utf8.startIndex, to: range.upperBound)
            )
        }
    }

    /// The code from `start` to `end` as a string.
    func code(_ start: Int, _ end: Int) -> String { String(decoding: code[start..<end], as: UTF8.self) }

    /// The original text from `start` to `end`, string literals included.
    func original(_ start: Int, _ end: Int) -> String { String(decoding: original[start..<end], as: UTF8.self) }

    private func trimmed(_ index: Int) -> String { lines[index].trimmingCharacters(in: .whitespaces) }

    private func isAttributesOnly(_ index: Int) -> Bool {
        let line = trimmed(index)
        return line.hasPrefix("@") && !line.contains("{")
            && line.range(of: #"^(@\w+(\([^)]*\))?\s*)+$"#, options: .regularExpression) != nil
    }

    /// The first line (0-based) of the statement that line `index` belongs to: a line continues
    /// the one before it inside brackets or parentheses, when it starts with a continuation
    /// (`where`, `->`, `.`, an operator), or after a line of attributes only.
    private func statementStart(_ index: Int) -> Int {
        var start = index
        while start > 0 {
            let line = trimmed(start)
            let firstWord = line.split(separator: " ").first.map(String.init) ?? ""
            let continues =
                bracketDepthAtLineStart[start] > 0
                || continuations.contains(firstWord)
                || line.first.map { ".:?=".contains($0) } == true
            guard continues || isAttributesOnly(start - 1) else { break }
            start -= 1
        }
        return start
    }

    private static let availableAttribute = try! NSRegularExpression(pattern: #"[@#]available\s*\(([^)]*)\)"#)

    private func availabilityWritten(from start: Int, to end: Int) -> (attributes: Availability, guarded: Availability)
    {
        guard start < end else { return ([:], [:]) }
        let text = code(start, end)
        var attributes: Availability = [:]
        var guarded: Availability = [:]
        for match in Self.availableAttribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let found = availability(arguments: String(text[Range(match.range(at: 1), in: text)!]))
            let before = text[..<Range(match.range, in: text)!.lowerBound]
            if before.range(of: #"\bguard\b[^{]*$"#, options: .regularExpression) != nil {
                guarded = merged(guarded, found)
            } else {
                attributes = merged(attributes, found)
            }
        }
        return (attributes, guarded)
    }

    /// What holds at each of `offsets`: the availability there (the attributes of its own
    /// statement, of the declarations around it, and the `#available` checks it is under) and
    /// the scope it is in. Walks the braces once.
    func context(at offsets: [Int]) -> [(available: Availability, scope: Scope)] {
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var results = [(available: Availability, scope: Scope)?](repeating: nil, count: offsets.count)
        var next = 0
        var scopes = [Scope(availability: [:], memberOf: nil, holdsMembers: true)]
        var statementOffset = 0
        func settle(upTo limit: Int) {
            while next < order.count, offsets[order[next]] < limit {
                let offset = offsets[order[next]]
                let line = lineNumber(of: offset) - 1
                let start = max(lineStarts[statementStart(line)], statementOffset)
                let own = availabilityWritten(from: start, to: offset + 1)
                let scope = scopes.last!
                results[order[next]] = (merged(merged(own.attributes, scope.availability), scope.guarded), scope)
                next += 1
            }
        }
        let typeDeclaration = try! NSRegularExpression(
            pattern: #"\b(struct|class|enum|actor|protocol|extension)\s+([\w.]+)"#)
        for (offset, byte) in code.enumerated() {
            switch byte {
            case UInt8(ascii: "{"):
                settle(upTo: offset)
                let line = lineNumber(of: offset) - 1
                let start = max(lineStarts[statementStart(line)], statementOffset)
                let written = availabilityWritten(from: start, to: offset)
                let outer = merged(scopes.last!.availability, scopes.last!.guarded)
                let statement = code(start, offset)
                let opensType =
                    scopes.last!.holdsMembers && !statement.contains("func ") && !statement.contains("init(")
                    && !statement.contains("=")
                let declaration =
                    opensType
                    ? typeDeclaration.firstMatch(in: statement, range: NSRange(statement.startIndex..., in: statement))
                    : nil
                let keyword = declaration.map { String(statement[Range($0.range(at: 1), in: statement)!]) }
                let declared = declaration.map {
                    String(statement[Range($0.range(at: 2), in: statement)!].split(separator: ".").last!)
                }
                let available = merged(outer, written.attributes)
                var scope = Scope(availability: available, memberOf: declared, holdsMembers: declared != nil)
                scope.isExtension = keyword == "extension"
                scope.isMarkedType =
                    declared != nil && !scope.isExtension && available.contains { $0.value > floors[$0.key]! }
                scopes.append(scope)
                if !written.guarded.isEmpty {
                    scopes[scopes.count - 2].guarded = merged(scopes[scopes.count - 2].guarded, written.guarded)
                }
                statementOffset = offset + 1
            case UInt8(ascii: "}"):
                settle(upTo: offset)
                if scopes.count > 1 { scopes.removeLast() }
                statementOffset = offset + 1
            case UInt8(ascii: ";"):
                statementOffset = offset + 1
            default:
                break
            }
        }
        settle(upTo: code.count)
        return results.map { $0! }
    }

    /// The arguments of the call whose `(` is the first character at or after `offset` other
    /// than spaces; `nil` when none opens there. Each argument is its label (`nil` when it has
    /// none) and its original text.
    func arguments(at offset: Int) -> (arguments: [(label: String?, text: String)], trailingClosure: Bool)? {
        var open = offset
        while open < code.count, code[open] == UInt8(ascii: " ") { open += 1 }
        guard open < code.count, code[open] == UInt8(ascii: "(") else { return nil }
        var depth = 0
        var pieces: [(Int, Int)] = []
        var pieceStart = open + 1
        var index = open
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    pieces.append((pieceStart, index))
                    var after = index + 1
                    while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
                    let trailing = after < code.count && code[after] == UInt8(ascii: "{")
                    let arguments = pieces.compactMap { start, end -> (label: String?, text: String)? in
                        let text = original(start, end).trimmingCharacters(in: .whitespacesAndNewlines)
                        guard !text.isEmpty else { return nil }
                        guard
                            let label = text.range(
                                of: #"^[A-Za-z_][A-Za-z0-9_]*\s*:(?!:)"#, options: .regularExpression)
                        else { return (nil, text) }
                        return (
                            String(text[label].dropLast().trimmingCharacters(in: .whitespaces)),
                            text[label.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
                        )
                    }
                    return (arguments, trailing)
                }
            case UInt8(ascii: ","):
                if depth == 1 {
                    pieces.append((pieceStart, index))
                    pieceStart = index + 1
                }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The last name before the `.` that starts at `offset` — `URL` in `URL.temporaryDirectory`,
    /// `default` in `FileManager.default.temporaryDirectory` — `""` for an implicit member
    /// (`.temporaryDirectory` after `=`, `(`, `,`), or the character before when it is no name
    /// (`)` after a call).
    func receiver(beforeDotAt offset: Int) -> String {
        var end = offset
        while end > 0, code[end - 1] == UInt8(ascii: " ") || code[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        var start = end
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_")
        }
        while start > 0, isNameByte(code[start - 1]) { start -= 1 }
        if start < end { return code(start, end) }
        guard end > 0, ")]?!".utf8.contains(code[end - 1]) else { return "" }
        return code(end - 1, end)
    }
}

/// A match of an API's pattern: the text around it, for the API's `counts`.
struct Use {
    let text: SwiftText
    let offset: Int
    let end: Int

    /// The arguments of the call the match names, when the match holds its `(` or one follows.
    var call: (arguments: [(label: String?, text: String)], trailingClosure: Bool)? {
        text.arguments(at: text.code[offset..<end].firstIndex(of: UInt8(ascii: "(")) ?? end)
    }

    /// The text of the argument labelled `label`.
    func argument(_ label: String) -> String? { call?.arguments.first { $0.label == label }?.text }

    /// The text of the argument at `index`.
    func argument(at index: Int) -> String? {
        guard let arguments = call?.arguments, arguments.indices.contains(index) else { return nil }
        return arguments[index].text
    }

    /// What the member is reached through (see `SwiftText.receiver(beforeDotAt:)`).
    var receiver: String {
        let dot = text.code[offset..<end].firstIndex(of: UInt8(ascii: ".")) ?? offset
        return text.receiver(beforeDotAt: dot)
    }
}

/// Whether `text` is a string literal (`"..."`, `#"..."#`, `"""..."""`).
func isStringLiteral(_ text: String) -> Bool {
    text.range(of: ##"^#*"[\s\S]*"#*$"##, options: .regularExpression) != nil
}

/// Whether `text` is a regex literal (`/a+/`, `#/a+/#`) or a `Regex(...)`.
func isRegexLiteral(_ text: String) -> Bool {
    text.range(of: #"^(#*/[\s\S]*/#*|Regex\s*[(<][\s\S]*)$"#, options: .regularExpression) != nil
}

/// Whether `text` is a one-line string literal of more than one character — a `String`, where
/// one character would be a `Character`.
func isStringOfSeveralCharacters(_ text: String) -> Bool {
    guard isStringLiteral(text), !text.hasPrefix("#"), !text.hasPrefix("\"\"\"") else { return false }
    var characters = 0
    var escaped = false
    for character in text.dropFirst().dropLast() {
        if escaped {
            escaped = false
        } else if character == "\\" {
            escaped = true
            continue
        }
        characters += 1
    }
    return characters > 1
}

/// The standard numeric types: a number literal is one of them.
let numericTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "Float80", "CGFloat", "TimeInterval",
]

/// Whether an argument written as `argument` can be of `type`: `true` or `false` when its text
/// shows its type (a literal, a type named, a member only some types have), `nil` when it does
/// not (a variable, an expression).
func argument(_ argument: String, canBe type: String) -> Bool? {
    let type = type.replacingOccurrences(
        of: #"^(@\w+\s+|inout\s+|some\s+|any\s+)+"#, with: "", options: .regularExpression
    )
    .trimmingCharacters(in: .whitespaces)
    let isNumeric = numericTypes.contains(type)
    let isText = ["String", "Substring", "Character", "StaticString"].contains(type)
    if argument.range(of: #"^-?[0-9][0-9_]*(\.[0-9_]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil {
        return isNumeric
    }
    if isStringLiteral(argument) { return isText }
    if argument.hasPrefix(".") {
        // An implicit member: numbers have few that are spelled this way.
        let numberMembers = ["zero", "infinity", "nan", "pi", "max", "min", "greatestFiniteMagnitude", "ulpOfOne"]
        let member = argument.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return isNumeric ? numberMembers.contains(String(member)) : !isText
    }
    if let named = argument.range(of: #"^[A-Z][A-Za-z0-9_]*(?=\s*[.(])"#, options: .regularExpression) {
        let name = String(argument[named])
        return name == type || (numericTypes.contains(name) && isNumeric)
    }
    return nil
}

/// One parameter of a declaration: its argument label (`nil` for `_`), whether it has a default,
/// and its type as written.
struct Parameter {
    let label: String?
    let hasDefault: Bool
    let type: String
}

/// A declaration at the top level or in a type or extension, with the availability written on
/// it and around it.
struct Declaration {
    enum Kind { case type, function, initializer, property }
    let kind: Kind
    /// The type's, function's or property's name; for an initializer, its type's.
    let name: String
    let parameters: [Parameter]
    let available: Availability
    /// The scope it is declared in.
    let scope: Scope
    /// Whether it is a `typealias`, which names a type declared elsewhere.
    var isAlias = false
}

/// Every declaration of `text` at the top level or in a type or extension: types, functions,
/// initializers, properties.
func declarations(in text: SwiftText) -> [Declaration] {
    let pattern =
        #"\b(?:(struct|class|enum|actor|protocol|typealias)\s+(\w+)|(func)\s+(\w+)\s*(?:<[^>{]*>)?\s*(?=\()|(init)[?!]?\s*(?:<[^>{]*>)?\s*(?=\()|(var|let)\s+(\w+))"#
    let regex = try! NSRegularExpression(pattern: pattern)
    let source = text.source
    var found: [(kind: Declaration.Kind, offset: Int, end: Int, name: String, isAlias: Bool)] = []
    for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
        func group(_ index: Int) -> String? {
            Range(match.range(at: index), in: source).map { String(source[$0]) }
        }
        let range = Range(match.range, in: source)!
        let offset = source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound)
        let end = source.utf8.distance(from: source.utf8.startIndex, to: range.upperBound)
        if let name = group(2) {
            found.append((.type, offset, end, name, group(1) == "typealias"))
        } else if let name = group(4) {
            found.append((.function, offset, end, name, false))
        } else if group(5) != nil {
            found.append((.initializer, offset, end, "", false))
        } else if let name = group(7) {
            found.append((.property, offset, end, name, false))
        }
    }
    let contexts = text.context(at: found.map(\.offset))
    return zip(found, contexts).compactMap { declaration, context in
        guard context.scope.holdsMembers else { return nil }
        switch declaration.kind {
        case .type, .property:
            return Declaration(
                kind: declaration.kind, name: declaration.name, parameters: [], available: context.available,
                scope: context.scope, isAlias: declaration.isAlias)
        case .function, .initializer:
            guard declaration.kind == .function || context.scope.memberOf != nil else { return nil }
            let parameters = text.arguments(at: declaration.end)?.arguments.map(parameter) ?? []
            return Declaration(
                kind: declaration.kind,
                name: declaration.kind == .function ? declaration.name : context.scope.memberOf!,
                parameters: parameters, available: context.available, scope: context.scope)
        }
    }
}

/// A parameter as `arguments(at:)` read it from a declaration: `label name: Type = default`.
private func parameter(_ argument: (label: String?, text: String)) -> Parameter {
    // `label name: Type` reads as an argument without a label whose text is all of it.
    let whole = argument.label.map { "\($0): \(argument.text)" } ?? argument.text
    guard let colon = whole.firstIndex(of: ":") else { return Parameter(label: nil, hasDefault: false, type: "") }
    let names = whole[..<colon].split(separator: " ")
    let label = names.first.map(String.init)
    var type = whole[whole.index(after: colon)...]
    var hasDefault = false
    if let equals = type.firstIndex(of: "=") {
        type = type[..<equals]
        hasDefault = true
    }
    return Parameter(
        label: label == "_" ? nil : label, hasDefault: hasDefault, type: type.trimmingCharacters(in: .whitespaces))
}

/// The parameter each argument of a call goes to, when a call with `arguments` (and a trailing
/// closure or not) can call a declaration with `parameters`: each argument goes to the next
/// parameter with its label, skipping parameters with defaults (and, with a trailing closure,
/// the last ones). One entry per argument, in order.
func parameterOfEachArgument(
    _ arguments: [(label: String?, text: String)], trailingClosure: Bool, in parameters: [Parameter]
) -> [(Parameter, String)]? {
    var matched: [(Parameter, String)] = []
    var remaining = arguments[...]
    for parameter in parameters {
        if let next = remaining.first, next.label == parameter.label {
            matched.append((parameter, next.text))
            remaining = remaining.dropFirst()
            // A variadic parameter takes the unlabelled arguments after it.
            if parameter.type.hasSuffix("...") {
                while let more = remaining.first, more.label == nil {
                    matched.append((parameter, more.text))
                    remaining = remaining.dropFirst()
                }
            }
        } else if !parameter.hasDefault && !trailingClosure {
            return nil
        }
    }
    return remaining.isEmpty ? matched : nil
}

/// The package's own declarations marked above the floors, as APIs: a type by its name, a
/// function or initializer by its name and argument labels, a property by `.name`. The members
/// of a marked type are left to the type: using one names the type or has an instance of it.
///
/// A call counts unless the package declares the same name (with the same labels) without the
/// mark and the call's arguments do not show the marked one's types (`init(timeout:
/// TimeInterval)` and `init(timeout: Duration)`: `.seconds(3)` is the second, `2` the first,
/// `timeout` neither). A member of an extension of a type from elsewhere (`TimeInterval`) shares
/// its name with members this check cannot see: a call counts only when an argument shows the
/// marked member's type.
func declaredAPIs(in texts: [SwiftText]) -> [API] {
    let all = texts.flatMap { declarations(in: $0) }
    let packageTypes = Set(all.filter { $0.kind == .type && !$0.isAlias }.map(\.name))
    func isMarked(_ available: Availability) -> Bool { available.contains { $0.value > floors[$0.key]! } }
    var apis: [API] = []
    for declaration in all where isMarked(declaration.available) && !declaration.scope.isMarkedType {
        let needs = declaration.available.filter { $0.value > floors[$0.key]! }
        let unmarked = all.filter {
            !isMarked($0.available) && $0.kind == declaration.kind && $0.name == declaration.name
        }
        switch declaration.kind {
        case .type:
            apis.append(API(declaration.name, #"\b"# + declaration.name + #"\b"#, needs))
        case .property:
            // A property has no arguments to tell it from another of its name.
            guard unmarked.isEmpty, !all.contains(where: { $0.kind != .property && $0.name == declaration.name })
            else { continue }
            apis.append(API(declaration.name, #"\.\s*"# + declaration.name + #"\b(?!\s*\()"#, needs))
        case .function, .initializer:
            let parameters = declaration.parameters
            let others = unmarked.map(\.parameters)
            let extendsElsewhere =
                declaration.scope.isExtension && !packageTypes.contains(declaration.scope.memberOf ?? "")
            let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
            let name = declaration.kind == .function ? declaration.name : declaration.name + ".init"
            let pattern =
                declaration.kind == .function
                ? #"(?<!func )(?<!func  )\b"# + declaration.name + #"\s*\("#
                : #"\b"# + declaration.name + #"\s*(\.\s*init\s*)?\("#
            apis.append(
                API(
                    "\(name)(\(labels))", pattern, needs,
                    counts: { use in
                        guard let call = use.call,
                            let matched = parameterOfEachArgument(
                                call.arguments, trailingClosure: call.trailingClosure, in: parameters)
                        else { return false }
                        if extendsElsewhere,
                            !matched.contains(where: { argument($0.1, canBe: $0.0.type) == true })
                        {
                            return false
                        }
                        // Each unmarked overload the call could also be is ruled out by an
                        // argument whose text shows the marked one's type and not the other's.
                        return others.allSatisfy { other in
                            guard
                                let theirs = parameterOfEachArgument(
                                    call.arguments, trailingClosure: call.trailingClosure, in: other)
                            else {
                                return true
                            }
                            return zip(matched, theirs).contains { mine, their in
                                mine.0.type != their.0.type && argument(mine.1, canBe: mine.0.type) == true
                                    && argument(mine.1, canBe: their.0.type) == false
                            }
                        }
                    }))
        }
    }
    return apis
}

/// Every use in `text` of an API of `apis` that its surroundings do not make available.
func uncoveredUses(in text: SwiftText, file: String, apis: [API]) -> [Finding] {
    var uses: [(offset: Int, name: String, needs: Availability)] = []
    for api in apis {
        for match in text.matches(of: api.pattern) {
            if let counts = api.counts, !counts(Use(text: text, offset: match.offset, end: match.end)) { continue }
            uses.append((match.offset, api.name, api.needs))
        }
    }
    let contexts = text.context(at: uses.map(\.offset))
    return zip(uses, contexts).compactMap { use, context in
        let short = use.needs.filter { platform, version in (context.available[platform] ?? floors[platform]!) < version
        }
        guard !short.isEmpty else { return nil }
        let needs = Platform.allCases.compactMap { platform in use.needs[platform].map { "\(platform) \($0)" } }
            .joined(separator: ", ")
        return Finding(
            file: file, line: text.lineNumber(of: use.offset),
            message:
                "`\(use.name)` needs \(needs): mark the declaration that uses it `@available(\(needs), *)` (or check `#available`)"
        )
    }
}

// MARK: - The checks

func swiftFiles(under root: URL) -> [URL] {
    let folders = ["Sources", "Tests", "Playground", "Benchmarks/Sources"]
    var files: [URL] = []
    for folder in folders {
        let url = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isSymbolicLinkKey])
        else { continue }
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            // A symbolic link is checked where it points.
            if (try? file.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true { continue }
            files.append(file)
        }
    }
    return files.sorted { $0.path < $1.path }
}

func manifestFloors(of root: URL) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", root.path, "dump-package"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    do { try process.run() } catch { return ["Package.swift: could not run swift package dump-package: \(error)"] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
        return ["Package.swift: swift package dump-package failed"]
    }
    let declared = (manifest["platforms"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) {
        $0[$1["platformName"] as? String ?? ""] = $1["version"] as? String
    }
    return Platform.allCases.compactMap { platform in
        let expected = floors[platform]!
        guard let version = declared[platform.manifestName] else {
            return "Package.swift: no floor for \(platform); it must be \(platform) \(expected)"
        }
        return Version(version) == expected
            ? nil : "Package.swift: the floor for \(platform) is \(Version(version)); it must be \(expected)"
    }
}

/// Every problem found in the package at `root`.
func problems(in root: URL) -> [String] {
    var problems = manifestFloors(of: root)
    let importsSynchronization = try! NSRegularExpression(
        pattern: #"^\s*(@\w+\s+)*(public\s+|package\s+|internal\s+)?import\s+Synchronization\b"#,
        options: .anchorsMatchLines)
    let texts = swiftFiles(under: root).compactMap { file in
        (try? String(contentsOf: file, encoding: .utf8)).map {
            (path: String(file.path.dropFirst(root.path.count + 1)), text: SwiftText($0))
        }
    }
    // An API of the list that the package declares too counts only where `ownCounts` says so.
    let listed = newerAPIs.map { api -> API in
        guard let shadow = api.shadowedBy, texts.contains(where: { !$0.text.matches(of: shadow).isEmpty }) else {
            return api
        }
        let own = api.ownCounts ?? { _ in false }
        return API(api.name, api.pattern, api.needs, counts: { use in (api.counts?(use) ?? true) && own(use) })
    }
    let apis = listed + declaredAPIs(in: texts.map(\.text))
    for (path, text) in texts {
        for match in importsSynchronization.matches(
            in: text.source, range: NSRange(text.source.startIndex..., in: text.source))
        {
            let line = text.source[..<Range(match.range, in: text.source)!.lowerBound].filter { $0 == "\n" }.count + 1
            problems.append(
                "\(path):\(line): imports Synchronization, which needs macOS 15 and iOS 18: use Locked and the atomics of CStreamsAtomics"
            )
        }
        problems += uncoveredUses(in: text, file: path, apis: apis).map(\.description)
    }
    return problems
}

// MARK: - The self-test

/// Plants one mistake of each kind in a scratch package, and a file whose every use is covered;
/// fails unless each mistake is reported and nothing else is.
func selfTest() -> Bool {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "check-platforms-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ contents: String) {
        let url = root.appendingPathComponent(path)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! contents.write(to: url, atomically: true, encoding: .utf8)
    }
    write(
        "Package.swift",
        """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Planted", platforms: [.macOS(.v10_15), .iOS(.v15), .tvOS(.v13), .watchOS(.v6)], targets: [.target(name: "Planted")])
        """)
    write(
        "Sources/Planted/Mistakes.swift",
        """
        import Synchronization

        public struct Unmarked {
            public var timeout: Duration
        }

        @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
        public func tooLow() async throws {
            try await Task.sleep(for: .seconds(1))
        }

        public func inBody() {
            let pattern = try! Regex("a+")
            _ = pattern
        }

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        public struct Marked {
            public var good: Duration
        }
        public struct AfterMarked {
            public var bad: ContinuousClock
        }

        public func notGuardedEnough() {
            guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
            let lock = Mutex(0)
            _ = lock
        }

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        final class OwnNewerType {}
        func usesOwnNewerType() -> OwnNewerType? { nil }
        """)
    write(
        "Sources/Planted/Covered.swift",
        """
        // Duration, Regex and ContinuousClock in comments and strings are not uses:
        let text = "Task.sleep(for: .seconds(1)) and Duration"
        /* a Clock in a /* nested */ comment */

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        public func marked(timeout: Duration = .seconds(1)) async throws {
            try await Task.sleep(for: timeout)
        }

        @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
        extension Array {
            func measured(on clock: ContinuousClock) -> Duration { clock.measure {} }
        }

        public struct Mixed {
            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            public var timeout: Duration { .seconds(1) }

            public init() {}

            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            public init<C: Clock>(clock: C)
                where C.Duration == Duration {
                _ = clock
            }
        }

        public func checked() async {
            if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                _ = Duration.seconds(1)
            }
            guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
            let interpolated = "\\(Duration.seconds(2))"
            _ = interpolated
        }
        """)
    write(
        "Sources/Planted/Members.swift",
        """
        import Foundation
        import os

        /// A trait with an initializer and a static member for each kind of timeout.
        public struct Trait {
            public var seconds: Double
            public init(timeout: Double = 1) { seconds = timeout }

            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            public init(timeout: Duration) { seconds = Double(timeout.components.seconds) }

            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            public static func limited(timeout: Duration) -> Trait { Trait(timeout: timeout) }

            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            public var elapsedDuration: Duration { .seconds(seconds) }

            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            public func measured() -> Int { 0 }
        }

        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        extension Trait {
            public func newer() -> Int { 1 }
        }

        public func usesMembers() -> [Any] {
            let trait = Trait(timeout: .seconds(3))
            let limited: Trait = .limited(timeout: .seconds(1))
            return [trait.elapsedDuration, trait.measured(), trait.newer(), limited]
        }

        public func usesNewerAPIs() -> [Any] {
            let parts = "a, b".split(separator: ", ")
            let replaced = "a-b".replacing("-", with: "+")
            let folder = URL.temporaryDirectory
            let lock = OSAllocatedUnfairLock(initialState: 0)
            let log = Logger(subsystem: "planted", category: "check")
            let task = Task.immediate { 1 }
            return [parts, replaced, folder, lock, log, task]
        }

        public struct Pack<each Element> {}

        public func numbers() -> some AsyncSequence<Int, Never> { AsyncStream<Int> { $0.finish() } }

        /// The package's own `replacing(_:with:)`: a call of it is not the standard library's.
        extension Array {
            func replacing(_ index: Int, with element: Element) -> [Element] { self }
        }
        """)
    write(
        "Sources/Planted/CoveredMembers.swift",
        """
        import Foundation

        public func unmarkedOverloads() -> [Any] {
            let seconds: Double = 3
            // The Double initializer, with a number, its default, or a variable (whose type
            // the text does not show).
            return [Trait(timeout: 2), Trait(), Trait(timeout: seconds)]
        }

        public func olderAPIs() -> [Any] {
            [
                "a,b".split(separator: ","), "a\\nb".split(separator: "\\n"), FileManager.default.temporaryDirectory,
                [1, 2].replacing(0, with: 3),
            ]
        }

        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
        public func marked() -> [Any] {
            let trait = Trait(timeout: .seconds(1))
            return [trait.elapsedDuration, trait.measured(), trait.newer(), Trait.limited(timeout: .zero)]
        }
        """)
    let found = problems(in: root)
    let expected = [
        "Package.swift: the floor for iOS is 15; it must be 13",
        "Package.swift: no floor for visionOS",
        "Sources/Planted/Mistakes.swift:1: imports Synchronization",
        "Sources/Planted/Mistakes.swift:4: `Duration` needs macOS 13, iOS 16, tvOS 16, watchOS 9",
        "Sources/Planted/Mistakes.swift:9: `Task.sleep(for:)`",
        "Sources/Planted/Mistakes.swift:13: `Regex`",
        "Sources/Planted/Mistakes.swift:22: `ContinuousClock`",
        "Sources/Planted/Mistakes.swift:27: `Mutex` needs macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2",
        "Sources/Planted/Mistakes.swift:33: `OwnNewerType` needs macOS 13",
        "Sources/Planted/Members.swift:28: `Trait.init(timeout:)` needs macOS 13",
        "Sources/Planted/Members.swift:29: `limited(timeout:)` needs macOS 13",
        "Sources/Planted/Members.swift:30: `elapsedDuration` needs macOS 13",
        "Sources/Planted/Members.swift:30: `measured()` needs macOS 13",
        "Sources/Planted/Members.swift:30: `newer()` needs macOS 14",
        "Sources/Planted/Members.swift:34: `String.split(separator:) with a String` needs macOS 13",
        "Sources/Planted/Members.swift:35: `replacing(_:with:)` needs macOS 13",
        "Sources/Planted/Members.swift:36: `URL.temporaryDirectory` needs macOS 13",
        "Sources/Planted/Members.swift:37: `OSAllocatedUnfairLock` needs macOS 13",
        "Sources/Planted/Members.swift:38: `Logger` needs macOS 11, iOS 14, tvOS 14, watchOS 7",
        "Sources/Planted/Members.swift:39: `Task.immediate` needs macOS 26",
        "Sources/Planted/Members.swift:43: `a variadic generic type (`each`)` needs macOS 14",
        "Sources/Planted/Members.swift:45: `AsyncSequence's primary associated types` needs macOS 15",
    ]
    var passed = true
    for expectation in expected where !found.contains(where: { $0.hasPrefix(expectation) }) {
        print("check-platforms self-test: the planted mistake \"\(expectation)\" was not reported")
        passed = false
    }
    for problem in found where !expected.contains(where: { problem.hasPrefix($0) }) {
        print("check-platforms self-test: reported what is not a mistake: \(problem)")
        passed = false
    }
    if passed {
        print("check-platforms self-test: each of the \(expected.count) planted mistakes was found, and nothing else")
    }
    return passed
}

// MARK: - Main

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--self-test") {
    exit(selfTest() ? 0 : 1)
}
let root =
    arguments.first.map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let found = problems(in: root.standardizedFileURL)
if found.isEmpty {
    print(
        "check-platforms: floors macOS 10.15, iOS 13, tvOS 13, watchOS 6, visionOS 1; no Synchronization; every newer API marked"
    )
} else {
    found.forEach { print($0) }
    print("check-platforms: \(found.count) problem\(found.count == 1 ? "" : "s")")
    exit(1)
}
