import Streams
internal import StreamsInspector

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

    init(_ output: MarbleRenderer.Output) {
        diagram = output.diagram
        problems = output.problems
    }

    init(diagram: String, problems: [String]) {
        self.diagram = diagram
        self.problems = problems
    }
}

/// The character drawn for an element that has no key in the values table.
public let marblePlaceholder: Character = "?"

/// Finds the key of an element in a values table (the smallest key when several match).
struct MarbleNames<Element> {
    let table: [Character: Element]
    let equal: (Element, Element) -> Bool

    func name(of element: Element) -> Character? {
        if table.isEmpty {
            let text: String? = (element as? String) ?? (element as? Character).map { String($0) }
            if let text, text.count == 1, let character = text.first, character.isASCII,
                character.isLetter || character.isNumber
            {
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

    static func render<Element>(
        _ events: [Recorded<Event<Element>>], names: MarbleNames<Element>, timing: MarbleTiming, origin: TestTime
    ) -> MarbleRendering {
        var problems: [String] = []
        let items = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map {
            pair -> MarbleRenderer.Item in
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
        return MarbleRendering(
            MarbleRenderer(ticksPerFrame: timing.ticksPerFrame, origin: origin).render(items, initialProblems: problems)
        )
    }

    static func render(_ subscription: Subscription, timing: MarbleTiming, origin: TestTime) -> MarbleRendering {
        var items = [
            MarbleRenderer.Item(
                time: subscription.subscribe, symbol: "^", description: "subscribe at \(subscription.subscribe)")
        ]
        if subscription.unsubscribe != Int.max {
            items.append(
                .init(
                    time: subscription.unsubscribe, symbol: "!",
                    description: "unsubscribe at \(subscription.unsubscribe)"))
        }
        var problems: [String] = []
        if subscription.subscribe < origin {
            problems.append(
                "subscribe at \(subscription.subscribe) is before the origin \(origin); pass an earlier origin")
            return MarbleRendering(diagram: "", problems: problems)
        }
        return MarbleRendering(
            MarbleRenderer(ticksPerFrame: timing.ticksPerFrame, origin: origin).render(items, initialProblems: problems)
        )
    }
}
