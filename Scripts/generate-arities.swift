// Writes the files that repeat one shape: combineLatest and zip of 2 to 8 observables, shared
// sequences (Driver, Signal) and infallibles, and zip of 2 to 8 Singles and Maybes — their logic
// lives once, in the combining engine (Sources/Streams/Operators/CombineLatest/); these are
// the typed entry points RxSwift's API has for each arity — the forwarders with RxSwift's
// exact signatures of `subscribe`, `bind`, `drive` and `emit`
// (Sources/Streams/Core/SubscribeSignatures.swift), one entry each in a table, and those of the
// other calls that take closures to run (Sources/Streams/Core/ClosureSignatures.swift), read from
// their declarations.
//
//   swift Scripts/generate-arities.swift           rewrites the generated files
//   swift Scripts/generate-arities.swift --check   fails, naming them, when a generated file differs
//                                                  from what this script writes (CI runs it)
//
// Edit this script, never the generated files; then run it and commit both.

import Foundation

let arities = 2...8
/// The repository: the script is in its Scripts folder.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
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
/// text. A code span stays on one line (`[weak self]`).
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
        for word in codeSpansWhole(paragraph.split(separator: " ").map(String.init)) {
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

/// `words` with the words of each code span that holds a space joined into one.
func codeSpansWhole(_ words: [String]) -> [String] {
    var joined: [String] = []
    var isInSpan = false
    for word in words {
        if isInSpan { joined[joined.count - 1] += " " + word } else { joined.append(word) }
        if word.filter({ $0 == "`" }).count % 2 == 1 { isInSpan.toggle() }
    }
    return joined
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
    let when =
        isLatest
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
///
/// `@_alwaysEmitIntoClient`: a client compiles the forms it calls, specialized for its types, and
/// the library ships no copy of the fourteen of each operator. The closures' types are written out:
/// left to inference, the 8-source `zip` alone took 0.8 s to type-check.
func observable(_ operatorName: String, _ n: Int) -> String {
    let isLatest = operatorName == "combineLatest"
    let generics = list(n) { "O\($0): ObservableType" }
    let arguments = list(n) { "_ source\($0): O\($0)" }
    let elements = list(n) { "O\($0).Element" }
    let values = isLatest ? "(\(list(n) { "O\($0).Element?" }))" : "(\(list(n) { "Queue<O\($0).Element>" }))"
    let emptyValues = "(\(list(n) { _ in isLatest ? "nil" : "Queue()" }))"
    let store =
        isLatest
        ? { (index: Int) in "values.\(index) = element" }
        : { (index: Int) in "values.\(index).enqueue(element)" }
    let take = isLatest ? "values" : "(\(tupleList(n) { "values.\($0).dequeue()!" }))"
    let selected = tupleList(n) { isLatest ? "snapshot.\($0)!" : "snapshot.\($0)" }
    let selectorDoc = doc(
        [summary(isLatest: isLatest, inTuple: false), "", rules(isLatest: isLatest), ""]
            + parameters(
                n, source: role(isLatest: isLatest, inTuple: false),
                extra: [selector(isLatest: isLatest, throwing: selectorThrows)])
            + ["- Returns: The results of `resultSelector`."])
    let tupleDoc = doc(
        [summary(isLatest: isLatest, inTuple: true), "", rules(isLatest: isLatest), ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: true))
            + [
                isLatest
                    ? "- Returns: Tuples of the sources' latest elements."
                    : "- Returns: Tuples of one element of each source."
            ])
    return """
        extension ObservableType {
        \(selectorDoc)
            @_alwaysEmitIntoClient
            public static func \(operatorName)<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> Observable<Element> {
                typealias Values = \(values)
                typealias Snapshot = \(isLatest ? "Values" : "(\(elements))")
                typealias Input = CombiningInputSource<Values, Snapshot, Element>
                let emptyValues: Values = \(emptyValues)
                let inputs: [Input] = [
        \(list(n, separator: "\n") { "            Input(source\($0).asObservable()) { (values: inout Values, element: O\($0).Element) in \(store($0 - 1)) }," })
                ]
                return combining(
                    mode: \(isLatest ? ".latest" : ".zip"),
                    form: .arity,
                    emptyValues: emptyValues,
                    inputs: inputs,
                    take: { (values: inout Values) -> Snapshot in \(take) },
                    resultSelector: { (snapshot: Snapshot) throws -> Element in try resultSelector(\(selected)) }
                )
            }
        }

        extension ObservableType where Element == Any {
        \(tupleDoc)
            @_alwaysEmitIntoClient
            public static func \(operatorName)<\(generics)>(\(arguments)) -> Observable<(\(elements))> {
                Observable<(\(elements))>.\(operatorName)(\(list(n) { "source\($0)" })) { (\(tupleList(n) { "$\($0)" })) }
            }
        }
        """
}

// MARK: - Traits

// The trait forms only wrap the Observable form, so they are `@_alwaysEmitIntoClient` as well.

/// The sources as observables, one constant of a written type each, for the Observable form to
/// take. (Written as conversions in the arguments of the overloaded `combineLatest` or `zip`,
/// they are solved together with it: the bodies of `SharedSequence+Arity.swift` took the type
/// checker 2.7 times the instructions.)
func observableConstants(_ n: Int, element: (Int) -> String, conversion: String) -> String {
    list(n, separator: "\n") { "        let observable\($0): Observable<\(element($0))> = source\($0).\(conversion)" }
}

/// combineLatest or zip of shared sequences, both forms.
func sharedSequence(_ operatorName: String, _ n: Int) -> String {
    let isLatest = operatorName == "combineLatest"
    let generics = list(n) { "O\($0): SharedSequenceConvertibleType" }
    let arguments = list(n) { "_ source\($0): O\($0)" }
    let elements = list(n) { "O\($0).Element" }
    let constraints = list(n, separator: ",\n") { "        SharingStrategy == O\($0).SharingStrategy" }
    let constants = observableConstants(
        n, element: { "O\($0).Element" }, conversion: "asSharedSequence().asObservable()")
    let observables = list(n) { "observable\($0)" }
    let guarantees =
        "The sources share one sharing strategy (all Drivers, or all Signals), and so does the result: it delivers on the strategy's scheduler, shares one subscription among its subscribers and never fails. It completes as ``ObservableType``'s `\(operatorName)` of the same arity does."
    let selectorDoc = doc(
        [summary(isLatest: isLatest, inTuple: false), "", guarantees, ""]
            + parameters(
                n, source: role(isLatest: isLatest, inTuple: false),
                extra: [selector(isLatest: isLatest, throwing: mustNotThrow("a shared sequence"))])
            + ["- Returns: A shared sequence of the same strategy with the results of `resultSelector`."])
    let tupleDoc = doc(
        [summary(isLatest: isLatest, inTuple: true), "", guarantees, ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: true))
            + ["- Returns: A shared sequence of the same strategy with tuples of the sources' elements."])
    return """
        extension SharedSequence {
        \(selectorDoc)
            @_alwaysEmitIntoClient
            public static func \(operatorName)<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> SharedSequence<SharingStrategy, Element> where
        \(constraints)
            {
        \(constants)
                return SharedSequence(Observable.\(operatorName)(\(observables), resultSelector: resultSelector))
            }
        }

        extension SharedSequenceConvertibleType where Element == Any {
        \(tupleDoc)
            @_alwaysEmitIntoClient
            public static func \(operatorName)<\(generics)>(\(arguments)) -> SharedSequence<O1.SharingStrategy, (\(elements))> where
        \(constraints)
            {
        \(constants)
                return SharedSequence<O1.SharingStrategy, (\(elements))>(Observable.\(operatorName)(\(observables)))
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
            + parameters(
                n, source: role(isLatest: isLatest, inTuple: false),
                extra: [selector(isLatest: isLatest, throwing: mustNotThrow("an `Infallible`"))])
            + ["- Returns: An infallible of the results of `resultSelector`."])
    let tupleDoc = doc(
        [summary(isLatest: isLatest, inTuple: true), "", completion, ""]
            + parameters(n, source: role(isLatest: isLatest, inTuple: true))
            + ["- Returns: An infallible of tuples of the sources' elements."])
    return """
        extension \(isLatest ? "Infallible" : "InfallibleType") {
        \(selectorDoc)
            @_alwaysEmitIntoClient
            public static func \(operatorName)<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> Infallible<Element> {
                Infallible(Observable.\(operatorName)(\(observables), resultSelector: resultSelector))
            }
        }

        extension InfallibleType where Element == Any {
        \(tupleDoc)
            @_alwaysEmitIntoClient
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
    let what =
        isSingle
        ? "Waits for the element of every `Single` and succeeds with their combination; an error of any source ends it with that error at once."
        : "Waits for the element of every `Maybe` and emits their combination. It completes empty once every source has completed and one of them had no element; an error of any source ends it with that error at once."
    let result = isSingle ? "A `Single`" : "A `Maybe`"
    let selectorDoc = doc(
        [what, ""]
            + parameters(
                n, source: { "The \($0) source; its element is `resultSelector`'s \($0) argument." },
                extra: [
                    "resultSelector: Makes the result of the sources' elements, called once every source has its element. \(selectorThrows)"
                ])
            + ["- Returns: \(result) of the result of `resultSelector`."])
    let tupleDoc = doc(
        [what, ""]
            + parameters(n, source: { "The \($0) source; its element is the tuple's \($0) element." })
            + ["- Returns: \(result) of a tuple of the sources' elements."])
    return """
        extension PrimitiveSequenceType where Trait == \(trait) {
        \(selectorDoc)
            @_alwaysEmitIntoClient
            public static func zip<\(generics)>(\(arguments), resultSelector: @escaping (\(elements)) throws -> Element) -> PrimitiveSequence<Trait, Element> {
                PrimitiveSequence(raw: Observable.zip(\(observables), resultSelector: resultSelector))
            }
        }

        extension PrimitiveSequenceType where Element == Any, Trait == \(trait) {
        \(tupleDoc)
            @_alwaysEmitIntoClient
            public static func zip<\(generics)>(\(arguments)) -> PrimitiveSequence<Trait, (\(elements))> {
                PrimitiveSequence(raw: Observable.zip(\(observables)))
            }
        }
        """
}

// MARK: - RxSwift's subscribing signatures

// `subscribe`, `bind`, `drive`, `emit` and the traits' `subscribe` take `file:line:` after
// RxSwift's parameters, so that the `SubscriptionInspector` can say where each subscription was
// made. Beside each of them stands a forwarder with RxSwift's exact signature, for code that
// names the method without calling it: one entry of `subscribingExtensions` below. The
// declaration, the forwarded call and the doc comment are built from the entry; each kind of
// parameter has one wording, completed by what the extended type says of itself.

/// A handler closure of the subscribing methods, by its RxSwift name.
enum Handler: String {
    case onNext, onSuccess, onError, onFailure, onCompleted, onDisposed

    /// The closure's argument after the object of a `with:` form: nil when there is none.
    var argument: String? {
        switch self {
        case .onNext, .onSuccess: "Element"
        case .onError, .onFailure: "Swift.Error"
        case .onCompleted, .onDisposed: nil
        }
    }

    /// The event it handles, as a summary names it; nil for `onDisposed`.
    var event: String? {
        switch self {
        case .onNext: "the elements"
        case .onSuccess: "the element"
        case .onError, .onFailure: "the error"
        case .onCompleted: "the completion"
        case .onDisposed: nil
        }
    }

    /// Whether it handles an error.
    var isError: Bool { self == .onError || self == .onFailure }
}

/// A parameter of a subscribing method as RxSwift declares it. The table names the kinds;
/// `declaration`, `argument` and `documentation` spell each kind one way.
enum Parameter {
    /// `observers: Observer...` with `Observer: ObserverType`, whose element is the sequence's or
    /// its optional.
    case observers(label: String, ofOptionals: Bool = false)
    /// `relays: Relay...` with `Relay: RelayType`, or of the concrete relay type `relay`
    /// (`BehaviorRelay<Element>...`), whose element is the sequence's or its optional.
    case relays(label: String, relay: String? = nil, ofOptionals: Bool = false)
    /// `with object: Object`, with `Object: AnyObject`: the first argument of every handler.
    case object
    /// `_ name: @escaping (Event) -> Void`, the one closure that receives the events as values of
    /// the extended type's event type (`SubscribingExtension.events`).
    case events(name: String)
    /// A handler closure: optional with a `nil` default, or `@escaping` when `required`.
    case handler(Handler, required: Bool = false)

    static let onNext = Parameter.handler(.onNext)
    static let onSuccess = Parameter.handler(.onSuccess)
    static let onError = Parameter.handler(.onError)
    static let onFailure = Parameter.handler(.onFailure)
    static let onCompleted = Parameter.handler(.onCompleted)
    static let onDisposed = Parameter.handler(.onDisposed)

    /// A handler RxSwift declares without a default.
    static func required(_ handler: Handler) -> Parameter { .handler(handler, required: true) }

    var label: String {
        switch self {
        case .observers(let label, _), .relays(let label, _, _): label
        case .object: "with"
        case .events: "_"
        case .handler(let handler, _): handler.rawValue
        }
    }

    var name: String {
        switch self {
        case .observers: "observers"
        case .relays: "relays"
        case .object: "object"
        case .events(let name): name
        case .handler(let handler, _): handler.rawValue
        }
    }

    var handler: Handler? {
        if case .handler(let handler, _) = self { handler } else { nil }
    }

    /// A list of receivers: forwarded through the internal `subscribe(_:as:)` or
    /// `subscribe(accepting:as:)`, since Swift cannot pass a variadic parameter on as one.
    var isVariadic: Bool {
        switch self {
        case .observers, .relays: true
        case .object, .events, .handler: false
        }
    }

    /// The generic parameter it introduces, if any.
    var generic: String? {
        switch self {
        case .observers: "Observer: ObserverType"
        case .relays(_, nil, _): "Relay: RelayType"
        case .object: "Object: AnyObject"
        case .relays, .events, .handler: nil
        }
    }

    /// The requirement of the where-clause it brings, if any.
    var constraint: String? {
        switch self {
        case .observers(_, let ofOptionals): "Observer.Element == Element\(ofOptionals ? "?" : "")"
        case .relays(_, nil, let ofOptionals): "Relay.Element == Element\(ofOptionals ? "?" : "")"
        case .relays, .object, .events, .handler: nil
        }
    }

    /// `label name: Type`, in a method of `extended` whose handlers receive the object first when
    /// `withObject`.
    func declaration(in extended: SubscribingExtension, withObject: Bool) -> String {
        let type: String
        switch self {
        case .observers: type = "Observer..."
        case .relays(_, let relay, let ofOptionals):
            type = relay.map { "\($0)<Element\(ofOptionals ? "?" : "")>..." } ?? "Relay..."
        case .object: type = "Object"
        case .events: type = "@escaping (\(extended.eventClosure.type)) -> Void"
        case .handler(let handler, let required):
            let arguments = ((withObject ? ["Object"] : []) + [handler.argument].compactMap { $0 }).joined(
                separator: ", ")
            type = required ? "@escaping (\(arguments)) -> Void" : "((\(arguments)) -> Void)? = nil"
        }
        return (label == name ? name : "\(label) \(name)") + ": " + type
    }

    /// The argument that passes it on to the method of the same name with `file:line:`.
    var argument: String { label == "_" ? name : "\(label): \(name)" }

    /// Its `- Parameter` text, in a method of `type` whose stop events are `stops` and whose
    /// handlers, `handlers` of them, receive the object first when `withObject`.
    func documentation(in type: SubscribingExtension, withObject: Bool, handlers: [Handler], stops: String) -> String {
        let object = withObject ? "`object` and " : ""
        switch self {
        case .observers(_, let ofOptionals):
            return ofOptionals
                ? "The observers of optional elements that receive every event, its element as an optional, in the order given."
                : "The observers that receive every event, in the order given."
        case .relays(_, _, let ofOptionals):
            return ofOptionals
                ? "The relays of optional elements that accept every element, as an optional, in the order given."
                : "The relays that accept every element, in the order given."
        case .object:
            let receivers = handlers.count == 1 ? "`\(handlers[0].rawValue)`" : "each closure"
            return
                "The object passed to \(receivers), which would otherwise capture it with `[weak self]`: it is held weakly, and once it is gone \(handlers.count == 1 ? "`\(handlers[0].rawValue)` is" : "the closures are") no longer called."
        case .events:
            return "Called with \(type.eventClosure.cases)."
        case .handler(.onNext, _):
            return "Called with \(object)each element."
        case .handler(.onSuccess, _):
            return "Called with \(object)the element."
        case .handler(let handler, let required) where handler.isError:
            let called = "Called with \(object)the error."
            if required { return called }
            return withObject
                ? "\(called) Without it, the error is dropped, not sent to ``Hooks/defaultErrorHandler``, as in RxSwift."
                : "\(called) Without it, the error goes to ``Hooks/defaultErrorHandler``."
        case .handler(.onCompleted, _):
            return withObject ? "Called with `object` at \(type.completion)." : "Called at \(type.completion)."
        case .handler:
            return withObject
                ? "Called with `object`, if it is still alive, once: after \(stops), or on disposal if that comes first."
                : "Called once: after \(stops), or on disposal if that comes first."
        }
    }
}

/// The sharing traits, whose subscribing methods deliver on the main thread.
enum Sharing {
    case driver, signal

    /// What the doc comment says of the thread a method is called on.
    var callingThread: String {
        switch self {
        case .driver:
            "Call it on the main thread: the element a ``Driver`` replays is delivered during the subscription, on the calling thread; from another thread a debug build stops with a message naming the method."
        case .signal: "It may be called from any thread: a ``Signal`` replays nothing to a new subscriber."
        }
    }
}

/// One forwarder: a subscribing method under RxSwift's exact signature.
struct Forwarder {
    /// `subscribe`, `bind`, `drive` or `emit`.
    let method: String
    let parameters: [Parameter]
    /// RxSwift 6's new name of a method it deprecated, which the forwarder deprecates as well.
    let renamed: String?

    init(_ method: String, _ parameters: [Parameter], renamed: String? = nil) {
        self.method = method
        self.parameters = parameters
        self.renamed = renamed
    }

    var handlers: [Handler] { parameters.compactMap(\.handler) }
    var isVariadic: Bool { parameters.contains(where: \.isVariadic) }
    var withObject: Bool { parameters.contains { if case .object = $0 { true } else { false } } }
    var hasObservers: Bool { parameters.contains { if case .observers = $0 { true } else { false } } }
    var hasRelays: Bool { parameters.contains { if case .relays = $0 { true } else { false } } }
    var hasEventClosure: Bool { parameters.contains { if case .events = $0 { true } else { false } } }
    /// Whether its observers or relays are of optional elements.
    var ofOptionals: Bool {
        parameters.contains {
            switch $0 {
            case .observers(_, true), .relays(_, _, true): true
            default: false
            }
        }
    }

    /// The method's name as a selector, with or without the parameters that record the call:
    /// `bind(to:)`, `bind(to:file:line:)`; a method that takes closures also takes the caller's
    /// isolation, against which debug builds check where they run.
    func selector(recording: Bool = false) -> String {
        let takesClosures = !handlers.isEmpty || hasEventClosure
        let recorded = recording ? (takesClosures ? "file:line:isolation:" : "file:line:") : ""
        return method + "(" + parameters.map { "\($0.label):" }.joined() + recorded + ")"
    }
}

/// An extended type and the forwarders it holds, with what the doc comments say of it.
struct SubscribingExtension {
    /// The extended type and its where-clause: `PrimitiveSequenceType where Trait == SingleTrait`.
    let extended: String
    /// The trait that doc comments name (`Single`: "this ``Single``"), or nil: "this sequence".
    var trait: String? = nil
    /// The closure of `subscribe(_:)`, for the types that have one.
    var events: EventClosure? = nil
    /// The completion, as `onCompleted`'s documentation names it.
    var completion = "the completion"
    /// Whether the type can fail; one that cannot has no error handler.
    var canFail = false
    var sharing: Sharing? = nil
    let forwarders: [Forwarder]

    /// The closure that receives the events as values of the type's own event type.
    struct EventClosure {
        /// Its parameter's type: `SingleEvent<Element>`.
        let type: String
        /// What it is called with.
        let cases: String
        /// What happens when a source breaks the trait's contract, if anything.
        var contract: String? = nil
    }

    var eventClosure: EventClosure {
        guard let events else { preconditionFailure("\(extended) has an event closure but no `events`") }
        return events
    }

    /// The protocol that links name: `PrimitiveSequenceType`.
    var protocolName: String { String(extended.prefix { $0 != " " }) }
    var this: String { trait.map { "this ``\($0)``" } ?? "this sequence" }
    var aTrait: String { trait.map { ("AEIOU".contains($0.first!) ? "an" : "a") + " ``\($0)``" } ?? "a sequence" }
}

/// `items` as prose: "a, b and c" (or "a, b or c").
func prose(_ items: [String], _ conjunction: String = "and") -> String {
    items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last!
}

/// The doc comment of `forwarder` in `type`.
func documentation(_ forwarder: Forwarder, in type: SubscribingExtension) -> String {
    let handlers = forwarder.handlers
    let events = handlers.compactMap(\.event)
    let stops = prose(handlers.filter { $0 != .onNext }.compactMap(\.event), "or")

    var summary: String
    if forwarder.hasObservers {
        summary =
            "Sends every event of \(type.this)\(forwarder.ofOptionals ? ", its element as an optional," : "") to each of `observers`, in the order given."
    } else if forwarder.hasRelays {
        summary =
            "Sends every element of \(type.this)\(forwarder.ofOptionals ? ", as an optional," : "") to each of `relays`, in the order given."
    } else if forwarder.hasEventClosure {
        summary =
            "Subscribes a closure to the events of \(type.this), as ``\(type.eventClosure.type.prefix { $0 != "<" })`` values."
    } else if handlers.isEmpty {
        summary = "Subscribes and ignores the events, keeping the shared subscription of \(type.this) running."
    } else {
        let isOne = handlers.filter { $0 != .onDisposed }.count == 1
        summary = "Subscribes \(isOne ? "a closure" : "closures") to \(prose(events)) of \(type.this)"
        if forwarder.withObject {
            summary +=
                isOne
                ? ", passing it an object held weakly; once the object is gone it is no longer called."
                : ", passing each an object held weakly; once the object is gone they are no longer called."
        } else {
            summary += "."
        }
    }

    var notes: [String] = []
    if !forwarder.parameters.isEmpty {
        notes.append(
            type.sharing == nil
                ? "Events are delivered on the thread they arrive on."
                : "Events are delivered on the main thread (or on the scheduler given to ``SharingScheduler/mock(scheduler:action:)``)."
        )
    }
    if let sharing = type.sharing { notes.append(sharing.callingThread) }
    if !handlers.isEmpty, !type.canFail { notes.append("There is no error handler: \(type.aTrait) cannot fail.") }
    if type.canFail, forwarder.method == "bind", !forwarder.hasObservers, !handlers.contains(where: \.isError) {
        notes.append(
            "An error is a programmer error in a binding: it is not passed on but reported through ``Hooks/anomalyHandler``, in every build."
        )
    }
    if forwarder.hasRelays { notes.append("A relay cannot stop, so the completion is not passed on.") }
    if forwarder.hasEventClosure, let contract = type.eventClosure.contract { notes.append(contract) }
    if let renamed = forwarder.renamed {
        notes.append("Deprecated, as in RxSwift 6, in favour of ``\(type.protocolName)/\(renamed)``.")
    }
    notes.append(
        "This form has RxSwift's exact signature, for code that names the method without calling it; a call gets `\(forwarder.selector(recording: true))`, which records its site for the `SubscriptionInspector` (a subscription made here has none)."
    )

    let parameters = forwarder.parameters.map {
        "\($0.name): " + $0.documentation(in: type, withObject: forwarder.withObject, handlers: handlers, stops: stops)
    }
    let parameterList =
        parameters.count == 1
        ? ["- Parameter \(parameters[0])"]
        : parameters.isEmpty ? [] : ["- Parameters:"] + parameters.map { "  - \($0)" }
    return doc(
        [summary, "", notes.joined(separator: " "), ""]
            + parameterList
            + ["- Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop."])
}

/// The forwarder's declaration and body, after its doc comment. `@_alwaysEmitIntoClient`: a
/// client that names one compiles that one, and the library ships none of them.
func declaration(_ forwarder: Forwarder, in type: SubscribingExtension) -> String {
    let generics = forwarder.parameters.compactMap(\.generic)
    let constraints = forwarder.parameters.compactMap(\.constraint)
    let declarations = forwarder.parameters.map { $0.declaration(in: type, withObject: forwarder.withObject) }
    // A method with defaults lists its parameters one a line, as RxSwift does.
    let hasDefaults = declarations.contains { $0.hasSuffix("= nil") }
    let list =
        hasDefaults
        ? "(\n" + declarations.map { "        \($0)" }.joined(separator: ",\n") + "\n    )"
        : "(" + declarations.joined(separator: ", ") + ")"
    let body: String
    if forwarder.isVariadic {
        let receivers =
            forwarder.hasRelays ? "accepting: { element in relays.forEach { $0.accept(element) } }" : "observers"
        let call = "subscribe(\(receivers), as: \"\(forwarder.selector())\", file: \"\", line: 0)"
        body =
            type.sharing == .driver
            ? "        MainThreadCheck.ensureMainThread(calling: \"\(forwarder.selector())\")\n        return \(call)"
            : "        \(call)"
    } else {
        let arguments = forwarder.parameters.map(\.argument) + ["file: \"\"", "line: 0"]
        body = "        \(forwarder.method)(\(arguments.joined(separator: ", ")))"
    }
    return (forwarder.renamed.map { "    @available(*, deprecated, renamed: \"\($0)\")\n" } ?? "")
        + "    @_disfavoredOverload\n"
        + "    @_alwaysEmitIntoClient\n"
        + "    public func \(forwarder.method)\(generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>")\(list) -> Disposable"
        + (constraints.isEmpty ? "" : " where \(constraints.joined(separator: ", "))")
        + " {\n\(body)\n    }"
}

func subscribing(_ type: SubscribingExtension) -> String {
    "extension \(type.extended) {\n"
        + type.forwarders.map { documentation($0, in: type) + "\n" + declaration($0, in: type) }.joined(
            separator: "\n\n")
        + "\n}"
}

// The forwarders, one an entry, in the order of the file they make.
let subscribingExtensions: [SubscribingExtension] = [
    SubscribingExtension(
        extended: "ObservableType",
        events: .init(type: "Event<Element>", cases: "each element, then the error or the completion"),
        canFail: true,
        forwarders: [
            Forwarder("bind", [.observers(label: "to")]),
            Forwarder("bind", [.observers(label: "to", ofOptionals: true)]),
            Forwarder("bind", [.required(.onNext)]),
            Forwarder("bind", [.relays(label: "to")]),
            Forwarder("bind", [.relays(label: "to", ofOptionals: true)]),
            Forwarder("subscribe", [.onNext, .onError, .onCompleted, .onDisposed]),
            Forwarder("subscribe", [.events(name: "on")]),
            Forwarder("subscribe", [.object, .onNext, .onError, .onCompleted, .onDisposed]),
            Forwarder("bind", [.object, .required(.onNext)]),
        ]),
    SubscribingExtension(
        extended: "PrimitiveSequenceType where Trait == SingleTrait",
        trait: "Single",
        events: .init(
            type: "SingleEvent<Element>",
            cases: "the outcome, once: `.success(element)` or `.failure(error)`",
            contract:
                "A source that completes without an element breaks the contract: that is reported through ``Hooks/anomalyHandler`` and the closure is not called."
        ),
        canFail: true,
        forwarders: [
            Forwarder("subscribe", [.events(name: "observer")]),
            Forwarder("subscribe", [.onSuccess, .onFailure, .onDisposed]),
            Forwarder(
                "subscribe", [.onSuccess, .required(.onError), .onDisposed],
                renamed: "subscribe(onSuccess:onFailure:onDisposed:)"),
            Forwarder("subscribe", [.object, .onSuccess, .onFailure, .onDisposed]),
        ]),
    SubscribingExtension(
        extended: "PrimitiveSequenceType where Trait == CompletableTrait, Element == Never",
        trait: "Completable",
        events: .init(type: "CompletableEvent", cases: "the outcome, once: `.completed` or `.error(error)`"),
        canFail: true,
        forwarders: [
            Forwarder("subscribe", [.events(name: "observer")]),
            Forwarder("subscribe", [.onCompleted, .onError, .onDisposed]),
            Forwarder("subscribe", [.object, .onCompleted, .onError, .onDisposed]),
        ]),
    SubscribingExtension(
        extended: "PrimitiveSequenceType where Trait == MaybeTrait",
        trait: "Maybe",
        events: .init(
            type: "MaybeEvent<Element>",
            cases: "the outcome, once: `.success(element)`, `.completed` or `.error(error)`"),
        completion: "the completion, which comes only when there is no element",
        canFail: true,
        forwarders: [
            Forwarder("subscribe", [.events(name: "observer")]),
            Forwarder("subscribe", [.onSuccess, .onError, .onCompleted, .onDisposed]),
            Forwarder("subscribe", [.object, .onSuccess, .onError, .onCompleted, .onDisposed]),
        ]),
    SubscribingExtension(
        extended: "InfallibleType",
        trait: "Infallible",
        events: .init(
            type: "InfallibleEvent<Element>",
            cases: "each element, then the completion",
            contract:
                "A source that fails all the same breaks the contract: the error is reported through ``Hooks/anomalyHandler`` and not passed to the closure."
        ),
        forwarders: [
            Forwarder("subscribe", [.onNext, .onCompleted, .onDisposed]),
            Forwarder("subscribe", [.object, .onNext, .onCompleted, .onDisposed]),
            Forwarder("subscribe", [.events(name: "on")]),
            Forwarder("bind", [.observers(label: "to")]),
            Forwarder("bind", [.observers(label: "to", ofOptionals: true)]),
            Forwarder("bind", [.required(.onNext)]),
            Forwarder("bind", [.relays(label: "to")]),
            Forwarder("bind", [.relays(label: "to", ofOptionals: true)]),
        ]),
    SubscribingExtension(
        extended: "SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy",
        trait: "Signal",
        sharing: .signal,
        forwarders: [
            Forwarder("emit", [.observers(label: "to")]),
            Forwarder("emit", [.observers(label: "to", ofOptionals: true)]),
            Forwarder("emit", [.relays(label: "to", relay: "BehaviorRelay")]),
            Forwarder("emit", [.relays(label: "to", relay: "BehaviorRelay", ofOptionals: true)]),
            Forwarder("emit", [.relays(label: "to", relay: "PublishRelay")]),
            Forwarder("emit", [.relays(label: "to", relay: "PublishRelay", ofOptionals: true)]),
            Forwarder("emit", [.relays(label: "to", relay: "ReplayRelay")]),
            Forwarder("emit", [.relays(label: "to", relay: "ReplayRelay", ofOptionals: true)]),
            Forwarder("emit", [.onNext, .onCompleted, .onDisposed]),
            Forwarder("emit", [.object, .onNext, .onCompleted, .onDisposed]),
            Forwarder("emit", []),
        ]),
    SubscribingExtension(
        extended: "SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy",
        trait: "Driver",
        sharing: .driver,
        forwarders: [
            Forwarder("drive", [.observers(label: "_")]),
            Forwarder("drive", [.observers(label: "_", ofOptionals: true)]),
            Forwarder("drive", [.relays(label: "_", relay: "BehaviorRelay")]),
            Forwarder("drive", [.relays(label: "_", relay: "BehaviorRelay", ofOptionals: true)]),
            Forwarder("drive", [.relays(label: "_", relay: "ReplayRelay")]),
            Forwarder("drive", [.relays(label: "_", relay: "ReplayRelay", ofOptionals: true)]),
            Forwarder("drive", [.onNext, .onCompleted, .onDisposed]),
            Forwarder("drive", [.object, .onNext, .onCompleted, .onDisposed]),
            Forwarder("drive", []),
        ]),
]

// MARK: - RxSwift's signatures of the other calls that take closures to run

// `create`, `deferred`, `using`, `do` and `Binder.init` (on each type that has them) take the
// caller's file, line and isolation after RxSwift's parameters, so that debug builds can report a
// closure written on an actor that runs off it. The forwarders with RxSwift's exact signatures are
// made from those declarations themselves: the script reads every public declaration of
// Sources/Streams whose parameters end with `file:line:isolation:` (the subscribing calls aside,
// whose forwarders come from the table above), and writes one forwarder each, with its doc comment
// less those three parameters.

/// A declaration of Sources/Streams that takes the caller's file, line and isolation.
struct IsolationTakingDeclaration {
    /// What its forwarder extends: the extension or type it is declared in, as written there.
    let extended: String
    /// Its doc comment's lines, as written.
    let documentation: [String]
    /// `public static func create`, `public init<Target: AnyObject>`.
    let head: String
    /// Its parameters, each as written (`_ subscribe: @escaping (AnyObserver<Element>) -> Disposable`).
    let parameters: [String]
    /// What follows the parameters: `-> Observable<Element>`, or nothing for an initializer.
    let tail: String
    let isAlwaysEmittedIntoClient: Bool
}

/// The name a declaration's head declares: `create` in `public static func create<T: P>`.
func declaredName(_ head: String) -> String {
    head.replacing(#/<.*$/#, with: "").components(separatedBy: " ").last!
}

/// `text` split at its commas that are not inside brackets.
func topLevelParts(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var previous: Character = " "
    for character in text {
        switch character {
        case "(", "[", "<": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous != "-": depth -= 1
        case "," where depth == 0:
            parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
            current = ""
            previous = character
            continue
        default: break
        }
        current.append(character)
        previous = character
    }
    let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !last.isEmpty { parts.append(last) }
    return parts
}

/// The declarations of one source file that take the caller's file, line and isolation, but for
/// the subscribing calls.
func isolationTakingDeclarations(in source: String) -> [IsolationTakingDeclaration] {
    let lines = source.components(separatedBy: "\n")
    var found: [IsolationTakingDeclaration] = []
    var extended = ""
    for (index, line) in lines.enumerated() {
        if let match = line.firstMatch(
            of: #/^(?:public )?(?:extension|struct|final class|class|enum) (.+?)(?::[^{]*)? \{$/#)
        {
            // The type's name without its generic parameters: an extension of it declares nothing new.
            extended = String(match.1).replacing(#/<.*>/#, with: "")
        }
        guard line.contains(#/^    public (?:static |convenience )*(?:func|init)\b/#) else { continue }
        // The whole declaration, up to the opening brace of its body.
        var end = index
        while !lines[end].contains("{") { end += 1 }
        guard lines[end].hasSuffix("{") else { continue }  // a body on one line: not a declaration of these
        let declaration = lines[index...end].joined(separator: "\n").dropLast().trimmingCharacters(in: .whitespaces)
        guard let open = declaration.firstIndex(of: "(") else { continue }
        let head = String(declaration[..<open]).trimmingCharacters(in: .whitespaces)
        // The parenthesis that closes the parameters.
        var depth = 0
        let close = declaration.indices[open...].first { position in
            if declaration[position] == "(" { depth += 1 }
            if declaration[position] == ")" { depth -= 1 }
            return depth == 0
        }!
        let parameters = topLevelParts(String(declaration[declaration.index(after: open)..<close]))
        guard parameters.suffix(3).map({ $0.components(separatedBy: ":")[0] }) == ["file", "line", "isolation"] else {
            continue
        }
        if ["subscribe", "bind", "drive", "emit"].contains(declaredName(head)) { continue }
        var attributes: [String] = []
        var first = index
        while lines[first - 1].hasPrefix("    @") {
            first -= 1
            attributes.append(lines[first])
        }
        var documentation: [String] = []
        while lines[first - 1].hasPrefix("    ///") {
            first -= 1
            documentation.insert(lines[first], at: 0)
        }
        found.append(
            IsolationTakingDeclaration(
                extended: extended, documentation: documentation, head: head,
                parameters: Array(parameters.dropLast(3)),
                tail: String(declaration[declaration.index(after: close)...]).trimmingCharacters(
                    in: .whitespacesAndNewlines),
                isAlwaysEmittedIntoClient: attributes.contains { $0.contains("@_alwaysEmitIntoClient") }))
    }
    return found
}

/// The forwarder of `declaration` under RxSwift's signature, with its doc comment.
func forwarder(_ declaration: IsolationTakingDeclaration) -> String {
    let isInitializer = declaration.head.hasSuffix("init") || declaration.head.contains("init<")
    let name = isInitializer ? "self.init" : declaredName(declaration.head)
    let arguments = declaration.parameters.map { parameter -> String in
        let names = parameter.components(separatedBy: ":")[0].components(separatedBy: " ")
        let label = names[0]
        let value = names.count > 1 ? names[1] : names[0]
        return label == "_" ? value : "\(label): \(value)"
    }
    // The summary (the doc comment's first paragraph), the note, then the parameters but the
    // caller's file, line and isolation, and what it returns.
    let summary = declaration.documentation.prefix { $0 != "    ///" }
    var rest = Array(declaration.documentation.drop { !$0.hasPrefix("    /// - Parameter") })
    for omitted in ["file", "line", "isolation"] {
        if let start = rest.firstIndex(where: { $0.hasPrefix("    ///   - \(omitted):") }) {
            var end = start + 1
            while end < rest.count, rest[end].hasPrefix("    ///     ") { end += 1 }
            rest.removeSubrange(start..<end)
        }
    }
    let kind = isInitializer ? "initializer" : "method"
    let note = [
        "    ///",
        "    /// This form has RxSwift's exact signature, for code that names the \(kind) without calling",
        "    /// it; a call gets the form that takes the caller's file, line and isolation, whose isolation",
        "    /// check this one skips.",
        "    ///",
    ]
    let signature =
        "\(declaration.head)(\(declaration.parameters.joined(separator: ", ")))"
        + (declaration.tail.isEmpty ? "" : " \(declaration.tail)")
    return (summary + note + rest).joined(separator: "\n") + """

            @_disfavoredOverload
            @_alwaysEmitIntoClient
            \(signature) {
                \(name)(\(arguments.joined(separator: ", ")), file: "", line: 0, isolation: nil)
            }
        """
}

/// The forwarders of every declaration that takes the caller's isolation, by extended type, in
/// the order of the files and of the declarations in them.
func isolationTakingForwarders() -> [String] {
    let sources = root.appendingPathComponent("Sources/Streams")
    let paths = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") }.sorted()
    var extensions: [(extended: String, forwarders: [String])] = []
    for path in paths {
        let source = try! String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        for declaration in isolationTakingDeclarations(in: source) {
            if let last = extensions.last, last.extended == declaration.extended {
                extensions[extensions.count - 1].forwarders.append(forwarder(declaration))
            } else {
                extensions.append((declaration.extended, [forwarder(declaration)]))
            }
        }
    }
    return extensions.map { "extension \($0.extended) {\n" + $0.forwarders.joined(separator: "\n\n") + "\n}" }
}

// MARK: - Files

/// A generated file: its summary comment, the note that it is generated, then the sections.
/// `swift format` leaves it alone: `--check` is what keeps it as the script writes it.
func file(_ summary: String, _ sections: [String]) -> String {
    summary + """

        //
        // Generated by Scripts/generate-arities.swift: do not edit. Change the script, then run
        // `swift Scripts/generate-arities.swift` (CONTRIBUTING, "Generated files").
        // swift-format-ignore-file


        """ + sections.joined(separator: "\n\n") + "\n"
}

let files: [(path: String, contents: String)] = [
    (
        "Sources/Streams/Operators/CombineLatest/CombineLatest+Arity.swift",
        file(
            "// combineLatest of 2 to 8 observables: typed entry points into the combining engine.",
            arities.map { observable("combineLatest", $0) })
    ),
    (
        "Sources/Streams/Operators/Zip+Arity.swift",
        file(
            "// zip of 2 to 8 observables: typed entry points into the combining engine.",
            arities.map { observable("zip", $0) })
    ),
    (
        "Sources/Streams/Traits/SharedSequence/SharedSequence+Arity.swift",
        file(
            "// combineLatest and zip of 2 to 8 shared sequences of one strategy, over the Observable forms.",
            arities.flatMap { [sharedSequence("combineLatest", $0), sharedSequence("zip", $0)] })
    ),
    (
        "Sources/Streams/Traits/Infallible/Infallible+Arity.swift",
        file(
            "// combineLatest and zip of 2 to 8 infallibles, over the Observable forms (an `Infallible` is an\n// `Observable` that never errors, so no logic is repeated here).",
            arities.flatMap { [infallible("combineLatest", $0), infallible("zip", $0)] })
    ),
    (
        "Sources/Streams/Traits/PrimitiveSequence/PrimitiveSequence+Zip.swift",
        file(
            "// zip of 2 to 8 Singles or Maybes, over the Observable forms.",
            arities.map { primitiveSequenceZip("SingleTrait", $0) }
                + arities.map { primitiveSequenceZip("MaybeTrait", $0) })
    ),
    (
        "Sources/Streams/Core/ClosureSignatures.swift",
        file(
            """
            // The other calls that take closures to run under RxSwift's exact signatures: `create`,
            // `deferred`, `using`, `do` and `Binder.init` take the caller's file, line and isolation
            // (`#fileID`, `#line`, `#isolation`), so that debug builds can report a closure written in
            // code isolated to an actor that runs off that actor. A call never writes them. Each version
            // below has RxSwift's signature, for code that names the method without calling it; it is
            // `@_disfavoredOverload`, so a call still gets the version that checks its closures.
            """,
            isolationTakingForwarders())
    ),
    (
        "Sources/Streams/Core/SubscribeSignatures.swift",
        file(
            """
            // The subscribing calls under RxSwift's exact signatures.
            //
            // `subscribe`, `bind`, `drive`, `emit` and the traits' `subscribe` take more parameters: the
            // caller's file and line (`#fileID`, `#line`), so that the `SubscriptionInspector` can say where
            // each subscription was made, and those that take closures its isolation (`#isolation`), so
            // that debug builds can report a closure written on an actor that runs off it. A call never
            // writes them, and compiles as it does with RxSwift. What would not compile with those versions alone is code that names the method
            // without calling it — `xs.subscribe(onNext:onError:onCompleted:onDisposed:)` as a function
            // value, or a protocol of the user's that requires the method. Each version below has RxSwift's
            // signature for that code; it is `@_disfavoredOverload`, so a call still gets the version that
            // records its site. What subscribes through one of these is reported at an unknown site.
            """,
            subscribingExtensions.map(subscribing))
    ),
]

// MARK: - Main

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
