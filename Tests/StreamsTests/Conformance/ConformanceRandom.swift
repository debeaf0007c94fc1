/// A seeded generator (SplitMix64): the same seed gives the same program on every machine and
/// every run, which is what makes a failure's seed worth printing.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`. Computed here rather than with `Int.random(in:using:)`, whose
    /// algorithm the standard library may change: a seed must name the same program on every
    /// toolchain. (The modulo's bias is immaterial for ranges this small.)
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// `true` with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(0...(choices.count - 1))]
    }

    /// One of `choices`, each as likely as its weight.
    mutating func pick<T>(weighted choices: [(T, Int)]) -> T {
        let total = choices.reduce(0) { $0 + $1.1 }
        var roll = int(0...(total - 1))
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }
}
