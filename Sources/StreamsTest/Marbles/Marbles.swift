import Streams

/// Reads and draws ASCII marble diagrams (RxJS syntax) for virtual-time tests.
///
/// A diagram draws a sequence on a timeline, one character per frame: `"--a--b--|"` is `a` at
/// frame 2, `b` at frame 5 and completion at frame 8. <doc:MarbleDiagrams> lists what each
/// character means.
///
/// Frame 0 is the subscription time: ``TestScheduler/Defaults/subscribed`` (200) unless told
/// otherwise, so `"-a-|"` means `.next(201, a), .completed(203)`.
public enum Marbles {
    /// Reads the events a diagram describes, each at `subscribed` plus its offset from frame 0
    /// (the `^`, or the first character when there is none).
    ///
    /// - Parameters:
    ///   - diagram: The diagram, as in a hot test sequence: values, `|`, `#`, at most one `^`;
    ///     frames before the `^` are ticks before `subscribed`.
    ///   - values: The element each value character stands for: `["a": 1]`.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick of frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default).
    /// - Returns: The events, in the order they are drawn, with their ticks.
    /// - Throws: ``MarbleError`` naming the column of malformed input or of a character missing
    ///   from `values`.
    public static func events<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error = MarbleDefaultError(),
        timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> [Recorded<Event<Element>>] {
        let marks = try MarbleParser(diagram: diagram, kind: .hot, timing: timing).parse()
        return try Marks.events(
            marks, diagram: diagram, values: MarbleValues(table: values), error: error, origin: subscribed)
    }

    /// Reads the events of a diagram whose values are the characters themselves, as `String`s:
    /// `"-a-|"` is `.next(201, "a"), .completed(203)`.
    ///
    /// - Parameters:
    ///   - diagram: The diagram, as in a hot test sequence: values, `|`, `#`, at most one `^`;
    ///     frames before the `^` are ticks before `subscribed`.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick of frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default).
    /// - Returns: The events, in the order they are drawn, with their ticks.
    /// - Throws: ``MarbleError`` naming the column of malformed input.
    public static func events(
        _ diagram: String, error: Swift.Error = MarbleDefaultError(), timing: MarbleTiming = MarbleTiming(),
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> [Recorded<Event<String>>] {
        try events(diagram, values: [Character: String](), error: error, timing: timing, subscribed: subscribed)
    }

    /// Reads the events of a cold diagram — one that starts when it is subscribed, so it has no
    /// `^` — each at `subscribed` plus its offset from the diagram's first frame, as
    /// ``TestScheduler/createColdObservable(_:values:error:fileID:filePath:line:column:)`` reads it.
    ///
    /// - Parameters:
    ///   - diagram: The diagram, as in a cold test sequence: values, `|`, `#`, no `^`.
    ///   - values: The element each value character stands for: `["a": 1]`.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick of frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default).
    /// - Returns: The events, in the order they are drawn, with their ticks.
    /// - Throws: ``MarbleError`` naming the column of malformed input (a `^` among it) or of a
    ///   character missing from `values`.
    public static func coldEvents<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error = MarbleDefaultError(),
        timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> [Recorded<Event<Element>>] {
        let marks = try MarbleParser(diagram: diagram, kind: .cold, timing: timing).parse()
        return try Marks.events(
            marks, diagram: diagram, values: MarbleValues(table: values), error: error, origin: subscribed)
    }

    /// Reads the events of a cold diagram whose values are the characters themselves, as
    /// `String`s: `"-a-|"` is `.next(201, "a"), .completed(203)`.
    ///
    /// - Parameters:
    ///   - diagram: The diagram, as in a cold test sequence: values, `|`, `#`, no `^`.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick of frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default).
    /// - Returns: The events, in the order they are drawn, with their ticks.
    /// - Throws: ``MarbleError`` naming the column of malformed input (a `^` among it).
    public static func coldEvents(
        _ diagram: String, error: Swift.Error = MarbleDefaultError(), timing: MarbleTiming = MarbleTiming(),
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> [Recorded<Event<String>>] {
        try coldEvents(diagram, values: [Character: String](), error: error, timing: timing, subscribed: subscribed)
    }

    /// Reads the subscription a diagram like `"--^---!"` describes.
    ///
    /// - Parameters:
    ///   - diagram: `-` frames, one `^` where it was subscribed, and at most one `!` where it was
    ///     disposed (`(^!)` for both in one frame); without `!` it was never disposed.
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick of the diagram's first frame (``TestScheduler/Defaults/subscribed``,
    ///     200, by default), as ``TestableObservable/subscriptionMarbles`` draws it.
    /// - Returns: The subscription, with `Int.max` as its end when the diagram has no `!`.
    /// - Throws: ``MarbleError`` naming the column of malformed input.
    public static func subscription(
        _ diagram: String, timing: MarbleTiming = MarbleTiming(),
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws -> Subscription {
        let marks = try MarbleParser(diagram: diagram, kind: .subscription, timing: timing).parse()
        let start = marks.first { $0.kind == .subscribe }!.time
        guard let end = marks.first(where: { $0.kind == .unsubscribe }) else {
            return Subscription(subscribed + start)
        }
        return Subscription(subscribed + start, subscribed + end.time)
    }

    /// Draws recorded events as a diagram, naming each element by its key in `values`.
    ///
    /// Anything that cannot be drawn exactly is listed in the result's
    /// ``MarbleRendering/problems``: an element with no key (drawn as ``marblePlaceholder``), an
    /// event between frames or inside an earlier group's span (left out).
    ///
    /// - Parameters:
    ///   - events: The events to draw, with their ticks: usually a ``TestableObserver``'s
    ///     ``TestableObserver/events``.
    ///   - values: The character to draw for each element; when several keys hold the element,
    ///     the smallest.
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick drawn as frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default); events before it put a `^` there.
    /// - Returns: The diagram and its problems.
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>], values: [Character: Element], timing: MarbleTiming = MarbleTiming(),
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> MarbleRendering {
        Marks.render(events, names: MarbleNames(table: values, equal: ==), timing: timing, origin: subscribed)
    }

    /// Draws recorded `String` events whose elements are single ASCII letters or digits, each as
    /// itself.
    ///
    /// Any other element is drawn as ``marblePlaceholder`` and listed in the result's
    /// ``MarbleRendering/problems``.
    ///
    /// - Parameters:
    ///   - events: The events to draw, with their ticks.
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick drawn as frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default); events before it put a `^` there.
    /// - Returns: The diagram and its problems.
    public static func render(
        _ events: [Recorded<Event<String>>], timing: MarbleTiming = MarbleTiming(),
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> MarbleRendering {
        render(events, values: [:], timing: timing, subscribed: subscribed)
    }

    /// Draws a subscription as `"--^---!"`: `^` where it was subscribed, `!` where it was
    /// disposed, no `!` when it never was.
    ///
    /// - Parameters:
    ///   - subscription: The subscription, usually one of a test sequence's
    ///     ``TestableObservable/subscriptions``.
    ///   - timing: How frames and time progressions map to ticks; a ``TestScheduler``'s
    ///     ``TestScheduler/marbleTiming`` gives its own. One tick per frame and one second per tick
    ///     by default.
    ///   - subscribed: The tick drawn as the diagram's first frame
    ///     (``TestScheduler/Defaults/subscribed``, 200, by default).
    /// - Returns: The diagram and its problems: a tick between frames, or a subscription before
    ///   `subscribed` (drawn as an empty diagram).
    public static func render(
        _ subscription: Subscription, timing: MarbleTiming = MarbleTiming(),
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) -> MarbleRendering {
        Marks.render(subscription, timing: timing, origin: subscribed)
    }
}

extension TestScheduler {
    /// Ticks per marble frame for diagrams on this scheduler (1 by default). With
    /// `ticksPerFrame = 10`, `"-a|"` is `.next(210, a), .completed(220)`.
    public var ticksPerFrame: Int {
        get { marbleFrameTicks.value }
        set {
            precondition(newValue >= 1, "TestScheduler.ticksPerFrame must be at least 1, got \(newValue)")
            marbleFrameTicks.withLock { $0 = newValue }
        }
    }

    /// The frame size and resolution diagrams on this scheduler use.
    public var marbleTiming: MarbleTiming {
        MarbleTiming(ticksPerFrame: ticksPerFrame, resolution: resolution)
    }

    /// Creates a hot test sequence from a diagram: frame 0 (the `^`, or the first character) is
    /// ``Defaults/subscribed``, frames before `^` are earlier.
    ///
    /// Frames last ``ticksPerFrame`` ticks. Malformed input records a test failure naming the
    /// column (XCTest or Swift Testing, whichever is running) and returns an observable that
    /// sends nothing. Use ``Marbles/events(_:values:error:timing:subscribed:)`` to get a thrown
    /// ``MarbleError`` instead.
    ///
    /// - Parameters:
    ///   - diagram: Values, `|`, `#` and at most one `^`, as <doc:MarbleDiagrams> describes.
    ///   - values: The element each value character stands for: `["a": 1]`.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - fileID: The file Swift Testing reports a malformed diagram in; the default is the
    ///     caller's.
    ///   - filePath: The file XCTest reports a malformed diagram in; the default is the caller's.
    ///   - line: The line a malformed diagram is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a malformed diagram at; the default is the
    ///     caller's.
    /// - Returns: The sequence, as ``createHotObservable(_:)`` makes it from the diagram's events.
    public func createHotObservable<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error = MarbleDefaultError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<Element> {
        let location = TestFailure.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            return createHotObservable(try Marbles.events(diagram, values: values, error: error, timing: marbleTiming))
        } catch {
            // diagnostic: malformed-diagram
            TestFailure.report("createHotObservable: \(error)", at: location)
            return createHotObservable([Recorded<Event<Element>>]())
        }
    }

    /// Creates a hot test sequence of `String`s from a diagram whose values are the characters
    /// themselves: `"^-h-i-|"` sends `"h"` at 202 and `"i"` at 204.
    ///
    /// Frames and malformed input are as for
    /// ``createHotObservable(_:values:error:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - diagram: Values, `|`, `#` and at most one `^`, as <doc:MarbleDiagrams> describes.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - fileID: The file Swift Testing reports a malformed diagram in; the default is the
    ///     caller's.
    ///   - filePath: The file XCTest reports a malformed diagram in; the default is the caller's.
    ///   - line: The line a malformed diagram is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a malformed diagram at; the default is the
    ///     caller's.
    /// - Returns: The sequence, as ``createHotObservable(_:)`` makes it from the diagram's events.
    public func createHotObservable(
        _ diagram: String, error: Swift.Error = MarbleDefaultError(), fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<String> {
        createHotObservable(
            diagram, values: [Character: String](), error: error, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Creates a cold test sequence from a diagram: frame 0 is each subscription's tick, and `^`
    /// is not allowed.
    ///
    /// Frames last ``ticksPerFrame`` ticks. Malformed input is reported as for
    /// ``createHotObservable(_:values:error:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - diagram: Values, `|` and `#`, as <doc:MarbleDiagrams> describes.
    ///   - values: The element each value character stands for: `["a": 1]`.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - fileID: The file Swift Testing reports a malformed diagram in; the default is the
    ///     caller's.
    ///   - filePath: The file XCTest reports a malformed diagram in; the default is the caller's.
    ///   - line: The line a malformed diagram is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a malformed diagram at; the default is the
    ///     caller's.
    /// - Returns: The sequence, as ``createColdObservable(_:)`` makes it from the diagram's events.
    public func createColdObservable<Element>(
        _ diagram: String, values: [Character: Element], error: Swift.Error = MarbleDefaultError(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<Element> {
        let location = TestFailure.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            return createColdObservable(
                try Marbles.coldEvents(diagram, values: values, error: error, timing: marbleTiming, subscribed: 0))
        } catch {
            // diagnostic: malformed-diagram
            TestFailure.report("createColdObservable: \(error)", at: location)
            return createColdObservable([Recorded<Event<Element>>]())
        }
    }

    /// Creates a cold test sequence of `String`s from a diagram whose values are the characters
    /// themselves.
    ///
    /// Frames and malformed input are as for
    /// ``createColdObservable(_:values:error:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - diagram: Values, `|` and `#`, as <doc:MarbleDiagrams> describes.
    ///   - error: The error each `#` stands for (``MarbleDefaultError`` by default).
    ///   - fileID: The file Swift Testing reports a malformed diagram in; the default is the
    ///     caller's.
    ///   - filePath: The file XCTest reports a malformed diagram in; the default is the caller's.
    ///   - line: The line a malformed diagram is reported at; the default is the caller's.
    ///   - column: The column Swift Testing reports a malformed diagram at; the default is the
    ///     caller's.
    /// - Returns: The sequence, as ``createColdObservable(_:)`` makes it from the diagram's events.
    public func createColdObservable(
        _ diagram: String, error: Swift.Error = MarbleDefaultError(), fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TestableObservable<String> {
        createColdObservable(
            diagram, values: [Character: String](), error: error, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}

extension TestableObserver where Element: Equatable {
    /// Draws the recorded events as a diagram, naming elements by their key in `values` (or, for
    /// `String` elements and no table, the single character).
    ///
    /// Frames last the scheduler's ``TestScheduler/ticksPerFrame`` ticks. Elements without a key
    /// are drawn as `?`; those and events between frames are listed after the diagram in `‹ ›`,
    /// so the text never equals a clean diagram.
    ///
    /// - Parameters:
    ///   - values: The character to draw for each element; when several keys hold the element,
    ///     the smallest. Empty by default.
    ///   - subscribed: The tick drawn as frame 0 (``TestScheduler/Defaults/subscribed``, 200, by
    ///     default); events before it put a `^` there.
    /// - Returns: The diagram, followed by its problems in `‹ ›` when there are any.
    public func marbles(values: [Character: Element] = [:], subscribed: TestTime = TestScheduler.Defaults.subscribed)
        -> String
    {
        Marbles.render(events, values: values, timing: scheduler.marbleTiming, subscribed: subscribed).text
    }
}

extension TestableObservable {
    /// Each subscription as a diagram such as `"^-----!"`, frame 0 at
    /// ``TestScheduler/Defaults/subscribed``; a subscription still active has no `!`.
    public var subscriptionMarbles: [String] {
        subscriptionMarbles(subscribed: TestScheduler.Defaults.subscribed)
    }

    /// Draws each subscription as a diagram such as `"^-----!"`; a subscription still active has
    /// no `!`.
    ///
    /// - Parameter subscribed: The tick drawn as each diagram's first frame.
    /// - Returns: One diagram per subscription, in the order they were made, in frames of the
    ///   scheduler's ``TestScheduler/ticksPerFrame`` ticks.
    public func subscriptionMarbles(subscribed: TestTime) -> [String] {
        subscriptions.map { Marbles.render($0, timing: testScheduler.marbleTiming, subscribed: subscribed).text }
    }
}
