import Foundation
import Streams

/// What a case must do when it runs.
enum Expected {
    /// No report; `output` is what the case finishes with.
    case clean(output: String)
    /// Exactly one report, of a closure given to `call` in the case's file; then `output`.
    case reported(call: String, output: String)
    /// No report, though the closure races: a kind of closure Streams cannot check (the "Swift
    /// concurrency" article says why), kept here so that the gap stays visible.
    case notCheckable(output: String)
}

/// Called by a case with its output, from whatever thread it ends on.
typealias Finish = @Sendable (String) -> Void

/// One client case: a function of main-actor code, as a view model's, that finishes with an
/// output.
struct ClientCase {
    let name: String
    let file: String
    let expected: Expected
    let body: @MainActor (_ finish: @escaping Finish) -> Void

    init(
        _ name: String, expected: Expected, file: String = #fileID,
        body: @escaping @MainActor (_ finish: @escaping Finish) -> Void
    ) {
        self.name = name
        self.file = file
        self.expected = expected
        self.body = body
    }
}

/// Runs every case on the main actor, turning the main run loop while it waits (so work hopped
/// to the main queue runs), and prints one line per case; exits 1 if one did not do what it must.
@MainActor
enum Harness {
    static func run(_ cases: [ClientCase]) -> Never {
        var failures = 0
        for clientCase in cases {
            let reports = Lines()
            let output = Lines()
            Hooks.anomalyHandler = { @Sendable report in reports.append(report) }
            clientCase.body { @Sendable in output.append($0) }
            let deadline = Date().addingTimeInterval(10)
            while output.all.isEmpty, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
            let problem = check(clientCase, output: output.all.first, reports: reports.all)
            let gap = if case .notCheckable = clientCase.expected { " (not checkable: the known gap)" } else { "" }
            print("\(problem == nil ? "ok  " : "FAIL") \(clientCase.name)\(gap)\(problem.map { ": \($0)" } ?? "")")
            for report in reports.all { print("     report: \(report)") }
            if problem != nil { failures += 1 }
        }
        print("\(cases.count - failures) of \(cases.count) cases did what they must")
        exit(failures == 0 ? 0 : 1)
    }

    /// What is wrong with a run, or `nil`.
    static func check(_ clientCase: ClientCase, output: String?, reports: [String]) -> String? {
        guard let output else { return "did not finish within 10 s" }
        switch clientCase.expected {
        case .clean(let expected), .notCheckable(let expected):
            if !reports.isEmpty { return "expected no report, got \(reports.count)" }
            return output == expected ? nil : "expected output \(expected), got \(output)"
        case .reported(let call, let expected):
            let prefix = "⚠️ Streams: the closure given to `\(call)` at \(clientCase.file):"
            if reports.count != 1 || !reports[0].hasPrefix(prefix) {
                return "expected one report beginning \(prefix), got \(reports.count)"
            }
            return output == expected ? nil : "expected output \(expected), got \(output)"
        }
    }
}

/// Lines written while a case runs (its reports, its output), from whatever thread writes them.
nonisolated final class Lines: @unchecked Sendable {
    // @unchecked Sendable: `lines` is only touched while `lock` is held.
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
