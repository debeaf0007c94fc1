// Checks Tests/DropInTests/QualifiedNamesTests.swift against the compiler's list of public types:
// every top-level public type in the symbol graphs of Streams, StreamsNetworking and StreamsTest
// must be named there through one of its drop-in modules. `DropInNameCoverageTests` checks the
// same list against a scan of the sources on every `swift test`; this run keeps that scan honest.
//
// Usage: swift .ci/check-drop-in-names.swift <symbol-graph folder> <QualifiedNamesTests.swift>
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(
        Data("usage: check-drop-in-names <symbol-graph folder> <QualifiedNamesTests.swift>\n".utf8))
    exit(2)
}
let graphs = URL(fileURLWithPath: arguments[1])
let listing = try String(contentsOfFile: arguments[2], encoding: .utf8)

let typeKinds: Set<String> = [
    "swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor",
]

func publicTypes(ofModule module: String) throws -> [String] {
    let data = try Data(contentsOf: graphs.appendingPathComponent("\(module).symbols.json"))
    let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let symbols = graph?["symbols"] as? [[String: Any]] ?? []
    let names = symbols.compactMap { symbol -> String? in
        guard let path = symbol["pathComponents"] as? [String], path.count == 1,
            let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, typeKinds.contains(kind)
        else { return nil }
        return path[0]
    }
    return Set(names).sorted()
}

var failures = 0
let libraries = [
    ("Streams", ["RxSwift", "RxCocoa", "RxRelay"]),
    ("StreamsNetworking", ["RxCocoa"]),
    ("StreamsTest", ["RxTest", "RxBlocking"]),
]
for (module, dropIns) in libraries {
    let types = try publicTypes(ofModule: module)
    if types.isEmpty {
        print("no public types in the symbol graph of \(module)")
        failures += 1
    }
    for name in types
    where !dropIns.contains(where: { listing.range(of: "\\b\($0)\\.\(name)\\b", options: .regularExpression) != nil }) {
        print("\(module).\(name) is not named through \(dropIns.joined(separator: "/")) in \(arguments[2])")
        failures += 1
    }
    print("\(module): \(types.count) public types checked")
}
exit(failures == 0 ? 0 : 1)
