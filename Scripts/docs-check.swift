// The documentation checks that DocC does not make, with nothing but the toolchain:
// `swift Scripts/docs-check.swift <command> ...` (Scripts/docs calls it). Each command prints what
// it found and exits with status 1 when a check fails.
//
//   coverage <graphs> [--require] [--under DIR] [--parameters]
//       The public symbols of each module (one folder of symbol graphs per module under <graphs>)
//       that have no doc comment: a count per module and per folder, then the list, as
//       `file:line  kind  Symbol/path`. Counted: every public symbol declared in the module's
//       sources, extension members included. Not counted: members a type only inherits (a
//       protocol extension's method seen on a conforming type) and extension blocks themselves.
//       A declaration that implements a protocol requirement or overrides a superclass member
//       counts as documented when the requirement or member it implements is: DocC shows that
//       doc comment on it. --require fails when anything is missing; --under lists one folder.
//       It also counts, without failing, the functions whose doc comment describes none of their
//       parameters (`- Parameter x:`); --parameters lists them.
//   operators <Streams graphs> <Streams archive> <article.md>
//       Every operator — a method or static method that Streams declares on ObservableType,
//       ConnectableObservableType or ObservableConvertibleType, other than their protocol
//       requirements — must be linked from exactly one task group (### heading under ## Topics) of
//       the article. A missing one is printed with the link to add.
//   markdown <repository>
//       Every ```swift block in README.md, ARCHITECTURE.md, CONTRIBUTING.md, Benchmarks/README.md
//       and the DocC catalogs must be preceded by a marker line naming a region of a compiled file,
//           <!-- snippet: Tests/DocumentationTests/GettingStartedSnippets.swift#first-pipeline -->
//       and must equal that region word for word (after removing the region's common indentation).
//       In the file, the region runs from a line `// snippet: first-pipeline` to the next line
//       `// snippet end`. A region of a Package.swift is checked by loading that manifest
//       (swift package dump-package), since no target compiles a manifest. Links from these files
//       to other files of the repository must lead to files that exist, and so must the paths
//       ARCHITECTURE.md and CONTRIBUTING.md name in code spans (`Sources/Streams/Sinks/Sink.swift`).
//   diagnostics <repository> <article.md> | --self-test
//       Every report site of the Swift files under Sources (the example screens, an app built on
//       Streams, left out) — a call through which Streams prints, reports a misuse, fails a test
//       or stops: `Hooks.anomalyHandler(`, `print(`, standard error, `TestFailure.report(`,
//       `XCTFail(`, `Issue.record(`, `precondition(`, `preconditionFailure(`, `fatalError(`,
//       `assert(`, `assertionFailure(` — must have its entry in the article: the one its
//       `// diagnostic: <key>` comment (on the line above the call) names, as a line
//       `<!-- diagnostic: <key> -->` under the entry's heading; without a comment, a stop whose
//       message is a string literal is keyed by the message (each interpolation written `…`,
//       backticks left out), a row of the article's tables starting with it in a code span. A report with a computed
//       message and no comment fails, and so does an entry that no site names.
//       `// diagnostic: forwarded` marks a call that passes on a report keyed where it is made
//       (the default anomaly handler, `TestFailure.report`'s own calls). --self-test plants a
//       report of each kind in a scratch repository and checks that exactly the mistakes are found.
//   curation <site> <module>...
//       Every symbol on a module's landing page must sit in a task group of its Topics section:
//       what DocC groups by itself (by kind: "Classes", "Structures", ...) is listed as an error,
//       so a new public type gets a place by task.
//   links <site> <catalog>... [--hosting-base-path PATH]
//       A link from one catalog to another is written as a relative link to the other catalog's
//       file (`../../StreamsTest/StreamsTest.docc/VirtualTime.md`), which reads on a code host as
//       it is (DocC resolves no article link across archives, in either direction, and no symbol
//       link to an archive built later). It becomes the address of that file's page in the site.
//       Then every link and topic reference of every page, resolved as a browser does from the
//       page's address (with the trailing slash a static server adds, and without it), must lead
//       to a page the site serves, and the site's root (index.html) must lead to one.
import Foundation

// MARK: - Shared

var failures = 0

func fail(_ message: String) {
    failures += 1
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
}

func readJSON(_ path: String) -> Any {
    guard let data = FileManager.default.contents(atPath: path) else {
        fail("cannot read \(path)")
        exit(1)
    }
    do {
        return try JSONSerialization.jsonObject(with: data)
    } catch {
        fail("\(path) is not JSON: \(error)")
        exit(1)
    }
}

func files(under root: String, endingWith suffix: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    return enumerator.compactMap { $0 as? String }
        .filter { $0.hasSuffix(suffix) }
        .map { root == "." ? $0 : "\(root)/\($0)" }
        .sorted()
}

let repositoryRoot = FileManager.default.currentDirectoryPath

/// A path relative to the repository when it is inside it.
func relative(_ path: String) -> String {
    path.hasPrefix(repositoryRoot + "/") ? String(path.dropFirst(repositoryRoot.count + 1)) : path
}

struct Symbol {
    let preciseIdentifier: String
    let kind: String
    let path: String
    let file: String
    let line: Int
    let isDocumented: Bool
    let isDeclaredHere: Bool
    /// The parameters of a function, initializer or subscript.
    let parameterCount: Int
    /// Whether its doc comment describes its parameters (`- Parameter name:` or `- Parameters:`).
    let describesParameters: Bool

    init(_ json: [String: Any]) {
        let identifier = json["identifier"] as? [String: Any]
        preciseIdentifier = identifier?["precise"] as? String ?? ""
        kind = (json["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        path = (json["pathComponents"] as? [String] ?? []).joined(separator: "/")
        let location = json["location"] as? [String: Any]
        let uri = location?["uri"] as? String ?? ""
        file = relative(URL(string: uri)?.path ?? uri)
        line = ((location?["position"] as? [String: Any])?["line"] as? Int ?? -1) + 1
        let lines = (json["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
        let text = lines.map { ($0["text"] as? String ?? "").trimmingCharacters(in: .whitespaces) }
        isDocumented = text.contains { !$0.isEmpty }
        let parameters = (json["functionSignature"] as? [String: Any])?["parameters"] as? [Any] ?? []
        parameterCount = parameters.count
        describesParameters = text.contains { $0.hasPrefix("- Parameter ") || $0.hasPrefix("- Parameters:") }
        // Members a type gets from a protocol extension carry a synthesized identifier.
        isDeclaredHere = !preciseIdentifier.contains("::SYNTHESIZED::") && kind != "swift.extension"
    }
}

struct Relationship {
    let kind: String
    let source: String
    let target: String
}

/// The symbols and relationships of every symbol graph file in a folder (a module and its
/// extensions of other modules).
func loadGraphs(in folder: String) -> (symbols: [Symbol], relationships: [Relationship]) {
    var symbols: [Symbol] = []
    var relationships: [Relationship] = []
    let graphFiles = files(under: folder, endingWith: ".symbols.json")
    if graphFiles.isEmpty { fail("no symbol graphs in \(folder)") }
    for file in graphFiles {
        let graph = readJSON(file) as? [String: Any] ?? [:]
        symbols += (graph["symbols"] as? [[String: Any]] ?? []).map(Symbol.init)
        relationships += (graph["relationships"] as? [[String: Any]] ?? []).map {
            Relationship(
                kind: $0["kind"] as? String ?? "", source: $0["source"] as? String ?? "",
                target: $0["target"] as? String ?? "")
        }
    }
    return (symbols, relationships)
}

func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "100.0 %" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

// MARK: - coverage

func coverage(_ arguments: [String]) {
    guard let graphsRoot = arguments.first else { usage() }
    var require = false
    var listParameters = false
    var under: String?
    var rest = arguments.dropFirst()
    while let option = rest.popFirst() {
        switch option {
        case "--require": require = true
        case "--parameters": listParameters = true
        case "--under": under = rest.popFirst()
        default: usage()
        }
    }
    let modules = ((try? FileManager.default.contentsOfDirectory(atPath: graphsRoot)) ?? []).sorted()
    var missing: [Symbol] = []
    var parameterless: [Symbol] = []
    print(
        "Doc comments on public symbols (a protocol witness or an override may use the doc comment of what it implements):"
    )
    for module in modules {
        let declared = loadGraphs(in: "\(graphsRoot)/\(module)").symbols.filter(\.isDeclaredHere)
        let undocumented = declared.filter { !$0.isDocumented }
        missing += undocumented
        let withParameters = declared.filter { $0.parameterCount > 0 }
        let withoutParameterDocs = withParameters.filter { !$0.describesParameters }
        parameterless += withoutParameterDocs
        print(
            "  \(padded(module, 26)) \(declared.count - undocumented.count) of \(declared.count) documented (\(percent(declared.count - undocumented.count, of: declared.count))), \(undocumented.count) without; \(withoutParameterDocs.count) of \(withParameters.count) functions describe none of their parameters"
        )
    }
    if listParameters {
        let listed = parameterless.filter {
            under == nil || $0.file.hasPrefix(under!.hasSuffix("/") ? under! : under! + "/")
        }
        .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        print(
            "Functions whose doc comment describes none of their parameters\(under.map { " (under \($0))" } ?? ""): \(listed.count)"
        )
        let byFolder = Dictionary(grouping: listed) { ($0.file as NSString).deletingLastPathComponent }
        for folder in byFolder.keys.sorted() { print("  \(padded(folder, 46)) \(byFolder[folder]!.count)") }
        for symbol in listed { print("  \(symbol.file):\(symbol.line)  \(symbol.path)") }
    }
    if let under {
        let prefix = under.hasSuffix("/") ? under : under + "/"
        missing = missing.filter { $0.file.hasPrefix(prefix) }
    }
    missing.sort { ($0.file, $0.line) < ($1.file, $1.line) }
    if !missing.isEmpty {
        print("Without a doc comment, by folder\(under.map { " (under \($0))" } ?? ""):")
        let byFolder = Dictionary(grouping: missing) { ($0.file as NSString).deletingLastPathComponent }
        for folder in byFolder.keys.sorted() {
            print("  \(padded(folder, 46)) \(byFolder[folder]!.count)")
        }
        for symbol in missing {
            print(
                "  \(symbol.file):\(symbol.line)  \(symbol.kind.replacingOccurrences(of: "swift.", with: ""))  \(symbol.path)"
            )
        }
    }
    print(
        "\(missing.count) public symbol\(missing.count == 1 ? "" : "s") without a doc comment\(under.map { " under \($0)" } ?? "")."
    )
    if require && !missing.isEmpty {
        fail("\(missing.count) public symbols have no doc comment (listed above); every public symbol needs one")
    }
}

// MARK: - operators

func operators(_ arguments: [String]) {
    guard arguments.count == 3 else { usage() }
    let (graphFolder, archive, article) = (arguments[0], arguments[1], arguments[2])
    let (symbols, relationships) = loadGraphs(in: graphFolder)

    let operatorHosts = Set(
        symbols.filter {
            $0.kind == "swift.protocol"
                && ["ObservableType", "ConnectableObservableType", "ObservableConvertibleType"].contains($0.path)
        }.map(\.preciseIdentifier))
    let requirements = Set(
        relationships.filter { $0.kind == "requirementOf" || $0.kind == "optionalRequirementOf" }.map(\.source))
    let members = Set(relationships.filter { $0.kind == "memberOf" && operatorHosts.contains($0.target) }.map(\.source))
    let operatorSymbols = symbols.filter {
        $0.isDeclaredHere && ($0.kind == "swift.method" || $0.kind == "swift.type.method")
            && members.contains($0.preciseIdentifier) && !requirements.contains($0.preciseIdentifier)
    }

    // DocC's reference for each symbol, with the disambiguation it needs among overloads.
    var referenceByUSR: [String: String] = [:]
    for entity in readJSON("\(archive)/linkable-entities.json") as? [[String: Any]] ?? [] {
        if let usr = entity["usr"] as? String, let reference = entity["referenceURL"] as? String {
            referenceByUSR[usr] = reference
        }
    }

    // The article's task groups, as DocC resolved them.
    let articleName = ((article as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
    let page = readJSON("\(archive)/data/documentation/streams/\(articleName).json") as? [String: Any] ?? [:]
    var groupsByReference: [String: [String]] = [:]
    for section in page["topicSections"] as? [[String: Any]] ?? [] {
        let title = section["title"] as? String ?? "(untitled)"
        for reference in section["identifiers"] as? [String] ?? [] {
            groupsByReference[reference, default: []].append(title)
        }
    }

    var unplaced = 0
    for symbol in operatorSymbols.sorted(by: { $0.path < $1.path }) {
        guard let reference = referenceByUSR[symbol.preciseIdentifier] else {
            fail("\(symbol.path) (\(symbol.file):\(symbol.line)) has no page in \(archive)")
            continue
        }
        let groups = groupsByReference[reference] ?? []
        if groups.isEmpty {
            unplaced += 1
            let link = reference.replacingOccurrences(of: "doc://Streams/documentation/Streams/", with: "")
            fail("\(symbol.path) (\(symbol.file):\(symbol.line)) is in no task group of \(article): add - ``\(link)``")
        } else if groups.count > 1 {
            fail(
                "\(symbol.path) is in \(groups.count) task groups of \(article) (\(groups.joined(separator: ", "))): keep one"
            )
        }
    }
    print(
        "Operators: \(operatorSymbols.count) public operators, \(operatorSymbols.count - unplaced) placed in a task group of \(article)."
    )
}

// MARK: - markdown

/// A fenced code block of a Markdown file.
struct CodeBlock {
    let file: String
    let line: Int
    let language: String
    let lines: [String]
    let marker: String?
}

func codeBlocks(in file: String) -> [CodeBlock] {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        fail("cannot read \(file)")
        return []
    }
    let lines = text.components(separatedBy: "\n")
    var blocks: [CodeBlock] = []
    var index = 0
    var lastTextLine = ""
    while index < lines.count {
        let line = lines[index]
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("```") else {
            if !trimmed.isEmpty { lastTextLine = trimmed }
            index += 1
            continue
        }
        let indentation = line.prefix { $0 == " " }.count
        let fence = String(trimmed.prefix { $0 == "`" })
        let language = trimmed.dropFirst(fence.count).split(separator: " ").first.map(String.init) ?? ""
        var content: [String] = []
        var end = index + 1
        while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
            let contentLine = lines[end]
            let removable = min(indentation, contentLine.prefix { $0 == " " }.count)
            content.append(String(contentLine.dropFirst(removable)))
            end += 1
        }
        var marker: String?
        if lastTextLine.hasPrefix("<!-- snippet:"), lastTextLine.hasSuffix("-->") {
            marker = lastTextLine.dropFirst("<!-- snippet:".count).dropLast("-->".count)
                .trimmingCharacters(in: .whitespaces)
        }
        blocks.append(CodeBlock(file: file, line: index + 1, language: language, lines: content, marker: marker))
        lastTextLine = ""
        index = end + 1
    }
    return blocks
}

/// Lines without trailing spaces, without blank lines at either end, and without the
/// indentation they all share.
func normalized(_ lines: [String]) -> [String] {
    var lines = lines.map { line -> String in
        var line = line
        while line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let indentation = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }
}

/// The region of a source file between `// snippet: name` and `// snippet end`.
func region(_ name: String, in file: String) -> [String]? {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
    let lines = text.components(separatedBy: "\n")
    let starts = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == "// snippet: \(name)" }
    guard starts.count == 1, let start = starts.first else {
        fail("\(file) has \(starts.count) lines '// snippet: \(name)' (needs exactly one)")
        return nil
    }
    var body: [String] = []
    for line in lines[(start + 1)...] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == "// snippet end" { return body }
        if trimmed.hasPrefix("// snippet:") {
            fail("\(file): region '\(name)' contains the start of another region (regions do not nest)")
            return nil
        }
        body.append(line)
    }
    fail("\(file): region '\(name)' has no '// snippet end'")
    return nil
}

func markdown(_ arguments: [String]) {
    guard arguments.count == 1 else { usage() }
    let root = arguments[0]
    let documents =
        ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "Benchmarks/README.md"]
        .map { root == "." ? $0 : "\(root)/\($0)" }
        .filter { FileManager.default.fileExists(atPath: $0) }
        + files(under: root == "." ? "Sources" : "\(root)/Sources", endingWith: ".md").filter { $0.contains(".docc/") }
    var checked = 0
    var matched = 0
    var manifests = Set<String>()
    for document in documents {
        for block in codeBlocks(in: document) {
            guard let marker = block.marker else {
                if block.language == "swift" {
                    fail(
                        "\(document):\(block.line): a swift block needs a '<!-- snippet: path#region -->' line above it naming the compiled code it shows"
                    )
                }
                continue
            }
            let parts = marker.split(separator: "#", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                fail("\(document):\(block.line): marker '\(marker)' must be path#region")
                continue
            }
            let source = root == "." ? parts[0] : "\(root)/\(parts[0])"
            guard FileManager.default.fileExists(atPath: source) else {
                fail("\(document):\(block.line): \(parts[0]) does not exist")
                continue
            }
            guard let expected = region(parts[1], in: source) else { continue }
            checked += 1
            if (source as NSString).lastPathComponent == "Package.swift" {
                manifests.insert((source as NSString).deletingLastPathComponent)
            }
            let (want, have) = (normalized(expected), normalized(block.lines))
            if want == have {
                matched += 1
            } else {
                let first =
                    zip(want, have).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(want.count, have.count)
                fail(
                    """
                    \(document):\(block.line + 1 + first): the block differs from \(marker) at its line \(first + 1):
                        region: \(first < want.count ? want[first] : "(ends)")
                        block:  \(first < have.count ? have[first] : "(ends)")
                    """)
            }
        }
        checkFileLinks(in: document)
        if ["ARCHITECTURE.md", "CONTRIBUTING.md"].contains((document as NSString).lastPathComponent) {
            checkNamedFiles(in: document, root: root)
        }
    }
    for manifest in manifests.sorted() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", manifest]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch {
            fail("cannot run swift package dump-package: \(error)")
            continue
        }
        let log = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            fail("\(manifest)/Package.swift does not load:\n\(String(decoding: log, as: UTF8.self))")
        }
    }
    print(
        "Snippets: \(matched) of \(checked) code blocks match their compiled regions; \(manifests.count) manifests checked."
    )
}

/// The files and folders ARCHITECTURE.md and CONTRIBUTING.md name in code spans must exist: a
/// span that is a path (`Sources/Streams/Sinks/Sink.swift`, `Operators/Map.swift`, `Scripts/`) is
/// looked for from the repository's root, then from `Sources/Streams` and `Sources`, where the
/// guide's shorter paths start. A span with a placeholder (`Operators/<Operator>/`), a space or
/// a wildcard is not a path; nor is a file name alone (`Map.swift`), which says no folder, a
/// path whose first folder is none of ours (RxSwift's `Common/Observable+Bind.swift`), or what a
/// build writes (`.build/tsan`).
func checkNamedFiles(in document: String, root: String) {
    guard let raw = try? String(contentsOfFile: document, encoding: .utf8) else { return }
    var inFence = false
    let pattern = try! NSRegularExpression(pattern: #"`([^`\s]+)`"#)
    let path = try! NSRegularExpression(pattern: #"^\.?[A-Za-z0-9_+-]+(\.[A-Za-z0-9]+)?(/[A-Za-z0-9_.+-]+)*/?$"#)
    for (index, line) in raw.components(separatedBy: "\n").enumerated() {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
        if inFence { continue }
        for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
            let span = String(line[Range(match.range(at: 1), in: line)!])
            guard span.contains("/"), !span.contains("://"),
                path.firstMatch(in: span, range: NSRange(span.startIndex..., in: span)) != nil
            else { continue }
            let bases = [root, "\(root)/Sources/Streams", "\(root)/Sources"]
            let first = String(span.prefix { $0 != "/" })
            guard first != ".build", bases.contains(where: { FileManager.default.fileExists(atPath: "\($0)/\(first)") })
            else { continue }
            if !bases.contains(where: { FileManager.default.fileExists(atPath: "\($0)/\(span)") }) {
                fail("\(document):\(index + 1): `\(span)` names no file or folder of the repository")
            }
        }
    }
}

/// Links such as [CONTRIBUTING.md](CONTRIBUTING.md), [Marbles](Sources/StreamsTest/...md) or, from
/// one catalog to another, [Virtual time](../../StreamsTest/StreamsTest.docc/VirtualTime.md) must
/// name files that exist. An image of a catalog's page is named as DocC finds it, by its file name
/// alone (`![map](marble-map.svg)`): a file of that name anywhere in the catalog. Web links and
/// in-page anchors are not checked here.
func checkFileLinks(in document: String) {
    guard let raw = try? String(contentsOfFile: document, encoding: .utf8) else { return }
    // Code is not prose: drop fenced blocks and inline code spans before looking for links.
    var inFence = false
    let text = raw.components(separatedBy: "\n").map { line -> String in
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
            inFence.toggle()
            return ""
        }
        return inFence ? "" : line.replacingOccurrences(of: #"`[^`]*`"#, with: "", options: .regularExpression)
    }.joined(separator: "\n")
    let folder = (document as NSString).deletingLastPathComponent
    let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let target = String(text[Range(match.range(at: 1), in: text)!])
        if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
        let path = String(target.split(separator: "#").first ?? "")
        let resolved = folder.isEmpty ? path : "\(folder)/\(path)"
        if !path.contains("/"), let catalog = catalogFolder(of: document),
            files(under: catalog, endingWith: path).filter({ ($0 as NSString).lastPathComponent == path }).count == 1
        {
            continue
        }
        if !FileManager.default.fileExists(atPath: resolved) {
            fail("\(document): link to \(target), which does not exist")
        }
    }
}

/// The `.docc` folder a file is in, if it is in one.
func catalogFolder(of file: String) -> String? {
    var folder = (file as NSString).deletingLastPathComponent
    while !folder.isEmpty, folder != "/", folder != "." {
        if folder.hasSuffix(".docc") { return folder }
        folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
}

// MARK: - curation

func curation(_ arguments: [String]) {
    guard arguments.count >= 2 else { usage() }
    let site = arguments[0]
    var placed = 0
    for module in arguments.dropFirst() {
        let page = readJSON("\(site)/data/documentation/\(module.lowercased()).json") as? [String: Any] ?? [:]
        for section in page["topicSections"] as? [[String: Any]] ?? [] {
            let identifiers = section["identifiers"] as? [String] ?? []
            guard section["generated"] as? Bool == true else {
                placed += identifiers.count
                continue
            }
            let names = identifiers.map { $0.components(separatedBy: "/documentation/").last ?? $0 }
            fail(
                "the landing page of \(module) has no task group for: \(names.joined(separator: ", ")) — add each to a group of the Topics section of \(module).md (DocC lists them under \"\(section["title"] as? String ?? "")\")"
            )
        }
    }
    print("Landing pages: \(placed) topics placed in task groups.")
}

// MARK: - links

/// The address DocC gives the page a catalog file becomes, lowercased as in the site: a landing
/// page or an extension file (`# ``StreamsTest```, `# ``Streams/Driver```) at its symbol's path,
/// an article at `/documentation/<catalog>/<file name>`.
func pagePath(of file: String, inCatalog catalog: String) -> String {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let title = text.split(separator: "\n").first { $0.hasPrefix("# ") } ?? ""
    if title.hasPrefix("# ``"), title.hasSuffix("``") {
        return "/documentation/" + title.dropFirst(4).dropLast(2).lowercased()
    }
    let bundle = ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
    let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    return "/documentation/\(bundle.lowercased())/\(name.lowercased())"
}

/// A string as DocC writes it in a page's JSON (slashes escaped).
func jsonLiteral(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
    return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
}

func links(_ arguments: [String]) {
    var positional: [String] = []
    var basePath = ""
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        if argument == "--hosting-base-path" {
            guard let path = rest.popFirst() else { usage() }
            basePath = path
        } else {
            positional.append(argument)
        }
    }
    guard positional.count >= 2 else { usage() }
    let site = positional[0]
    // "" or "/streams": what precedes /documentation/... in every address of the site.
    basePath = basePath.split(separator: "/").map { "/" + $0 }.joined()
    let dataRoot = "\(site)/data"

    // Every page of the site, by its address below the base path; a static server serves a page
    // from the folder of that name (its index.html, which then loads the page's JSON).
    var pageFiles: [String: String] = [:]
    for file in files(under: "\(dataRoot)/documentation", endingWith: ".json") + ["\(dataRoot)/documentation.json"] {
        guard FileManager.default.fileExists(atPath: file) else { continue }
        let path = String(file.dropFirst(dataRoot.count).dropLast(".json".count))
        pageFiles[path] = file
        if !FileManager.default.fileExists(atPath: "\(site)\(path)/index.html") {
            fail("\(path) has content (\(relative(file))) but no \(path)/index.html: a static server does not serve it")
        }
    }
    /// Whether the site serves a page at `address` (the path a browser asks the server for).
    func isPage(_ address: String?) -> Bool {
        guard let address, address.hasPrefix(basePath + "/") else { return false }
        return pageFiles[String(address.dropFirst(basePath.count))] != nil
    }

    // 1. Links from one catalog to another are written as relative links to the other catalog's
    // file (../../StreamsTest/StreamsTest.docc/VirtualTime.md), which a code host follows as they
    // are and DocC keeps as written. On the site each becomes the address of the page that file
    // became: an absolute path, which the site's router resolves below the hosting base path.
    var catalogByBundle: [String: String] = [:]
    var pageByFile: [String: String] = [:]
    for catalog in positional.dropFirst() {
        let folder = URL(fileURLWithPath: catalog).standardizedFileURL.path
        catalogByBundle[((folder as NSString).lastPathComponent as NSString).deletingPathExtension] = folder
        for file in files(under: folder, endingWith: ".md") {
            pageByFile[file] = pagePath(of: file, inCatalog: folder)
        }
    }
    var rewritten = 0
    for (path, file) in pageFiles.sorted(by: { $0.key < $1.key }) {
        let page = readJSON(file) as? [String: Any] ?? [:]
        let identifier = (page["identifier"] as? [String: Any])?["url"] as? String ?? ""
        let bundle =
            identifier.hasPrefix("doc://") ? String(identifier.dropFirst("doc://".count).prefix { $0 != "/" }) : ""
        guard let original = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
        var text = original
        for case let reference as [String: Any] in (page["references"] as? [String: Any] ?? [:]).values {
            guard reference["type"] as? String == "link", let url = reference["url"] as? String,
                !url.contains(":"), !url.hasPrefix("/"), !url.hasPrefix("#")
            else { continue }
            let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].hasSuffix(".md") else { continue }
            guard let catalog = catalogByBundle[bundle] else {
                fail("\(path): link '\(url)' to a file, from a page of no catalog given (\(bundle))")
                continue
            }
            let target = URL(fileURLWithPath: "\(catalog)/\(parts[0])").standardizedFileURL.path
            guard let targetPage = pageByFile[target] else {
                fail("\(path): link '\(url)' leads to \(relative(target)), which is no file of the catalogs")
                continue
            }
            let address = targetPage + (parts.count > 1 ? "#\(parts[1])" : "")
            let written = "\"url\":\(jsonLiteral(url))"
            guard text.contains(written) else {
                fail("\(relative(file)): no \(written) to rewrite")
                continue
            }
            text = text.replacingOccurrences(of: written, with: "\"url\":\(jsonLiteral(address))")
            rewritten += 1
        }
        guard text != original else { continue }
        do {
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            fail("cannot write \(file): \(error)")
        }
    }

    // 2. Every link of every page, resolved as a browser does from the page's address, with the
    // trailing slash a static server adds when it redirects to the page's folder, and without
    // it, as the site's router shows a page it navigated to. A relative URL resolves against the
    // address; an absolute path is the router's, below the base path. It must lead to a page.
    var resolved = 0
    for (path, file) in pageFiles.sorted(by: { $0.key < $1.key }) {
        let page = readJSON(file) as? [String: Any] ?? [:]
        for case let reference as [String: Any] in (page["references"] as? [String: Any] ?? [:]).values {
            guard ["link", "topic"].contains(reference["type"] as? String), let url = reference["url"] as? String,
                !url.contains("://"), !url.hasPrefix("#"), !url.hasPrefix("mailto:")
            else { continue }
            resolved += 1
            var broken: [String] = []
            for address in [basePath + path, basePath + path + "/"] {
                let target =
                    url.hasPrefix("/")
                    ? URL(string: url).map { basePath + $0.path }
                    : URL(string: url, relativeTo: URL(string: "http://localhost" + address))?.absoluteURL.path
                if !isPage(target) { broken.append("from \(address) to \(target ?? "(not a URL)")") }
            }
            if !broken.isEmpty {
                fail("\(path): link '\(url)' leads to no page of the site: \(broken.joined(separator: "; "))")
            }
        }
    }

    // 3. Every image a page shows (each variant: light, dark, each scale) is a file the site serves,
    // at the address the page gives it, below the base path.
    var images = 0
    for (path, file) in pageFiles.sorted(by: { $0.key < $1.key }) {
        let page = readJSON(file) as? [String: Any] ?? [:]
        for case let reference as [String: Any] in (page["references"] as? [String: Any] ?? [:]).values
        where reference["type"] as? String == "image" {
            let variants = reference["variants"] as? [[String: Any]] ?? []
            if variants.isEmpty {
                fail("\(path): the image '\(reference["identifier"] as? String ?? "?")' has no file")
            }
            for variant in variants {
                guard let url = variant["url"] as? String, !url.contains("://") else { continue }
                let served = url.hasPrefix(basePath + "/") ? String(url.dropFirst(basePath.count)) : url
                if FileManager.default.fileExists(atPath: site + served) {
                    images += 1
                } else {
                    fail("\(path): the image \(url) is not served: no \(relative(site + served))")
                }
            }
        }
    }

    // 4. The site's root leads to the documentation (DocC's own root says the page cannot be found).
    let root = (try? String(contentsOfFile: "\(site)/index.html", encoding: .utf8)) ?? ""
    let refresh = root.range(of: #"http-equiv="refresh" content="0; url=[^"]*""#, options: .regularExpression)
        .map { String(root[$0].dropFirst(#"http-equiv="refresh" content="0; url="#.count).dropLast()) }
    if let refresh,
        isPage(URL(string: refresh, relativeTo: URL(string: "http://localhost\(basePath)/"))?.absoluteURL.path)
    {
        print(
            "Links: \(rewritten) between catalogs made addresses of the site; \(resolved) on \(pageFiles.count) pages lead to a page from each page's address, with and without a trailing slash; \(images) files of the images they show are served; the root leads to \(refresh)."
        )
    } else {
        fail(
            "the site's root (\(site)/index.html) does not lead to a page of the documentation: it needs <meta http-equiv=\"refresh\" content=\"0; url=...\">"
        )
    }
}

// MARK: - diagnostics

/// A place in the sources where Streams prints, reports or stops: a call through one of its
/// report channels, and the entry of the Diagnostics article it belongs to.
struct ReportSite: CustomStringConvertible {
    let file: String
    let line: Int
    /// The channel called (`anomalyHandler(`, `preconditionFailure(`, ...).
    let channel: String
    /// The `// diagnostic: key` comment above the call, when there is one.
    let key: String?
    /// The message, when it is written as a string literal: each interpolation is `…`.
    let template: String?

    var description: String { "\(file):\(line) (\(channel))" }
}

/// The calls through which Streams prints, reports or stops, each with the position of its
/// message among its arguments (`precondition(condition, message)`: the second).
let reportChannels: [(pattern: String, name: String, messageArgument: Int)] = [
    (#"\banomalyHandler\s*\("#, "Hooks.anomalyHandler", 0),
    (#"(?<!func )\bprintToStandardError\s*\("#, "printToStandardError", 0),
    (#"(?<![\w.])(?:Swift\.)?print\s*\("#, "print", 0),
    (#"\b(?:STDERR_FILENO|FileHandle\.standardError|NSLog\s*\(|os_log\s*\(|fputs\s*\()"#, "standard error", 0),
    (#"\bTestFailure\.report\s*\("#, "TestFailure.report", 0),
    (#"\bXCTFail\s*\("#, "XCTFail", 0),
    (#"\bIssue\.record\s*\("#, "Issue.record", 0),
    (#"\bpreconditionFailure\s*\("#, "preconditionFailure", 0),
    (#"\bfatalError\s*\("#, "fatalError", 0),
    (#"\bassertionFailure\s*\("#, "assertionFailure", 0),
    (#"\bprecondition\s*\("#, "precondition", 1),
    (#"\bassert\s*\("#, "assert", 1),
]

/// The key of a report passed on by a function that others call as a channel (the default
/// anomaly handler printing what it is given, `TestFailure.report` recording it): the report
/// is keyed where it is made.
let forwardedKey = "forwarded"

/// `text` with comments and the contents of string literals (interpolations included) replaced
/// by spaces, line breaks and offsets kept: what is left is code, for finding calls.
func codeOnly(_ text: [UInt8]) -> [UInt8] {
    var code = text
    var index = 0
    func blank(_ position: Int) { if code[position] != UInt8(ascii: "\n") { code[position] = UInt8(ascii: " ") } }
    func at(_ offset: Int, _ string: String) -> Bool {
        let pattern = Array(string.utf8)
        return offset + pattern.count <= text.count && Array(text[offset..<offset + pattern.count]) == pattern
    }
    while index < text.count {
        if at(index, "//") {
            while index < text.count, text[index] != UInt8(ascii: "\n") {
                blank(index)
                index += 1
            }
        } else if at(index, "/*") {
            var depth = 0
            repeat {
                if at(index, "/*") { depth += 1 } else if at(index, "*/") { depth -= 1 }
                let width = at(index, "/*") || at(index, "*/") ? 2 : 1
                for offset in index..<min(index + width, text.count) { blank(offset) }
                index += width
            } while depth > 0 && index < text.count
        } else if text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "#") {
            var hashes = 0
            while index + hashes < text.count, text[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
            guard index + hashes < text.count, text[index + hashes] == UInt8(ascii: "\"") else {
                index += max(hashes, 1)
                continue
            }
            let quote = at(index + hashes, "\"\"\"") ? "\"\"\"" : "\""
            let close = Array((quote + String(repeating: "#", count: hashes)).utf8)
            index += hashes + quote.utf8.count
            // The string's contents, nested strings in interpolations included, up to its close.
            var nesting = 0
            while index < text.count {
                if nesting == 0, Array(text[index..<min(index + close.count, text.count)]) == close {
                    index += close.count
                    break
                }
                if text[index] == UInt8(ascii: "\\") && hashes == 0 {
                    blank(index)
                    index += 1
                    if index < text.count, text[index] == UInt8(ascii: "(") { nesting += 1 }
                } else if nesting > 0, text[index] == UInt8(ascii: "(") {
                    nesting += 1
                } else if nesting > 0, text[index] == UInt8(ascii: ")") {
                    nesting -= 1
                }
                if index < text.count {
                    blank(index)
                    index += 1
                }
            }
        } else {
            index += 1
        }
    }
    return code
}

/// The string a message argument writes, when it is string literals (joined by `+`): each
/// interpolation as `…`; `nil` for anything computed.
func literalTemplate(_ argument: String) -> String? {
    var rest = Substring(argument.trimmingCharacters(in: .whitespacesAndNewlines))
    var template = ""
    while !rest.isEmpty {
        guard rest.first == "\"", !rest.hasPrefix("\"\"\"") else { return nil }
        rest = rest.dropFirst()
        var depth = 0
        var closed = false
        while let character = rest.first {
            rest = rest.dropFirst()
            if depth > 0 {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                continue
            }
            if character == "\\" {
                guard let escaped = rest.first else { return nil }
                rest = rest.dropFirst()
                switch escaped {
                case "(":
                    depth = 1
                    template += "…"
                case "n": template += "\n"
                case "t": template += "\t"
                default: template.append(escaped)
                }
            } else if character == "\"" {
                closed = true
                break
            } else {
                template.append(character)
            }
        }
        guard closed else { return nil }
        rest = rest.drop { $0 == " " || $0 == "\n" }
        if rest.isEmpty { break }
        guard rest.first == "+" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\n" }
    }
    return template
}

/// Every report site of the Swift files under `sources`, leaving out `skipping` (folders whose
/// code is no part of Streams' libraries), each file named from `root`.
func reportSites(under sources: String, skipping: [String], root: String) -> [ReportSite] {
    var sites: [ReportSite] = []
    let regexes = reportChannels.map { (try! NSRegularExpression(pattern: $0.pattern), $0.name, $0.messageArgument) }
    for file in files(under: sources, endingWith: ".swift")
    where !skipping.contains(where: { file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
        let original = Array(text.utf8)
        let code = codeOnly(original)
        let source = String(decoding: code, as: UTF8.self)
        let lines = text.components(separatedBy: "\n")
        var lineStarts = [0]
        for (offset, byte) in original.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        for (regex, name, messageArgument) in regexes {
            for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                let range = Range(match.range, in: source)!
                let offset = source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound)
                let end = source.utf8.distance(from: source.utf8.startIndex, to: range.upperBound)
                let line = (lineStarts.lastIndex { $0 <= offset } ?? 0) + 1
                sites.append(
                    ReportSite(
                        file: String(file.dropFirst(root.count)), line: line, channel: name,
                        key: diagnosticKey(above: line, in: lines),
                        template: messageArgumentText(original, code, from: end, index: messageArgument)
                            .flatMap(literalTemplate)))
            }
        }
    }
    return sites.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
}

/// The `// diagnostic: key` comment on line `line` (1-based) or among the comment lines right
/// above it — or above the line its statement starts on, when the call continues a line that
/// ends with `(`, `,`, `=` or `?`.
func diagnosticKey(above line: Int, in lines: [String]) -> String? {
    func key(in text: String) -> String? {
        guard let range = text.range(of: #"// diagnostic: [a-z0-9-]+"#, options: .regularExpression) else { return nil }
        return String(text[range].dropFirst("// diagnostic: ".count))
    }
    if let own = key(in: lines[line - 1]) { return own }
    var index = line - 2
    while index >= 0 {
        let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") {
            if let found = key(in: trimmed) { return found }
        } else if let last = trimmed.last, "(,=?".contains(last) {
            // The statement goes on from here: its comments are above its first line.
        } else {
            return nil
        }
        index -= 1
    }
    return nil
}

/// The original text of argument `index` of the call whose name ends at `end` (its `(` is the
/// last character of the match).
func messageArgumentText(_ original: [UInt8], _ code: [UInt8], from end: Int, index wanted: Int) -> String? {
    guard let open = code[..<end].lastIndex(of: UInt8(ascii: "(")) else { return nil }
    var depth = 0
    var argument = 0
    var start = open + 1
    var position = open
    while position < code.count {
        switch code[position] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            depth -= 1
            if depth == 0 {
                return argument == wanted ? String(decoding: original[start..<position], as: UTF8.self) : nil
            }
        case UInt8(ascii: ",") where depth == 1:
            if argument == wanted { return String(decoding: original[start..<position], as: UTF8.self) }
            argument += 1
            start = position + 1
        default: break
        }
        position += 1
    }
    return nil
}

/// The entries of the Diagnostics article: the keys its `<!-- diagnostic: key -->` lines name,
/// and the messages of its stop tables (the code span opening a table row), each `…` standing
/// for what the message interpolates.
func diagnosticEntries(in article: String) -> (keys: [String: Int], messages: [String: Int]) {
    guard let text = try? String(contentsOfFile: article, encoding: .utf8) else {
        fail("cannot read \(article)")
        return ([:], [:])
    }
    var keys: [String: Int] = [:]
    var messages: [String: Int] = [:]
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("<!-- diagnostic:"), trimmed.hasSuffix("-->") {
            let key = trimmed.dropFirst("<!-- diagnostic:".count).dropLast("-->".count)
                .trimmingCharacters(in: .whitespaces)
            keys[key] = index + 1
        } else if trimmed.hasPrefix("| `"), let close = trimmed.dropFirst(3).firstIndex(of: "`") {
            messages[String(trimmed.dropFirst(3)[..<close])] = index + 1
        }
    }
    return (keys, messages)
}

/// What is wrong between the report sites of `repository`'s Sources and the entries of the
/// article: a site whose key has no entry, a site with neither a key nor a literal message, an
/// entry no site has.
func diagnosticProblems(repository: String, article: String) -> (problems: [String], sites: Int, entries: Int) {
    let root = repository == "." ? "" : repository + "/"
    // The example screens are an app built on Streams: what they print is theirs.
    let sites = reportSites(under: root + "Sources", skipping: [root + "Sources/Examples"], root: root)
    let articlePath = root + article
    let entries = diagnosticEntries(in: articlePath)
    var problems: [String] = []
    var usedKeys = Set<String>()
    var usedMessages = Set<String>()
    for site in sites {
        if let key = site.key {
            if key == forwardedKey { continue }
            usedKeys.insert(key)
            if entries.keys[key] == nil {
                problems.append(
                    "\(site): the report '\(key)' has no entry in \(article): add a section with the line <!-- diagnostic: \(key) --> (an example, what it means, what to do)"
                )
            }
        } else if let template = site.template?.filter({ $0 != "`" }) {
            // A code span cannot hold a backtick (and DocC reads double ones as a symbol link):
            // a row writes the message without its backticks.
            usedMessages.insert(template)
            if entries.messages[template] == nil {
                problems.append(
                    "\(site): the message \"\(template)\" has no row in \(article)'s stops: add | `\(template)` | what it means and what to do |"
                )
            }
        } else {
            problems.append(
                "\(site): a report whose message is computed needs a `// diagnostic: <key>` comment above it naming its entry in \(article)"
            )
        }
    }
    for (key, line) in entries.keys.sorted(by: { $0.value < $1.value }) where !usedKeys.contains(key) {
        problems.append("\(article):\(line): the entry '\(key)' names no report: no `// diagnostic: \(key)` in Sources")
    }
    for (message, line) in entries.messages.sorted(by: { $0.value < $1.value }) where !usedMessages.contains(message) {
        problems.append("\(article):\(line): the row \"\(message)\" is the message of no stop in Sources")
    }
    return (problems, sites.count, entries.keys.count + entries.messages.count)
}

func diagnostics(_ arguments: [String]) {
    if arguments == ["--self-test"] {
        exit(diagnosticsSelfTest() ? 0 : 1)
    }
    guard arguments.count == 2 else { usage() }
    let (problems, sites, entries) = diagnosticProblems(repository: arguments[0], article: arguments[1])
    problems.forEach(fail)
    print("Diagnostics: \(sites) report sites in Sources, \(entries) entries in \(arguments[1]).")
}

/// Plants report sites and article entries of every kind in a scratch repository and checks that
/// exactly the planted mistakes are found: a new report without an entry fails, whichever
/// channel it goes through and wherever it is.
func diagnosticsSelfTest() -> Bool {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "docs-check-diagnostics-\(ProcessInfo.processInfo.processIdentifier)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    func write(_ path: String, _ text: String) {
        let url = URL(fileURLWithPath: "\(root)/\(path)")
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! text.write(to: url, atomically: true, encoding: .utf8)
    }
    write(
        "Sources/Lib/Documented.swift",
        """
        func checked(_ count: Int) {
            precondition(count >= 0, "take(_:): count can't be negative, got \\(count)")
            // A comment that names anomalyHandler(x) is not a report.
            let text = "nor is print(x) in a string"
            // diagnostic: reentrant-input
            Hooks.anomalyHandler(
                "⚠️ `\\(text)` received an event re-entrantly")
            assert(count < 10, "\\(text): `atomics` must be first")
        }

        func report(_ message: String) {
            // diagnostic: forwarded
            XCTFail(message)
        }
        """)
    write(
        "Sources/Lib/Deep/Folder/New.swift",
        """
        func isolation(_ message: String) {
            // diagnostic: isolation
            Hooks.anomalyHandler(message)
            preconditionFailure(message)
            print("a new " + "line")
            Swift.print("a second line")
        }
        """)
    write("Sources/Examples/App.swift", "func app() { print(\"the app's own output\") }")
    write(
        "Docs/Diagnostics.md",
        """
        ### Re-entrant input
        <!-- diagnostic: reentrant-input -->

        ### Gone
        <!-- diagnostic: gone -->

        | Message | Meaning |
        |---|---|
        | `take(_:): count can't be negative, got …` | the count |
        | `…: atomics must be first` | a message with backticks, written without them |
        | `skip(_:): count can't be negative, got …` | gone too |
        """)
    let found = diagnosticProblems(repository: root, article: "Docs/Diagnostics.md").problems
    let expected = [
        "Sources/Lib/Deep/Folder/New.swift:3 (Hooks.anomalyHandler): the report 'isolation' has no entry",
        "Sources/Lib/Deep/Folder/New.swift:4 (preconditionFailure): a report whose message is computed",
        "Sources/Lib/Deep/Folder/New.swift:5 (print): the message \"a new line\" has no row",
        "Sources/Lib/Deep/Folder/New.swift:6 (print): the message \"a second line\" has no row",
        "Docs/Diagnostics.md:5: the entry 'gone' names no report",
        "Docs/Diagnostics.md:11: the row \"skip(_:): count can't be negative, got …\" is the message of no stop",
    ]
    var passed = true
    for expectation in expected where !found.contains(where: { $0.hasPrefix(expectation) }) {
        print("diagnostics self-test: the planted mistake \"\(expectation)\" was not reported")
        passed = false
    }
    for problem in found where !expected.contains(where: { problem.hasPrefix($0) }) {
        print("diagnostics self-test: reported what is not a mistake: \(problem)")
        passed = false
    }
    if passed {
        print("Diagnostics self-test: each of the \(expected.count) planted mistakes was found, and nothing else.")
    }
    return passed
}

// MARK: - Main

func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            """
            usage: swift Scripts/docs-check.swift coverage <graphs> [--require] [--under DIR] [--parameters]
                   swift Scripts/docs-check.swift operators <Streams graphs> <Streams archive> <article.md>
                   swift Scripts/docs-check.swift markdown <repository>
                   swift Scripts/docs-check.swift curation <site> <module>...
                   swift Scripts/docs-check.swift links <site> <catalog>... [--hosting-base-path PATH]
                   swift Scripts/docs-check.swift diagnostics <repository> <article.md> | --self-test

            """.utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst()
switch arguments.popFirst() {
case "coverage": coverage(Array(arguments))
case "operators": operators(Array(arguments))
case "markdown": markdown(Array(arguments))
case "curation": curation(Array(arguments))
case "links": links(Array(arguments))
case "diagnostics": diagnostics(Array(arguments))
default: usage()
}
exit(failures == 0 ? 0 : 1)
