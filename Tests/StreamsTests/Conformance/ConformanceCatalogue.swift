import Streams

// The operators a program is built from: each entry says what it takes (its receiver first),
// what it makes, how to draw its parameters, how to build it for a run and how to write it as
// Swift code. The entries live in the ConformanceCatalogue+*.swift files, by family.

/// A child an operator takes: its kind, and when it is built — once with the operator, or
/// inside one of the operator's closures (`catch`'s handler, `deferred`'s factory), anew each
/// time the closure runs; a flattening operator's closure also binds its element, which a leaf
/// inside may use.
struct Slot: Sendable {
    enum Building: Sendable { case once, perCall, perElement }

    let kind: Kind
    let building: Building

    static func plain(_ kind: Kind) -> Slot { Slot(kind: kind, building: .once) }
    static func closure(_ kind: Kind) -> Slot { Slot(kind: kind, building: .perCall) }
    static func element(_ kind: Kind) -> Slot { Slot(kind: kind, building: .perElement) }
}

/// The names the code of an operator uses: the parameter of its own closures (`bound`) and the
/// element of the enclosing closure, for a leaf that uses it (`element`).
struct CodeNames {
    let bound: String
    let element: String?
}

/// One operator of the catalogue.
struct Op: Sendable {
    /// A unique name: the API, with a qualifier where several entries exercise one name.
    let name: String
    let output: Kind
    /// The children it takes; the receiver (for a method) first.
    let slots: [Slot]
    /// Extra children of one kind after `slots` (the sources of `merge`, `zip`, ...): how many.
    let extra: ClosedRange<Int>
    let extraSlot: Slot?
    /// A leaf that uses the element of an enclosing flattening closure.
    let usesElement: Bool
    let weight: Int
    let generate: @Sendable (inout SeededRandom) -> Params
    let build: @Sendable (ConformanceRun, Params, [ConformanceChild]) -> Built
    let code: @Sendable (Params, [String], CodeNames) -> String

    init(
        _ name: String,
        _ output: Kind,
        _ slots: [Slot] = [],
        extra: (Slot, ClosedRange<Int>)? = nil,
        usesElement: Bool = false,
        weight: Int = 10,
        generate: @escaping @Sendable (inout SeededRandom) -> Params = { _ in Params() },
        build: @escaping @Sendable (ConformanceRun, Params, [ConformanceChild]) -> Built,
        code: @escaping @Sendable (Params, [String], CodeNames) -> String
    ) {
        self.name = name
        self.output = output
        self.slots = slots
        self.extra = extra?.1 ?? 0...0
        extraSlot = extra?.0
        self.usesElement = usesElement
        self.weight = weight
        self.generate = generate
        self.build = build
        self.code = code
    }

    /// The slot of child `index`.
    func slot(_ index: Int) -> Slot {
        index < slots.count ? slots[index] : extraSlot!
    }

    /// An operator with no children (a creation function).
    var isLeaf: Bool { slots.isEmpty && extraSlot == nil }

    /// The kind of its receiver, for an operator that takes one.
    var receiver: Kind? { slots.first?.kind }
}

enum ConformanceCatalogue {
    static let all: [Op] =
        observableTransforming + observableFiltering + observableCombining
        + observableTime + observableErrorsAndSharing + creation + singleMaybeCompletable + infallible + sharedSequences

    /// The entries by name.
    static func table(_ ops: [Op]) -> [String: Op] {
        var table: [String: Op] = [:]
        for op in ops {
            precondition(table[op.name] == nil, "two catalogue entries named \(op.name)")
            table[op.name] = op
        }
        return table
    }

    static let byName = table(all)
}

// MARK: Helpers the entries share

extension SeededRandom {
    /// A closure that throws at one element, a quarter of the time.
    mutating func throwing(_ params: inout Params) {
        if chance(25) {
            params.throwAt = int(0...9)
            params.errorCode = int(11...19)
        }
    }

    /// Parameters with `a` in `range`, and a throwing closure a quarter of the time.
    mutating func throwing(a range: ClosedRange<Int>) -> Params {
        var params = Params(a: int(range))
        throwing(&params)
        return params
    }

    /// A duration in ticks.
    mutating func duration() -> Int {
        pick(weighted: [(int(1...10), 3), (int(10...60), 5), (int(60...200), 2)])
    }
}

/// The statement a throwing closure starts with, as code: `if x == 3 { throw ... }; `.
func throwCode(_ params: Params, _ value: String) -> String {
    params.throwAt.map { "if \(value) == \($0) { throw ConformanceError(\(params.errorCode)) }; " } ?? ""
}

/// The handlers of a `do` entry that note each call in the run's log: `do7.onSubscribe`,
/// `do7.onError(ConformanceError(3))`.
struct DoNotes {
    let run: ConformanceRun
    let tag: String

    /// A handler without an argument.
    func callAsFunction(_ handler: String) -> () -> Void {
        { [run, tag] in run.note("\(tag).\(handler)") }
    }

    /// A handler that gets an element or an error.
    func with<Value>(_ handler: String) -> (Value) -> Void {
        { [run, tag] value in run.note("\(tag).\(handler)(\(value))") }
    }
}

/// The handlers of a `do` entry as code: `onSubscribe: { log.append("do7.onSubscribe") }`, with
/// the argument in the note if `argument`.
func notesCode(_ tag: String, _ handlers: String..., argument: Bool = false) -> String {
    handlers.map { "\($0): { log.append(\"\(tag).\($0)\(argument ? "(\\($0))" : "")\") }" }.joined(separator: ", ")
}

/// `.seconds(n)`: one tick is a second on the programs' `TestScheduler`.
func seconds(_ ticks: Int) -> RxTimeInterval { .seconds(ticks) }

func secondsCode(_ ticks: Int) -> String { ".seconds(\(ticks))" }

/// The values as a Swift list: `1, 2, 3`.
func listCode(_ values: [Int]) -> String { values.map(String.init).joined(separator: ", ") }
