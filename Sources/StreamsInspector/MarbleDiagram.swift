import Streams

/// A marble diagram of one run of an operator: the timelines of its inputs, the call, and the
/// timelines of what subscribers received — the model that both renderers draw, as text
/// (``description``, one character per frame, the grammar of the ASCII diagrams) and as a
/// picture (``svg(_:)``).
///
/// Build it from what a run recorded: each lane's events at their ticks, and for an input the
/// subscriptions the operator made to it, so that the picture shows what the operator saw (the
/// line is solid while subscribed) and when it let go (a disposal mark):
///
///     let source = MarbleDiagram.Lane(
///         label: "source", marks: [.init(time: 201, .next("1")), .init(time: 203, .completed)],
///         subscriptions: [.init(subscribed: 200)])
///     let output = MarbleDiagram.Lane(
///         label: "output", marks: [.init(time: 201, .next("10")), .init(time: 203, .completed)])
///     let diagram = MarbleDiagram(
///         inputs: [source], operation: "map { $0 * 10 }", outputs: [output], start: 200, end: 205)
///     try diagram.svg(.dark).write(toFile: "map~dark.svg", atomically: true, encoding: .utf8)
///
/// StreamsTest's `XCTAssertMarbles` draws a failure with it, the Playground's marble
/// calculator writes one with `--svg`, and the pictures of the operators' documentation are
/// drawn with it from runs of the operators on a `TestScheduler`.
public struct MarbleDiagram: Equatable, Sendable {
    /// What happened at one instant of a lane.
    public enum Kind: Equatable, Sendable {
        /// An element, drawn as this text.
        case next(String)
        /// The sequence failed with an error of this description.
        case error(String)
        /// The sequence completed.
        case completed
    }

    /// One event of a lane: when, in ticks, and what.
    public struct Mark: Equatable, Sendable {
        /// The tick it happened at.
        public var time: Int
        /// What happened.
        public var kind: Kind

        /// A mark at `time`.
        ///
        /// - Parameters:
        ///   - time: The tick it happened at.
        ///   - kind: What happened.
        public init(time: Int, _ kind: Kind) {
            self.time = time
            self.kind = kind
        }
    }

    /// One timeline: an input of the operator, or what one subscriber received.
    public struct Lane: Equatable, Sendable {
        /// A subscription to the lane's sequence: from `subscribed` until `disposed`, or to the
        /// end of the diagram when `disposed` is `nil`.
        public struct Subscription: Equatable, Sendable {
            /// The tick it was subscribed at.
            public var subscribed: Int
            /// The tick it was disposed at; `nil` when it was not disposed within the diagram.
            public var disposed: Int?

            /// A subscription from `subscribed` to `disposed`.
            ///
            /// - Parameters:
            ///   - subscribed: The tick it was subscribed at.
            ///   - disposed: The tick it was disposed at; `nil` when not within the diagram.
            public init(subscribed: Int, disposed: Int? = nil) {
                self.subscribed = subscribed
                self.disposed = disposed
            }
        }

        /// The name written before the timeline (`source`, `inner 1`, `subscriber 2`).
        public var label: String
        /// The events, in the order they happened (marks at one tick in that order).
        public var marks: [Mark]
        /// The subscriptions made to the lane's sequence. Empty for a lane that is seen whole
        /// (an output): otherwise the events outside every subscription are drawn faded, as
        /// no subscriber saw them.
        public var subscriptions: [Subscription]

        /// A lane of marks.
        ///
        /// - Parameters:
        ///   - label: The name written before the timeline.
        ///   - marks: The events, in the order they happened.
        ///   - subscriptions: The subscriptions made to it; empty (the default) for a lane seen
        ///     whole.
        public init(label: String, marks: [Mark], subscriptions: [Subscription] = []) {
            self.label = label
            self.marks = marks
            self.subscriptions = subscriptions
        }

        /// A lane of recorded events, each element drawn as `describe` writes it.
        ///
        /// - Parameters:
        ///   - label: The name written before the timeline.
        ///   - events: The events with their ticks, in the order they happened.
        ///   - subscriptions: The subscriptions made to it; empty (the default) for a lane seen
        ///     whole.
        ///   - describe: The text drawn for an element; its description by default.
        public init<Element>(
            label: String, events: [(time: Int, event: Event<Element>)], subscriptions: [Subscription] = [],
            describe: (Element) -> String = { "\($0)" }
        ) {
            let marks = events.map { time, event -> Mark in
                switch event {
                case .next(let element): return Mark(time: time, .next(describe(element)))
                case .error(let error): return Mark(time: time, .error("\(error)"))
                case .completed: return Mark(time: time, .completed)
                }
            }
            self.init(label: label, marks: marks, subscriptions: subscriptions)
        }

        /// Whether a mark at `time` happened while the lane was subscribed (always, for a lane
        /// seen whole).
        func isObserved(at time: Int) -> Bool {
            subscriptions.isEmpty
                || subscriptions.contains { time >= $0.subscribed && time <= ($0.disposed ?? Int.max) }
        }
    }

    /// The operator's inputs, drawn above the call.
    public var inputs: [Lane]
    /// The call, written between the inputs and the outputs (`flatMapLatest { inner($0) }`).
    public var operation: String
    /// What the subscribers received, drawn below the call.
    public var outputs: [Lane]
    /// The first tick drawn.
    public var start: Int
    /// The last tick drawn: the lanes' lines run to it.
    public var end: Int
    /// Ticks per frame: the picture gives each frame the same width, and the text one column.
    public var ticksPerFrame: Int

    /// A diagram of `inputs`, `operation` and `outputs` from tick `start` to tick `end`.
    ///
    /// - Parameters:
    ///   - inputs: The operator's inputs, drawn above the call.
    ///   - operation: The call, written between the inputs and the outputs.
    ///   - outputs: What the subscribers received.
    ///   - start: The first tick drawn (events before it widen the diagram to them).
    ///   - end: The last tick drawn (events after it widen the diagram to them).
    ///   - ticksPerFrame: Ticks per frame, at least 1 (1 by default).
    public init(inputs: [Lane], operation: String, outputs: [Lane], start: Int, end: Int, ticksPerFrame: Int = 1) {
        precondition(ticksPerFrame >= 1, "MarbleDiagram: ticksPerFrame must be at least 1, got \(ticksPerFrame)")
        let times = (inputs + outputs).flatMap { lane in
            lane.marks.map(\.time) + lane.subscriptions.flatMap { [$0.subscribed] + ($0.disposed.map { [$0] } ?? []) }
        }
        self.inputs = inputs
        self.operation = operation
        self.outputs = outputs
        self.start = min(start, times.min() ?? start)
        self.end = max(end, times.max() ?? end, self.start)
        self.ticksPerFrame = ticksPerFrame
    }

    /// Every lane, inputs first.
    var lanes: [Lane] { inputs + outputs }
}

extension MarbleDiagram: CustomStringConvertible {
    /// The diagram as text, in the grammar of ASCII marble diagrams (one column per frame, frame 0
    /// at ``start``): each input, its subscriptions (`^`, `!`) under it, the call, each output,
    /// then the legend of the elements not drawn as themselves and anything that could not be
    /// drawn exactly.
    @_optimize(none)
    public var description: String {
        var symbols: [String: Character] = [:]
        var used = Set<Character>()
        var legend: [String] = []
        for case .next(let text) in lanes.flatMap({ $0.marks.map(\.kind) }) where symbols[text] == nil {
            if let itself = MarbleTraceDrawing.drawnAsItself(text), !used.contains(itself) {
                symbols[text] = itself
            } else if let free = MarbleTraceDrawing.alphabet.first(where: { !used.contains($0) }) {
                symbols[text] = free
                legend.append("\(free) = \(text)")
            } else {
                continue
            }
            used.insert(symbols[text]!)
        }
        let renderer = MarbleRenderer(ticksPerFrame: ticksPerFrame, origin: start)
        let width = lanes.map(\.label.count).max() ?? 0
        var problems: [String] = []
        func line(_ label: String, _ items: [MarbleRenderer.Item]) -> String {
            let output = renderer.render(items)
            problems += output.problems.map { "\(label): \($0)" }
            return label + String(repeating: " ", count: width - label.count + 2) + output.diagram
        }
        func draw(_ lane: Lane) -> [String] {
            let items = lane.marks.map { mark -> MarbleRenderer.Item in
                switch mark.kind {
                case .next(let text):
                    return .init(time: mark.time, symbol: symbols[text] ?? "?", description: "\(text) at \(mark.time)")
                case .error(let text):
                    return .init(time: mark.time, symbol: "#", description: "error \(text) at \(mark.time)")
                case .completed:
                    return .init(time: mark.time, symbol: "|", description: "completion at \(mark.time)")
                }
            }
            return [line(lane.label, items)]
                + lane.subscriptions.map { subscription in
                    var marks = [
                        MarbleRenderer.Item(
                            time: subscription.subscribed, symbol: "^",
                            description: "subscription at \(subscription.subscribed)")
                    ]
                    if let disposed = subscription.disposed {
                        marks.append(.init(time: disposed, symbol: "!", description: "disposal at \(disposed)"))
                    }
                    return line("", marks)
                }
        }
        var lines = inputs.flatMap(draw)
        lines.append(String(repeating: " ", count: width + 2) + operation)
        lines += outputs.flatMap(draw)
        lines += MarbleTraceDrawing.wrap(legend, width: 100)
        lines += problems.map { "‹ \($0) ›" }
        return lines.joined(separator: "\n")
    }
}
