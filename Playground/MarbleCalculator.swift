import Foundation
import Streams
import StreamsInspector
import StreamsTest

/// `swift run Playground marbles "<diagram>" <operator> [argument] [--svg FILE]`: runs the real
/// operator on a `TestScheduler` and draws what it emitted under the diagrams it read; with
/// `--svg`, it also writes the same drawing as an SVG picture to FILE. Times are in frames.
///
/// Every diagram is a cold sequence, whose frame 0 is the frame it is subscribed at: the
/// operator subscribes its source at frame 0, a second diagram when it needs it (`concat` when
/// the source completes), an inner diagram once for each value that starts it. Each input is
/// drawn where it ran, once per subscription.
///
/// What it is asked is bounded: a time argument is at most ``maximumFrames`` frames, everything
/// drawn happens in the first ``maximumFrames`` frames (0 to 999), a drawn line is at most
/// ``maximumWidth`` columns wide, and arithmetic on the user's numbers is checked. Beyond a limit
/// the command fails and says which one.
enum MarbleCalculator {
    static let usage = """
        usage: Playground marbles "<diagram>" <operator> [argument] [--svg FILE]
          map *N | +N | upper          filter even | odd | >N | <N | <values to keep>
          scan                         distinctUntilChanged
          take N | skip N | takeLast N | startWith <value>
          delay N | debounce N | throttle N     (N frames, at most \(maximumFrames))
          merge | concat | zip | combineLatest | withLatestFrom | sample "<second diagram>"
          flatMapLatest | flatMapFirst | concatMap "<inner diagram>"  (each value starts the inner)
        each letter or digit of a diagram is one value; map, filter and scan read digits as
        numbers. A diagram starts when it is subscribed, so it has no '^'; ' 5f ' waits 5 frames.
        Everything drawn happens in frames 0 to \(maximumFrames - 1) and fits in \(maximumWidth) columns.
        --svg FILE also writes the drawing as an SVG picture to FILE.
        """

    /// The most frames a time argument may be, and the frames a drawing spans: 0 to 999.
    static let maximumFrames = 1_000
    /// The widest a drawn timeline may be, in columns (groups of simultaneous events may need
    /// several columns per frame).
    static let maximumWidth = 1_000

    /// Returns the lines to print, or throws a `CommandFailure`; with `--svg FILE` among the
    /// arguments, writes the picture there first and adds a line that says so.
    static func run(_ arguments: [String]) throws -> [String] {
        var arguments = arguments
        var picture: String?
        if let flag = arguments.firstIndex(of: "--svg") {
            guard arguments.indices.contains(flag + 1), !arguments[flag + 1].isEmpty else {
                throw CommandFailure("--svg takes the file to write, e.g. `--svg map.svg`\n\(usage)", status: 2)
            }
            picture = arguments[flag + 1]
            arguments.removeSubrange(flag...(flag + 1))
        }
        let calculation = try Calculation(arguments)
        let lines = try calculation.drawing().lines
        guard let picture else { return lines }
        do {
            try calculation.diagram.svg().write(toFile: picture, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure("cannot write the picture to \(picture): \(error.localizedDescription)", status: 1)
        }
        return lines + ["picture: \(picture)"]
    }
}

/// The operator run on the user's diagrams: what went in and what came out, on the clock.
struct Calculation {
    /// The operator and its arguments, as typed.
    let command: String
    /// The inputs' timelines, a row per subscription, then the output's.
    let rows: [Row]
    /// What is worth saying about the input (numbers in consecutive frames).
    let inputNote: String?

    /// The tick the operator's source is subscribed at: frame 0 of the drawings.
    private static var subscribed: TestTime { TestScheduler.Defaults.subscribed }

    init(_ arguments: [String]) throws {
        guard arguments.count >= 2 else { throw CommandFailure(MarbleCalculator.usage, status: 2) }
        let name = arguments[1]
        let operands = Array(arguments.dropFirst(2))
        // Without a processing delay, work scheduled for now (`delay 0`, a diagram's frame 0)
        // happens in that frame, as the diagrams say.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = try Input(arguments[0], role: nil, scheduler: scheduler)
        let operation = try Operation(name, operands, source: source, scheduler: scheduler)
        let output = try Self.record(operation.apply(source.sequence.asObservable()), on: scheduler)
        if case .error(let overflow as Overflow)? = output.last?.value {
            throw CommandFailure(
                "\(name) \(operands.joined(separator: " ")): \(overflow.description); \(operation.instead)", status: 2)
        }
        let inputs = [source] + operation.inputs
        rows =
            inputs.flatMap { $0.timelines(subscribed: Self.subscribed) }
            + [Row(events: output, note: output.isEmpty ? "(no events)" : "")]
        command = ([name] + operands.map { $0.contains(" ") || $0.isEmpty ? "\"\($0)\"" : $0 }).joined(separator: " ")
        inputNote = inputs.lazy.compactMap(\.digitsNote).first
    }

    /// The drawing as a picture: the inputs, the command, the output, in frames from 0.
    var diagram: MarbleDiagram {
        let origin = Self.subscribed
        let lanes = rows.map { row in
            MarbleDiagram.Lane(
                label: row.label, events: row.events.map { ($0.time - origin, $0.value) },
                subscriptions: row.subscription.map {
                    [.init(subscribed: $0.subscribed - origin, disposed: $0.disposed.map { $0 - origin })]
                } ?? [])
        }
        let last = rows.flatMap { $0.events.map(\.time) }.max().map { $0 - origin } ?? 0
        return MarbleDiagram(
            inputs: Array(lanes.dropLast()), operation: command, outputs: [lanes[lanes.count - 1]], start: 0,
            end: last + 2
        )
    }

    /// Subscribes `output` at frame 0 and runs the clock until nothing is left to do — or, at
    /// frame `maximumFrames`, disposes the subscription and fails if anything was still to happen.
    private static func record(
        _ output: Observable<String>, on scheduler: TestScheduler
    ) throws -> [Recorded<Event<String>>] {
        let observer = scheduler.createObserver(String.self)
        var subscription: Disposable?
        var stillBusy = false
        scheduler.scheduleAt(subscribed) { subscription = output.subscribe(observer) }
        // Scheduled first, so it runs before anything else due in that frame.
        scheduler.scheduleAt(subscribed + MarbleCalculator.maximumFrames) {
            // The scheduler's description lists the work still queued: `[]` when there is none.
            stillBusy = scheduler.debugDescription != "[]"
            subscription?.dispose()
        }
        scheduler.start()
        subscription?.dispose()
        guard !stillBusy else {
            throw CommandFailure(
                "the operator is still at work at frame \(MarbleCalculator.maximumFrames); the calculator draws frames 0 to \(MarbleCalculator.maximumFrames - 1): use shorter diagrams or smaller time arguments",
                status: 2)
        }
        return observer.events
    }

    /// The rows laid out at the fewest columns per frame at which no group of simultaneous events
    /// covers the next event (a group lasts as many frames as it has characters), each with the
    /// keys of its elements.
    func drawing() throws -> Drawing {
        let lastFrame = rows.flatMap { $0.events.map { $0.time - Self.subscribed } }.max() ?? 0
        let tables = rows.map { ValueTable(for: $0.events) }
        func diagrams(columnsPerFrame scale: Int) -> [MarbleRendering] {
            zip(rows, tables).map { row, table in
                let scaled = row.events.map {
                    Recorded(time: Self.subscribed + ($0.time - Self.subscribed) * scale, value: $0.value)
                }
                return Marbles.render(scaled, values: table.keys, subscribed: Self.subscribed)
            }
        }
        /// Whether every event is drawn in its frame: the only problems are the elements without
        /// a key, one each (drawn as `?`).
        func fits(_ drawn: [MarbleRendering]) -> Bool {
            zip(drawn, tables).allSatisfy { $0.problems.count == $1.overflowEvents }
        }
        func tooWide(_ width: Int, columnsPerFrame scale: Int, atLeast: Bool = false) -> CommandFailure {
            let bound = atLeast ? "at least " : ""
            let why =
                scale == 1
                ? "" : " (\(bound)\(scale) per frame, so that groups of simultaneous events end before the next event)"
            return CommandFailure(
                "the drawing would be \(bound)\(width) columns wide\(why); the calculator draws at most \(MarbleCalculator.maximumWidth): use shorter diagrams or fewer simultaneous events",
                status: 2)
        }
        let widest = rows.flatMap { Dictionary(grouping: $0.events, by: \.time).values.map(\.count) }.max() ?? 1
        guard lastFrame < MarbleCalculator.maximumWidth else { throw tooWide(lastFrame + 1, columnsPerFrame: 1) }
        var scale = 1
        var drawn = diagrams(columnsPerFrame: 1)
        // A group of n events fits in n + 2 columns: past that, what is left is noted.
        while !fits(drawn), scale < widest + 2 {
            scale += 1
            guard lastFrame * scale < MarbleCalculator.maximumWidth else {
                throw tooWide(lastFrame * scale + 1, columnsPerFrame: scale, atLeast: true)
            }
            drawn = diagrams(columnsPerFrame: scale)
        }
        let width = drawn.map(\.diagram.count).max() ?? 0
        guard width <= MarbleCalculator.maximumWidth else { throw tooWide(width, columnsPerFrame: scale) }
        return Drawing(
            command: command, rows: rows, diagrams: drawn, tables: tables, columnsPerFrame: scale, inputNote: inputNote)
    }
}

/// A `Calculation` laid out in columns, ready to print.
struct Drawing {
    let command: String
    let rows: [Row]
    /// Each row drawn, with anything that could not be drawn exactly.
    let diagrams: [MarbleRendering]
    let tables: [ValueTable]
    let columnsPerFrame: Int
    let inputNote: String?

    /// The inputs, the command and the output, each followed by its note and the legend of the
    /// elements that do not stand for themselves, then the notes on the whole drawing.
    var lines: [String] {
        let width = diagrams.map(\.diagram.count).max() ?? 0
        func line(_ label: String, _ index: Int) -> String {
            let after = [rows[index].note, tables[index].legend].filter { !$0.isEmpty }
            let diagram = diagrams[index].diagram.padding(toLength: width, withPad: " ", startingAt: 0)
            return ([label + diagram] + after).joined(separator: "   ").trimmingTrailingSpaces()
        }
        var lines = rows.indices.dropLast().map { line($0 == 0 ? "input:  " : "        ", $0) }
        lines.append("        " + command)
        lines.append(line("output: ", rows.count - 1))
        return lines + notes.map { "note:   " + $0 }
    }

    private var notes: [String] {
        var notes: [String] = []
        if columnsPerFrame > 1, let group = diagrams.lazy.reversed().compactMap({ $0.diagram.firstGroup }).first {
            notes.append(
                "drawn at \(columnsPerFrame) columns per frame, so that groups such as \(group) end before the next event: a group lasts as many frames as it has characters"
            )
        }
        if tables.contains(where: { !$0.overflow.isEmpty }) {
            notes.append(
                "? stands for a value that found no key: the keys are A-Z, a-z and 0-9 (less the values that stand for themselves), and there are more values; after ?= the legend lists them in the order they come"
            )
        }
        let unexplained = zip(diagrams, tables).flatMap { diagram, table in
            diagram.problems.dropFirst(table.overflowEvents)
        }
        if !unexplained.isEmpty {
            notes.append("not drawn exactly: " + unexplained.joined(separator: "; "))
        }
        if let inputNote { notes.append(inputNote) }
        return notes
    }
}

/// Keys for the elements of one row: ASCII letters and digits stand for themselves; other
/// elements get a free key and a legend entry, and once the keys run out are drawn as `?`.
struct ValueTable {
    /// The characters a key may be.
    static let keyCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

    /// Each key and the element it stands for.
    let keys: [Character: String]
    /// The legend: `A=10 B=20`, then `?=...` for the elements without a key.
    let legend: String
    /// The elements without a key, in the order they first come.
    let overflow: [String]
    /// How many of the row's events are drawn as `?`.
    let overflowEvents: Int

    init(for events: [Recorded<Event<String>>]) {
        let elements = events.compactMap(\.value.element)
        let standing = Set(elements.compactMap { $0.count == 1 && Self.standsForItself($0) ? $0.first : nil })
        var free = Self.keyCharacters.filter { !standing.contains($0) }.makeIterator()
        var keys: [Character: String] = [:]
        var legend: [String] = []
        var overflow: [String] = []
        var seen = Set<String>()
        for element in elements where seen.insert(element).inserted {
            if element.count == 1, Self.standsForItself(element), let character = element.first {
                keys[character] = element
            } else if let key = free.next() {
                keys[key] = element
                legend.append("\(key)=\(element)")
            } else {
                overflow.append(element)
            }
        }
        if !overflow.isEmpty { legend.append("?=" + overflow.joined(separator: " ")) }
        self.keys = keys
        self.legend = legend.joined(separator: " ")
        self.overflow = overflow
        let unkeyed = Set(overflow)
        overflowEvents = elements.filter { unkeyed.contains($0) }.count
    }

    private static func standsForItself(_ element: String) -> Bool {
        element.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}

/// One line of the calculator's drawing: events on the clock, and what to say after them.
struct Row {
    let events: [Recorded<Event<String>>]
    let note: String
    /// What the picture calls it: `input`, the role of another diagram, `output`.
    var label = "output"
    /// For an input, the operator's subscription to it (ticks); `nil` when it was never
    /// subscribed, or for the output.
    var subscription: (subscribed: TestTime, disposed: TestTime?)?
}

/// Why a number could not be computed: it does not fit in an `Int`.
private struct Overflow: Error, CustomStringConvertible {
    let description: String

    /// `left operation right`, or an `Overflow` naming the operation when it does not fit.
    static func checked(_ left: Int, _ symbol: Character, _ right: Int) throws -> Int {
        let (result, overflow) =
            symbol == "*" ? left.multipliedReportingOverflow(by: right) : left.addingReportingOverflow(right)
        guard !overflow else {
            throw Overflow(
                description:
                    "\(left) \(symbol) \(right) does not fit in an Int (from \(Int.min) to \(Int.max))")
        }
        return result
    }
}

/// The operator a command names, as a function of its source, and the diagrams it reads besides
/// the source.
private struct Operation {
    let apply: (Observable<String>) -> Observable<String>
    let inputs: [Input]
    /// What to type instead when its arithmetic overflows.
    var instead = ""

    init(_ apply: @escaping (Observable<String>) -> Observable<String>, _ inputs: [Input] = []) {
        self.apply = apply
        self.inputs = inputs
    }

    init(_ name: String, _ operands: [String], source: Input, scheduler: TestScheduler) throws {
        func noOperand() throws {
            guard operands.isEmpty else {
                throw CommandFailure(
                    "\(name) takes no argument; got \(operands.map { "'\($0)'" }.joined(separator: " "))", status: 2)
            }
        }
        func operand(_ what: String, example: String) throws -> String {
            guard operands.count == 1 else {
                let got =
                    operands.isEmpty
                    ? "" : "; got \(operands.count): \(operands.map { "'\($0)'" }.joined(separator: " "))"
                throw CommandFailure("\(name) takes one argument, \(what), e.g. `\(name) \(example)`\(got)", status: 2)
            }
            return operands[0]
        }
        func count(_ what: String, atMost maximum: Int = .max) throws -> Int {
            let text = try operand(what, example: "2")
            guard let value = Int(text), (0...maximum).contains(value) else {
                throw CommandFailure(
                    "\(name) takes \(what) from 0 to \(maximum), e.g. `\(name) 2`; got '\(text)'", status: 2)
            }
            return value
        }
        func frames() throws -> RxTimeInterval {
            // One tick is one frame, and a TestScheduler's tick is one second.
            .seconds(try count("a number of frames", atMost: MarbleCalculator.maximumFrames))
        }
        func second(_ role: String) throws -> Input {
            try Input(operand("a second diagram", example: "\"--x--|\""), role: role, scheduler: scheduler)
        }
        func inner() throws -> Input {
            try Input(operand("an inner diagram", example: "\"-x-|\""), role: "inner", scheduler: scheduler)
        }
        func numbers(_ what: String) throws {
            if let value = source.firstNonNumber {
                throw CommandFailure(
                    "\(name) \(what) works on numbers, and '\(value)' is not one: write digits as the diagram's values, e.g. `marbles \"-1-2-3-|\" \(name) \"\(what)\"`",
                    status: 2)
            }
        }
        switch name {
        case "map":
            let change = try operand("*N (multiply), +N (add) or upper", example: "\"*10\"")
            if change == "upper" {
                self.init { $0.map { $0.uppercased() } }
                return
            }
            guard let (symbol, amount) = Self.numericOperand(change, symbols: "*+") else {
                throw CommandFailure(
                    "map takes *N (multiply), +N (add) or upper, N a whole number from \(Int.min) to \(Int.max), e.g. `map \"*10\"`; got '\(change)'",
                    status: 2)
            }
            try numbers(change)
            self.init { $0.map { String(try Overflow.checked(try Self.number($0), symbol, amount)) } }
            instead = "give a smaller N, e.g. `map \"\(symbol)10\"`"
        case "filter":
            let test = try operand("even, odd, >N, <N or the values to keep", example: "even")
            let keep: (Int) -> Bool
            switch test {
            case "even": keep = { $0.isMultiple(of: 2) }
            case "odd": keep = { !$0.isMultiple(of: 2) }
            default:
                if let (symbol, bound) = Self.numericOperand(test, symbols: "<>") {
                    keep = symbol == ">" ? { $0 > bound } : { $0 < bound }
                } else if !test.isEmpty, test.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                    self.init { $0.filter { test.contains($0) } }
                    return
                } else {
                    throw CommandFailure(
                        "filter takes even, odd, >N, <N (N a whole number from \(Int.min) to \(Int.max)) or the values to keep (ASCII letters and digits, e.g. `filter ac`); got '\(test)'",
                        status: 2)
                }
            }
            try numbers(test)
            self.init { $0.filter { keep(try Self.number($0)) } }
        case "scan":
            try noOperand()
            self.init {
                $0.scan("") { total, value in
                    if total.isEmpty { return value }
                    if let sum = Int(total), let n = Int(value) { return String(try Overflow.checked(sum, "+", n)) }
                    return total + value
                }
            }
            instead = "use fewer or smaller numbers"
        case "distinctUntilChanged":
            try noOperand()
            self.init { $0.distinctUntilChanged() }
        case "take":
            let n = try count("a count")
            self.init { $0.take(n) }
        case "skip":
            let n = try count("a count")
            self.init { $0.skip(n) }
        case "takeLast":
            let n = try count("a count")
            self.init { $0.takeLast(n) }
        case "startWith":
            let value = try operand("a value", example: "x")
            guard !value.isEmpty else {
                throw CommandFailure("startWith takes a value, e.g. `startWith x`; got an empty one", status: 2)
            }
            self.init { $0.startWith(value) }
        case "delay":
            let time = try frames()
            self.init { $0.delay(time, scheduler: scheduler) }
        case "debounce":
            let time = try frames()
            self.init { $0.debounce(time, scheduler: scheduler) }
        case "throttle":
            let time = try frames()
            self.init { $0.throttle(time, scheduler: scheduler) }
        case "merge":
            let other = try second("merged")
            self.init({ Observable.merge($0, other.sequence.asObservable()) }, [other])
        case "concat":
            let other = try second("then")
            self.init({ $0.concat(other.sequence) }, [other])
        case "zip":
            let other = try second("zipped")
            self.init({ Observable.zip($0, other.sequence.asObservable()) { $0 + $1 } }, [other])
        case "combineLatest":
            let other = try second("combined")
            self.init({ Observable.combineLatest($0, other.sequence.asObservable()) { $0 + $1 } }, [other])
        case "withLatestFrom":
            let other = try second("latest from")
            self.init({ $0.withLatestFrom(other.sequence) { $0 + $1 } }, [other])
        case "sample":
            let other = try second("sampler")
            self.init({ $0.sample(other.sequence) }, [other])
        case "flatMapLatest":
            let body = try inner()
            self.init({ $0.flatMapLatest { value in body.sequence.map { value + $0 } } }, [body])
        case "flatMapFirst":
            let body = try inner()
            self.init({ $0.flatMapFirst { value in body.sequence.map { value + $0 } } }, [body])
        case "concatMap":
            let body = try inner()
            self.init({ $0.concatMap { value in body.sequence.map { value + $0 } } }, [body])
        default:
            throw CommandFailure("unknown operator '\(name)'\n\(MarbleCalculator.usage)", status: 2)
        }
    }

    /// `*10` as ("*", 10), when `text` is one of `symbols` followed by a whole number that fits
    /// in an `Int`.
    private static func numericOperand(_ text: String, symbols: String) -> (Character, Int)? {
        guard let symbol = text.first, symbols.contains(symbol), let amount = Int(text.dropFirst()) else { return nil }
        return (symbol, amount)
    }

    /// A diagram's value as a number; the operators that call it checked the values first.
    private static func number(_ value: String) throws -> Int {
        guard let number = Int(value) else { throw CommandFailure("'\(value)' is not a number", status: 2) }
        return number
    }
}

/// A diagram from the command line: its events, timed from its subscription, and the cold test
/// sequence that sends them.
private struct Input {
    let text: String
    /// What it is to the operator (`merged`, `inner`); `nil` for the source.
    let role: String?
    let events: [Recorded<Event<String>>]
    let sequence: TestableObservable<String>

    init(_ text: String, role: String?, scheduler: TestScheduler) throws {
        let what = role == nil ? "diagram" : role == "inner" ? "inner diagram" : "second diagram"
        do {
            events = try Marbles.coldEvents(text, subscribed: 0)
        } catch let error as MarbleError {
            throw CommandFailure("bad \(what): \(error)", status: 1)
        }
        if let last = events.last, last.time >= MarbleCalculator.maximumFrames {
            throw CommandFailure(
                "the \(what) has an event at frame \(last.time); the calculator draws frames 0 to \(MarbleCalculator.maximumFrames - 1): shorten it",
                status: 2)
        }
        self.text = text
        self.role = role
        sequence = scheduler.createColdObservable(events)
    }

    /// The first value that is not a number.
    var firstNonNumber: String? {
        events.lazy.compactMap(\.value.element).first { Int($0) == nil }
    }

    /// Its events as they ran on the clock, a row per subscription, with the role and what is
    /// worth knowing about the subscription: when it was not at frame 0, when it was disposed
    /// before the diagram ended, or that it never was.
    func timelines(subscribed origin: TestTime) -> [Row] {
        let end = events.last { $0.value.isStopEvent }?.time
        let subscriptions = sequence.subscriptions
        func row(from start: TestTime, notes: [String]) -> Row {
            let all = (role.map { [$0] } ?? []) + notes + (events.isEmpty ? ["no events"] : [])
            return Row(
                events: events.map { Recorded(time: start + $0.time, value: $0.value) },
                note: all.isEmpty ? "" : "(" + all.joined(separator: ", ") + ")", label: role ?? "input")
        }
        guard !subscriptions.isEmpty else {
            var drawn = row(from: origin, notes: ["never subscribed"])
            drawn.label += " (never subscribed)"
            return [drawn]
        }
        return subscriptions.map { subscription in
            var notes: [String] = []
            if subscription.subscribe != origin {
                notes.append("subscribed at frame \(subscription.subscribe - origin)")
            }
            // A disposal at the last frame is the calculator's own, ending what never ends.
            if subscription.unsubscribe < origin + MarbleCalculator.maximumFrames,
                end.map({ subscription.subscribe + $0 > subscription.unsubscribe }) ?? true
            {
                notes.append("disposed at frame \(subscription.unsubscribe - origin)")
            }
            var drawn = row(from: subscription.subscribe, notes: notes)
            drawn.subscription = (
                subscription.subscribe,
                subscription.unsubscribe < origin + MarbleCalculator.maximumFrames ? subscription.unsubscribe : nil
            )
            return drawn
        }
    }

    /// A warning when two numbers are in consecutive frames: each character is a value, so
    /// `10` is 1 then 0, not ten.
    var digitsNote: String? {
        let numbers = events.compactMap { event in
            event.value.element.flatMap { Int($0) != nil ? (event.time, $0) : nil }
        }
        guard let pair = zip(numbers, numbers.dropFirst()).first(where: { $1.0 == $0.0 + 1 }) else { return nil }
        return
            "each character is one value: \(pair.0.1)\(pair.1.1) in \(text) is \(pair.0.1) at frame \(pair.0.0), then \(pair.1.1) at frame \(pair.1.0)"
    }
}

extension String {
    /// A diagram's first group of simultaneous events, `(ab)`.
    fileprivate var firstGroup: Substring? {
        guard let open = firstIndex(of: "("), let close = self[open...].firstIndex(of: ")") else { return nil }
        return self[open...close]
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
