import Streams
import StreamsTest

// A generated program: scripted sources, one expression tree of operators over them, and the
// subscribers that subscribe to it and dispose of it. Everything here is a plain value, so a
// program can be printed, compared, shrunk and run again.

/// The error generated sources send and generated closures throw. Codes 1–9 are sources'
/// errors, 11–19 errors thrown by closures, so a report tells them apart.
struct ConformanceError: Swift.Error, Equatable, CustomStringConvertible {
    let code: Int
    init(_ code: Int) { self.code = code }
    var description: String { "ConformanceError(\(code))" }
}

/// What a node of the program is: an observable or one of the traits.
enum Kind: String, CaseIterable {
    case observable, single, maybe, completable, infallible, driver, signal

    /// The type as Swift code names it.
    var typeName: String {
        switch self {
        case .observable: "Observable<Int>"
        case .single: "Single<Int>"
        case .maybe: "Maybe<Int>"
        case .completable: "Completable"
        case .infallible: "Infallible<Int>"
        case .driver: "Driver<Int>"
        case .signal: "Signal<Int>"
        }
    }
}

/// One event of a script.
enum Step: Equatable {
    case next(Int)
    case error(Int)
    case completed

    var isStop: Bool {
        if case .next = self { return false }
        return true
    }
}

/// An event of a script at a time: absolute for hot sources and subjects, relative to the
/// subscription for cold sources and `create`.
struct Timed: Equatable {
    var time: Int
    var step: Step
}

/// The kinds of scripted source a program may hold.
enum SourceKind: Equatable {
    case hot, cold
    case publishSubject
    case behaviorSubject(Int)
    case replaySubject(Int)
    case replayAll, asyncSubject
    case publishRelay
    case behaviorRelay(Int)
    case replayRelay(Int)

    /// Relays take elements only.
    var isRelay: Bool {
        switch self {
        case .publishRelay, .behaviorRelay, .replayRelay: true
        default: false
        }
    }

    /// Hot test observables and subjects play their script at absolute times.
    var isAbsolute: Bool { self != .cold }
}

/// A source with its script. Hot and cold sources get a well-formed script (a stop event
/// last, if any); subjects may be sent events after they stopped, which they must ignore.
struct ScriptedSource: Equatable {
    var kind: SourceKind
    var script: [Timed]
}

/// The parameters of one operator in the program; each operator of the catalogue says what
/// its fields mean (a count, a duration in ticks, a value a closure throws at, ...).
struct Params: Equatable {
    var a = 0
    var b = 0
    var flag = false
    /// The element at which the operator's closure throws `ConformanceError(errorCode)`.
    var throwAt: Int?
    var errorCode = 11
    var values: [Int] = []
    /// The script of a `create` leaf: relative times; 0 is sent during the subscription.
    var script: [Timed] = []
}

/// A node: a scripted source, or an operator applied to its children (the receiver first).
indirect enum Node: Equatable {
    case source(Int)
    case op(String, Params, [Node])

    var children: [Node] {
        if case .op(_, _, let children) = self { return children }
        return []
    }

    /// The number of operators in the tree.
    var size: Int {
        switch self {
        case .source: 1
        case .op(_, _, let children): 1 + children.reduce(0) { $0 + $1.size }
        }
    }
}

/// Who subscribes, with which API (an index into the subscription APIs of the root's kind),
/// when, and when it disposes: at `disposeAt`, or from its own handler once it has received
/// `disposeAfter` elements.
struct Subscriber: Equatable {
    var api: Int
    var subscribeAt: Int
    var disposeAt: Int
    var disposeAfter: Int?
}

/// A whole generated program.
struct Program: Equatable {
    var sources: [ScriptedSource]
    var root: Node
    var rootKind: Kind
    var subscribers: [Subscriber]

    /// When the run ends: every subscriber has disposed by then and nothing may be left.
    static let end = 1_200
}
