import Streams

/// ASCII marble diagrams (RxJS syntax) for virtual-time tests.
///
/// | mark | meaning |
/// |---|---|
/// | `-` | one frame (`ticksPerFrame` ticks, 1 by default) |
/// | `a`, `1` | a value: its element in `values:` (for `String` / `Character` elements with no table, the character itself) |
/// | `\|` | completed |
/// | `#` | error (the `error:` argument, `MarbleDefaultError()` by default) |
/// | `^` | subscription point (hot diagrams): frame 0; frames before it are negative time |
/// | `(ab)` | simultaneous events, at the frame of `(`; the group lasts its full length (4 frames) |
/// | ` ` | ignored |
/// | `10ms`, `3s`, `5f` | time progression, between spaces: seconds / `resolution` ticks, or frames |
/// | `!` | unsubscription (subscription diagrams `^---!`) |
///
/// Frame 0 is the subscription time: `TestScheduler.Defaults.subscribed` (200) unless told
/// otherwise, so `"-a-|"` means `.next(201, a), .completed(203)`.
public enum Marbles {
    /// The events a diagram describes, at `subscribed` + their offset from frame 0 (the `^`,
    /// or the first character when there is none).
    ///
    /// - Throws: `MarbleError` naming the column of malformed input or a key missing from
    ///   `values`.
    public static func events<Element>(_ diagram: String, values: [Character: Element], error: Swift.Error = MarbleDefaultError(), timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed) throws -> [Recorded<Event<Element>>] {
        let marks = try MarbleParser(diagram: diagram, kind: .hot, timing: timing).parse()
        return try Marks.events(marks, diagram: diagram, values: MarbleValues(table: values), error: error, origin: subscribed)
    }

    /// The events of a diagram whose values are the characters themselves.
    public static func events(_ diagram: String, error: Swift.Error = MarbleDefaultError(), timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed) throws -> [Recorded<Event<String>>] {
        try events(diagram, values: [Character: String](), error: error, timing: timing, subscribed: subscribed)
    }

    /// The subscription a diagram like `"--^---!"` describes (frame 0 at `subscribed`); a
    /// diagram without `!` is a subscription that was never disposed.
    public static func subscription(_ diagram: String, timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed) throws -> Subscription {
        let marks = try MarbleParser(diagram: diagram, kind: .subscription, timing: timing).parse()
        let start = marks.first { $0.kind == .subscribe }!.time
        guard let end = marks.first(where: { $0.kind == .unsubscribe }) else {
            return Subscription(subscribed + start)
        }
        return Subscription(subscribed + start, subscribed + end.time)
    }

    /// Draws recorded events as a diagram (frame 0 at `subscribed`), naming elements by
    /// their key in `values`. Anything that cannot be drawn exactly is listed in `problems`.
    public static func render<Element: Equatable>(_ events: [Recorded<Event<Element>>], values: [Character: Element], timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed) -> MarbleRendering {
        Marks.render(events, names: MarbleNames(table: values, equal: ==), timing: timing, origin: subscribed)
    }

    /// Draws recorded `String` events whose elements are single letters or digits.
    public static func render(_ events: [Recorded<Event<String>>], timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed) -> MarbleRendering {
        render(events, values: [:], timing: timing, subscribed: subscribed)
    }

    /// Draws a subscription as `"--^---!"` (frame 0 at `subscribed`).
    public static func render(_ subscription: Subscription, timing: MarbleTiming = MarbleTiming(), subscribed: TestTime = TestScheduler.Defaults.subscribed) -> MarbleRendering {
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

    /// A hot observable from a diagram: frame 0 (the `^`, or the first character) is
    /// `Defaults.subscribed`, frames before `^` are earlier.
    ///
    /// Malformed input records a test failure naming the column (XCTest or Swift Testing,
    /// whichever is running) and returns an observable that sends nothing. Use
    /// `Marbles.events` to get a thrown `MarbleError` instead.
    public func createHotObservable<Element>(_ diagram: String, values: [Character: Element], error: Swift.Error = MarbleDefaultError(), fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TestableObservable<Element> {
        let location = MarbleSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            return createHotObservable(try Marbles.events(diagram, values: values, error: error, timing: marbleTiming))
        } catch {
            recordMarbleFailure("createHotObservable: \(error)", at: location)
            return createHotObservable([Recorded<Event<Element>>]())
        }
    }

    /// A hot observable of `String`s from a diagram whose values are the characters themselves.
    public func createHotObservable(_ diagram: String, error: Swift.Error = MarbleDefaultError(), fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TestableObservable<String> {
        createHotObservable(diagram, values: [Character: String](), error: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A cold observable from a diagram: frame 0 is each subscription's time. `^` is not
    /// allowed. Malformed input is reported as for `createHotObservable(_:values:error:)`.
    public func createColdObservable<Element>(_ diagram: String, values: [Character: Element], error: Swift.Error = MarbleDefaultError(), fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TestableObservable<Element> {
        let location = MarbleSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            let marks = try MarbleParser(diagram: diagram, kind: .cold, timing: marbleTiming).parse()
            return createColdObservable(try Marks.events(marks, diagram: diagram, values: MarbleValues(table: values), error: error, origin: 0))
        } catch {
            recordMarbleFailure("createColdObservable: \(error)", at: location)
            return createColdObservable([Recorded<Event<Element>>]())
        }
    }

    /// A cold observable of `String`s from a diagram whose values are the characters themselves.
    public func createColdObservable(_ diagram: String, error: Swift.Error = MarbleDefaultError(), fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> TestableObservable<String> {
        createColdObservable(diagram, values: [Character: String](), error: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

extension TestableObserver where Element: Equatable {
    /// The recorded events as a diagram with frame 0 at `subscribed`, naming elements by
    /// their key in `values` (or, for `String` elements and no table, the single character).
    /// Elements without a key are drawn as `?`; those and events between frames are listed
    /// after the diagram in `‹ ›`, so the text never equals a clean diagram.
    public func marbles(values: [Character: Element] = [:], subscribed: TestTime = TestScheduler.Defaults.subscribed) -> String {
        Marbles.render(events, values: values, timing: scheduler.marbleTiming, subscribed: subscribed).text
    }
}

extension TestableObservable {
    /// Each subscription as a diagram such as `"^-----!"`, frame 0 at
    /// `TestScheduler.Defaults.subscribed`; a subscription still active has no `!`.
    public var subscriptionMarbles: [String] {
        subscriptionMarbles(subscribed: TestScheduler.Defaults.subscribed)
    }

    /// Each subscription as a diagram with frame 0 at `subscribed`.
    public func subscriptionMarbles(subscribed: TestTime) -> [String] {
        subscriptions.map { Marbles.render($0, timing: testScheduler.marbleTiming, subscribed: subscribed).text }
    }
}
