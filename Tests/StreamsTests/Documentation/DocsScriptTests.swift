import Foundation
import XCTest

/// `Scripts/docs`, run with stand-ins for `swift`, `swiftc` and `docc` that do at once what the
/// script asks of them: its own plumbing, checked in a second.
final class DocsScriptTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEachDoccConvertHeaderIsFollowedByWhatDoccSaysWithoutItsEmptyLines() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("DocsScriptTests-\(UUID())")
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let graphs = scratch.appendingPathComponent("build/symbolgraph").path
        try stub(
            "swift", in: bin,
            """
            case "$1 $2" in
              "build --show-bin-path") echo "\(scratch.path)/build/debug" ;;
              "package dump-symbol-graph")
                mkdir -p "\(graphs)"
                for module in Streams StreamsNetworking StreamsInspector StreamsTest StreamsArchitecture StreamsArchitectureTest; do
                  echo '{}' > "\(graphs)/$module.symbols.json"
                done ;;
            esac
            """)
        // The checker the script compiles: every check passes.
        try stub("swiftc", in: bin, #"printf '#!/bin/sh\necho "docs-check $1"\n' > "$3"; chmod +x "$3""#)
        // docc as it is: two empty lines after converting, around what it says.
        try stub(
            "docc", in: bin,
            """
            if [ "$1" = convert ]; then printf 'converted %s\\n\\n\\n' "$2"; exit; fi
            while [ $# -gt 0 ]; do if [ "$1" = --output-path ]; then mkdir -p "$2"; fi; shift; done
            """)

        let process = Process()
        process.executableURL = repository.appendingPathComponent("Scripts/docs")
        process.arguments = ["--output", scratch.appendingPathComponent("docs").path]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationStatus, 0, complaints)
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertFalse(lines.contains(""), printed)
        let headers = lines.indices.filter { lines[$0].hasPrefix("== docc convert ") }
        XCTAssertEqual(headers.count, 5, printed)
        for header in headers {
            XCTAssertEqual(lines[header + 1], "converted " + lines[header].dropFirst("== docc convert ".count), printed)
        }
    }

    /// Writes an executable shell script called `name` into `folder`.
    private func stub(_ name: String, in folder: URL, _ body: String) throws {
        let file = folder.appendingPathComponent(name)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
}
