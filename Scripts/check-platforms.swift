// Checks what keeps Streams building on every platform it promises, where no Apple build runs:
//
//   - the manifest's floors are macOS 10.15, iOS 13, tvOS 13, watchOS 6 and visionOS 1 (the
//     floors at which Swift concurrency back-deploys);
//   - no Swift file imports Synchronization (its Mutex and Atomic need macOS 15 and iOS 18);
//   - every use of an API newer than the floors — the list is `newerAPIs` below; add the next
//     one there — and of a type the package itself marks `@available` above them sits in a
//     declaration marked `@available` at or above what it needs, or inside `if #available` /
//     after `guard #available`.
//
//   swift Scripts/check-platforms.swift [package folder]   checks the package (default: this one)
//   swift Scripts/check-platforms.swift --self-test        plants a mistake of each kind in a
//                                                          scratch package and fails unless each
//                                                          is found (CI runs both)
//
// The Swift files are read as text: comments and string literals are left out, and a use counts
// as covered by the `@available` attributes of the declarations around it, found by braces and
// lines. It reads names, not types: an API of the list that a package declares itself under the
// same name must go (`replacing(_:with:)` is not listed for that reason).

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

/// The APIs newer than the floors, each a pattern matched in code (comments and strings left
/// out) and what it needs. Add the next one here.
let newerAPIs: [(name: String, pattern: String, needs: Availability)] = [
    ("Duration", #"\bDuration\b"#, swift5_7),
    ("Clock", #"\bClock\b"#, swift5_7),
    ("ContinuousClock", #"\bContinuousClock\b"#, swift5_7),
    ("SuspendingClock", #"\bSuspendingClock\b"#, swift5_7),
    ("InstantProtocol", #"\bInstantProtocol\b"#, swift5_7),
    ("DurationProtocol", #"\bDurationProtocol\b"#, swift5_7),
    ("Task.sleep(for:)", #"\bsleep\s*\(\s*for\s*:"#, swift5_7),
    ("Task.sleep(until:)", #"\bsleep\s*\(\s*until\s*:"#, swift5_7),
    ("Regex", #"\bRegex\b"#, swift5_7),
    ("wholeMatch(in:)", #"\.wholeMatch\s*\("#, swift5_7),
    ("prefixMatch(in:)", #"\.prefixMatch\s*\("#, swift5_7),
    ("firstMatch(of:)", #"\.firstMatch\s*\(\s*of\s*:"#, swift5_7),
    ("matches(of:)", #"\.matches\s*\(\s*of\s*:"#, swift5_7),
    ("firstRange(of:)", #"\.firstRange\s*\(\s*of\s*:"#, swift5_7),
    ("ranges(of:)", #"\.ranges\s*\(\s*of\s*:"#, swift5_7),
    ("trimmingPrefix(_:)", #"\.trimmingPrefix\s*\("#, swift5_7),
    ("Swift Testing's .timeLimit(_:)", #"\.timeLimit\s*\("#, swift5_7),
    ("URL(filePath:)", #"\bURL\s*\(\s*filePath\s*:"#, swift5_7),
    ("URL.appending(path:)", #"\.appending\s*\(\s*(path|component|components)\s*:"#, swift5_7),
    ("URL.path(percentEncoded:)", #"\.path\s*\(\s*percentEncoded\s*:"#, swift5_7),
    ("Date.now", #"\bDate\s*\.\s*now\b"#, foundation2021),
    ("formatted()", #"\.formatted\s*\("#, foundation2021),
    ("AttributedString", #"\bAttributedString\b"#, foundation2021),
    ("URLSession's async data(for:)", #"\.(data|bytes|upload|download)\s*\(\s*(for|from)\s*:"#, foundation2021),
    ("withDiscardingTaskGroup", #"\bwith(Throwing)?DiscardingTaskGroup\b"#, swift5_9),
    ("Observation", #"\b(ObservationRegistrar|withObservationTracking)\b|@Observable\b"#, swift5_9),
    ("Mutex", #"\bMutex\b"#, swift6_0),
    ("Atomic", #"\bAtomic\s*[<(]"#, swift6_0),
    ("TaskExecutor", #"\b(TaskExecutor|withTaskExecutorPreference)\b"#, swift6_0),
    ("next(isolation:)", #"\bnext\s*\(\s*isolation\s*:"#, swift6_0),
    ("Int128", #"\bU?Int128\b"#, swift6_0),
    ("InlineArray", #"\bInlineArray\b"#, swift6_2),
    ("Span", #"\b(Mutable)?(Raw)?Span\b"#, swift6_2),
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

/// A `{` and the statement that opened it: the availability inside its braces.
struct Scope {
    var availability: Availability
    /// Added by a `guard #available` at this level: holds for the rest of the scope.
    var guarded: Availability = [:]
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

/// The types `text` declares with an `@available` above the floors (`@available(macOS 13, ...)
/// struct ManualClock`): a use of one needs what it needs, like an API of the list.
func typesMarkedNewer(in text: String) -> [(name: String, pattern: String, needs: Availability)] {
    let code = String(decoding: codeOnly(text), as: UTF8.self)
    let declaration = try! NSRegularExpression(
        pattern:
            #"@available\s*\(([^)]*)\)(?:\s*@\w+(?:\([^)]*\))?)*\s*(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#
    )
    return declaration.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
        let needs = availability(arguments: String(code[Range(match.range(at: 1), in: code)!])).filter {
            $0.value > floors[$0.key]!
        }
        guard !needs.isEmpty else { return nil }
        let name = String(code[Range(match.range(at: 2), in: code)!])
        return (name, #"\b"# + name + #"\b"#, needs)
    }
}

/// Every use in `text` of an API of `apis` that its surroundings do not make available.
func uncoveredUses(in text: String, file: String, apis: [(name: String, pattern: String, needs: Availability)])
    -> [Finding]
{
    let code = codeOnly(text)
    let source = String(decoding: code, as: UTF8.self)
    let characters = Array(source.utf8)

    // Where each line starts, and the start of each statement: a line begins a new statement
    // unless it is inside brackets or parentheses, starts with a continuation, or follows a
    // line of attributes only.
    var lineStarts = [0]
    for (offset, byte) in characters.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
    func lineNumber(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
    let lines = source.components(separatedBy: "\n")
    var bracketDepthAtLineStart: [Int] = []
    var depth = 0
    for line in lines {
        bracketDepthAtLineStart.append(depth)
        for character in line {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
        }
    }
    func trimmed(_ index: Int) -> String { lines[index].trimmingCharacters(in: .whitespaces) }
    func isAttributesOnly(_ index: Int) -> Bool {
        let line = trimmed(index)
        return line.hasPrefix("@") && !line.contains("{")
            && line.range(of: #"^(@\w+(\([^)]*\))?\s*)+$"#, options: .regularExpression) != nil
    }
    /// The first line (0-based) of the statement that line `index` belongs to: a line continues
    /// the one before it inside brackets or parentheses, when it starts with a continuation
    /// (`where`, `->`, `.`, an operator), or after a line of attributes only.
    func statementStart(_ index: Int) -> Int {
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

    let availableAttribute = try! NSRegularExpression(pattern: #"[@#]available\s*\(([^)]*)\)"#)
    func availabilityWritten(from start: Int, to end: Int) -> (attributes: Availability, guarded: Availability) {
        guard start < end else { return ([:], [:]) }
        let text = String(decoding: characters[start..<end], as: UTF8.self)
        var attributes: Availability = [:]
        var guarded: Availability = [:]
        for match in availableAttribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
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

    // The scopes at each offset: walk the braces once, recording every use on the way.
    var findings: [Finding] = []
    var uses: [(offset: Int, name: String, needs: Availability)] = []
    for api in apis {
        let regex = try! NSRegularExpression(pattern: api.pattern)
        for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            let offset = source.utf8.distance(
                from: source.utf8.startIndex,
                to: Range(match.range, in: source)!.lowerBound.samePosition(in: source.utf8)!)
            uses.append((offset, api.name, api.needs))
        }
    }
    uses.sort { $0.offset < $1.offset }
    var nextUse = 0
    var scopes = [Scope(availability: [:])]
    var statementOffset = 0
    func check(upTo limit: Int) {
        while nextUse < uses.count, uses[nextUse].offset < limit {
            let use = uses[nextUse]
            nextUse += 1
            let line = lineNumber(of: use.offset) - 1
            let start = max(lineStarts[statementStart(line)], statementOffset)
            let own = availabilityWritten(from: start, to: use.offset + 1)
            var available = merged(own.attributes, scopes.last!.availability)
            available = merged(available, scopes.last!.guarded)
            let short = use.needs.filter { platform, version in (available[platform] ?? floors[platform]!) < version }
            if !short.isEmpty {
                let needs = Platform.allCases.compactMap { platform in use.needs[platform].map { "\(platform) \($0)" } }
                    .joined(separator: ", ")
                findings.append(
                    Finding(
                        file: file, line: line + 1,
                        message:
                            "`\(use.name)` needs \(needs): mark the declaration that uses it `@available(\(needs), *)` (or check `#available`)"
                    ))
            }
        }
    }
    for (offset, byte) in characters.enumerated() {
        switch byte {
        case UInt8(ascii: "{"):
            check(upTo: offset)
            let line = lineNumber(of: offset) - 1
            let start = max(lineStarts[statementStart(line)], statementOffset)
            let written = availabilityWritten(from: start, to: offset)
            let outer = merged(scopes.last!.availability, scopes.last!.guarded)
            scopes.append(Scope(availability: merged(outer, written.attributes)))
            if !written.guarded.isEmpty {
                scopes[scopes.count - 2].guarded = merged(scopes[scopes.count - 2].guarded, written.guarded)
            }
            statementOffset = offset + 1
        case UInt8(ascii: "}"):
            check(upTo: offset)
            if scopes.count > 1 { scopes.removeLast() }
            statementOffset = offset + 1
        case UInt8(ascii: ";"):
            statementOffset = offset + 1
        default:
            break
        }
    }
    check(upTo: characters.count)
    return findings
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
            (path: String(file.path.dropFirst(root.path.count + 1)), text: $0)
        }
    }
    let apis = newerAPIs + texts.flatMap { typesMarkedNewer(in: $0.text) }
    for (path, text) in texts {
        let code = String(decoding: codeOnly(text), as: UTF8.self)
        for match in importsSynchronization.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            let line = code[..<Range(match.range, in: code)!.lowerBound].filter { $0 == "\n" }.count + 1
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
