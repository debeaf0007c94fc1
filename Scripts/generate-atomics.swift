// Writes the conformances of the atomic word types (Sources/Streams/LocksAndAtomics/
// Atomics+Words.swift): each operation of `AtomicWord` and `AtomicInteger` for each type a word
// can hold, one switch over the operation's orderings calling the C function of that ordering
// (`CStreamsAtomics`, which defines one per operation, width and ordering). `UInt8` and `Int`
// call the C functions of their width; `UInt` and `Bool` reinterpret their bits as the word of
// their size and call those. The protocols, the orderings and `UnsafeAtomic` are written by hand,
// in Atomics.swift.
//
//   swift Scripts/generate-atomics.swift           rewrites the generated file
//   swift Scripts/generate-atomics.swift --check   fails when the generated file differs from what
//                                                  this script writes (CI runs it)
//
// Edit this script, never the generated file; then run it and commit both.

import Foundation

// MARK: - Orderings

/// An ordering: its case in Swift and the suffix of the C functions that take it.
struct Ordering {
    var swiftCase: String
    var cSuffix: String
}

let loadOrderings = [
    Ordering(swiftCase: "relaxed", cSuffix: "relaxed"),
    Ordering(swiftCase: "acquiring", cSuffix: "acquire"),
    Ordering(swiftCase: "sequentiallyConsistent", cSuffix: "seq_cst"),
]
let storeOrderings = [
    Ordering(swiftCase: "relaxed", cSuffix: "relaxed"),
    Ordering(swiftCase: "releasing", cSuffix: "release"),
    Ordering(swiftCase: "sequentiallyConsistent", cSuffix: "seq_cst"),
]
let updateOrderings = [
    Ordering(swiftCase: "relaxed", cSuffix: "relaxed"),
    Ordering(swiftCase: "acquiring", cSuffix: "acquire"),
    Ordering(swiftCase: "releasing", cSuffix: "release"),
    Ordering(swiftCase: "acquiringAndReleasing", cSuffix: "acq_rel"),
    Ordering(swiftCase: "sequentiallyConsistent", cSuffix: "seq_cst"),
]

// MARK: - Operations

/// An operation of `AtomicWord` or `AtomicInteger`.
struct Operation {
    /// The requirement's name.
    var name: String
    /// Its parameters before `at address:`, each of the word's type: their names, and whether
    /// their name is their argument label too (otherwise they have none, `_`).
    var values: [(name: String, isLabeled: Bool)]
    var orderingType: String
    var orderings: [Ordering]
    /// Whether it returns a value (`Self`), and whether it is a compare-and-exchange, which
    /// returns `(exchanged:original:)`.
    var returnsValue: Bool
    var isCompareExchange = false
    /// The C function's name after `streams_atomic_<width>_`, before `_<ordering>`.
    var cName: String
    /// Whether only integers have it (`AtomicInteger`).
    var isIntegerOnly: Bool
}

let operations = [
    Operation(
        name: "atomicLoad", values: [], orderingType: "AtomicLoadOrdering", orderings: loadOrderings,
        returnsValue: true, cName: "load", isIntegerOnly: false),
    Operation(
        name: "atomicStore", values: [("value", false)], orderingType: "AtomicStoreOrdering",
        orderings: storeOrderings, returnsValue: false, cName: "store", isIntegerOnly: false),
    Operation(
        name: "atomicExchange", values: [("value", false)], orderingType: "AtomicUpdateOrdering",
        orderings: updateOrderings, returnsValue: true, cName: "exchange", isIntegerOnly: false),
    Operation(
        name: "atomicCompareExchange", values: [("expected", true), ("desired", true)],
        orderingType: "AtomicUpdateOrdering", orderings: updateOrderings, returnsValue: true,
        isCompareExchange: true, cName: "compare_exchange", isIntegerOnly: false),
    Operation(
        name: "atomicWrappingAdd", values: [("operand", false)], orderingType: "AtomicUpdateOrdering",
        orderings: updateOrderings, returnsValue: true, cName: "fetch_add", isIntegerOnly: true),
    Operation(
        name: "atomicBitwiseOr", values: [("mask", false)], orderingType: "AtomicUpdateOrdering",
        orderings: updateOrderings, returnsValue: true, cName: "fetch_or", isIntegerOnly: true),
    Operation(
        name: "atomicBitwiseAnd", values: [("mask", false)], orderingType: "AtomicUpdateOrdering",
        orderings: updateOrderings, returnsValue: true, cName: "fetch_and", isIntegerOnly: true),
]

// MARK: - Word types

/// A type an atomic word can hold.
enum Word {
    /// Calls the C functions of width `cWidth` (`uint8`, `int`) directly.
    case native(type: String, cWidth: String, isInteger: Bool)
    /// Reinterprets its bits as `storage`, through `pointerHelper` (a pointer to the same memory
    /// as `storage`), `toStorage` and `fromStorage` (`%@` stands for the value converted).
    case reinterpreted(
        type: String, storage: String, doc: String, pointerHelper: String, toStorage: String, fromStorage: String,
        isInteger: Bool)

    var type: String {
        switch self {
        case .native(let type, _, _), .reinterpreted(let type, _, _, _, _, _, _): type
        }
    }

    var isInteger: Bool {
        switch self {
        case .native(_, _, let isInteger), .reinterpreted(_, _, _, _, _, _, let isInteger): isInteger
        }
    }
}

let words: [Word] = [
    .native(type: "UInt8", cWidth: "uint8", isInteger: true),
    .native(type: "Int", cWidth: "int", isInteger: true),
    .reinterpreted(
        type: "UInt", storage: "Int",
        doc: "`UInt` as the same bits in an `Int` word: C's `intptr_t` atomics work on both.",
        pointerHelper: "signed", toStorage: "Int(bitPattern: %@)", fromStorage: "UInt(bitPattern: %@)",
        isInteger: true),
    .reinterpreted(
        type: "Bool", storage: "UInt8", doc: "`Bool` as a byte holding 0 or 1: C's `uint8_t` atomics.",
        pointerHelper: "byte", toStorage: "%@ ? 1 : 0", fromStorage: "%@ != 0", isInteger: false),
]

// MARK: - Writing Swift

func fill(_ format: String, _ value: String) -> String {
    format.replacingOccurrences(of: "%@", with: value)
}

/// The requirement's declaration for `type`, its parameters on a line of their own.
func signature(_ operation: Operation, _ type: String) -> String {
    let parameters =
        operation.values.map { "\($0.isLabeled ? "" : "_ ")\($0.name): \(type)" }
        + ["at address: UnsafeMutablePointer<\(type)>", "ordering: \(operation.orderingType)"]
    let result =
        operation.isCompareExchange
        ? " -> (exchanged: Bool, original: \(type))"
        : operation.returnsValue ? " -> \(type)" : ""
    return """
            @inlinable
            package static func \(operation.name)(
                \(parameters.joined(separator: ", "))
            )\(result) {
        """
}

/// `operation` for a word that calls the C functions of `width`: a switch over its orderings.
func native(_ operation: Operation, type: String, width: String) -> String {
    let arguments = (["address"] + operation.values.map(\.name)).joined(separator: ", ")
    let cases = operation.orderings.map { ordering in
        "case .\(ordering.swiftCase): streams_atomic_\(width)_\(operation.cName)_\(ordering.cSuffix)(\(arguments))"
    }
    if operation.isCompareExchange {
        return signature(operation, type) + "\n" + """
                    let original =
                        switch ordering {
            \(cases.map { "            " + $0 }.joined(separator: "\n"))
                        }
                    return (original == expected, original)
                }
            """
    }
    return signature(operation, type) + "\n" + """
                switch ordering {
        \(cases.map { "        " + $0 }.joined(separator: "\n"))
                }
            }
        """
}

/// `operation` for a word that reinterprets its bits as `storage` and calls its operation.
func reinterpreted(
    _ operation: Operation, type: String, storage: String, pointerHelper: String, toStorage: String,
    fromStorage: String
) -> String {
    let values = operation.values.map { ($0.isLabeled ? "\($0.name): " : "") + fill(toStorage, $0.name) }
    let arguments = (values + ["at: \(pointerHelper)(address)", "ordering: ordering"]).joined(separator: ", ")
    let call = "\(storage).\(operation.name)(\(arguments))"
    if operation.isCompareExchange {
        return signature(operation, type) + "\n" + """
                    let (exchanged, original) = \(storage).\(operation.name)(
                        \(values.joined(separator: ", ")),
                        at: \(pointerHelper)(address), ordering: ordering)
                    return (exchanged, \(fill(fromStorage, "original")))
                }
            """
    }
    let body = operation.returnsValue ? fill(fromStorage, call) : call
    return signature(operation, type) + "\n" + """
                \(body)
            }
        """
}

func conformance(_ word: Word) -> String {
    let protocolName = word.isInteger ? "AtomicInteger" : "AtomicWord"
    let wordOperations = operations.filter { word.isInteger || !$0.isIntegerOnly }
    switch word {
    case .native(let type, let width, _):
        return "extension \(type): \(protocolName) {\n"
            + wordOperations.map { native($0, type: type, width: width) }.joined(separator: "\n\n") + "\n}"
    case .reinterpreted(let type, let storage, let doc, let helper, let toStorage, let fromStorage, _):
        let pointer = """
                @inlinable
                static func \(helper)(_ address: UnsafeMutablePointer<\(type)>) -> UnsafeMutablePointer<\(storage)> {
                    UnsafeMutableRawPointer(address).assumingMemoryBound(to: \(storage).self)
                }
            """
        let members = wordOperations.map {
            reinterpreted(
                $0, type: type, storage: storage, pointerHelper: helper, toStorage: toStorage, fromStorage: fromStorage)
        }
        return "/// \(doc)\nextension \(type): \(protocolName) {\n"
            + ([pointer] + members).joined(separator: "\n\n") + "\n}"
    }
}

let path = "Sources/Streams/LocksAndAtomics/Atomics+Words.swift"
let contents =
    """
    // The atomic operations of each type an atomic word can hold (`AtomicWord`, `AtomicInteger`, in
    // Atomics.swift): a switch over the operation's orderings, each calling the C function of that
    // ordering.
    //
    // Generated by Scripts/generate-atomics.swift: do not edit. Change the script, then run
    // `swift Scripts/generate-atomics.swift` (CONTRIBUTING, "Generated files").
    // swift-format-ignore-file

    import CStreamsAtomics


    """ + words.map(conformance).joined(separator: "\n\n") + "\n"

// MARK: - Main

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let url = root.appendingPathComponent(path)
let isCurrent = (try? String(contentsOf: url, encoding: .utf8)) == contents
if CommandLine.arguments.dropFirst().contains("--check") {
    if !isCurrent {
        print("\(path) differs from what Scripts/generate-atomics.swift writes")
        print("run `swift Scripts/generate-atomics.swift` and commit the result")
        exit(1)
    }
    print("the generated atomics are up to date")
} else if !isCurrent {
    try contents.write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(path)")
}
