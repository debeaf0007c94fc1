import Streams
import StreamsTest
import XCTest

/// SplitMix64: a tiny seeded generator so the random round trips are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

final class MarbleRoundTripTests: LeakCheckingTestCase {
    private let canonicalDiagrams = [
        "",
        "a",
        "|",
        "#",
        "-a--b---|",
        "(ab)c|",
        "-(ab)(cd)-e#",
        "---(a|)",
        "ab-^-c|",
        "a-(^bc)#",
        "a(^b)c",
        "12ms",
        "2ad-1-|",
        "a--^",
        "0123456789",
        "-x-y-z-(xyz)-|",
    ]

    func testRenderingAParsedCanonicalDiagramGivesItBack() throws {
        for diagram in canonicalDiagrams {
            let events = try Marbles.events(diagram)
            let rendering = Marbles.render(events)
            XCTAssertEqual(rendering.text, diagram)
        }
    }

    func testRenderingAParsedCanonicalDiagramGivesItBackWithLongerFrames() throws {
        let timing = MarbleTiming(ticksPerFrame: 10)
        for diagram in canonicalDiagrams {
            let events = try Marbles.events(diagram, timing: timing)
            XCTAssertEqual(Marbles.render(events, timing: timing).text, diagram)
        }
    }

    func testNonCanonicalDiagramsRenderInCanonicalForm() throws {
        let cases = [
            ("^-a-|", "--a-|"),
            (" - a  10ms b ", "-a" + String(repeating: "-", count: 10) + "b"),
            ("a 2f b", "a--b"),
            ("10ms a", String(repeating: "-", count: 10) + "a"),
            ("-a-|---", "-a-|"),
        ]
        for (written, canonical) in cases {
            let timing = MarbleTiming(ticksPerFrame: 1, resolution: 0.001)
            XCTAssertEqual(
                Marbles.render(try Marbles.events(written, timing: timing), timing: timing).text, canonical, written)
        }
    }

    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "1": 10, "2": 20]

    /// Random event lists that a diagram can draw exactly: groups do not overlap what follows,
    /// nothing follows the terminal event, and events before the origin leave frame 0 to `^`.
    private func randomEvents(_ random: inout SeededGenerator, ticksPerFrame: Int) -> [Recorded<Event<Int>>] {
        let elements = Array(values.values)
        var frames: [(frame: Int, events: [Event<Int>])] = []
        var cursor = 0
        if Bool.random(using: &random) {
            cursor = -Int.random(in: 1...8, using: &random)
            // Entries wholly before the origin.
            while true {
                let frame = cursor + Int.random(in: 0...2, using: &random)
                let count = Int.random(in: 1...3, using: &random)
                let size = count == 1 ? 1 : count + 2
                guard frame + size <= 0, frames.count < 4 else { break }
                frames.append((frame, (0..<count).map { _ in .next(elements.randomElement(using: &random)!) }))
                cursor = frame + size
            }
            if frames.isEmpty {
                frames.append((cursor, [.next(elements.randomElement(using: &random)!)]))
            }
            // `^` takes frame 0 (alone, or at the head of a group starting there).
            if Bool.random(using: &random) {
                let count = Int.random(in: 1...2, using: &random)
                frames.append((0, (0..<count).map { _ in .next(elements.randomElement(using: &random)!) }))
                cursor = count + 3
            } else {
                cursor = 1
            }
        }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let frame = cursor + Int.random(in: 0...4, using: &random)
            let count = Int.random(in: 1...3, using: &random)
            frames.append((frame, (0..<count).map { _ in .next(elements.randomElement(using: &random)!) }))
            cursor = frame + (count == 1 ? 1 : count + 2)
        }
        switch Int.random(in: 0...2, using: &random) {
        case 0:
            frames.append((cursor + Int.random(in: 0...3, using: &random), [.completed]))
        case 1:
            if let last = frames.last, Bool.random(using: &random), last.frame >= 0 {
                frames[frames.count - 1].events.append(.error(MarbleDefaultError()))
            } else {
                frames.append((cursor + Int.random(in: 0...3, using: &random), [.error(MarbleDefaultError())]))
            }
        default:
            break
        }
        return frames.flatMap { entry in
            entry.events.map { Recorded(time: 200 + entry.frame * ticksPerFrame, value: $0) }
        }
    }

    func testParsingARenderedRandomEventListGivesItBack() throws {
        var random = SeededGenerator(seed: 0x5EED)
        var groups = 0
        var early = 0
        for _ in 0..<3000 {
            let timing = MarbleTiming(ticksPerFrame: Int.random(in: 1...10, using: &random))
            let events = randomEvents(&random, ticksPerFrame: timing.ticksPerFrame)
            let rendering = Marbles.render(events, values: values, timing: timing)
            XCTAssertEqual(rendering.problems, [], "\(events)")
            let parsed = try Marbles.events(rendering.diagram, values: values, timing: timing)
            XCTAssertEqual(parsed, events, rendering.diagram)
            if rendering.diagram.contains("(") { groups += 1 }
            if rendering.diagram.contains("^") { early += 1 }
        }
        // The generator really exercises groups and events before the subscription.
        XCTAssertGreaterThan(groups, 500)
        XCTAssertGreaterThan(early, 500)
    }
}
