import Foundation
import Streams
internal import StreamsInspector

/// Asserts that `observer` recorded exactly the events of `diagram` (frame 0 at
/// `subscribed`, frames of the observer's scheduler). `#` matches any error unless `error` is
/// given. A malformed diagram fails the test with the column and what was expected.
///
/// The failure shows the expected and actual diagrams one above the other with a caret under
/// the first difference, then the differing events in `.next(210, x)` form and anything that
/// could not be drawn (elements with no key in `values`, events between frames). Works under
/// XCTest and Swift Testing.
///
/// When the environment variable `STREAMS_MARBLE_FAILURES_DIR` names a folder, a failure also
/// draws the expected and the actual events as one SVG picture there, named after the test's
/// file and line (`MyTests_SearchTests.swift-42.svg`), and its message ends with the picture's
/// path.
///
/// - Parameters:
///   - observer: The observer whose ``TestableObserver/events`` are compared, usually the result
///     of ``TestScheduler/start(_:)``.
///   - diagram: The events expected: values, `|`, `#`, at most one `^`, as <doc:MarbleDiagrams>
///     describes.
///   - values: The element each value character stands for: `["a": 1]`. Empty by default, for
///     `String` elements drawn as themselves.
///   - error: The error a `#` must match; `nil` (the default) matches any error.
///   - subscribed: The tick of frame 0 (``TestScheduler/Defaults/subscribed``, 200, by default).
///   - fileID: The file Swift Testing reports a failure in; the default is the caller's.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line a failure is reported at; the default is the caller's.
///   - column: The column Swift Testing reports a failure at; the default is the caller's.
public func XCTAssertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>, _ diagram: String, values: [Character: Element] = [:],
    error: Swift.Error? = nil, subscribed: TestTime = TestScheduler.Defaults.subscribed, fileID: String = #fileID,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = TestFailure.Location(fileID: fileID, filePath: file, line: line, column: column)
    do {
        let timing = observer.scheduler.marbleTiming
        if let comparison = try Marbles.comparison(
            observer.events, diagram, values: values, error: error, timing: timing, subscribed: subscribed)
        {
            var message = comparison.message
            if let folder = MarbleFailurePictures.folder {
                message += "\n" + MarbleFailurePictures.write(comparison, timing: timing, into: folder, for: location)
            }
            // diagnostic: marbles-differ
            TestFailure.report(message, at: location)
        }
    } catch {
        // diagnostic: malformed-diagram
        TestFailure.report("XCTAssertMarbles: \(error)", at: location)
    }
}

extension Marbles {
    /// Compares recorded events with a diagram, returning the message
    /// ``XCTAssertMarbles(_:_:values:error:subscribed:fileID:file:line:column:)`` fails with.
    ///
    /// - Parameters:
    ///   - events: The events recorded, with their ticks.
    ///   - diagram: The events expected: values, `|`, `#`, at most one `^`, as
    ///     <doc:MarbleDiagrams> describes.
    ///   - values: The element each value character stands for: `["a": 1]`. Empty by default,
    ///     for `String` elements drawn as themselves.
    ///   - error: The error a `#` must match; `nil` (the default) matches any error.
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick of frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default).
    /// - Returns: `nil` when `events` are exactly the events of `diagram`, at the same ticks;
    ///   otherwise both diagrams with a caret under the first difference, then the missing and
    ///   unexpected events.
    /// - Throws: ``MarbleError`` for a malformed diagram.
    public static func difference<Element: Equatable>(
        _ events: [Recorded<Event<Element>>], _ diagram: String, values: [Character: Element] = [:],
        error: Swift.Error? = nil, timing: MarbleTiming = MarbleTiming(),
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> String? {
        try comparison(events, diagram, values: values, error: error, timing: timing, subscribed: subscribed)?.message
    }

    /// What ``difference(_:_:values:error:timing:subscribed:)`` finds: its message, and the
    /// events of both sides for a picture. `nil` when they match.
    static func comparison<Element: Equatable>(
        _ events: [Recorded<Event<Element>>], _ diagram: String, values: [Character: Element], error: Swift.Error?,
        timing: MarbleTiming, subscribed: TestTime
    ) throws -> MarbleComparison? {
        let expected = try Marbles.events(
            diagram, values: values, error: error ?? MarbleDefaultError(), timing: timing, subscribed: subscribed)
        func matches(_ lhs: Recorded<Event<Element>>, _ rhs: Recorded<Event<Element>>) -> Bool {
            guard lhs.time == rhs.time else { return false }
            switch (lhs.value, rhs.value) {
            case (.next(let left), .next(let right)): return left == right
            case (.completed, .completed): return true
            case (.error(let left), .error(let right)): return error == nil || errorsAreEqual(left, right)
            default: return false
            }
        }
        let firstDifference = zip(events, expected).prefix(while: { matches($0, $1) }).count
        if firstDifference == events.count, firstDifference == expected.count { return nil }

        let names = MarbleNames(table: values, equal: ==)
        let actualRendering = Marks.render(events, names: names, timing: timing, origin: subscribed)
        let expectedRendering = Marks.render(expected, names: names, timing: timing, origin: subscribed)
        let differingTimes = [events, expected].compactMap {
            $0.indices.contains(firstDifference) ? $0[firstDifference].time : nil
        }
        let tick = differingTimes.min() ?? subscribed
        let offset = tick - subscribed
        let frame =
            offset >= 0 ? offset / timing.ticksPerFrame : -((-offset + timing.ticksPerFrame - 1) / timing.ticksPerFrame)
        let expectedCharacters = Array(expectedRendering.diagram)
        let actualCharacters = Array(actualRendering.diagram)
        let caretColumn = zip(expectedCharacters, actualCharacters).prefix(while: { $0 == $1 }).count

        var missing: [String] = []
        var unmatched = events
        for event in expected {
            if let index = unmatched.firstIndex(where: { matches($0, event) }) {
                unmatched.remove(at: index)
            } else {
                missing.append(Marks.describe(event, names: names))
            }
        }
        var lines = [
            "Marbles differ at frame \(frame) (tick \(tick)):",
            "  expected: \(expectedRendering.diagram)",
            "  actual:   \(actualRendering.diagram)",
            "            " + String(repeating: " ", count: caretColumn) + "^",
        ]
        if diagram != expectedRendering.diagram {
            lines.append("  (expected as written: \"\(diagram)\")")
        }
        if !missing.isEmpty {
            lines.append("  expected but not received: " + missing.joined(separator: ", "))
        }
        if !unmatched.isEmpty {
            lines.append(
                "  received but not expected: "
                    + unmatched.map { Marks.describe($0, names: names) }.joined(separator: ", "))
        }
        for problem in actualRendering.problems {
            lines.append("  not drawn exactly: \(problem)")
        }
        let lane = { (label: String, events: [Recorded<Event<Element>>]) in
            MarbleDiagram.Lane(label: label, events: events.map { ($0.time, $0.value) })
        }
        return MarbleComparison(
            message: lines.joined(separator: "\n"), expected: lane("expected", expected),
            actual: lane("actual", events), subscribed: subscribed)
    }
}

/// A failed comparison of recorded events with a diagram.
struct MarbleComparison {
    /// What the failure says.
    let message: String
    /// The events of both sides, as lanes of a picture.
    let expected: MarbleDiagram.Lane
    let actual: MarbleDiagram.Lane
    /// The tick of frame 0.
    let subscribed: TestTime
}

/// The pictures failed marble assertions leave in `STREAMS_MARBLE_FAILURES_DIR`.
package enum MarbleFailurePictures {
    /// The folder to write them in: the environment variable's, unless a test of this package
    /// names another for its own task (`$folder.withValue(…)`).
    @TaskLocal package static var folder: String? = ProcessInfo.processInfo.environment["STREAMS_MARBLE_FAILURES_DIR"]

    /// Draws the expected and the actual events one above the other, the first line of the
    /// message between them, into `folder`; returns the line that ends the failure message.
    static func write(
        _ comparison: MarbleComparison, timing: MarbleTiming, into folder: String, for location: TestFailure.Location
    ) -> String {
        let times = (comparison.expected.marks + comparison.actual.marks).map(\.time)
        let diagram = MarbleDiagram(
            inputs: [comparison.expected],
            operation: comparison.message.split(separator: "\n").first.map(String.init) ?? "",
            outputs: [comparison.actual], start: comparison.subscribed,
            end: (times.max() ?? comparison.subscribed) + 2 * timing.ticksPerFrame, ticksPerFrame: timing.ticksPerFrame)
        let name =
            location.fileID.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
            + "-\(location.line).svg"
        let path = URL(fileURLWithPath: folder).appendingPathComponent(String(name)).path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try diagram.svg().write(toFile: path, atomically: true, encoding: .utf8)
            return "  picture: \(path)"
        } catch {
            return "  picture not written to \(path): \(error)"
        }
    }
}
