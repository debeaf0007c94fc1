import Dispatch
import Foundation
import MallocCounter
import Streams

// swift run -c release --package-path Benchmarks StreamsBenchmarks [--tiny] [--runs N] [--filter text]
// StreamsBenchmarks --count N --filter text
//
// Prints one row per workload: ns per unit, the multiple of the raw loop measured in this run,
// allocations per unit and the checksum. `--tiny` divides every count by 1,000 and only checks
// checksums (CI uses it so the benchmark never rots); it exits non-zero on a mismatch.
// `--filter` keeps the workloads whose name contains the text, or any of several texts
// separated by `|` (`--filter 'd. |k. '`); the raw loop always runs.
// `--count N` runs each selected workload once with N units and prints its checksum, untimed and
// without the raw loop: what `Benchmarks/instructions` runs under callgrind, at two counts, to get
// instructions per unit with start-up subtracted.

let arguments = CommandLine.arguments
let isTiny = arguments.contains("--tiny")
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? (isTiny ? 1 : 5)
let filter = arguments.firstIndex(of: "--filter").map { arguments[$0 + 1] }
let fixedCount = arguments.firstIndex(of: "--count").flatMap { Int(arguments[$0 + 1]) }

func matchesFilter(_ workload: Workload) -> Bool {
    filter.map { $0.split(separator: "|").contains { workload.name.contains($0) } } ?? true
}

if let fixedCount {
    for workload in makeWorkloads() where !workload.name.hasPrefix("h.") && matchesFilter(workload) {
        let checksum = workload.run(fixedCount)
        let matches = checksum == workload.expectedChecksum(fixedCount)
        print("\(workload.name) (\(fixedCount) × \(workload.unit))  \(checksum) \(matches ? "ok" : "MISMATCH")")
        if !matches { exit(1) }
    }
    exit(0)
}

func scaled(_ workload: Workload) -> Workload {
    guard isTiny else { return workload }
    return Workload(
        name: workload.name, count: max(fanOut, workload.count / 1_000), unit: workload.unit, run: workload.run,
        expectedChecksum: workload.expectedChecksum)
}

let selected = makeWorkloads().map(scaled).filter { workload in
    workload.name.hasPrefix("h.") || matchesFilter(workload)
}

print(Harness.header())
var baseline = 0.0
var mismatches: [String] = []
for workload in selected {
    let measurement = Harness.measure(workload, runs: runs)
    if workload.name.hasPrefix("h.") { baseline = max(measurement.nanosecondsPerUnit, 0.000_1) }
    print(Harness.row(measurement, baseline: baseline))
    if !measurement.checksumMatches { mismatches.append(workload.name) }
}

// (l) memory soak and bytes per live subscription.
if filter == nil || filter.map({ "l. soak".contains($0) || "memory".contains($0) }) == true {
    print(Memory.soak(elements: isTiny ? 10_000 : 10_000_000))
    print(Memory.bytesPerLiveSubscription(count: isTiny ? 100 : 10_000))
}

if !mismatches.isEmpty {
    print("checksum mismatch in: \(mismatches.joined(separator: ", "))")
    exit(1)
}
