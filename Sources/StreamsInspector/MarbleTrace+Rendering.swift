import Foundation
import Streams

extension MarbleTrace {
    /// Draws the kept entries as marble diagrams on one time axis: a header, a ruler, one line
    /// per subscription, and the legend of the letters drawn for elements.
    ///
    /// Each subscription to a traced stage is a line, labelled with the stage (and `#1`, `#2`…
    /// when the stage was subscribed more than once). A stage's lines are together, and stages
    /// are in the order their `trace` calls first ran — the order of the pipeline, source first,
    /// as a chain is built from its source (a stage inside a `flatMap` closure comes after the
    /// stages of the chain around it, since its closure runs later). After the label comes
    /// `main`, `other` or `mixed`: the threads its elements and stop event were delivered on, or
    /// for a subscription that delivered nothing, the threads it was subscribed and disposed on.
    /// Column `n` is the time from `n × resolution` up to the next column; an event is drawn in
    /// the column it happened in:
    ///
    /// | mark | meaning |
    /// |---|---|
    /// | `^` | subscribed |
    /// | `a` | an element (see the legend; an element described as one letter or digit, such as `7` or `"x"`, is drawn as itself) |
    /// | `\|`, `#` | completed, failed (the error's description is listed under the line) |
    /// | `!` | disposed before completing or failing (after `\|` or `#` the disposal is not drawn) |
    /// | `(ab)` | several events in one column, in the order they happened |
    ///
    /// As in every marble diagram, a group lasts as many columns as it has characters, so an
    /// event that falls inside a group's span cannot be drawn in its column: it is left out of
    /// the line and listed under it with its exact time (`‹ "x" at 112.0 ms falls inside … ›`).
    /// A finer resolution separates such events. Nothing recorded is left out silently.
    ///
    /// - Parameter resolution: The time one column stands for; longer than zero and not `.never`.
    /// - Returns: The lines, separated by newlines, ready to print.
    @_optimize(none)
    public func render(resolution: RxTimeInterval = .milliseconds(50)) -> String {
        let nanoseconds = MarbleTraceDrawing.nanoseconds(of: resolution)
        precondition(
            nanoseconds > 0,
            "MarbleTrace.render(resolution:): the resolution must be longer than zero, got \(resolution)")
        let (entries, dropped, declarations) = snapshot()
        let drawing = MarbleTraceDrawing(entries: entries, declarations: declarations, columnNanoseconds: nanoseconds)
        return drawing.lines(dropped: dropped, capacity: capacity).joined(separator: "\n")
    }
}

/// The layout behind ``MarbleTrace/render(resolution:)``: lifelines, letters and lines.
struct MarbleTraceDrawing {
    /// The symbols given to elements, in this order.
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    /// One subscription to one stage, with its entries in time order.
    struct Lifeline {
        let stage: String
        let subscription: Int
        var entries: [MarbleTrace.Entry]
    }

    let columnNanoseconds: Int64
    let lifelines: [Lifeline]
    /// The element descriptions that were given letters, in the order they first appeared.
    let legend: [(symbol: Character, description: String)]
    let symbols: [String: Character]

    @_optimize(none)
    init(entries: [MarbleTrace.Entry], declarations: [String: Int], columnNanoseconds: Int64) {
        self.columnNanoseconds = columnNanoseconds
        // Sorted by time; entries recorded at the same time keep the order they were recorded in.
        let sorted = entries.enumerated()
            .sorted { ($0.element.nanoseconds, $0.offset) < ($1.element.nanoseconds, $1.offset) }
            .map(\.element)
        var lifelines: [Lifeline] = []
        var index: [String: [Int: Int]] = [:]
        var symbols: [String: Character] = [:]
        var used = Set<Character>()
        var legend: [(symbol: Character, description: String)] = []
        for entry in sorted {
            if let position = index[entry.stage]?[entry.subscription] {
                lifelines[position].entries.append(entry)
            } else {
                index[entry.stage, default: [:]][entry.subscription] = lifelines.count
                lifelines.append(Lifeline(stage: entry.stage, subscription: entry.subscription, entries: [entry]))
            }
            guard case .next(let description) = entry.kind, symbols[description] == nil else { continue }
            if let itself = Self.drawnAsItself(description), !used.contains(itself) {
                symbols[description] = itself
                used.insert(itself)
            } else if let free = Self.alphabet.first(where: { !used.contains($0) }) {
                symbols[description] = free
                used.insert(free)
                legend.append((free, description))
            }
        }
        // A stage's lines together, by number; stages in the order the pipelines tapped them.
        self.lifelines = lifelines.sorted { left, right in
            guard left.stage != right.stage else { return left.subscription < right.subscription }
            let leftOrder = declarations[left.stage] ?? Int.max
            let rightOrder = declarations[right.stage] ?? Int.max
            return leftOrder != rightOrder ? leftOrder < rightOrder : left.stage < right.stage
        }
        self.symbols = symbols
        self.legend = legend
    }

    /// The character an element described as one ASCII letter or digit, quoted or not (`7`,
    /// `"x"`), is drawn as.
    @_optimize(none)
    static func drawnAsItself(_ description: String) -> Character? {
        var text = Substring(description)
        if text.count == 3, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        guard text.count == 1, let character = text.first, character.isASCII, character.isLetter || character.isNumber
        else { return nil }
        return character
    }

    @_optimize(none)
    func lines(dropped: Int, capacity: Int) -> [String] {
        guard !lifelines.isEmpty else {
            return ["marble trace: nothing recorded" + (dropped > 0 ? " (\(dropped) entries dropped)" : "")]
        }
        let stageCount = Set(lifelines.map(\.stage)).count
        var header =
            "marble trace: 1 column = \(Self.format(nanoseconds: columnNanoseconds)), \(Self.count(stageCount, "stage")), \(Self.count(lifelines.count, "subscription"))"
        if dropped > 0 {
            header +=
                "; \(Self.count(dropped, "earlier entry", plural: "earlier entries")) dropped (the trace keeps the last \(capacity))"
        }
        let numbered = Set(
            Dictionary(grouping: lifelines, by: \.stage).filter { $0.value.count > 1 || $0.value[0].subscription > 1 }
                .keys)
        let labels = lifelines.map { numbered.contains($0.stage) ? "\($0.stage) #\($0.subscription)" : $0.stage }
        let labelWidth = labels.map(\.count).max() ?? 0
        let threadTags = lifelines.map(threads(of:))
        let threadWidth = threadTags.map(\.count).max() ?? 0
        let indent = String(repeating: " ", count: labelWidth + 2 + threadWidth + 2)

        var body: [String] = []
        var widest = 1
        for (index, lifeline) in lifelines.enumerated() {
            let (output, notes) = draw(lifeline)
            widest = max(widest, output.diagram.count)
            body.append(
                Self.pad(labels[index], labelWidth) + "  " + Self.pad(threadTags[index], threadWidth) + "  "
                    + output.diagram)
            for note in notes + output.problems {
                body.append(indent + "‹ " + note + " ›")
            }
        }
        var lines = [header, indent + ruler(width: widest)]
        lines += body
        lines += Self.wrap(legend.map { "\($0.symbol) = \($0.description)" }, width: 100)
        return lines
    }

    /// The marks of one lifeline, rendered; notes for what the diagram cannot say (errors).
    @_optimize(none)
    private func draw(_ lifeline: Lifeline) -> (MarbleRenderer.Output, [String]) {
        var items: [MarbleRenderer.Item] = []
        var notes: [String] = []
        var problems: [String] = []
        var ended = false
        for entry in lifeline.entries {
            let column = Int(entry.nanoseconds / columnNanoseconds)
            let at = "at " + Self.milliseconds(entry.nanoseconds)
            switch entry.kind {
            case .subscribed:
                items.append(.init(time: column, symbol: "^", description: "subscription \(at)"))
            case .next(let description):
                guard let symbol = symbols[description] else {
                    problems.append(
                        "no letter left for \(description) \(at) (drawn as '?'; a trace names \(Self.alphabet.count) distinct elements)"
                    )
                    items.append(.init(time: column, symbol: "?", description: "\(description) \(at)"))
                    continue
                }
                items.append(.init(time: column, symbol: symbol, description: "\(description) \(at)"))
            case .error(let description):
                ended = true
                notes.append("# = \(description) \(at)")
                items.append(.init(time: column, symbol: "#", description: "error \(at)"))
            case .completed:
                ended = true
                items.append(.init(time: column, symbol: "|", description: "completion \(at)"))
            case .disposed:
                // Completion and error end the subscription; the disposal that follows says no more.
                if !ended { items.append(.init(time: column, symbol: "!", description: "disposal \(at)")) }
            }
        }
        return (
            MarbleRenderer(ticksPerFrame: 1, origin: 0, frameName: "column").render(items, initialProblems: problems),
            notes
        )
    }

    /// Where the elements and stop event of `lifeline` were delivered; where it was subscribed
    /// and disposed when it delivered nothing.
    @_optimize(none)
    private func threads(of lifeline: Lifeline) -> String {
        let delivered = lifeline.entries.filter {
            switch $0.kind {
            case .next, .error, .completed: return true
            case .subscribed, .disposed: return false
            }
        }
        let counted = delivered.isEmpty ? lifeline.entries : delivered
        guard !counted.isEmpty else { return "" }
        let onMain = counted.filter(\.isMainThread).count
        return onMain == counted.count ? "main" : onMain == 0 ? "other" : "mixed"
    }

    /// Time labels every ten columns, each starting at its column (one is left out where it
    /// would run into the previous one).
    @_optimize(none)
    private func ruler(width: Int) -> String {
        var text = ""
        var column = 0
        while column < width {
            let label = Self.format(nanoseconds: Int64(column) * columnNanoseconds)
            if text.isEmpty || text.count < column {
                text += String(repeating: " ", count: column - text.count) + label
            }
            column += 10
        }
        return text
    }

    @_optimize(none)
    static func nanoseconds(of interval: RxTimeInterval) -> Int64 {
        switch interval {
        case .seconds(let value): return Int64(value) * 1_000_000_000
        case .milliseconds(let value): return Int64(value) * 1_000_000
        case .microseconds(let value): return Int64(value) * 1_000
        case .nanoseconds(let value): return Int64(value)
        case .never: return 0
        @unknown default: return 0
        }
    }

    /// `1500ms`, `2s`, `250µs`: the largest unit that states the time exactly.
    @_optimize(none)
    static func format(nanoseconds: Int64) -> String {
        if nanoseconds == 0 { return "0ms" }
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        if nanoseconds % 1_000 == 0 { return "\(nanoseconds / 1_000)µs" }
        return "\(nanoseconds)ns"
    }

    /// `1203.4 ms`.
    @_optimize(none)
    static func milliseconds(_ nanoseconds: Int64) -> String {
        String(format: "%.1f ms", Double(nanoseconds) / 1_000_000)
    }

    @_optimize(none)
    static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
        "\(value) " + (value == 1 ? singular : plural ?? singular + "s")
    }

    @_optimize(none)
    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `items` joined by `, ` into lines of at most `width` characters (longer items alone).
    @_optimize(none)
    static func wrap(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        for item in items {
            if let last = lines.last, last.count + 2 + item.count <= width {
                lines[lines.count - 1] = last + ", " + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }
}
