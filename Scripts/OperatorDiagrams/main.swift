import Foundation
import StreamsInspector

// `swift run OperatorDiagrams [--check]`: runs every operator of the "Operators by task" article
// on a TestScheduler and draws what it did, as `marble-<name>.svg` (and `~dark`, for DocC's dark
// mode) in the Streams catalog's Resources/Marbles, and writes the article's picture blocks (the
// text between `<!-- diagrams: <group> -->` and `<!-- diagrams end -->`). With --check it writes
// nothing and fails, naming each file, when a committed picture or block is not what the
// operators draw now, when a picture is left over, or when an operator of the article's topics
// has no picture.

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
let folder = "Sources/Streams/Streams.docc/Resources/Marbles"
let articlePath = "Sources/Streams/Streams.docc/OperatorsByTask.md"
let checking = CommandLine.arguments.dropFirst().contains("--check")
if let unknown = CommandLine.arguments.dropFirst().first(where: { $0 != "--check" }) {
    FileHandle.standardError.write(
        Data("OperatorDiagrams: unknown option '\(unknown)'; usage: OperatorDiagrams [--check]\n".utf8))
    exit(2)
}

var problems: [String] = []
var files: [String: String] = [:]
for (_, diagrams) in OperatorDiagrams.groups {
    for diagram in diagrams {
        do {
            let drawn = try diagram.draw()
            files["marble-\(diagram.name).svg"] = drawn.svg(.light)
            files["marble-\(diagram.name)~dark.svg"] = drawn.svg(.dark)
        } catch {
            problems.append("\(diagram.name): \(error)")
        }
    }
}

// The article: every operator of its topics has a picture, and its picture blocks are written.
let articleFile = "\(root)/\(articlePath)"
let article = (try? String(contentsOfFile: articleFile, encoding: .utf8)) ?? ""
let (written, articleProblems) = OperatorDiagrams.article(article)
problems += articleProblems

let existing = Set(
    ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? []).filter { $0.hasSuffix(".svg") })
if checking {
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
        let committed = try? String(contentsOfFile: "\(root)/\(folder)/\(name)", encoding: .utf8)
        if committed == nil {
            problems.append("\(folder)/\(name) is missing")
        } else if committed != text {
            problems.append("\(folder)/\(name) is not what the operator draws now")
        }
    }
    for name in existing.subtracting(files.keys).sorted() {
        problems.append("\(folder)/\(name) is no operator's picture any more")
    }
    if written != article {
        problems.append("\(articlePath): its picture blocks are not the ones the generator writes")
    }
} else if problems.isEmpty {
    try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
    for (name, text) in files where (try? String(contentsOfFile: "\(root)/\(folder)/\(name)", encoding: .utf8)) != text
    {
        try text.write(toFile: "\(root)/\(folder)/\(name)", atomically: true, encoding: .utf8)
    }
    for name in existing.subtracting(files.keys) {
        try FileManager.default.removeItem(atPath: "\(root)/\(folder)/\(name)")
    }
    if written != article { try written.write(toFile: articleFile, atomically: true, encoding: .utf8) }
}

if !problems.isEmpty {
    for problem in problems { FileHandle.standardError.write(Data("OperatorDiagrams: \(problem)\n".utf8)) }
    if checking {
        FileHandle.standardError.write(
            Data("OperatorDiagrams: run `swift run OperatorDiagrams` to redraw them, and commit what changed\n".utf8))
    }
    exit(1)
}
let bytes = files.values.reduce(0) { $0 + $1.utf8.count }
let pictures = files.count / 2
print(
    checking
        ? "OperatorDiagrams: the \(pictures) pictures (\(files.count) files, \(bytes) bytes) are what the operators draw"
        : "OperatorDiagrams: wrote \(pictures) pictures (\(files.count) files, \(bytes) bytes) to \(folder)")
