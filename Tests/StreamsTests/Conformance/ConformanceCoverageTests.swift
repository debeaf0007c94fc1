import Foundation
import XCTest

/// Keeps the catalogue whole: every public operator of Streams and StreamsInspector — read from
/// their sources — is called by some catalogue entry (or subscription API) of its family, or is listed in
/// `ConformanceCoverage.excluded` with the reason it is not.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class ConformanceCoverageTests: XCTestCase {
    func testEveryPublicOperatorIsInTheCatalogueOrExcludedWithAReason() throws {
        let declared = try ConformanceCoverage.publicOperators()
        // The scan itself must keep working: it finds the best-known operators of each family.
        for sample in [
            "Observable.map(_:)", "Single.flatMap(_:)", "Completable.andThen(_:)", "Infallible.scan(_:accumulator:)",
            "Driver.drive(onNext:)", "Signal.emit(to:)",
        ] {
            XCTAssertTrue(
                declared.contains { $0.id.hasPrefix(String(sample.prefix(while: { $0 != "(" }))) },
                "the scan of \(ConformanceCoverage.scannedFolders.joined(separator: " and ")) found no \(sample)")
        }
        let called = ConformanceCoverage.calledByCatalogue()
        var missing: [String] = []
        for declaration in declared where ConformanceCoverage.excluded[declaration.id] == nil {
            if called.contains(declaration.id) { continue }
            if declaration.hasDefaultFirstParameter, called.contains("\(declaration.family).\(declaration.name)()") {
                continue
            }
            if declaration.takesClosureFirst, called.contains("\(declaration.family).\(declaration.name)({)") {
                continue
            }
            if let renamed = declaration.renamedTo,
                called.contains(where: { $0.hasPrefix("\(declaration.family).\(renamed)(") })
            {
                continue
            }
            missing.append("\(declaration.id)  (\(declaration.location))")
        }
        XCTAssertEqual(
            missing, [],
            """
            public operators no catalogue entry calls: add an entry to a ConformanceCatalogue+*.swift \
            file, or list the operator in ConformanceCoverage.excluded with the reason it cannot be \
            in random programs
            """)
        // An exclusion must name an operator that exists and that the catalogue does not call.
        let ids = Set(declared.map(\.id))
        for (id, reason) in ConformanceCoverage.excluded.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(
                ids.contains(id),
                "ConformanceCoverage.excluded lists \(id), which \(ConformanceCoverage.scannedFolders.joined(separator: " and ")) do not declare"
            )
            XCTAssertFalse(
                called.contains(id),
                "ConformanceCoverage.excluded lists \(id), which the catalogue calls: remove it from the list")
            XCTAssertFalse(reason.isEmpty, "\(id) is excluded without a reason")
        }
    }
}

/// What the coverage test compares: the operators the scanned folders declare and the calls the
/// catalogue's code makes, both as `Family.name(firstLabel:)` — overloads that differ in their
/// first argument label count separately (`take(_:)`, `take(until:)`, `take(while:behavior:)`
/// is `take(while:)`), overloads that differ only later do not.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum ConformanceCoverage {
    /// Public operators that random programs do not call, with the reason.
    static let excluded: [String: String] = [
        "Driver.asSharedSequence()": "returns the sequence itself (the requirement of SharedSequenceConvertibleType)",
        "Signal.asSharedSequence()": "returns the sequence itself (the requirement of SharedSequenceConvertibleType)",
        "Observable.asSharedSequence(sharingStrategy:)":
            "the generic form that asDriver(onErrorJustReturn:/onErrorDriveWith:/onErrorRecover:) and the asSignal ones forward to; programs reach it through them",
        "Observable.debugName(_:)":
            "a Streams addition (a label for the SubscriptionInspector's reports) with no RxSwift counterpart to compare with; it passes events through unchanged, which SubscriptionInspectorTests checks",
        "Observable.trace(_:)":
            "a Streams addition (a debugging tap into a MarbleTrace) with no RxSwift counterpart to compare with; it passes events through unchanged, which TraceTests checks",
        "Driver.trace(_:)":
            "a Streams addition (a debugging tap into a MarbleTrace) with no RxSwift counterpart to compare with; it passes events through unchanged, which TraceTests checks",
        "Signal.trace(_:)":
            "a Streams addition (a debugging tap into a MarbleTrace) with no RxSwift counterpart to compare with; it passes events through unchanged, which TraceTests checks",
    ]

    struct Declaration {
        let family: String
        let name: String
        /// The first argument label, `_` for none, empty for no parameters.
        let firstLabel: String
        let hasDefaultFirstParameter: Bool
        /// Whether the first parameter is a closure, which a call may pass as a trailing closure.
        let takesClosureFirst: Bool
        /// The name a deprecated spelling forwards to (`@available(*, deprecated, renamed:)`).
        let renamedTo: String?
        let location: String

        var id: String { "\(family).\(name)(\(firstLabel.isEmpty ? "" : firstLabel + ":"))" }
    }

    /// The families of the extension or type a declaration is in, from its header; `nil` for a
    /// type that has no operators (subjects, disposables, schedulers, ...).
    static func families(ofHeader header: String) -> [String]? {
        let words = header.split(whereSeparator: { " :<{,".contains($0) })
        guard
            let keyword = words.firstIndex(where: { ["extension", "class", "struct", "enum", "protocol"].contains($0) }
            ), keyword + 1 < words.count
        else { return nil }
        switch words[keyword + 1] {
        case "ObservableType", "ObservableConvertibleType", "Observable", "ConnectableObservableType",
            "ConnectableObservable":
            return ["Observable"]
        case "PrimitiveSequence", "PrimitiveSequenceType":
            if header.contains("SingleTrait") { return ["Single"] }
            if header.contains("MaybeTrait") { return ["Maybe"] }
            if header.contains("CompletableTrait") { return ["Completable"] }
            // A constraint on the element (`Element: RxAbstractInteger`) leaves out Completable,
            // whose element is `Never`.
            return header.contains("Element:") ? ["Single", "Maybe"] : ["Single", "Maybe", "Completable"]
        case "Infallible", "InfallibleType":
            return ["Infallible"]
        case "SharedSequence", "SharedSequenceConvertibleType":
            if header.contains("DriverSharingStrategy") { return ["Driver"] }
            if header.contains("SignalSharingStrategy") { return ["Signal"] }
            return ["Driver", "Signal"]
        default:
            return nil
        }
    }

    /// Where the operators are declared: Streams, and StreamsInspector's `trace`.
    static let scannedFolders = ["Sources/Streams", "Sources/StreamsInspector"]

    /// Every public method and static method of the operator families, declared at the top
    /// level of a type or extension in the scanned folders. The async/await bridges
    /// (Sources/Streams/AsyncAwait) are not operators over timelines and are left out.
    static func publicOperators() throws -> [Declaration] {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let header = try Regex(
            #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|open\s+)?(?:final\s+)?(?:extension|class|struct|enum|protocol)\s"#
        )
        let function = try Regex(#"^    (?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:static\s+)?func\s+`?(\w+)`?"#)
        let renamed = try Regex(#"renamed:\s*"(\w+)"#)
        var result: [Declaration] = []
        let files = scannedFolders.flatMap { folder in
            FileManager.default.enumerator(
                at: packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? []
        }
        for file in files {
            guard file.pathExtension == "swift", !file.path.contains("/AsyncAwait/") else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var families: [String]?
            for (index, line) in lines.enumerated() {
                if let first = line.first, !first.isWhitespace, first != "/", (try? header.prefixMatch(in: line)) != nil
                {
                    families = self.families(ofHeader: line)
                    continue
                }
                guard let families, line.hasPrefix("    "), line.contains("func "),
                    let match = try function.prefixMatch(in: line), let name = match.output[1].substring
                else { continue }
                let signature = ([String(line[match.range.upperBound...])] + lines[(index + 1)...].prefix(7)).joined(
                    separator: " ")
                let (label, hasDefault, isClosure) = firstParameter(of: signature)
                let previous = lines[max(0, index - 3)..<index].joined(separator: " ")
                let forward =
                    previous.contains("deprecated")
                    ? previous.firstMatch(of: renamed).flatMap { $0.output[1].substring.map(String.init) } : nil
                for family in families {
                    result.append(
                        Declaration(
                            family: family, name: String(name), firstLabel: label, hasDefaultFirstParameter: hasDefault,
                            takesClosureFirst: isClosure,
                            renamedTo: forward,
                            location:
                                "\(file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")):\(index + 1)"
                        ))
                }
            }
        }
        return result.sorted { $0.id < $1.id }
    }

    /// The first parameter of a declaration whose `signature` follows its name: its argument
    /// label (`_` for none, empty for no parameter), whether it has a default value and whether
    /// it is a closure.
    private static func firstParameter(of signature: String) -> (label: String, hasDefault: Bool, isClosure: Bool) {
        var text = signature[...]
        if text.first == "<" {
            var depth = 0
            while let character = text.first {
                text = text.dropFirst()
                if character == "<" { depth += 1 }
                if character == ">" {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
        }
        guard text.first == "(" else { return ("", false, false) }
        text = text.dropFirst()
        var parameter = ""
        var depth = 0
        for character in text {
            if depth == 0, character == "," || character == ")" { break }
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            parameter.append(character)
        }
        let names = parameter.prefix(while: { $0 != ":" }).split(separator: " ")
        guard let label = names.first else { return ("", false, false) }
        return (String(label), parameter.contains("="), parameter.contains("->"))
    }

    /// Every call the catalogue's code and the subscription APIs make, as
    /// `Family.name(firstLabel:)`. A call on a type (`Single.zip(...)`) belongs to that type's
    /// family; a method call to the family of the entry's receiver (its output, for a creation
    /// function). Each entry's code is drawn with many parameters, so that every variant it
    /// writes is seen.
    static func calledByCatalogue() -> Set<String> {
        var called = Set<String>()
        for op in ConformanceCatalogue.all {
            let home = family(of: op.receiver ?? op.output)
            let children = (0..<(op.slots.count + op.extra.upperBound)).map { "c\($0)" }
            for seed in UInt64(0)..<12 {
                var random = SeededRandom(seed: seed)
                let code = op.code(op.generate(&random), children, CodeNames(bound: "x0", element: "e0"))
                called.formUnion(calls(in: code, home: home))
            }
        }
        for kind in Kind.allCases {
            for api in SubscriberAPI.apis(for: kind) {
                called.formUnion(calls(in: api.code, home: family(of: kind)))
            }
        }
        return called
    }

    static func family(of kind: Kind) -> String {
        switch kind {
        case .observable: "Observable"
        case .single: "Single"
        case .maybe: "Maybe"
        case .completable: "Completable"
        case .infallible: "Infallible"
        case .driver: "Driver"
        case .signal: "Signal"
        }
    }

    /// The calls in `code`, with their first argument labels.
    static func calls(in code: String, home: String) -> Set<String> {
        let callPattern = #/(?:\b([A-Z]\w*)(?:<[^<>]*(?:<[^<>]*>[^<>]*)*>)?)?\.`?([a-z]\w*)`?\s*([({])/#
        let labelPattern = #/^\s*(\w+)\s*:(?!:)/#
        var result = Set<String>()
        for match in code.matches(of: callPattern) {
            let family: String
            switch match.output.1.map(String.init) {
            case nil: family = home
            case "Observable", "Single", "Maybe", "Completable", "Infallible", "Driver", "Signal":
                family = String(match.output.1!)
            default: continue
            }
            let after = code[match.range.upperBound...]
            let label: String
            if match.output.3 == "{" {
                result.insert("\(family).\(match.output.2)({)")
                label = "_:"
            } else if after.drop(while: { $0 == " " }).first == ")" {
                label = ""
            } else if let labelMatch = after.prefixMatch(of: labelPattern) {
                label = "\(labelMatch.output.1):"
            } else {
                label = "_:"
            }
            result.insert("\(family).\(match.output.2)(\(label))")
        }
        return result
    }
}
