import Streams

/// Asserts that `observer` recorded exactly the events of `diagram` (frame 0 at
/// `subscribed`, frames of the observer's scheduler). `#` matches any error unless `error` is
/// given. A malformed diagram fails the test with the column and what was expected.
///
/// The failure shows the expected and actual diagrams one above the other with a caret under
/// the first difference, then the differing events in `.next(210, x)` form and anything that
/// could not be drawn (elements with no key in `values`, events between frames). Works under
/// XCTest and Swift Testing.
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
        if let message = try Marbles.difference(
            observer.events, diagram, values: values, error: error, timing: observer.scheduler.marbleTiming,
            subscribed: subscribed)
        {
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
        return lines.joined(separator: "\n")
    }
}
