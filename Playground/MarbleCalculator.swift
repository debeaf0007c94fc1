import Foundation
import Streams
import StreamsTest

/// `swift run Playground marbles "<diagram>" <operator> [argument]`: runs the real operator on a
/// `TestScheduler` and draws what it emitted under the diagrams it read. Times are in frames.
///
/// Every diagram is a cold sequence, whose frame 0 is the frame it is subscribed at: the
/// operator subscribes its source at frame 0, a second diagram when it needs it (`concat` when
/// the source completes), an inner diagram once for each value that starts it. Each input is
/// drawn where it ran, once per subscription.
enum MarbleCalculator {
    static let usage = """
        usage: Playground marbles "<diagram>" <operator> [argument]
          map *N | +N | upper          filter even | odd | >N | <N | <values to keep>
          scan                         distinctUntilChanged
          take N | skip N | takeLast N startWith <value>
          delay N | debounce N | throttle N     (N frames)
          merge | concat | zip | combineLatest | withLatestFrom | sample "<second diagram>"
          flatMapLatest | flatMapFirst | concatMap "<inner diagram>"  (each value starts the inner)
        each letter or digit of a diagram is one value; map, filter and scan read digits as
        numbers. A diagram starts when it is subscribed, so leave out '^'.
        """

    /// The tick the operator's source is subscribed at: frame 0 of the drawings.
    private static let subscribed = TestScheduler.Defaults.subscribed

    /// Returns the lines to print, or throws a `CommandFailure`.
    static func run(_ arguments: [String]) throws -> [String] {
        guard arguments.count >= 2 else { throw CommandFailure(usage, status: 2) }
        let name = arguments[1]
        let operands = Array(arguments.dropFirst(2))
        // Without a processing delay, work scheduled for now (`delay 0`, a diagram's frame 0)
        // happens in that frame, as the diagrams say.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let source = try Input(arguments[0], role: nil, scheduler: scheduler)
        let step = try operation(name, operands, source: source, scheduler: scheduler)
        // Disposed only once everything has run: a diagram may be as long as it likes.
        let result = scheduler.start(disposed: .max) { step.apply(source.sequence.asObservable()) }

        var rows = ([source] + step.inputs).flatMap { $0.timelines(subscribed: subscribed) }
        rows.append(Row(events: result.events, note: result.events.isEmpty ? "(no events)" : ""))
        let command = ([name] + operands.map { $0.contains(" ") || $0.isEmpty ? "\"\($0)\"" : $0 }).joined(
            separator: " ")
        return draw(rows, command: command)
            + ([source] + step.inputs).compactMap(\.digitsNote).prefix(1).map { "note:   \($0)" }
    }

    /// Draws the inputs, the command and the output (the last row), each followed by its note
    /// and the legend of its elements longer than one character. Where a group of simultaneous events would cover
    /// the next event at one column per frame (a group lasts as many frames as it has
    /// characters), every line is drawn at the fewest columns per frame that fit.
    private static func draw(_ rows: [Row], command: String) -> [String] {
        let tables = rows.map { valueTable(for: $0.events) }
        func diagrams(columnsPerFrame: Int) -> [MarbleRendering] {
            zip(rows, tables).map { row, table in
                let scaled = row.events.map {
                    Recorded(time: subscribed + ($0.time - subscribed) * columnsPerFrame, value: $0.value)
                }
                return Marbles.render(scaled, values: table.values, subscribed: subscribed)
            }
        }
        let widest = rows.flatMap { Dictionary(grouping: $0.events, by: \.time).values.map(\.count) }.max() ?? 1
        let scale =
            (1...(widest + 2)).first { diagrams(columnsPerFrame: $0).allSatisfy(\.problems.isEmpty) } ?? widest + 2
        let drawn = diagrams(columnsPerFrame: scale).map(\.diagram)
        let width = drawn.map(\.count).max() ?? 0
        func line(_ label: String, _ index: Int) -> String {
            let after = [rows[index].note, tables[index].legend].filter { !$0.isEmpty }
            return ([label + drawn[index].padding(toLength: width, withPad: " ", startingAt: 0)] + after).joined(
                separator: "   "
            ).trimmingTrailingSpaces()
        }
        var lines = rows.indices.dropLast().map { line($0 == 0 ? "input:  " : "        ", $0) }
        lines.append("        " + command)
        lines.append(line("output: ", rows.count - 1))
        if scale > 1, let group = drawn.reversed().lazy.compactMap({ $0.firstGroup }).first {
            lines.append(
                "note:   drawn at \(scale) columns per frame, so that groups such as \(group) end before the next event: a group lasts as many frames as it has characters"
            )
        }
        return lines
    }

    /// Keys for the elements of `events`: one-character elements stand for themselves, longer
    /// ones get a letter and a legend entry.
    private static func valueTable(for events: [Recorded<Event<String>>]) -> (
        values: [Character: String], legend: String
    ) {
        var table: [Character: String] = [:]
        var legend: [String] = []
        let taken = Set(events.compactMap { $0.value.element.flatMap { $0.count == 1 ? $0.first : nil } })
        var free = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".filter { !taken.contains($0) }
            .makeIterator()
        for case .next(let value) in events.map(\.value) where !table.values.contains(value) {
            if value.count == 1, let character = value.first {
                table[character] = value
            } else if let key = free.next() {
                table[key] = value
                legend.append("\(key)=\(value)")
            }
        }
        return (table, legend.joined(separator: " "))
    }

    /// The operator `name` as a function of its source, and the diagrams it reads besides the
    /// source.
    private static func operation(_ name: String, _ operands: [String], source: Input, scheduler: TestScheduler) throws
        -> (apply: (Observable<String>) -> Observable<String>, inputs: [Input])
    {
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
        func count(_ what: String) throws -> Int {
            let text = try operand(what, example: "2")
            guard let value = Int(text), value >= 0 else {
                throw CommandFailure("\(name) takes \(what), e.g. `\(name) 2`; got '\(text)'", status: 2)
            }
            return value
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
            if change == "upper" { return ({ $0.map { $0.uppercased() } }, []) }
            guard let (symbol, amount) = numericOperand(change, symbols: "*+") else {
                throw CommandFailure(
                    "map takes *N (multiply), +N (add) or upper, e.g. `map \"*10\"`; got '\(change)'", status: 2)
            }
            try numbers(change)
            return (
                {
                    $0.map { value in
                        let n = try number(value)
                        return String(symbol == "*" ? n * amount : n + amount)
                    }
                }, []
            )
        case "filter":
            let test = try operand("even, odd, >N, <N or the values to keep", example: "even")
            let keep: (Int) -> Bool
            switch test {
            case "even": keep = { $0.isMultiple(of: 2) }
            case "odd": keep = { !$0.isMultiple(of: 2) }
            default:
                if let (symbol, bound) = numericOperand(test, symbols: "<>") {
                    keep = symbol == ">" ? { $0 > bound } : { $0 < bound }
                } else if test.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                    return ({ $0.filter { test.contains($0) } }, [])
                } else {
                    throw CommandFailure(
                        "filter takes even, odd, >N, <N or the values to keep (letters and digits, e.g. `filter ac`); got '\(test)'",
                        status: 2)
                }
            }
            try numbers(test)
            return ({ $0.filter { keep(try number($0)) } }, [])
        case "scan":
            try noOperand()
            return (
                {
                    $0.scan("") { total, value in
                        if total.isEmpty { return value }
                        if let sum = Int(total), let n = Int(value) { return String(sum + n) }
                        return total + value
                    }
                }, []
            )
        case "distinctUntilChanged":
            try noOperand()
            return ({ $0.distinctUntilChanged() }, [])
        case "take":
            let n = try count("a count")
            return ({ $0.take(n) }, [])
        case "skip":
            let n = try count("a count")
            return ({ $0.skip(n) }, [])
        case "takeLast":
            let n = try count("a count")
            return ({ $0.takeLast(n) }, [])
        case "startWith":
            let value = try operand("a value", example: "x")
            guard !value.isEmpty else {
                throw CommandFailure("startWith takes a value, e.g. `startWith x`; got an empty one", status: 2)
            }
            return ({ $0.startWith(value) }, [])
        // One tick is one frame, and a TestScheduler's tick is one second.
        case "delay":
            let n = try count("a number of frames")
            return ({ $0.delay(.seconds(n), scheduler: scheduler) }, [])
        case "debounce":
            let n = try count("a number of frames")
            return ({ $0.debounce(.seconds(n), scheduler: scheduler) }, [])
        case "throttle":
            let n = try count("a number of frames")
            return ({ $0.throttle(.seconds(n), scheduler: scheduler) }, [])
        case "merge":
            let other = try second("merged")
            return ({ Observable.merge($0, other.sequence.asObservable()) }, [other])
        case "concat":
            let other = try second("then")
            return ({ $0.concat(other.sequence) }, [other])
        case "zip":
            let other = try second("zipped")
            return ({ Observable.zip($0, other.sequence.asObservable()) { $0 + $1 } }, [other])
        case "combineLatest":
            let other = try second("combined")
            return ({ Observable.combineLatest($0, other.sequence.asObservable()) { $0 + $1 } }, [other])
        case "withLatestFrom":
            let other = try second("latest from")
            return ({ $0.withLatestFrom(other.sequence) { $0 + $1 } }, [other])
        case "sample":
            let other = try second("sampler")
            return ({ $0.sample(other.sequence) }, [other])
        case "flatMapLatest":
            let body = try inner()
            return ({ $0.flatMapLatest { value in body.sequence.map { value + $0 } } }, [body])
        case "flatMapFirst":
            let body = try inner()
            return ({ $0.flatMapFirst { value in body.sequence.map { value + $0 } } }, [body])
        case "concatMap":
            let body = try inner()
            return ({ $0.concatMap { value in body.sequence.map { value + $0 } } }, [body])
        default:
            throw CommandFailure("unknown operator '\(name)'\n\(usage)", status: 2)
        }
    }

    /// `*10` as ("*", 10), when `text` is one of `symbols` followed by a whole number.
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

/// One line of the calculator's drawing: events on the clock, and what to say after them.
private struct Row {
    let events: [Recorded<Event<String>>]
    let note: String
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
            if let caret = text.firstIndex(of: "^") {
                throw MarbleError(
                    diagram: text, column: text.distance(from: text.startIndex, to: caret) + 1,
                    reason:
                        "'^' marks where a hot diagram is subscribed, and here every diagram starts when it is subscribed, at frame 0; leave the '^' out"
                )
            }
            events = try Marbles.events(text, subscribed: 0)
        } catch let error as MarbleError {
            throw CommandFailure("bad \(what): \(error)", status: 1)
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
                note: all.isEmpty ? "" : "(" + all.joined(separator: ", ") + ")")
        }
        guard !subscriptions.isEmpty else { return [row(from: origin, notes: ["never subscribed"])] }
        return subscriptions.map { subscription in
            var notes: [String] = []
            if subscription.subscribe != origin {
                notes.append("subscribed at frame \(subscription.subscribe - origin)")
            }
            if subscription.unsubscribe != .max,
                end.map({ subscription.subscribe + $0 > subscription.unsubscribe }) ?? true
            {
                notes.append("disposed at frame \(subscription.unsubscribe - origin)")
            }
            return row(from: subscription.subscribe, notes: notes)
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
