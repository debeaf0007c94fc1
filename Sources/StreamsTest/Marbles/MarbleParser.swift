import Streams

/// How diagram frames and time progressions map to ticks.
///
/// A frame (`-`, a value, `|`, `#`, `^`, `(`, `)`) lasts `ticksPerFrame` ticks. A time
/// progression `5f` lasts 5 frames; `10ms` and `3s` last that many seconds divided by the
/// scheduler's `resolution` (seconds per tick), which must come out as a whole number of ticks.
public struct MarbleTiming: Equatable, Sendable {
    /// Ticks per frame (at least 1).
    public var ticksPerFrame: Int
    /// Seconds per tick, as in `TestScheduler(initialClock:resolution:)`.
    public var resolution: Double

    /// Creates a timing.
    ///
    /// - Parameters:
    ///   - ticksPerFrame: Ticks per frame, at least 1 (parsing a diagram with less throws a
    ///     ``MarbleError``).
    ///   - resolution: Seconds per tick, by which `10ms` and `3s` progressions are divided.
    public init(ticksPerFrame: Int = 1, resolution: Double = 1) {
        self.ticksPerFrame = ticksPerFrame
        self.resolution = resolution
    }
}

/// One parsed mark of a diagram: what it is, its time in ticks from the start of the diagram,
/// and the column it was written in.
struct Mark {
    enum Kind: Equatable {
        case value(Character)
        case completed
        case error
        case subscribe
        case unsubscribe
    }

    let kind: Kind
    let time: Int
    let column: Int
}

/// Which marks a diagram may contain.
enum DiagramKind {
    /// Values, `|`, `#`; no `^`.
    case cold
    /// Values, `|`, `#`, at most one `^`.
    case hot
    /// `^` and `!` only.
    case subscription
}

/// Reads a diagram into marks; every malformed input is a `MarbleError`.
struct MarbleParser {
    let diagram: String
    let kind: DiagramKind
    let timing: MarbleTiming

    private var characters: [Character] { Array(diagram) }

    func parse() throws -> [Mark] {
        guard timing.ticksPerFrame >= 1 else {
            throw MarbleError(
                diagram: diagram, column: 1, reason: "ticksPerFrame must be at least 1, got \(timing.ticksPerFrame)")
        }
        let characters = self.characters
        let frame = timing.ticksPerFrame
        var marks: [Mark] = []
        var time = 0
        var index = 0
        var group: (time: Int, column: Int, count: Int)?
        var terminalColumn: Int?
        var subscribeColumn: Int?
        var unsubscribeColumn: Int?

        func fail(_ column: Int, _ reason: String) -> MarbleError {
            MarbleError(diagram: diagram, column: column, reason: reason)
        }

        while index < characters.count {
            let character = characters[index]
            let column = index + 1
            if character == " " {
                index += 1
                continue
            }
            if character.isASCII, character.isNumber, index == 0 || characters[index - 1] == " ",
                let progression = try timeProgression(at: index)
            {
                if let group {
                    throw fail(
                        column,
                        "a time progression cannot be inside the group opened at column \(group.column); expected ')'")
                }
                time = try later(time, by: progression.ticks, column: column)
                index = progression.end
                continue
            }
            let eventTime = group?.time ?? time
            switch character {
            case "-":
                if let group {
                    throw fail(
                        column,
                        "'-' cannot be inside the group opened at column \(group.column); expected a value, '|', '#' or ')'"
                    )
                }
            case "(":
                if let group {
                    throw fail(
                        column, "groups cannot nest (a group is already open at column \(group.column)); expected ')'")
                }
                group = (time, column, 0)
            case ")":
                guard let open = group else {
                    throw fail(column, "')' without a matching '('")
                }
                if open.count == 0 {
                    throw fail(column, "empty group '()'; expected at least one event between '(' and ')'")
                }
                group = nil
            case "^":
                switch kind {
                case .cold:
                    throw fail(
                        column,
                        "'^' (subscription point) is only allowed in hot diagrams; a cold diagram starts at its subscription, so leave the '^' out"
                    )
                case .hot, .subscription:
                    if let subscribeColumn {
                        throw fail(
                            column,
                            "second '^' (the first is at column \(subscribeColumn)); expected at most one subscription point"
                        )
                    }
                }
                subscribeColumn = column
                marks.append(Mark(kind: .subscribe, time: eventTime, column: column))
            case "!":
                guard kind == .subscription else {
                    throw fail(
                        column,
                        "'!' (unsubscription) is only allowed in subscription diagrams; expected a value, '-', '|', '#', '^', '(' or ')'"
                    )
                }
                guard subscribeColumn != nil else {
                    throw fail(column, "'!' before '^'; expected the subscription point '^' first")
                }
                if let unsubscribeColumn {
                    throw fail(
                        column, "second '!' (the first is at column \(unsubscribeColumn)); expected one unsubscription")
                }
                unsubscribeColumn = column
                marks.append(Mark(kind: .unsubscribe, time: eventTime, column: column))
            case "|", "#":
                guard kind != .subscription else {
                    throw fail(column, "'\(character)' in a subscription diagram; expected '-', '^', '!', '(' or ')'")
                }
                if let terminalColumn {
                    throw fail(
                        column,
                        "'\(character)' after the stream ended at column \(terminalColumn); expected only '-' after '|' or '#'"
                    )
                }
                terminalColumn = column
                marks.append(Mark(kind: character == "|" ? .completed : .error, time: eventTime, column: column))
            default:
                guard character.isASCII, character.isLetter || character.isNumber else {
                    throw fail(column, "unexpected character '\(character)'; expected \(accepted)")
                }
                guard kind != .subscription else {
                    throw fail(
                        column, "value '\(character)' in a subscription diagram; expected '-', '^', '!', '(' or ')'")
                }
                if let terminalColumn {
                    throw fail(
                        column,
                        "value '\(character)' after the stream ended at column \(terminalColumn); expected only '-' after '|' or '#'"
                    )
                }
                marks.append(Mark(kind: .value(character), time: eventTime, column: column))
            }
            if group != nil, character != "(" {
                group?.count += 1
            }
            time = try later(time, by: frame, column: column)
            index += 1
        }
        if let group {
            throw fail(group.column, "'(' is never closed; expected ')' before the end of the diagram")
        }
        if kind == .subscription, subscribeColumn == nil {
            throw fail(characters.count + 1, "a subscription diagram needs a '^'")
        }
        return marks
    }

    /// What a diagram of this kind may hold where an unexpected character was found, with a time
    /// progression that fits the timing as the example (`10ms` only where it is a whole number of
    /// ticks).
    private var accepted: String {
        let progressions = ["5f", "3s", "10ms"].filter { (try? progressionTicks($0)) != nil }
        let progression =
            "a time progression such as "
            + (progressions.count == 1
                ? progressions[0] : progressions.dropLast().joined(separator: ", ") + " or " + progressions.last!)
        switch kind {
        case .cold:
            return "a value (an ASCII letter or digit), '-', '|', '#', '(', ')', a space or \(progression)"
        case .hot:
            return "a value (an ASCII letter or digit), '-', '|', '#', '^', '(', ')', a space or \(progression)"
        case .subscription:
            return "'-', '^', '!', '(', ')', a space or \(progression)"
        }
    }

    /// The ticks of a well-formed progression such as `10ms` under this timing.
    private func progressionTicks(_ text: String) throws -> Int? {
        try MarbleParser(diagram: " " + text, kind: kind, timing: timing).timeProgression(at: 1)?.ticks
    }

    /// `time` moved on by `ticks`; a diagram lasts fewer than 10^15 ticks, so that its times and
    /// anything added to them stay far from `Int`'s limits.
    private func later(_ time: Int, by ticks: Int, column: Int) throws -> Int {
        let (sum, overflow) = time.addingReportingOverflow(ticks)
        guard !overflow, sum < 1_000_000_000_000_000 else {
            throw MarbleError(
                diagram: diagram, column: column,
                reason: "the diagram is too long here: it lasts 10^15 ticks or more; expected fewer than 10^15 ticks")
        }
        return sum
    }

    /// A time progression starting at `index` (`10ms`, `3s`, `5f`), or `nil` when the text
    /// there is ordinary values: a single digit then a single letter (`1a`, as RxJS reads it),
    /// or anything at the start of the diagram not followed by a space.
    private func timeProgression(at index: Int) throws -> (ticks: Int, end: Int)? {
        let characters = self.characters
        var cursor = index
        func scanDigits() {
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber { cursor += 1 }
        }
        scanDigits()
        var number = String(characters[index..<cursor])
        if cursor + 1 < characters.count, characters[cursor] == ".", characters[cursor + 1].isASCII,
            characters[cursor + 1].isNumber
        {
            cursor += 1
            scanDigits()
            number = String(characters[index..<cursor])
        }
        let unitStart = cursor
        while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isLetter { cursor += 1 }
        let unit = String(characters[unitStart..<cursor])
        let endsToken = cursor == characters.count || characters[cursor] == " "
        // At the very start only `10ms ` with its space is a progression (as in RxJS), so a
        // rendered diagram, which has no spaces, always reads back as values.
        if index == 0, cursor == characters.count || characters[cursor] != " " {
            return nil
        }
        let unmistakable = number.count > 1 || unit.count > 1
        if unit.isEmpty {
            if number.contains(".") {
                throw MarbleError(
                    diagram: diagram, column: index + 1,
                    reason: "bad time progression '\(number)'; expected a unit after the number: ms, s or f")
            }
            return nil
        }
        guard ["ms", "s", "f"].contains(unit) else {
            if unmistakable {
                let text = String(characters[index..<cursor])
                throw MarbleError(
                    diagram: diagram, column: unitStart + 1,
                    reason: "bad time progression '\(text)': unknown unit '\(unit)'; expected ms, s or f")
            }
            return nil
        }
        guard endsToken else {
            if unmistakable {
                throw MarbleError(
                    diagram: diagram, column: cursor + 1,
                    reason:
                        "bad time progression '\(number)\(unit)': expected a space or the end of the diagram after it")
            }
            return nil
        }
        guard let amount = Double(number) else {
            throw MarbleError(
                diagram: diagram, column: index + 1, reason: "bad time progression: '\(number)' is not a number")
        }
        let ticks: Double
        switch unit {
        case "f":
            guard !number.contains(".") else {
                throw MarbleError(
                    diagram: diagram, column: index + 1,
                    reason: "bad time progression '\(number)f': expected a whole number of frames")
            }
            ticks = amount * Double(timing.ticksPerFrame)
        case "ms":
            ticks = amount / 1000 / timing.resolution
        default:
            ticks = amount / timing.resolution
        }
        let whole = ticks.rounded()
        guard whole < 1e15 else {
            throw MarbleError(
                diagram: diagram, column: index + 1,
                reason:
                    "bad time progression '\(number)\(unit)': \(ticks) ticks is too long; expected fewer than 10^15 ticks"
            )
        }
        guard abs(ticks - whole) <= 1e-9 * max(1, abs(ticks)) else {
            throw MarbleError(
                diagram: diagram, column: index + 1,
                reason:
                    "bad time progression '\(number)\(unit)': it is \(ticks) ticks at a resolution of \(timing.resolution) s per tick; expected a whole number of ticks"
            )
        }
        return (Int(whole), cursor)
    }
}

/// Turns a value character into an element: the `values` table, or for `String` /
/// `Character` elements with no table, the character itself.
struct MarbleValues<Element> {
    let table: [Character: Element]

    func element(for character: Character) -> Element? {
        if let element = table[character] { return element }
        guard table.isEmpty else { return nil }
        if let element = String(character) as? Element { return element }
        return character as? Element
    }

    var keysDescription: String {
        table.isEmpty ? "the table is empty" : "keys: " + table.keys.map(String.init).sorted().joined(separator: ", ")
    }
}

extension Marks {
    static func events<Element>(
        _ marks: [Mark], diagram: String, values: MarbleValues<Element>, error: Swift.Error, origin: TestTime
    ) throws -> [Recorded<Event<Element>>] {
        let zero = marks.first { $0.kind == .subscribe }?.time ?? 0
        return try marks.compactMap { mark -> Recorded<Event<Element>>? in
            let time = origin + mark.time - zero
            switch mark.kind {
            case .value(let character):
                guard let element = values.element(for: character) else {
                    throw MarbleError(
                        diagram: diagram, column: mark.column,
                        reason:
                            "'\(character)' is not a key of values (\(values.keysDescription)); expected a key of values"
                    )
                }
                return Recorded(time: time, value: .next(element))
            case .completed:
                return Recorded(time: time, value: .completed)
            case .error:
                return Recorded(time: time, value: .error(error))
            case .subscribe, .unsubscribe:
                return nil
            }
        }
    }
}

/// Namespace for the helpers that turn marks into events.
enum Marks {}
