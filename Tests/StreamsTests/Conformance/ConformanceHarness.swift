import Foundation
import Streams
import StreamsTest

// Runs programs and checks them: one run per program, a second for a sample to check that the
// same seed records the same, and `Resources.total` before and after.

/// What the process-wide hooks report to while a program runs. Only the test's own thread
/// runs programs (the TestScheduler runs everything on the thread that advances it), so the
/// run is read and written from that thread alone.
final class ConformanceHookTarget: @unchecked Sendable {
    static let shared = ConformanceHookTarget()
    var run: ConformanceRun?
}

enum ConformanceHarness {
    struct Outcome {
        let program: Program
        let record: RunRecord
        let violations: [Violation]
    }

    /// Installs hooks that send misuse reports, unhandled errors and `debug` lines to the
    /// running program's log while `body` runs, and restores the previous ones after.
    static func withHooks<T>(_ body: () throws -> T) rethrows -> T {
        let anomaly = Hooks.anomalyHandler
        let defaultError = Hooks.defaultErrorHandler
        let debugOutput = Hooks.debugOutput
        Hooks.anomalyHandler = { message in ConformanceHookTarget.shared.run?.anomalies.append(message) }
        Hooks.defaultErrorHandler = { _, error in
            ConformanceHookTarget.shared.run?.unhandledErrors.append(String(describing: error))
        }
        Hooks.debugOutput = { line in
            // A line starts with the wall-clock time: keep what follows it, which is the same
            // in every run.
            let text = line.range(of: ": ").map { String(line[$0.upperBound...]) } ?? line
            ConformanceHookTarget.shared.run?.note("debug: " + text)
        }
        defer {
            Hooks.anomalyHandler = anomaly
            Hooks.defaultErrorHandler = defaultError
            Hooks.debugOutput = debugOutput
        }
        return try body()
    }

    /// Runs `program` once (inside `withHooks`) and checks every invariant.
    static func run(_ program: Program, catalogue: [String: Op] = ConformanceCatalogue.byName) -> Outcome {
        let baseline = Resources.total
        let record = execute(program, catalogue: catalogue)
        var violations = ConformanceInvariants.check(record, program: program)
        let left = Resources.total - baseline
        if left != 0 {
            violations.append(
                Violation(
                    rule: .resources, node: nil, message: "Resources.total is \(left) above where it was before the run"
                ))
        }
        return Outcome(program: program, record: record, violations: violations)
    }

    /// Runs `program` twice and reports a difference between the two records as a violation.
    static func runTwice(_ program: Program, catalogue: [String: Op] = ConformanceCatalogue.byName) -> Outcome {
        let first = run(program, catalogue: catalogue)
        let second = execute(program, catalogue: catalogue)
        guard first.record != second else { return first }
        let firstLog = first.record.log
        let index =
            zip(firstLog, second.log).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(firstLog.count, second.log.count)
        let message =
            "the second run differs at log entry \(index): \(index < firstLog.count ? firstLog[index].description : "end") vs \(index < second.log.count ? second.log[index].description : "end")"
        return Outcome(
            program: program, record: first.record,
            violations: first.violations + [Violation(rule: .nondeterminism, node: nil, message: message)])
    }

    private static func execute(_ program: Program, catalogue: [String: Op]) -> RunRecord {
        let run = ConformanceRun(program: program, catalogue: catalogue)
        ConformanceHookTarget.shared.run = run
        defer { ConformanceHookTarget.shared.run = nil }
        var record: RunRecord?
        SharingScheduler.mock(scheduler: run.scheduler) {
            record = run.execute()
        }
        return record!
    }
}
