import Streams

/// A diagram drawn from recorded events, with everything that could not be drawn exactly.
public struct MarbleRendering: Equatable, Sendable {
    /// The canonical diagram: `-` frames, one character per value, `( )` for simultaneous
    /// events, `^` when events precede the origin.
    public let diagram: String
    /// Events that are not drawn exactly, in `.next(210, x)` form with the reason: elements
    /// with no key in `values` (drawn as `?`), events between frames or inside an earlier
    /// group's span (left out of the diagram).
    public let problems: [String]

    /// The diagram, followed by the problems in `‹ ›` when there are any, so that a result
    /// with problems never equals a clean diagram.
    public var text: String {
        problems.isEmpty ? diagram : diagram + "  ‹" + problems.joined(separator: "; ") + "›"
    }
}

/// The character drawn for an element that has no key in the values table.
public let marblePlaceholder: Character = "?"

/// Draws timelines in frames.
struct MarbleRenderer {
    let timing: MarbleTiming
    let origin: TestTime

    /// One thing to draw at a time: a symbol (`a`, `|`, `#`, `^`, `!`) and its description
    /// for problem reports.
    struct Item {
        let time: TestTime
        let symbol: Character
        let description: String
    }

    /// Draws `items` (sorted by time), putting `^` at the origin when some item comes before
    /// it; items that cannot be drawn exactly are added to the problems.
    func render(_ items: [Item], initialProblems: [String] = []) -> MarbleRendering {
        var problems = initialProblems
        let frame = timing.ticksPerFrame
        var drawable: [(frame: Int, symbols: [Character], descriptions: [String])] = []
        var needsOrigin = false
        for item in items {
            let offset = item.time - origin
            guard offset.isMultiple(of: frame) else {
                let remainder = ((offset % frame) + frame) % frame
                let frameIndex = (offset - remainder) / frame
                problems.append("\(item.description) is between frames (\(remainder) tick\(remainder == 1 ? "" : "s") after frame \(frameIndex) of \(frame) ticks)")
                continue
            }
            let frameIndex = offset / frame
            if frameIndex < 0 { needsOrigin = true }
            if let last = drawable.last, last.frame == frameIndex {
                drawable[drawable.count - 1].symbols.append(item.symbol)
                drawable[drawable.count - 1].descriptions.append(item.description)
            } else {
                drawable.append((frameIndex, [item.symbol], [item.description]))
            }
        }
        if needsOrigin {
            if let index = drawable.firstIndex(where: { $0.frame >= 0 }) {
                if drawable[index].frame == 0 {
                    drawable[index].symbols.insert("^", at: 0)
                    drawable[index].descriptions.insert("^", at: 0)
                } else {
                    drawable.insert((0, ["^"], ["^"]), at: index)
                }
            } else {
                drawable.append((0, ["^"], ["^"]))
            }
        }
        var diagram = ""
        var cursor = min(0, drawable.first?.frame ?? 0)
        for entry in drawable {
            guard entry.frame >= cursor else {
                for description in entry.descriptions {
                    problems.append("\(description) falls inside the span of the previous event or group; it cannot be drawn at frame \(entry.frame)")
                }
                continue
            }
            diagram += String(repeating: "-", count: entry.frame - cursor)
            if entry.symbols.count == 1 {
                diagram.append(entry.symbols[0])
                cursor = entry.frame + 1
            } else {
                diagram += "(" + String(entry.symbols) + ")"
                cursor = entry.frame + entry.symbols.count + 2
            }
        }
        return MarbleRendering(diagram: diagram, problems: problems)
    }
}

/// Finds the key of an element in a values table (the smallest key when several match).
struct MarbleNames<Element> {
    let table: [Character: Element]
    let equal: (Element, Element) -> Bool

    func name(of element: Element) -> Character? {
        if table.isEmpty {
            let text: String? = (element as? String) ?? (element as? Character).map { String($0) }
            if let text, text.count == 1, let character = text.first, character.isASCII, character.isLetter || character.isNumber {
                return character
            }
            return nil
        }
        return table.filter { equal($0.value, element) }.keys.min()
    }
}

extension Marks {
    /// Describes a recorded event in `.next(210, x)` form, using the key when there is one.
    static func describe<Element>(_ recorded: Recorded<Event<Element>>, names: MarbleNames<Element>) -> String {
        switch recorded.value {
        case .next(let element):
            let shown = names.name(of: element).map { String($0) } ?? "\(element)"
            return ".next(\(recorded.time), \(shown))"
        case .error(let error):
            return ".error(\(recorded.time), \(error))"
        case .completed:
            return ".completed(\(recorded.time))"
        }
    }

    static func render<Element>(_ events: [Recorded<Event<Element>>], names: MarbleNames<Element>, timing: MarbleTiming, origin: TestTime) -> MarbleRendering {
        var problems: [String] = []
        let items = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map { pair -> MarbleRenderer.Item in
            let recorded = pair.element
            let description = describe(recorded, names: names)
            switch recorded.value {
            case .next(let element):
                guard let name = names.name(of: element) else {
                    problems.append("no key in values for \(description) (drawn as '\(marblePlaceholder)')")
                    return .init(time: recorded.time, symbol: marblePlaceholder, description: description)
                }
                return .init(time: recorded.time, symbol: name, description: description)
            case .error:
                return .init(time: recorded.time, symbol: "#", description: description)
            case .completed:
                return .init(time: recorded.time, symbol: "|", description: description)
            }
        }
        return MarbleRenderer(timing: timing, origin: origin).render(items, initialProblems: problems)
    }

    static func render(_ subscription: Subscription, timing: MarbleTiming, origin: TestTime) -> MarbleRendering {
        var items = [MarbleRenderer.Item(time: subscription.subscribe, symbol: "^", description: "subscribe at \(subscription.subscribe)")]
        if subscription.unsubscribe != Int.max {
            items.append(.init(time: subscription.unsubscribe, symbol: "!", description: "unsubscribe at \(subscription.unsubscribe)"))
        }
        var problems: [String] = []
        if subscription.subscribe < origin {
            problems.append("subscribe at \(subscription.subscribe) is before the origin \(origin); pass an earlier origin")
            return MarbleRendering(diagram: "", problems: problems)
        }
        return MarbleRenderer(timing: timing, origin: origin).render(items, initialProblems: problems)
    }
}
