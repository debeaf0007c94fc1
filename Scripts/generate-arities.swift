// Writes the files that repeat one shape for 2 to 8 inputs: combineLatest and zip of observables,
// shared sequences (Driver, Signal) and infallibles, and zip of Singles and Maybes. Their logic
// lives once, in the combining engine (Sources/Streams/Operators/CombineLatest.swift); these are
// the typed entry points RxSwift's API has for each arity.
//
//   swift Scripts/generate-arities.swift           rewrites the generated files
//   swift Scripts/generate-arities.swift --check   fails, naming them, when a generated file differs
//                                                  from what this script writes (CI runs it)
//
// Edit this script, never the generated files; then run it and commit both.

import Foundation

let arities = 2...8
let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]

/// `1...n` mapped and joined: `list(3) { "O\($0)" }` is "O1, O2, O3".
func list(_ n: Int, separator: String = ", ", _ item: (Int) -> String) -> String {
    (1...n).map(item).joined(separator: separator)
}

/// Zero-based tuple indices: `tupleList(2) { "$0.\($0)!" }` is "$0.0!, $0.1!".
func tupleList(_ n: Int, _ item: (Int) -> String) -> String {
    (0..<n).map(item).joined(separator: ", ")
}

// MARK: - Doc comments

/// A member's doc comment from paragraphs ("" is a blank line), each wrapped at 100 columns. A
/// paragraph that is a DocC list item ("- Returns: ...", "  - source1: ...") continues under its
/// text.
func doc(_ paragraphs: [String]) -> String {
    let prefix = "    ///"
    var lines: [String] = []
    for paragraph in paragraphs {
        if paragraph.isEmpty {
            lines.append(prefix)
            continue
        }
        let bullet = paragraph.prefix { $0 == " " }.count
        let hanging = paragraph.dropFirst(bullet).hasPrefix("- ") ? bullet + 2 : bullet
        var line = prefix + " " + String(repeating: " ", count: bullet)
        var lineHasWord = false
        for word in paragraph.split(separator: " ") {
            if lineHasWord, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = prefix + " " + String(repeating: " ", count: hanging)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

/// The `- Parameters:` list: `n` sources named `source1`..., then `extra` (each "name: text").
func parameters(_ n: Int, source: (String) -> String, extra: [String] = []) -> [String] {
    ["- Parameters:"]
        + (1...n).map { "  - source\($0): \(source(ordinals[$0 - 1]))" }
        + extra.map { "  - \($0)" }
}

/// What a source's element is to the result, e.g. "The second source; its latest element is
/// `resultSelector`'s second argument."
func role(isLatest: Bool, inTuple: Bool) -> (String) -> String {
    { ordinal in
        switch (isLatest, inTuple) {
        case (true, false): "The \(ordinal) source; its latest element is `resultSelector`'s \(ordinal) argument."
        case (true, true): "The \(ordinal) source; its latest element is the tuple's \(ordinal) element."
        case (false, false): "The \(ordinal) source; its elements are `resultSelector`'s \(ordinal) arguments."
        case (false, true): "The \(ordinal) source; its elements are the tuples' \(ordinal) elements."
        }
    }
}

/// The first sentence of a combineLatest or zip form.
func summary(isLatest: Bool, inTuple: Bool) -> String {
    let how = inTuple ? (isLatest ? "into a tuple" : "into tuples") : "with `resultSelector`"
    return isLatest
        ? "Combines the latest elements of the sources \(how) each time one of them emits, once every source has emitted."
        : "Combines the sources' elements by index \(how): the first element of each, then the second of each, and so on."
}

/// When the Observable forms complete and how they fail; the trait forms refer to them.
func rules(isLatest: Bool) -> String {
    isLatest
        ? "It completes when every source has completed, or at once when an element arrives while every other source completed without ever emitting (no combination can follow). An error ends it at once; the failing source is disposed before its error is passed on, the others after, as in RxSwift."
        : "Each source's elements wait in a queue until every source has one. It completes when every source has completed (the collection form `zip([...])` also completes when an element arrives that can never be paired; this form, like RxSwift's, does not). An error ends it at once; the failing source is disposed before its error is passed on, the others after, as in RxSwift."
}

/// The `resultSelector` parameter of a combineLatest or zip form.
func selector(isLatest: Bool, throwing: String) -> String {
    let when = isLatest
        ? "called each time a source emits once all have"
        : "called once every source has an element waiting"
    return "resultSelector: Makes a result of one element of each source, \(when). \(throwing)"
}

let selectorThrows = "An error it throws ends the sequence with that error."

/// What the trait forms say of a throwing `resultSelector`: RxSwift declares it `throws`, but
/// the trait has no error to deliver.
func mustNotThrow(_ trait: String) -> String {
    "Declared `throws` as in RxSwift, but it must not throw: \(trait) has no error to deliver, so its subscribers would receive an error they have no handler for."
}

// MARK: - Observable

/// combineLatest or zip of observables, both forms: each stores its sources' elements in a tuple
/// of the engine's values (combineLatest the latest of each, zip a queue of each).
func observable(_ operatorName: String, _ n: Int) -> String {
    let isLatest = operatorName == "combineLatest"
    let generics = list(n) { "O\($0): ObservableType" }
    let arguments = list(n) { "_ source\($0): O\($0)" }
    let elements = list(n) { "O\($0).Element" }
    let emptyValues = isLatest
        ? "(\(list(n) { _ in "nil" })) as (\(list(n) { "O\($0).Element?" }))"
        : "(\(list(n) { _ in "Queue()" })) as (\(list(n) { "Queue<O\($0).Element>" }))"
    let store = isLatest ? { (index: Int) in "$0.\(index) = $1" } : { (index: Int) in "$0.\(index).enqueue($1)" }
    let take = isLatest ? "$0" : "(\(tupleList(n) { "$0.\($0).dequeue()!" }))"
    let selected = tupleList(n) { isLatest ? "$0.\($0)!" : "$0.\($0)" }
    let selectorDoc = doc(
        [summary(isLatest: isLatest, inTuple: false), "", rules(isLatest: isLatest), ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: false), extra: [selector(isLatest: isLatest, throwing: selectorThrows)])
            + ["- Returns: The results of `resultSelector`."])
    let tupleDoc = doc(
        [summary(isLatest: isLatest, inTuple: true), "", rules(isLatest: isLatest), ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: true))
            + [isLatest ? "- Returns: Tuples of the sources' latest elements." : "- Returns: Tuples of one element of each source."])
    return """
        extension ObservableType {
        \(selectorDoc)
            @inlinable
            public static func \(operatorName)<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> Observable<Element> {
                combining(
                    mode: \(isLatest ? ".latest" : ".zip"),
                    form: .arity,
                    emptyValues: \(emptyValues),
                    inputs: [
        \(list(n, separator: "\n") { "                CombiningInputSource(source\($0).asObservable()) { \(store($0 - 1)) }," })
                    ],
                    take: { \(take) },
                    resultSelector: { try resultSelector(\(selected)) }
                )
            }
        }

        extension ObservableType where Element == Any {
        \(tupleDoc)
            @inlinable
            public static func \(operatorName)<\(generics)>(\(arguments)) -> Observable<(\(elements))> {
                Observable<(\(elements))>.\(operatorName)(\(list(n) { "source\($0)" })) { (\(tupleList(n) { "$\($0)" })) }
            }
        }
        """
}

// MARK: - Traits

/// combineLatest or zip of shared sequences, both forms.
func sharedSequence(_ operatorName: String, _ n: Int) -> String {
    let isLatest = operatorName == "combineLatest"
    let generics = list(n) { "O\($0): SharedSequenceConvertibleType" }
    let arguments = list(n) { "_ source\($0): O\($0)" }
    let elements = list(n) { "O\($0).Element" }
    let constraints = list(n, separator: ",\n") { "        SharingStrategy == O\($0).SharingStrategy" }
    let observables = list(n) { "source\($0).asSharedSequence().asObservable()" }
    let guarantees = "The sources share one sharing strategy (all Drivers, or all Signals), and so does the result: it delivers on the strategy's scheduler, shares one subscription among its subscribers and never fails. It completes as ``ObservableType``'s `\(operatorName)` of the same arity does."
    let selectorDoc = doc(
        [summary(isLatest: isLatest, inTuple: false), "", guarantees, ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: false), extra: [selector(isLatest: isLatest, throwing: mustNotThrow("a shared sequence"))])
            + ["- Returns: A shared sequence of the same strategy with the results of `resultSelector`."])
    let tupleDoc = doc(
        [summary(isLatest: isLatest, inTuple: true), "", guarantees, ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: true))
            + ["- Returns: A shared sequence of the same strategy with tuples of the sources' elements."])
    return """
        extension SharedSequence {
        \(selectorDoc)
            public static func \(operatorName)<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> SharedSequence<SharingStrategy, Element> where
        \(constraints)
            {
                SharedSequence(Observable.\(operatorName)(\(observables), resultSelector: resultSelector))
            }
        }

        extension SharedSequenceConvertibleType where Element == Any {
        \(tupleDoc)
            public static func \(operatorName)<\(generics)>(\(arguments)) -> SharedSequence<O1.SharingStrategy, (\(elements))> where
        \(constraints)
            {
                SharedSequence<O1.SharingStrategy, (\(elements))>(Observable.\(operatorName)(\(observables)))
            }
        }
        """
}

/// combineLatest or zip of infallibles, both forms. (RxSwift declares the selector form of
/// combineLatest on `Infallible` and that of zip on `InfallibleType`; so does Streams.)
func infallible(_ operatorName: String, _ n: Int) -> String {
    let isLatest = operatorName == "combineLatest"
    let generics = list(n) { "I\($0): InfallibleType" }
    let arguments = list(n) { "_ source\($0): I\($0)" }
    let elements = list(n) { "I\($0).Element" }
    let observables = list(n) { "source\($0).asObservable()" }
    let completion = "It completes as ``ObservableType``'s `\(operatorName)` of the same arity does."
    let selectorDoc = doc(
        [summary(isLatest: isLatest, inTuple: false), "", completion, ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: false), extra: [selector(isLatest: isLatest, throwing: mustNotThrow("an `Infallible`"))])
            + ["- Returns: An infallible of the results of `resultSelector`."])
    let tupleDoc = doc(
        [summary(isLatest: isLatest, inTuple: true), "", completion, ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: true))
            + ["- Returns: An infallible of tuples of the sources' elements."])
    return """
        extension \(isLatest ? "Infallible" : "InfallibleType") {
        \(selectorDoc)
            public static func \(operatorName)<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> Infallible<Element> {
                Infallible(Observable.\(operatorName)(\(observables), resultSelector: resultSelector))
            }
        }

        extension InfallibleType where Element == Any {
        \(tupleDoc)
            public static func \(operatorName)<\(generics)>(\(arguments)) -> Infallible<(\(elements))> {
                Infallible(Observable.\(operatorName)(\(observables)))
            }
        }
        """
}

/// zip of Singles or Maybes, both forms.
func primitiveSequenceZip(_ trait: String, _ n: Int) -> String {
    let isSingle = trait == "SingleTrait"
    let generics = list(n) { "E\($0)" }
    let arguments = list(n) { "_ source\($0): PrimitiveSequence<Trait, E\($0)>" }
    let elements = list(n) { "E\($0)" }
    let observables = list(n) { "source\($0).asObservable()" }
    let what = isSingle
        ? "Waits for the element of every `Single` and succeeds with their combination; an error of any source ends it with that error at once."
        : "Waits for the element of every `Maybe` and emits their combination. It completes empty once every source has completed and one of them had no element; an error of any source ends it with that error at once."
    let result = isSingle ? "A `Single`" : "A `Maybe`"
    let selectorDoc = doc(
        [what, ""]
            + parameters(n, source: { "The \($0) source; its element is `resultSelector`'s \($0) argument." }, extra: [
                "resultSelector: Makes the result of the sources' elements, called once every source has its element. \(selectorThrows)",
            ])
            + ["- Returns: \(result) of the result of `resultSelector`."])
    let tupleDoc = doc(
        [what, ""]
            + parameters(n, source: { "The \($0) source; its element is the tuple's \($0) element." })
            + ["- Returns: \(result) of a tuple of the sources' elements."])
    return """
        extension PrimitiveSequenceType where Trait == \(trait) {
        \(selectorDoc)
            public static func zip<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> PrimitiveSequence<Trait, Element> {
                PrimitiveSequence(raw: Observable.zip(\(observables), resultSelector: resultSelector))
            }
        }

        extension PrimitiveSequenceType where Element == Any, Trait == \(trait) {
        \(tupleDoc)
            public static func zip<\(generics)>(\(arguments)) -> PrimitiveSequence<Trait, (\(elements))> {
                PrimitiveSequence(raw: Observable.zip(\(observables)))
            }
        }
        """
}

// MARK: - Files

/// A generated file: its summary comment, the note that it is generated, then the sections.
func file(_ summary: String, _ sections: [String]) -> String {
    summary + """

        //
        // Generated by Scripts/generate-arities.swift: do not edit. Change the script, then run
        // `swift Scripts/generate-arities.swift` (CONTRIBUTING, "Generated files").


        """ + sections.joined(separator: "\n\n") + "\n"
}

let files: [(path: String, contents: String)] = [
    ("Sources/Streams/Operators/CombineLatest+Arity.swift", file(
        "// combineLatest of 2 to 8 observables: typed entry points into the combining engine.",
        arities.map { observable("combineLatest", $0) })),
    ("Sources/Streams/Operators/Zip+Arity.swift", file(
        "// zip of 2 to 8 observables: typed entry points into the combining engine.",
        arities.map { observable("zip", $0) })),
    ("Sources/Streams/Traits/SharedSequence/SharedSequence+Arity.swift", file(
        "// combineLatest and zip of 2 to 8 shared sequences of one strategy, over the Observable forms.",
        arities.flatMap { [sharedSequence("combineLatest", $0), sharedSequence("zip", $0)] })),
    ("Sources/Streams/Traits/Infallible/Infallible+Arity.swift", file(
        "// combineLatest and zip of 2 to 8 infallibles, over the Observable forms (an `Infallible` is an\n// `Observable` that never errors, so no logic is repeated here).",
        arities.flatMap { [infallible("combineLatest", $0), infallible("zip", $0)] })),
    ("Sources/Streams/Traits/PrimitiveSequence/PrimitiveSequence+Zip.swift", file(
        "// zip of 2 to 8 Singles or Maybes, over the Observable forms.",
        arities.map { primitiveSequenceZip("SingleTrait", $0) } + arities.map { primitiveSequenceZip("MaybeTrait", $0) })),
]

// MARK: - Main

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let check = CommandLine.arguments.dropFirst().contains("--check")
var stale: [String] = []
for (path, contents) in files {
    let url = root.appendingPathComponent(path)
    if (try? String(contentsOf: url, encoding: .utf8)) == contents { continue }
    if check {
        stale.append(path)
    } else {
        try contents.write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    }
}
if check {
    for path in stale {
        print("\(path) differs from what Scripts/generate-arities.swift writes")
    }
    if !stale.isEmpty {
        print("run `swift Scripts/generate-arities.swift` and commit the result")
        exit(1)
    }
    print("the \(files.count) generated files are up to date")
}
