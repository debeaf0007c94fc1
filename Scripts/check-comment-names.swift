// Checks that the names comments put in backticks still name something: every name-like span of
// a comment in Sources (`SubscriptionLoop`, `forward(_:)`, `DisposalFlags.Flag`, ``Observable``,
// `.running(latest:)`) must name what the package's code names — a declaration of Sources,
// Tests, Playground, Benchmarks or the manifest, or what that code calls (`DispatchQueue`),
// or a value it spells as a string literal of one word (`"Authorization"`) — or be a Swift
// keyword, or one of the few names listed in `externalNames` below, each with its reason. A
// comment that still cites a name after a rename (`isSourceStopped` for a flag now called
// `stopped`) fails.
//
//   swift Scripts/check-comment-names.swift [package folder]   checks the package (default: this one)
//   swift Scripts/check-comment-names.swift --self-test        plants stale names beside current
//                                                              ones in a scratch package and fails
//                                                              unless just the stale ones are found
//                                                              (CI runs both)
//
// A span is name-like when it is one name or a path of names (`a.b`; between double backticks,
// DocC's `A/b(_:)` too), with generic arguments, a parenthesized list of argument labels and a
// trailing `?` or `!` allowed: spans of code (`guard ended == window else { return }`),
// attributes (`@inlinable`), literals, file paths and header names are left alone. Consecutive
// comment lines are read as one text, so a span may go on at the next line. The files are read
// as text, not compiled: a name counts wherever the code spells it.

import Foundation

// MARK: - Names that are not the package's

/// The names comments here cite that no code of the package uses, each for a reason of its
/// kind. (A name of the toolchain's modules that the code uses — `DispatchQueue`, `Sendable` —
/// needs no entry: what the code names counts.) A path whose first name is listed here is not
/// looked into further (`Task.currentPriority`).
let externalNames: Set<String> = [
    // The toolchain's functions and types that explain a choice without being called here: the
    // runtime's entry points a measurement saw, the thread primitives of a platform, Dispatch's
    // own main loop, the test frameworks' ways around a failure, `Task`'s and `URLError`'s
    // members, and the module Streams does without (`Synchronization`, its `Atomic`).
    "swift_once", "swift_beginAccess", "gettid", "pthread_setname_np", "dispatchMain", "XCTExpectFailure",
    "withKnownIssue", "Task", "URLError", "Synchronization", "Atomic",
    // RxSwift's and RxCocoa's names that Streams does not have, where a comment says so.
    "Just", "arrayDictionaryMaxSize", "itemsNotYetBound", "invalidPropertyName", "invalidObjectOnKeyPath",
    "errorDuringSwizzling",
    // What the networking module's output is for, and the request data it redacts: the shell
    // commands a logged request is replayed with, and examples of credentials' names.
    "sh", "printf", "curl", "access_token", "client_secret", "sessionId", "api_key",
]

/// Words of the language, and literals: a comment may put them in backticks (`nil`, `inout`,
/// `default:`), and they are never declared.
let keywords: Set<String> = [
    "Self", "Type", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "consume",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "init", "inout", "internal",
    "is", "let", "nil", "open", "override", "package", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws",
    "true", "try", "typealias", "var", "weak", "unowned", "where", "while", "willSet", "didSet", "mutating",
]

// MARK: - Reading Swift

/// What each byte of a Swift file is part of.
enum Part: UInt8 {
    case code, string, comment
}

/// The part each byte of `bytes` belongs to: code (including the code inside string
/// interpolations), the contents of a string literal, or a comment.
func parts(of bytes: [UInt8]) -> [Part] {
    var result = [Part](repeating: .code, count: bytes.count)
    var index = 0
    func at(_ offset: Int, _ string: String) -> Bool {
        let pattern = Array(string.utf8)
        return offset + pattern.count <= bytes.count && Array(bytes[offset..<offset + pattern.count]) == pattern
    }
    func rawStringHashes(at offset: Int) -> Int? {
        var hashes = 0
        while offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
        return offset + hashes < bytes.count && bytes[offset + hashes] == UInt8(ascii: "\"") ? hashes : nil
    }
    func code(untilClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            if at(index, "//") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    result[index] = .comment
                    index += 1
                }
            } else if at(index, "/*") {
                var nesting = 0
                repeat {
                    if at(index, "/*") {
                        nesting += 1
                        result[index] = .comment
                        result[index + 1] = .comment
                        index += 2
                    } else if at(index, "*/") {
                        nesting -= 1
                        result[index] = .comment
                        result[index + 1] = .comment
                        index += 2
                    } else {
                        result[index] = .comment
                        index += 1
                    }
                } while nesting > 0 && index < bytes.count
            } else if bytes[index] == UInt8(ascii: "\"")
                || (bytes[index] == UInt8(ascii: "#") && rawStringHashes(at: index) != nil)
            {
                string()
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
    func string() {
        let hashes = rawStringHashes(at: index)!
        index += hashes
        let quote = at(index, "\"\"\"") ? "\"\"\"" : "\""
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
                code(untilClosingParenthesis: true)
                index += 1
                continue
            }
            result[index] = .string
            if hashes == 0, bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                result[index] = .string
            }
            index += 1
        }
    }
    code(untilClosingParenthesis: false)
    return result
}

/// `text` with every byte not of `part` replaced by a space (line breaks kept).
func only(_ part: Part, of bytes: [UInt8], _ parts: [Part]) -> String {
    var kept = bytes
    for index in kept.indices where parts[index] != part && kept[index] != UInt8(ascii: "\n") {
        kept[index] = UInt8(ascii: " ")
    }
    return String(decoding: kept, as: UTF8.self)
}

func matches(_ pattern: String, in text: String) -> [[String]] {
    let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).map { match in
        (0..<match.numberOfRanges).map { group in
            Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
        }
    }
}

let identifier = #"[A-Za-z_][A-Za-z0-9_]*"#

/// The identifiers of `code` (comments and strings left out).
func identifiers(in code: String) -> Set<String> {
    Set(matches(identifier, in: code).map { $0[0] })
}

/// The string literals of a file whose whole contents is one word (`"access_token"`, `"q"`): a
/// comment may cite such a value the code uses.
func wordLiterals(of bytes: [UInt8], _ parts: [Part]) -> Set<String> {
    var words = Set<String>()
    var index = 0
    while index < bytes.count {
        guard parts[index] == .string else {
            index += 1
            continue
        }
        let start = index
        while index < bytes.count, parts[index] == .string { index += 1 }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        if matches(#"^[A-Za-z_][\w-]*$"#, in: literal).count == 1 { words.insert(literal) }
    }
    return words
}

/// The names a name-like backticked span cites (`a.b(c:d:)` cites `a`, `b`, `c` and `d`), or
/// none for a span of code, an attribute, a literal, a file path or a header name. A path of
/// DocC's (`A/b(_:)`, with a `-suffix` that tells overloads apart) only between double backticks.
func citedNames(in span: String, isSymbolLink: Bool) -> [String]? {
    var text = span.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix(".") { text.removeFirst() }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    // Generic arguments say nothing of the names: `MapSink<Int, ...>` cites `MapSink`.
    while let range = text.range(of: #"<[^<>]*>"#, options: .regularExpression) { text.removeSubrange(range) }
    let suffix = isSymbolLink ? #"(?:-[A-Za-z0-9.]+)?"# : ""
    let component = #"\#(identifier)\#(suffix)(?:\((?:\#(identifier)?:)*\))?"#
    let separator = isSymbolLink ? "[./]" : "[.]"
    guard matches(#"^\#(component)(?:\#(separator)\#(component))*$"#, in: text).count == 1 else { return nil }
    var names: [String] = []
    for piece in text.split(whereSeparator: { $0 == "." || $0 == "/" }) {
        var name = String(piece)
        var labels: [String] = []
        if let open = name.firstIndex(of: "(") {
            labels = matches(#"(\#(identifier)):"#, in: String(name[open...])).map { $0[1] }.filter { $0 != "_" }
            name = String(name[..<open])
        }
        if let dash = name.firstIndex(of: "-") { name = String(name[..<dash]) }
        names.append(name)
        names += labels
    }
    return names
}

/// A backticked name that names nothing, where it stands.
struct StaleName: CustomStringConvertible {
    var file: String
    var line: Int
    var span: String
    var name: String
    var description: String { "\(file):\(line): `\(span)` names nothing in the package: \(name)" }
}

func files(under folder: URL, endingWith extensions: Set<String>) -> [URL] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    var files: [URL] = []
    while let file = walk.nextObject() as? URL {
        if file.lastPathComponent == ".build" {
            walk.skipDescendants()
            continue
        }
        if extensions.contains(file.pathExtension) { files.append(file) }
    }
    return files.sorted { $0.path < $1.path }
}

/// The backticked spans of the comments of a file, with the line each starts on. Consecutive
/// comment lines are read as one text, so that a span may continue on the next line.
func commentSpans(of bytes: [UInt8], _ parts: [Part]) -> [(line: Int, span: String, isSymbolLink: Bool)] {
    var spans: [(line: Int, span: String, isSymbolLink: Bool)] = []
    var paragraph: [(line: Int, text: String)] = []
    func read() {
        let text = paragraph.map(\.text).joined(separator: "\n")
        var lineStarts: [String.Index] = [text.startIndex]
        for index in text.indices where text[index] == "\n" { lineStarts.append(text.index(after: index)) }
        let regex = try! NSRegularExpression(pattern: "(``?)([^`]+)\\1")
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let start = Range(match.range, in: text)!.lowerBound
            let line = paragraph[lineStarts.lastIndex { $0 <= start }!].line
            let span = String(text[Range(match.range(at: 2), in: text)!]).replacingOccurrences(of: "\n", with: " ")
            spans.append((line, span, match.range(at: 1).length == 2))
        }
        paragraph = []
    }
    let lines = only(.comment, of: bytes, parts).components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
            if !paragraph.isEmpty { read() }
            continue
        }
        let body = text.replacingOccurrences(of: #"^(///?|/\*+|\*/|\*)"#, with: "", options: .regularExpression)
        paragraph.append((index + 1, body))
    }
    if !paragraph.isEmpty { read() }
    return spans
}

/// The stale names in the comments of `root`'s Sources.
func staleNames(in root: URL) -> [StaleName] {
    var known = keywords.union(externalNames)
    var checked: [(file: String, bytes: [UInt8], parts: [Part])] = []
    var swiftFiles = ["Sources", "Tests", "Playground", "Benchmarks/Sources"].flatMap {
        files(under: root.appendingPathComponent($0), endingWith: ["swift"])
    }
    swiftFiles.append(root.appendingPathComponent("Package.swift"))
    for file in swiftFiles {
        guard let data = FileManager.default.contents(atPath: file.path) else { continue }
        let bytes = Array(data)
        let fileParts = parts(of: bytes)
        known.formUnion(identifiers(in: only(.code, of: bytes, fileParts)))
        known.formUnion(wordLiterals(of: bytes, fileParts))
        if file.path.hasPrefix(root.appendingPathComponent("Sources").path + "/") {
            checked.append((String(file.path.dropFirst(root.path.count + 1)), bytes, fileParts))
        }
    }
    // The C target's names (its comments are C comments, left out by the same reading).
    for file in files(under: root.appendingPathComponent("Sources"), endingWith: ["c", "h"]) {
        guard let data = FileManager.default.contents(atPath: file.path) else { continue }
        let bytes = Array(data)
        known.formUnion(identifiers(in: only(.code, of: bytes, parts(of: bytes))))
    }
    var stale: [StaleName] = []
    for (file, bytes, fileParts) in checked {
        for (line, span, isSymbolLink) in commentSpans(of: bytes, fileParts) {
            guard let names = citedNames(in: span, isSymbolLink: isSymbolLink) else { continue }
            if let first = names.first, externalNames.contains(first) { continue }
            for name in names where !known.contains(name) {
                stale.append(StaleName(file: file, line: line, span: span, name: name))
            }
        }
    }
    return stale
}

// MARK: - Self-test

/// Plants comments citing names that exist and names that do not in a scratch package: the
/// check must report the second kind alone, each at its line.
func selfTest() -> Bool {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("check-comment-names-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let source = scratch.appendingPathComponent("Sources/Planted/Planted.swift")
    try! FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    let text = """
        /// Keeps `isStopped` and reads it with `Gate.read(after:)`; ``Gate/isStopped`` says
        /// whether `Int` values still pass (`guard isStopped else { return }` is code, and
        /// `Gate.read(
        /// after:)` goes on at the next line), for the `"open"` command.
        struct Gate {
            var isStopped = false
            func read(after delay: Int) -> Bool { isStopped && "open" != "" }
        }

        // Sent once `isSourceStopped` is set, and when `Gate.close(now:)` returns;
        // ``Gate/isClosed``.
        let gate = Gate()

        """
    try! Data(text.utf8).write(to: source)
    let found = staleNames(in: scratch).map { "\($0.line) \($0.name)" }
    let expected = ["10 isSourceStopped", "10 close", "10 now", "11 isClosed"]
    if found == expected {
        print("check-comment-names self-test: the planted stale names were found, and nothing else")
        return true
    }
    print("check-comment-names self-test failed: expected \(expected), found \(found)")
    return false
}

// MARK: - Main

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--self-test" {
    exit(selfTest() ? 0 : 1)
}
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath).standardizedFileURL
let stale = staleNames(in: root)
if stale.isEmpty {
    print("every backticked name in the comments of Sources names what the package names")
    exit(0)
}
for name in stale { print(name) }
print("\(stale.count) backticked names in comments name nothing: rename them with what they cite, or drop them")
exit(1)
