import Foundation
import Streams
import StreamsTest
import XCTest

/// Random programs over the whole catalogue, checked against the Rx contract (see "Random
/// programs: the conformance harness" in CONTRIBUTING.md). Environment variables:
/// `STREAMS_CONFORMANCE_CASES=200000` runs that many programs instead of `defaultCases`,
/// `STREAMS_CONFORMANCE_FIRST_SEED=1000000` starts at another seed, and
/// `STREAMS_CONFORMANCE_SEED=1234` runs one seed and prints its program and recording.
final class ConformanceTests: LeakCheckingTestCase {
    /// Programs in a plain `swift test`.
    static let defaultCases = 6_000
    /// One program in this many also runs a second time, to check it records the same.
    static let determinismSample = 10

    func testRandomProgramsKeepTheRxContract() {
        let environment = ProcessInfo.processInfo.environment
        if let seedText = environment["STREAMS_CONFORMANCE_SEED"] {
            guard let seed = UInt64(seedText) else {
                return XCTFail("STREAMS_CONFORMANCE_SEED must be a number, got \(seedText)")
            }
            return checkSeeds(seed...seed, verbose: true)
        }
        let cases = environment["STREAMS_CONFORMANCE_CASES"].flatMap { UInt64($0) } ?? UInt64(Self.defaultCases)
        let first = environment["STREAMS_CONFORMANCE_FIRST_SEED"].flatMap { UInt64($0) } ?? 0
        checkSeeds(first...(first + cases - 1), verbose: false)
    }

    private func checkSeeds(_ seeds: ClosedRange<UInt64>, verbose: Bool) {
        var failures = 0
        var counts: [Violation.Rule: Int] = [:]
        ConformanceHarness.withHooks {
            for seed in seeds {
                let program = ConformanceGenerator.program(seed: seed)
                let outcome =
                    seed % UInt64(Self.determinismSample) == 0 || verbose
                    ? ConformanceHarness.runTwice(program)
                    : ConformanceHarness.run(program)
                if verbose {
                    print(ConformanceReport.describe(outcome, seed: seed))
                }
                guard !outcome.violations.isEmpty else { continue }
                failures += 1
                for violation in outcome.violations { counts[violation.rule, default: 0] += 1 }
                if failures <= 3 {
                    let shrunk = ConformanceShrinker.shrink(outcome)
                    XCTFail(ConformanceReport.failure(outcome, seed: seed, shrinking: shrunk))
                }
            }
        }
        if failures > 3 {
            XCTFail(
                "\(failures) of \(seeds.count) programs broke an invariant: \(counts.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", "))"
            )
        }
    }
}
