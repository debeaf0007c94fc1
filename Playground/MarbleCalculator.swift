import Foundation
import Streams
import StreamsTest

/// `swift run Playground marbles "<diagram>" <operator> [args]`: parses the diagram, runs the
/// real operator on a `TestScheduler`, prints the result diagram. Times are in frames.
enum MarbleCalculator {
    static let usage = """
        usage: Playground marbles "<diagram>" <operator> [args]
          map *N | +N | upper        filter even | odd | <letters to keep>
          scan                       distinctUntilChanged
          take N | skip N | takeLast N          startWith X
          delay N | debounce N | throttle N     (N frames)
          merge | concat | zip | combineLatest | withLatestFrom | sample "<second diagram>"
          flatMapLatest | flatMapFirst | concatMap "<inner diagram>"  (each value starts the inner)
        values are the diagram's characters; digits are numbers for map, filter and scan
        """

    /// Returns the lines to print, or throws a `CommandFailure`.
    static func run(_ arguments: [String]) throws -> [String] {
        guard arguments.count >= 2 else { throw CommandFailure(usage, status: 2) }
        let diagram = arguments[0]
        let name = arguments[1]
        let operands = Array(arguments.dropFirst(2))
        let input = try parse(diagram, role: "diagram")

        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(input).asObservable()
        var extra: [String] = []
        let apply = try operation(name, operands, scheduler: scheduler, extraLines: &extra)
        let result = scheduler.start { apply(source) }
        let (table, legend) = valueTable(for: result.events)
        let output = Marbles.render(result.events, values: table).text
        var lines = ["input:  \(diagram)"] + extra.map { "        \($0)" }
        lines.append("        \(([name] + operands.map { $0.contains(" ") || $0.isEmpty ? "\"\($0)\"" : $0 }).joined(separator: " "))")
        lines.append("output: \(output)" + (legend.isEmpty ? "" : "   \(legend)"))
        return lines
    }

    private static func parse(_ diagram: String, role: String) throws -> [Recorded<Event<String>>] {
        do {
            return try Marbles.events(diagram)
        } catch let error as MarbleError {
            throw CommandFailure("bad \(role): \(error)", status: 1)
        }
    }

    private static func frames(_ operands: [String], _ name: String) throws -> Int {
        guard let text = operands.first, let value = Int(text), value >= 0 else {
            throw CommandFailure("\(name) needs a number of frames, e.g. `\(name) 2`", status: 2)
        }
        return value
    }

    private static func count(_ operands: [String], _ name: String) throws -> Int {
        guard let text = operands.first, let value = Int(text), value >= 0 else {
            throw CommandFailure("\(name) needs a count, e.g. `\(name) 2`", status: 2)
        }
        return value
    }

    private static func number(_ value: String) -> Int? { Int(value) }

    private static func operation(_ name: String, _ operands: [String], scheduler: TestScheduler, extraLines: inout [String]) throws -> (Observable<String>) -> Observable<String> {
        func second(_ role: String) throws -> Observable<String> {
            guard let diagram = operands.first else { throw CommandFailure("\(name) needs a second diagram, e.g. `\(name) \"--x--|\"`", status: 2) }
            extraLines.append("\(diagram)   (\(role))")
            return scheduler.createHotObservable(try parse(diagram, role: role)).asObservable()
        }
        func inner() throws -> Observable<String> {
            guard let diagram = operands.first else { throw CommandFailure("\(name) needs an inner diagram, e.g. `\(name) \"-x-|\"`", status: 2) }
            let events = try parse(diagram, role: "inner diagram").map { Recorded(time: $0.time - TestScheduler.Defaults.subscribed, value: $0.value) }
            return scheduler.createColdObservable(events).asObservable()
        }
        switch name {
        case "map":
            switch operands.first {
            case "upper": return { $0.map { $0.uppercased() } }
            case let op? where (op.hasPrefix("*") || op.hasPrefix("+")) && Int(op.dropFirst()) != nil:
                let amount = Int(op.dropFirst())!
                let multiply = op.hasPrefix("*")
                return { $0.map { value in
                    guard let n = number(value) else { throw CommandFailure("map \(op): '\(value)' is not a number", status: 1) }
                    return String(multiply ? n * amount : n + amount)
                } }
            default: throw CommandFailure("map takes *N, +N or upper", status: 2)
            }
        case "filter":
            switch operands.first {
            case "even": return { $0.filter { number($0).map { $0.isMultiple(of: 2) } ?? false } }
            case "odd": return { $0.filter { number($0).map { !$0.isMultiple(of: 2) } ?? false } }
            case let letters?: return { $0.filter { letters.contains($0) } }
            case nil: throw CommandFailure("filter takes even, odd, or the letters to keep", status: 2)
            }
        case "scan":
            return { $0.scan("") { total, value in
                if total.isEmpty { return value }
                if let sum = number(total), let n = number(value) { return String(sum + n) }
                return total + value
            } }
        case "distinctUntilChanged": return { $0.distinctUntilChanged() }
        case "take": let n = try count(operands, name); return { $0.take(n) }
        case "skip": let n = try count(operands, name); return { $0.skip(n) }
        case "takeLast": let n = try count(operands, name); return { $0.takeLast(n) }
        case "startWith":
            guard let value = operands.first else { throw CommandFailure("startWith needs a value", status: 2) }
            return { $0.startWith(value) }
        case "delay": let n = try frames(operands, name); return { $0.delay(.seconds(n), scheduler: scheduler) }
        case "debounce": let n = try frames(operands, name); return { $0.debounce(.seconds(n), scheduler: scheduler) }
        case "throttle": let n = try frames(operands, name); return { $0.throttle(.seconds(n), scheduler: scheduler) }
        case "merge": let other = try second("merged"); return { Observable.merge($0, other) }
        case "concat": let other = try second("then"); return { $0.concat(other) }
        case "zip": let other = try second("zipped"); return { Observable.zip($0, other) { $0 + $1 } }
        case "combineLatest": let other = try second("combined"); return { Observable.combineLatest($0, other) { $0 + $1 } }
        case "withLatestFrom": let other = try second("latest from"); return { $0.withLatestFrom(other) { $0 + $1 } }
        case "sample": let other = try second("sampler"); return { $0.sample(other) }
        case "flatMapLatest": let body = try inner(); return { $0.flatMapLatest { value in body.map { value + $0 } } }
        case "flatMapFirst": let body = try inner(); return { $0.flatMapFirst { value in body.map { value + $0 } } }
        case "concatMap": let body = try inner(); return { $0.concatMap { value in body.map { value + $0 } } }
        default:
            throw CommandFailure("unknown operator '\(name)'\n\(usage)", status: 2)
        }
    }

    /// Keys for the result's elements: one-character elements stand for themselves, longer ones
    /// get a letter and a legend entry.
    private static func valueTable(for events: [Recorded<Event<String>>]) -> ([Character: String], String) {
        var table: [Character: String] = [:]
        var legend: [String] = []
        var free = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789").makeIterator()
        let reserved = Set("-|#^()! ")
        for event in events {
            guard case .next(let value) = event.value, !table.values.contains(value) else { continue }
            if value.count == 1, let character = value.first, !reserved.contains(character), table[character] == nil {
                table[character] = value
                continue
            }
            while let key = free.next() {
                if table[key] == nil && !events.contains(where: { $0.value.element == String(key) }) {
                    table[key] = value
                    legend.append("\(key)=\(value)")
                    break
                }
            }
        }
        return (table, legend.joined(separator: " "))
    }
}
