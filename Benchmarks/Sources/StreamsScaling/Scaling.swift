// The scaling benchmark's harness: it knows nothing of Rx, so the same file times the same
// workloads compiled against another library (Benchmarks/README.md, "Scaling").
//
// Every cell (one workload at one N) runs in a process of its own — this executable started
// again with `--cell` — so no cell inherits another's heap, caches or lazily made metadata, and a
// cell that runs too long is stopped by the kernel (a CPU-time limit) without stopping the table.
// A cell is timed in CPU time (of the thread running it), which other programs on a busy machine
// change far less than wall-clock time: the fastest of several runs (each on fresh state) in one
// process, so the first run's one-time costs and the allocator's warm-up are left out wherever a
// second run fits in the time allowed.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One workload of the scaling benchmark, run at several sizes N.
struct ScalingWorkload {
    /// The name printed in the table and matched by `--filter`.
    let name: String
    /// The largest N it runs at; larger sizes are left out of its row.
    var largestN = Int.max
    /// Builds what one run at N needs, untimed, and returns the timed run, which returns a
    /// checksum. A run works on `orders.count` copies of the workload at once — independent
    /// collections (subjects, bags, operators...) of N each, their steps interleaved — and each
    /// copy takes its random steps in its own order, a permutation of `0..<N`. The table runs one
    /// copy; `--check` compares one at 10 N with ten at N (see `CheckedStep`).
    let prepare: (_ n: Int, _ orders: [[Int]]) -> () -> Int
    /// The checksum of one correct copy at N, computed without the library; a run of several
    /// copies returns the sum of theirs.
    let expectedChecksum: (_ n: Int) -> Int
}

/// What one cell gave.
enum CellResult {
    /// The fastest run's CPU time in seconds, and how many runs there were.
    case time(Double, runs: Int)
    /// The process used up its CPU-time limit before a run ended.
    case overLimit(Double)
    /// A run returned the wrong checksum.
    case mismatch(checksum: String, expected: String)
    /// The process ended some other way (a crash, a stack overflow, the wall-clock limit).
    case failed(String)

    var seconds: Double? {
        if case .time(let seconds, _) = self { return seconds }
        return nil
    }
}

/// A workload at N, on `copies` copies at once (see `ScalingWorkload.prepare`).
struct Variant {
    let n: Int
    let copies: Int

    var argument: String { "\(n)x\(copies)" }
}

struct ScalingOptions {
    var tiny = false
    var check = false
    var markdown = false
    var filter: String?
    var sizes: [Int] = []
    /// The CPU time a cell may take, in seconds, before it is stopped.
    var limit = 60.0
    var minRuns = 2
    var maxRuns = 20
    /// Runs are repeated (at least `minRuns`, at most `maxRuns` times) until they add up to this
    /// many seconds: a cell of milliseconds is run 20 times, one of seconds twice.
    var budget = 1.0
    /// `--cell name NxCOPIES[,NxCOPIES]`: time these variants of one workload in this process,
    /// alternately, and print the fastest run of each (what the child processes do).
    var cell: (name: String, variants: [Variant])?

    static func parse(_ arguments: [String]) -> ScalingOptions {
        var options = ScalingOptions()
        options.tiny = arguments.contains("--tiny")
        options.sizes = options.tiny ? [100, 1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
        options.budget = options.tiny ? 0.1 : 1
        var index = 1
        func value() -> String {
            index += 1
            guard index < arguments.count else { fail("\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        func number(_ text: String) -> Double {
            guard let number = Double(text), number > 0 else { fail("not a positive number: \(text)") }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--tiny": break
            case "--check": options.check = true
            case "--markdown": options.markdown = true
            case "--filter": options.filter = value()
            case "--sizes": options.sizes = value().split(separator: ",").map { Int(number(String($0))) }
            case "--limit": options.limit = number(value())
            case "--runs":
                options.maxRuns = Int(number(value()))
                options.minRuns = min(options.minRuns, options.maxRuns)
            case "--budget": options.budget = number(value())
            case "--min-runs": options.minRuns = Int(number(value()))
            case "--cell":
                let name = value()
                let variants = value().split(separator: ",").map { variant in
                    let parts = variant.split(separator: "x").map { Int(number(String($0))) }
                    guard parts.count == 2 else { fail("not NxCOPIES: \(variant)") }
                    return Variant(n: parts[0], copies: parts[1])
                }
                options.cell = (name, variants)
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown argument \(arguments[index])\n\(usage)")
            }
            index += 1
        }
        return options
    }

    /// The arguments that make a child process time its cell as this process would.
    var cellArguments: [String] {
        ["--limit", "\(limit)", "--budget", "\(budget)", "--runs", "\(maxRuns)", "--min-runs", "\(minRuns)"]
    }

    static let usage = """
        usage: StreamsScaling [--tiny] [--check] [--filter text[|text...]] [--sizes n,n,...]
                              [--limit seconds] [--runs n] [--min-runs n] [--budget seconds]
                              [--markdown]
          (none)          N = 10^3 ... 10^6: CPU time of the fastest of 2 to 20 runs (1 s budget),
                          one process per cell, and the growth per x10 N
          --tiny          N = 10^2, 10^3, 10^4 (0.1 s budget per cell); CI runs --tiny --check
          --check         also compare one collection of 10 N with ten of N in one run (equal
                          memory) at each step from N = 10^3; exit 1 if that grows more than 15x
                          in three attempts
          --limit         CPU seconds a cell may take (60); a cell stopped there ends its row
          --markdown      print the table as Markdown too
        """
}

/// A random permutation of `0..<n`, the same on every run and platform (SplitMix64 and
/// Fisher–Yates, not the standard library's generator, whose sequence is not specified).
func randomOrder(_ n: Int, seed: UInt64 = 26) -> [Int] {
    var state = seed
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    var order = Array(0..<n)
    var index = n - 1
    while index > 0 {
        let other = Int(next() % UInt64(index + 1))
        order.swapAt(index, other)
        index -= 1
    }
    return order
}

/// 1 + 2 + ... + n, wrapping: the checksum of n subscribers that each weigh what they receive by
/// their position, counted from 1.
func weightSum(_ n: Int) -> Int {
    n * (n + 1) / 2
}

/// The CPU time the calling thread has used (user and system), in seconds. Every workload runs
/// on one thread. (Not the process's clock: while a process-wide CPU-time limit is set, Linux
/// reads that one from its timer, which moves only at each scheduler tick — milliseconds.)
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("StreamsScaling: \(message)\n".utf8))
    exit(2)
}

enum ScalingBenchmark {
    /// The growth per ×10 N above which `--check` fails.
    static let maximumGrowth = 15.0
    /// Steps from a smaller N than this are printed but not checked: their times are too short
    /// (tens of microseconds at N = 100) to tell linear from quadratic growth.
    static let smallestCheckedN = 1_000
    /// How many times a step is measured in all before `--check` believes it (see `check`).
    static let attemptsPerStep = 3
    /// A last step above this makes `--check` look one decade further (see `check`).
    static let doubtfulGrowth = 12.0

    /// Runs the benchmark as the command line asks.
    static func main(workloads: [ScalingWorkload]) -> Never {
        let options = ScalingOptions.parse(CommandLine.arguments)
        if let cell = options.cell {
            guard let workload = workloads.first(where: { $0.name == cell.name }) else {
                fail("no workload named \(cell.name)")
            }
            runCell(workload, cell.variants, options: options)
        }
        let selected = workloads.filter { workload in
            options.filter.map { $0.split(separator: "|").contains { workload.name.contains($0) } } ?? true
        }
        if selected.isEmpty { fail("no workload matches \(options.filter ?? "")") }

        let nameWidth = max(34, selected.map(\.name.count).max() ?? 0) + 2
        let sizes = options.sizes.sorted()
        print(
            "CPU time per run (fastest of up to \(options.maxRuns), one process per cell, limit \(format(options.limit)) s); growth per ×10 N"
        )
        print(
            pad("workload", nameWidth) + sizes.map { pad("N = \(count($0))", 12, right: true) }.joined()
                + "   growth per ×10 N")
        var rows: [(ScalingWorkload, [Int: CellResult])] = []
        var failures: [String] = []
        for workload in selected {
            print(pad(workload.name, nameWidth), terminator: "")
            flush()
            var cells: [Int: CellResult] = [:]
            var stopped = false
            for n in sizes {
                // After a cell that did not end in time, the larger ones are not run.
                guard n <= workload.largestN, !stopped else {
                    print(pad(stopped ? "" : "—", 12, right: true), terminator: "")
                    continue
                }
                let result = measure(workload, n: n, options: options)
                cells[n] = result
                print(pad(describe(result), 12, right: true), terminator: "")
                flush()
                stopped = result.seconds == nil
            }
            print(
                "   " + growths(cells).map { growthText($0.growth, lowerBound: $0.lowerBound) }.joined(separator: " "))
            for (n, result) in cells.sorted(by: { $0.key < $1.key }) {
                switch result {
                case .mismatch(let checksum, let expected):
                    failures.append("\(workload.name): checksum \(checksum) at N = \(n), expected \(expected)")
                case .failed(let reason):
                    failures.append("\(workload.name): the run at N = \(n) \(reason)")
                case .overLimit where options.check:
                    failures.append(
                        "\(workload.name): the run at N = \(n) took more than \(format(options.limit)) s of CPU time")
                default: break
                }
            }
            if options.check {
                let verdict = check(workload, cells: cells, options: options)
                print(pad("", nameWidth) + "check: " + verdict.summary)
                failures += verdict.failures
            }
            rows.append((workload, cells))
        }
        if options.markdown { printMarkdown(rows, sizes: sizes) }
        if !failures.isEmpty {
            failures.forEach { print("FAILED: \($0)") }
            exit(1)
        }
        if options.check {
            print(
                "check passed: no step from N ≥ \(count(smallestCheckedN)) grows more than ×\(format(maximumGrowth)) per ×10 N at equal memory, and every checksum matched"
            )
        }
        exit(0)
    }

    /// One step of a row: from N to 10 N (or to the next size), its growth scaled to ×10 N.
    struct Step {
        let from: Int
        let to: Int
        let growth: Double
        /// The larger cell hit the limit: the growth is at least this.
        let lowerBound: Bool
    }

    static func growths(_ cells: [Int: CellResult]) -> [Step] {
        let sizes = cells.keys.sorted()
        return zip(sizes, sizes.dropFirst()).compactMap { small, large in
            guard let before = cells[small]?.seconds, before > 0 else { return nil }
            switch cells[large] {
            case .time(let after, _)?:
                return Step(
                    from: small, to: large, growth: perTenfold(after / before, over: large, small), lowerBound: false)
            case .overLimit(let limit)?:
                return Step(
                    from: small, to: large, growth: perTenfold(limit / before, over: large, small), lowerBound: true)
            default:
                return nil
            }
        }
    }

    /// `ratio`, the growth from `small` to `large`, as a growth per ×10.
    static func perTenfold(_ ratio: Double, over large: Int, _ small: Int) -> Double {
        pow(ratio, 1 / log10(Double(large) / Double(small)))
    }

    /// The growth `--check` judges: from N to k N (k = 10) at equal memory. One collection of k N
    /// subscribers (entries, sources, operators) is compared with k collections of N each,
    /// interleaved in one run (`copies`): the same operations, on the same number of live objects
    /// in the same random order, so the caches treat both alike, and only a cost that grows with
    /// the size of one collection tells them apart. The row's own growth includes the caches: a
    /// linear workload grows up to ×30 per ×10 N where its working set outgrows a cache level
    /// (CompositeDisposable from 10⁴ to 10⁵ here; RxSwift's O(1) subject from 10³ to 10⁴ in issue
    /// 26's figures), while a quadratic one grows ×20 to ×100 from 10³ already.
    struct CheckedStep {
        let step: Step
        /// k × (time of one collection of k N) / (time of k collections of N), per ×10.
        let growth: Double
        let lowerBound: Bool
        var text: String { "\(count(step.from))→\(count(step.to)) " + growthText(growth, lowerBound: lowerBound) }
    }

    /// Measures the step's equal-memory comparison: one process times one copy at k N and k
    /// copies at N in turn, so that both share the heap, the code's layout and the moment's load.
    /// Returns the comparison, or why there is none (a checksum, a crash).
    static func measureChecked(_ workload: ScalingWorkload, _ step: Step, options: ScalingOptions) -> Result<
        CheckedStep, CheckFailure
    > {
        let copies = step.to / step.from
        let results = measure(
            workload, [Variant(n: step.to, copies: 1), Variant(n: step.from, copies: copies)], options: options)
        switch (results[0], results[1]) {
        case (.time(let one, _), .time(let split, _)) where split > 0:
            return .success(
                CheckedStep(
                    step: step, growth: perTenfold(Double(copies) * one / split, over: step.to, step.from),
                    lowerBound: false))
        case (.overLimit, _):
            return .success(CheckedStep(step: step, growth: .infinity, lowerBound: true))
        case (.mismatch(let checksum, let expected), _):
            return .failure(CheckFailure(reason: "returned checksum \(checksum), expected \(expected)"))
        case (.failed(let reason), _):
            return .failure(CheckFailure(reason: reason))
        default:
            return .failure(CheckFailure(reason: "took no measurable time"))
        }
    }

    /// Why an equal-memory comparison could not be made.
    struct CheckFailure: Error {
        let reason: String
    }

    /// The check of one workload's row, on each step from N ≥ `smallestCheckedN` that multiplies
    /// N by a whole number, at equal memory (`CheckedStep`).
    ///
    /// - A step above `maximumGrowth` is measured again, twice, each time in fresh processes, and
    ///   fails only if it stays above every time: a quadratic step does, while a linear one pushed
    ///   over the line by a disturbance does not.
    /// - When the row's last step is above `doubtfulGrowth` in any attempt, the check goes one
    ///   decade further, up to 10⁶ (from `--tiny`'s 10⁴ to 10⁵), and judges that step the same
    ///   way: the last step of a short row is where a quadratic cost is least visible (a linear
    ///   search through a subject's subscribers grew ×18 to ×31 from 10³ to 10⁴, ×50 or more
    ///   from 10⁴ to 10⁵), while a linear workload at equal memory stays near ×10 and seldom
    ///   costs the extra decade.
    static func check(_ workload: ScalingWorkload, cells: [Int: CellResult], options: ScalingOptions) -> (
        summary: String, failures: [String]
    ) {
        var steps = growths(cells).filter { $0.from >= smallestCheckedN && $0.to % $0.from == 0 }
        guard !steps.isEmpty else { return ("no step from N ≥ \(count(smallestCheckedN))", []) }
        let tableSteps = steps.count
        func attemptsText(_ attempts: [CheckedStep]) -> String {
            "\(count(attempts[0].step.from))→\(count(attempts[0].step.to)) "
                + attempts.map { growthText($0.growth, lowerBound: $0.lowerBound) }.joined(separator: ", ")
        }
        var summary: [String] = []
        var index = 0
        while index < steps.count {
            let step = steps[index]
            var attempts: [CheckedStep] = []
            // Measure again while the verdict would be a failure.
            repeat {
                switch measureChecked(workload, step, options: options) {
                case .success(let checked):
                    attempts.append(checked)
                case .failure(let failure):
                    let what =
                        "the comparison of 1 × \(count(step.to)) with \(step.to / step.from) × \(count(step.from))"
                    return (
                        (summary + ["\(what): FAILED"]).joined(separator: ", "),
                        ["\(workload.name): \(what) \(failure.reason)"]
                    )
                }
            } while attempts.count < attemptsPerStep && attempts.last!.growth > maximumGrowth
            summary.append(attemptsText(attempts) + (index < tableSteps ? "" : " (one decade further)"))
            let steep = attempts.filter { $0.growth > maximumGrowth }.count
            if steep == attemptsPerStep {
                let table =
                    index < tableSteps
                    ? "\(growthText(step.growth, lowerBound: step.lowerBound)) in the table"
                    : "a decade beyond the table"
                return (
                    summary.joined(separator: ", ") + " at equal memory: FAILED",
                    [
                        "\(workload.name) grows \(attemptsText(attempts)) per ×10 N at equal memory in \(attempts.count) attempts (\(table)); at most ×\(format(maximumGrowth)) is allowed"
                    ]
                )
            }
            let next = step.to * (step.to / step.from)
            if index == steps.count - 1, next <= min(workload.largestN, 1_000_000),
                attempts.contains(where: { $0.growth > doubtfulGrowth })
            {
                steps.append(Step(from: step.to, to: next, growth: .nan, lowerBound: false))
            }
            index += 1
        }
        return (summary.joined(separator: ", ") + " at equal memory", [])
    }

    // MARK: Running a cell

    /// Times `copies` copies of `workload` at `n` in a child process.
    static func measure(_ workload: ScalingWorkload, n: Int, copies: Int = 1, options: ScalingOptions) -> CellResult {
        measure(workload, [Variant(n: n, copies: copies)], options: options)[0]
    }

    /// Times `variants` of `workload` in turn in a child process: the result of each, or the
    /// same failure for all.
    static func measure(_ workload: ScalingWorkload, _ variants: [Variant], options: ScalingOptions) -> [CellResult] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments =
            ["--cell", workload.name, variants.map(\.argument).joined(separator: ",")] + options.cellArguments
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { fail("cannot start \(executablePath()): \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: data, as: UTF8.self)
        let words = printed.split(whereSeparator: \.isWhitespace).map(String.init)
        func all(_ result: CellResult) -> [CellResult] { variants.map { _ in result } }
        if process.terminationReason == .uncaughtSignal {
            switch process.terminationStatus {
            case SIGXCPU, SIGKILL: return all(.overLimit(options.limit))
            case SIGALRM: return all(.failed("did not end within \(format(wallLimit(options))) s of wall-clock time"))
            case SIGSEGV, SIGBUS:
                return all(.failed("crashed (signal \(process.terminationStatus): a stack overflow?)"))
            default: return all(.failed("crashed (signal \(process.terminationStatus))"))
            }
        }
        if words.count == variants.count + 2, words[0] == "ok", let runs = Int(words[1]) {
            let times = words.dropFirst(2).compactMap(Double.init)
            if times.count == variants.count { return times.map { .time($0, runs: runs) } }
        }
        if words.count == 3, words[0] == "mismatch" {
            return all(.mismatch(checksum: words[1], expected: words[2]))
        }
        return all(.failed("ended with status \(process.terminationStatus) and printed \"\(printed)\""))
    }

    static func wallLimit(_ options: ScalingOptions) -> Double { options.limit * 4 + 10 }

    /// Times `variants` of `workload` in this process, taking turns, and prints `ok <runs>` and
    /// the fastest run of each, or `mismatch <got> <expected>`.
    static func runCell(_ workload: ScalingWorkload, _ variants: [Variant], options: ScalingOptions) -> Never {
        // The kernel stops this process once it has used the limit in CPU time (SIGXCPU, then
        // SIGKILL a few seconds later), or hangs for four times as long (SIGALRM).
        var cpu = rlimit(rlim_cur: rlim_t(options.limit.rounded(.up)), rlim_max: rlim_t(options.limit.rounded(.up) + 5))
        #if os(Linux)
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &cpu)
        #else
        setrlimit(RLIMIT_CPU, &cpu)
        #endif
        alarm(UInt32(wallLimit(options)))

        let orders = variants.map { variant in
            (0..<variant.copies).map { randomOrder(variant.n, seed: 26 &+ UInt64($0)) }
        }
        var fastest = variants.map { _ in Double.infinity }
        var total = 0.0
        var runs = 0
        repeat {
            for (index, variant) in variants.enumerated() {
                let run = workload.prepare(variant.n, orders[index])
                let start = threadCPUSeconds()
                let checksum = run()
                let elapsed = threadCPUSeconds() - start
                let expected = workload.expectedChecksum(variant.n) &* variant.copies
                if checksum != expected {
                    print("mismatch \(checksum) \(expected)")
                    exit(1)
                }
                fastest[index] = min(fastest[index], elapsed)
                total += elapsed
            }
            runs += 1
            // Another round only if it surely ends within the limit.
        } while runs < options.maxRuns && (runs < options.minRuns || total < options.budget)
            && total + 2 * fastest.reduce(0, +) < options.limit
        print("ok \(runs) " + fastest.map { "\($0)" }.joined(separator: " "))
        exit(0)
    }

    static func executablePath() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    // MARK: Printing

    static func printMarkdown(_ rows: [(ScalingWorkload, [Int: CellResult])], sizes: [Int]) {
        print("")
        print("| workload | " + sizes.map { "N = \(count($0))" }.joined(separator: " | ") + " | growth per ×10 N |")
        print("|---|" + sizes.map { _ in "---:|" }.joined() + "---|")
        for (workload, cells) in rows {
            let times = sizes.map { cells[$0].map(describe) ?? "" }
            let growth = growths(cells).map { growthText($0.growth, lowerBound: $0.lowerBound) }.joined(separator: ", ")
            print("| \(workload.name) | " + times.joined(separator: " | ") + " | \(growth) |")
        }
    }

    static func describe(_ result: CellResult) -> String {
        switch result {
        case .time(let seconds, _):
            if seconds >= 1 { return format(seconds) + " s" }
            if seconds >= 0.001 { return format(seconds * 1_000) + " ms" }
            return format(seconds * 1_000_000) + " µs"
        case .overLimit(let limit): return "> \(format(limit)) s"
        case .mismatch: return "MISMATCH"
        case .failed: return "FAILED"
        }
    }

    /// Three significant digits (more left of the point are kept): 0.123, 1.23, 12.3, 123, 1,230.
    /// ×12.3, or > ×12.3 when the larger cell was stopped at the limit.
    static func growthText(_ growth: Double, lowerBound: Bool) -> String {
        if growth.isInfinite { return "over the limit" }
        return (lowerBound ? "> ×" : "×") + format(growth)
    }

    static func format(_ value: Double) -> String {
        func digits(_ value: Double) -> Int { value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3 }
        func rounded(_ value: Double, _ digits: Int) -> Double {
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            return (value * scale).rounded() / scale
        }
        // 9.996 rounds to 10.0, not 10.00.
        let digits = digits(rounded(value, digits(value)))
        let rounded = rounded(value, digits)
        var text = digits == 0 ? grouped(Int(rounded)) : String(rounded)
        if digits > 0 {
            let fraction = text.split(separator: ".").last.map(\.count) ?? 0
            if fraction < digits { text += String(repeating: "0", count: digits - fraction) }
        }
        return text
    }

    /// 1,000,000.
    static func grouped(_ value: Int) -> String {
        var text = String(value)
        var index = text.count - 3
        while index > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: index))
            index -= 3
        }
        return text
    }

    /// 10³, 10⁴..., or the number itself.
    static func count(_ n: Int) -> String {
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        var power = 0
        var rest = n
        while rest > 1, rest % 10 == 0 {
            rest /= 10
            power += 1
        }
        guard rest == 1, power > 1 else { return grouped(n) }
        return "10" + String(String(power).map { superscripts[Int(String($0))!] })
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text + " " }
        let padding = String(repeating: " ", count: width - text.count)
        return right ? padding + text : text + padding
    }

    static func flush() {
        fflush(nil)  // every stream: naming `stdout` is not concurrency-safe in Swift 6
    }
}
