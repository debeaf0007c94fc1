import Foundation
import StreamsTest
import XCTest

@testable import Playground

/// Random and extreme input to `swift run Playground marbles ...`: numbers at and beyond
/// `Int`'s bounds, huge time arguments, long and non-ASCII diagrams, unknown operators and the
/// wrong number of arguments. Whatever it is given, the calculator returns — it never traps —
/// in bounded time, with a drawing within its limits or a refusal (status 1 or 2) that says why.
///
/// Seeded, so every run tries the same commands; `STREAMS_CALCULATOR_FUZZ_CASES` and
/// `STREAMS_CALCULATOR_FUZZ_SEED` try more, or others.
final class MarbleCalculatorFuzzTests: LeakCheckingTestCase {
    func testRandomAndExtremeCommandsNeverTrapAndAreAnsweredWithinTheLimits() {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["STREAMS_CALCULATOR_FUZZ_CASES"].flatMap { Int($0) } ?? 1_000
        var random = SeededRandom(seed: environment["STREAMS_CALCULATOR_FUZZ_SEED"].flatMap { UInt64($0) } ?? 35)
        var drawn = 0
        var refused: [Int32: Int] = [:]
        for index in 0..<cases {
            let arguments = CommandGenerator.arguments(&random)
            let started = Date()
            let outcome: Result<[String], Error> = Result { try MarbleCalculator.run(arguments) }
            let elapsed = Date().timeIntervalSince(started)
            let command = "case \(index): marbles \(arguments.map { "'\($0)'" }.joined(separator: " "))"
            // Generous: a call takes milliseconds; this only catches one that runs on and on.
            XCTAssertLessThan(elapsed, 10, "\(command) took \(elapsed) s")
            switch outcome {
            case .success(let lines):
                drawn += 1
                XCTAssertFalse(lines.isEmpty, command)
                for line in lines where !line.hasPrefix("note:") {
                    // A label of eight columns, the diagram, then notes and legends after three spaces.
                    let diagram = line.dropFirst(8).prefix { $0 != " " }
                    XCTAssertLessThanOrEqual(diagram.count, MarbleCalculator.maximumWidth, "\(command)\n\(line)")
                }
            case .failure(let failure as CommandFailure):
                refused[failure.status, default: 0] += 1
                XCTAssertTrue([1, 2].contains(failure.status), "\(command): status \(failure.status)")
                XCTAssertFalse(failure.message.isEmpty, command)
            case .failure(let error):
                XCTFail("\(command) threw \(error), not a CommandFailure")
            }
        }
        // The generator reaches every outcome: drawings, bad diagrams (1) and bad commands (2).
        XCTAssertGreaterThan(drawn, cases / 10, "drawn \(drawn), refused \(refused)")
        XCTAssertGreaterThan(refused[1, default: 0], cases / 20, "drawn \(drawn), refused \(refused)")
        XCTAssertGreaterThan(refused[2, default: 0], cases / 20, "drawn \(drawn), refused \(refused)")
    }
}

/// The command lines the fuzz test tries: mostly well-formed, with extremes mixed in.
private enum CommandGenerator {
    static let operators = [
        "map", "filter", "scan", "distinctUntilChanged", "take", "skip", "takeLast", "startWith", "delay", "debounce",
        "throttle", "merge", "concat", "zip", "combineLatest", "withLatestFrom", "sample", "flatMapLatest",
        "flatMapFirst", "concatMap",
    ]

    /// Numbers as typed: small, at `Int`'s bounds and one past them, and far beyond.
    static let numbers = [
        "0", "1", "2", "7", "10", "-1", "-9", "999", "1000", "1001", "999999999", "9223372036854775807",
        "-9223372036854775808", "9223372036854775808", "-9223372036854775809", "99999999999999999999999", "1e3", "",
        "x", "٣",
    ]

    static func arguments(_ random: inout SeededRandom) -> [String] {
        let name =
            random.chance(1, in: 30) ? random.pick(["frobnicate", "", "MAP", "map map"]) : random.pick(operators)
        var arguments = [diagram(&random), name]
        switch random.next(below: 12) {
        case 0: break  // no operand
        case 1: arguments += [operand(for: name, &random), operand(for: name, &random)]
        default: arguments.append(operand(for: name, &random))
        }
        return arguments
    }

    private static func operand(for name: String, _ random: inout SeededRandom) -> String {
        switch name {
        case "map":
            return random.pick(["*", "+", "upper", "-", "/"]) + (random.chance(1, in: 8) ? "" : random.pick(numbers))
        case "filter":
            return random.chance(1, in: 3)
                ? random.pick(["even", "odd", "ac", "é", "a-b", ""])
                : random.pick(["<", ">", "="]) + random.pick(numbers)
        case "take", "skip", "takeLast", "delay", "debounce", "throttle": return random.pick(numbers)
        case "startWith": return random.pick(["x", "#", "|", "(", "é", "", "hello world", random.pick(numbers)])
        default: return diagram(&random)
        }
    }

    /// A diagram: mostly well formed, sometimes with what the calculator refuses (a '^', letters
    /// outside ASCII, a stray ')') spliced in, sometimes very long or far-reaching.
    static func diagram(_ random: inout SeededRandom) -> String {
        switch random.next(below: 20) {
        case 0: return String(repeating: "-", count: random.next(below: 3_000)) + "1|"
        case 1: return "(" + String(repeating: "a", count: random.next(below: 1_200)) + ")|"
        case 2: return "-1- \(random.pick(["999f", "1000f", "999999999999f", "3s", "10ms", "1.5f"])) 2|"
        case 3: return String((0..<random.next(below: 400)).map { _ in random.pick(Array("abcXYZ0189")) }) + "|"
        default:
            var frames: [String] = (0..<random.next(below: 16)).map { _ in
                switch random.next(below: 10) {
                case 0..<4: return "-"
                case 4..<8: return random.pick(["a", "b", "c", "x", "1", "2", "5", "9", "0"])
                case 8: return "(" + random.pick(["ab", "12", "a1b", "xyz"]) + ")"
                default: return random.pick([" 2f ", " 3s "])
                }
            }
            if random.chance(2, in: 3) { frames.append(random.pick(["|", "#", "-|"])) }
            if random.chance(1, in: 6) {
                let odd = random.pick(["^", "é", "€", "🙂", "ß", "\u{301}", "!", " 10ms ", ")", "(", "||", "()"])
                frames.insert(odd, at: random.next(below: frames.count + 1))
            }
            return frames.joined()
        }
    }
}

/// SplitMix64: the same sequence for the same seed on every platform.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

    mutating func chance(_ count: Int, in total: Int) -> Bool { next(below: total) < count }

    mutating func pick<Element>(_ choices: [Element]) -> Element { choices[next(below: choices.count)] }
}
