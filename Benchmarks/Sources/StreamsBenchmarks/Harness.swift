import Dispatch
import MallocCounter

/// One timed workload: it pushes `count` elements (or operations) through Streams and returns
/// a checksum that a plain loop computes too, proving the work was done.
struct Workload {
    let name: String
    let count: Int
    /// What one unit of `count` is: "element", "delivery", "switch", "chain"...
    let unit: String
    let run: (Int) -> Int
    let expectedChecksum: (Int) -> Int
}

/// A workload's measurements.
struct Measurement {
    let workload: Workload
    let nanosecondsPerUnit: Double
    let allocationsPerUnit: Double?
    let checksum: Int
    let expected: Int

    var checksumMatches: Bool { checksum == expected }
}

enum Harness {
    /// Times `workload`: one warm-up run, then the median of `runs` timed runs; allocations are
    /// counted over one more run.
    static func measure(_ workload: Workload, runs: Int) -> Measurement {
        let count = workload.count
        let expected = workload.expectedChecksum(count)
        var checksum = workload.run(count)
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            checksum = workload.run(count)
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            samples.append(Double(elapsed) / Double(count))
        }
        samples.sort()
        let before = malloc_counter_allocations()
        _ = workload.run(count)
        let after = malloc_counter_allocations()
        let allocations = before < 0 ? nil : Double(after - before) / Double(count)
        return Measurement(
            workload: workload, nanosecondsPerUnit: samples[samples.count / 2], allocationsPerUnit: allocations,
            checksum: checksum, expected: expected)
    }

    static func header() -> String {
        pad("workload (count × unit)", 56) + pad("ns/unit", 12, right: true) + pad("x raw loop", 12, right: true)
            + pad("allocs/unit", 13, right: true) + "  checksum"
    }

    static func row(_ measurement: Measurement, baseline: Double) -> String {
        let name = "\(measurement.workload.name) (\(measurement.workload.count) × \(measurement.workload.unit))"
        let allocations = measurement.allocationsPerUnit.map { format($0, decimals: 2) } ?? "n/a"
        let check = measurement.checksumMatches ? "ok" : "MISMATCH (expected \(measurement.expected))"
        return pad(name, 56)
            + pad(format(measurement.nanosecondsPerUnit, decimals: 2), 12, right: true)
            + pad(format(measurement.nanosecondsPerUnit / baseline, decimals: 1), 12, right: true)
            + pad(allocations, 13, right: true)
            + "  \(measurement.checksum) \(check)"
    }

    static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            if fraction.count < decimals { text += String(repeating: "0", count: decimals - fraction.count) }
        } else if decimals > 0 {
            text += "." + String(repeating: "0", count: decimals)
        }
        return text
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        guard text.count < width else { return text + " " }
        let padding = String(repeating: " ", count: width - text.count)
        return right ? padding + text : text + padding
    }

    static func megabytes(_ bytes: Int64) -> String {
        bytes < 0 ? "n/a" : format(Double(bytes) / 1_048_576, decimals: 1) + " MiB"
    }
}

/// Keeps the optimizer from discarding a value.
@inline(never)
func blackHole<T>(_ value: T) {}
