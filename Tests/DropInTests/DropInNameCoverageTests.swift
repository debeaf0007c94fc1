import Foundation
import XCTest

/// Keeps `QualifiedNamesTests.swift` complete: every public type declared in Sources/Streams,
/// Sources/StreamsNetworking and Sources/StreamsTest must appear there, qualified by a drop-in
/// module of its library. (`.ci/run` also checks this list against the compiler's symbol graph,
/// which would catch a declaration this scan misreads.)
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class DropInNameCoverageTests: XCTestCase {
    private let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryPublicTypeIsNamedThroughADropInModule() throws {
        let listed = try qualifiedNames(
            in: packageRoot.appendingPathComponent("Tests/DropInTests/QualifiedNamesTests.swift"))
        let libraries = [
            (sources: "Sources/Streams", modules: ["RxSwift", "RxCocoa", "RxRelay"], sample: "Observable"),
            (sources: "Sources/StreamsNetworking", modules: ["RxCocoa"], sample: "RxCocoaURLError"),
            (sources: "Sources/StreamsTest", modules: ["RxTest", "RxBlocking"], sample: "TestScheduler"),
        ]
        for library in libraries {
            let declared = try publicTypes(under: packageRoot.appendingPathComponent(library.sources))
            // The scan itself must keep working: it finds the library's best-known type.
            XCTAssertTrue(declared.contains(library.sample), "no public types found in \(library.sources)")
            let missing = declared.filter { name in !library.modules.contains { listed.contains("\($0).\(name)") } }
            XCTAssertEqual(
                missing, [],
                """
                public types of \(library.sources) not named in Tests/DropInTests/QualifiedNamesTests.swift: \
                add each as `\(library.modules[0]).Name` (or through the module it belongs to in RxSwift: \
                \(library.modules.joined(separator: ", ")))
                """)
        }
    }

    /// Names of the public (or open) types declared at the top level of the Swift files under
    /// `folder`: classes, structs, enums, protocols, type aliases and actors.
    private func publicTypes(under folder: URL) throws -> [String] {
        let declaration = try Regex(
            #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)"#
        )
        var names = Set<String>()
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = try declaration.prefixMatch(in: line), let name = match.output[1].substring {
                    names.insert(String(name))
                }
            }
        }
        return names.sorted()
    }

    /// Every `Module.Name` in `file` whose module is a drop-in module.
    private func qualifiedNames(in file: URL) throws -> Set<String> {
        let reference = try Regex(#"\b(?:RxSwift|RxCocoa|RxRelay|RxTest|RxBlocking)\.[A-Z]\w*"#)
        let text = try String(contentsOf: file, encoding: .utf8)
        return Set(text.matches(of: reference).map { String(text[$0.range]) })
    }
}
