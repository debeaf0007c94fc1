extension MarbleDiagram {
    /// The colours a picture is drawn in: dark text on light marbles, or light text on deeper
    /// marbles for a dark page. DocC shows a `name~dark.svg` beside `name.svg` in dark mode.
    public enum Appearance: Equatable, Sendable {
        /// For a light page.
        case light
        /// For a dark page.
        case dark
    }

    /// The diagram as an SVG picture: the inputs' lanes, the call in a box, the outputs' lanes
    /// and the time axis in ticks.
    ///
    /// Each element is a marble with its text, coloured by value (equal texts, equal colours); a
    /// completion is a bar and an error a cross. On an input lane the line is solid while the
    /// operator is subscribed, a chevron marks each subscription and `!` each disposal before the
    /// end, and the events no subscription saw are faded. Events at one tick are stacked in the
    /// order they happened. Text is text (`<text>`, escaped), so it can be selected and
    /// searched; the diagram's ``description`` is the picture's `<desc>`. The same diagram
    /// always gives the same bytes.
    ///
    /// - Parameter appearance: The colours: ``Appearance/light`` (the default) or
    ///   ``Appearance/dark``.
    /// - Returns: The SVG document, ending with a newline.
    @_optimize(none)
    public func svg(_ appearance: Appearance = .light) -> String {
        MarbleDiagramPicture(self).document(appearance)
    }
}

/// The layout behind ``MarbleDiagram/svg(_:)``: where each lane, mark and label goes.
struct MarbleDiagramPicture {
    /// The narrowest a frame is drawn; wider when elements' texts would touch.
    static let narrowestFrame = 24.0
    static let widestFrame = 120.0
    static let laneHeight = 40.0
    static let stackStep = 22.0
    static let boxHeight = 30.0
    static let axisHeight = 26.0
    static let margin = 8.0
    /// The width of a character of the monospaced fonts at 11 and 12 points, and of the labels'
    /// font, generously: text must not overflow what is laid out for it.
    static let valueCharacter = 6.7
    static let callCharacter = 7.3
    static let labelCharacter = 7.0
    /// The longest element text drawn in full; longer ones end with `…` (the mark's title has
    /// all of it).
    static let longestValue = 14

    /// The fills of the marbles, light then dark, given to values in the order they first appear.
    static let palette: [(light: String, dark: String)] = [
        ("#f9d56e", "#a67c00"), ("#8cc8f2", "#23679c"), ("#a8dc8a", "#3f7f24"), ("#f5a3a3", "#a63d3d"),
        ("#cdb2f0", "#6c4ba3"), ("#7fd9cd", "#1f7f73"), ("#f8b98a", "#a45a1e"), ("#eaa9d6", "#93407c"),
    ]

    let diagram: MarbleDiagram
    let colours: [String: Int]
    let labelWidth: Double
    let timelineStart: Double
    let frameWidth: Double
    let width: Double

    init(_ diagram: MarbleDiagram) {
        self.diagram = diagram
        var colours: [String: Int] = [:]
        for case .next(let text) in diagram.lanes.flatMap({ $0.marks.map(\.kind) }) where colours[text] == nil {
            colours[text] = colours.count % Self.palette.count
        }
        self.colours = colours
        labelWidth = Double(diagram.lanes.map(\.label.count).max() ?? 0) * Self.labelCharacter
        timelineStart = Self.margin + labelWidth + (labelWidth > 0 ? 12 : 0) + 14
        // Wide enough that neighbouring marks of a lane do not touch.
        var frameWidth = Self.narrowestFrame
        for lane in diagram.lanes {
            let marks = lane.marks.sorted { $0.time < $1.time }
            for (left, right) in zip(marks, marks.dropFirst()) where left.time < right.time {
                let frames = Double(right.time - left.time) / Double(diagram.ticksPerFrame)
                let needed = (Self.markWidth(left.kind) + Self.markWidth(right.kind)) / 2 + 4
                frameWidth = max(frameWidth, min(Self.widestFrame, needed / frames))
            }
        }
        self.frameWidth = frameWidth
        let frames = Double(diagram.end - diagram.start) / Double(diagram.ticksPerFrame)
        let timelineEnd = timelineStart + frames * frameWidth + 22
        let callWidth = Double(diagram.operation.count) * Self.callCharacter + 32
        width = max(timelineEnd, timelineStart - 14 + callWidth) + Self.margin
    }

    func x(_ time: Int) -> Double {
        timelineStart + Double(time - diagram.start) / Double(diagram.ticksPerFrame) * frameWidth
    }

    /// The text drawn for an element: all of it, or its start and `…`.
    static func shown(_ text: String) -> String {
        text.count > longestValue ? String(text.prefix(longestValue - 1)) + "…" : text
    }

    /// How wide a mark is drawn: a marble fits its text; a bar or a cross is narrow.
    static func markWidth(_ kind: MarbleDiagram.Kind) -> Double {
        guard case .next(let text) = kind else { return 12 }
        return max(22, Double(shown(text).count) * valueCharacter + 10)
    }

    /// The most elements a lane has at one tick: the rows its marbles are stacked in.
    static func stackDepth(_ lane: MarbleDiagram.Lane) -> Int {
        var counts: [Int: Int] = [:]
        for mark in lane.marks { if case .next = mark.kind { counts[mark.time, default: 0] += 1 } }
        return max(1, counts.values.max() ?? 1)
    }

    static func height(_ lane: MarbleDiagram.Lane) -> Double {
        laneHeight + Double(stackDepth(lane) - 1) * stackStep
    }

    func document(_ appearance: MarbleDiagram.Appearance) -> String {
        var body: [String] = []
        var y = Self.margin
        for lane in diagram.inputs {
            body += self.lane(lane, top: y)
            y += Self.height(lane)
        }
        body += box(top: y + 4)
        y += Self.boxHeight + 12
        for lane in diagram.outputs {
            body += self.lane(lane, top: y)
            y += Self.height(lane)
        }
        body += axis(top: y)
        let height = y + Self.axisHeight
        let size = "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        return
            ([
                "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\">",
                "<title>\(Self.escape("Marble diagram: " + diagram.operation))</title>",
                "<desc>\(Self.escape(diagram.description))</desc>",
                "<style>\(Self.style(appearance))</style>",
            ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    static func style(_ appearance: MarbleDiagram.Appearance) -> String {
        let dark = appearance == .dark
        let text = dark ? "#f5f5f7" : "#1d1d1f"
        let line = dark ? "#98989d" : "#6e6e73"
        let stroke = dark ? "#d1d1d6" : "#3a3a3c"
        let error = dark ? "#ff6961" : "#d70015"
        let box = dark ? "fill:#2c2c2e;stroke:#48484a" : "fill:#f2f2f7;stroke:#c7c7cc"
        let fills = palette.indices.map { ".c\($0){fill:\(dark ? palette[$0].dark : palette[$0].light)}" }
        let sans = "-apple-system,BlinkMacSystemFont,'Helvetica Neue',Helvetica,Arial,sans-serif"
        let mono = "ui-monospace,SFMono-Regular,Menlo,Consolas,monospace"
        return [
            "text{font:12px \(sans);fill:\(text)}",
            ".v{font:11px \(mono);text-anchor:middle;fill:\(dark ? "#ffffff" : "#1d1d1f")}",
            ".o{font:12px \(mono);text-anchor:middle}",
            ".t{font-size:10px;fill:\(line);text-anchor:middle}",
            ".l{stroke:\(line);stroke-width:1.5;fill:none}",
            ".u{stroke:\(line);stroke-width:1;stroke-dasharray:3 3;opacity:.5}",
            ".m{stroke:\(stroke);stroke-width:1.2}",
            ".k{stroke:\(stroke);stroke-width:1.5;fill:none}",
            ".s{stroke:\(text);stroke-width:2.5}",
            ".e{stroke:\(error);stroke-width:2.5}",
            ".f{opacity:.35}",
            ".b{\(box)}",
        ].joined() + fills.joined()
    }

    /// A lane: its label, its line (solid while subscribed), its marks.
    func lane(_ lane: MarbleDiagram.Lane, top: Double) -> [String] {
        let y = top + 20
        let endX = x(diagram.end)
        var parts = [
            "<text x=\"\(Self.number(Self.margin))\" y=\"\(Self.number(y + 4))\">\(Self.escape(lane.label))</text>"
        ]
        let firstStop = { (from: Int) -> Int? in
            lane.marks.first { mark in
                guard mark.time >= from else { return false }
                if case .next = mark.kind { return false }
                return true
            }?.time
        }
        // The spans the line is solid over: each subscription until it was disposed or the
        // sequence stopped, or for a lane seen whole, until it stopped.
        let spans: [(from: Int, to: Int?)] =
            lane.subscriptions.isEmpty
            ? [(diagram.start, firstStop(diagram.start))]
            : lane.subscriptions.map { subscription in
                let stop = firstStop(subscription.subscribed)
                switch (subscription.disposed, stop) {
                case (let disposed?, let stop?): return (subscription.subscribed, min(disposed, stop))
                case (let disposed?, nil): return (subscription.subscribed, disposed)
                case (nil, let stop): return (subscription.subscribed, stop)
                }
            }
        if !lane.subscriptions.isEmpty {
            parts.append(line(x(diagram.start), y, endX + 10, y, "u"))
        }
        for span in spans {
            let to = span.to.map(x) ?? endX + 10
            parts.append(line(x(span.from), y, to, y, "l"))
            if span.to == nil {
                let tip = endX + 16
                parts.append(
                    "<path class=\"l\" d=\"M\(Self.number(tip - 7)) \(Self.number(y - 5))L\(Self.number(tip)) \(Self.number(y))L\(Self.number(tip - 7)) \(Self.number(y + 5))\"/>"
                )
            }
        }
        for subscription in lane.subscriptions {
            let sx = x(subscription.subscribed)
            parts.append(
                "<path class=\"k\" d=\"M\(Self.number(sx - 4)) \(Self.number(y + 19))L\(Self.number(sx)) \(Self.number(y + 14))L\(Self.number(sx + 4)) \(Self.number(y + 19))\"><title>subscribed at \(subscription.subscribed)</title></path>"
            )
            guard let disposed = subscription.disposed, disposed < diagram.end,
                firstStop(subscription.subscribed).map({ $0 > disposed }) ?? true
            else { continue }
            let dx = x(disposed)
            parts.append(
                "<g><title>disposed at \(disposed)</title>\(line(dx, y - 11, dx, y + 2, "k"))\(line(dx, y + 6, dx, y + 8.5, "k"))</g>"
            )
        }
        var index = 0
        let marks = lane.marks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        while index < marks.count {
            let time = marks[index].time
            var row = 0
            let mx = x(time)
            // A stop event at the tick of elements is drawn right of them.
            let stopOffset =
                marks[index...].prefix { $0.time == time }.map { mark -> Double in
                    if case .next = mark.kind { return Self.markWidth(mark.kind) / 2 + 4 }
                    return 0
                }.max() ?? 0
            while index < marks.count, marks[index].time == time {
                let mark = marks[index]
                var drawn: String
                switch mark.kind {
                case .next(let text):
                    drawn = marble(text, mx, y + Double(row) * Self.stackStep)
                    row += 1
                case .completed:
                    let cx = mx + stopOffset
                    drawn = "<g><title>completed at \(time)</title>\(line(cx, y - 11, cx, y + 11, "s"))</g>"
                case .error(let text):
                    let cx = mx + stopOffset
                    drawn =
                        "<g><title>\(Self.escape("error at \(time): \(text)"))</title>\(line(cx - 6, y - 6, cx + 6, y + 6, "e"))\(line(cx - 6, y + 6, cx + 6, y - 6, "e"))</g>"
                }
                if !lane.isObserved(at: time) { drawn = "<g class=\"f\">\(drawn)</g>" }
                parts.append(drawn)
                index += 1
            }
        }
        return parts
    }

    /// An element: a circle, or a pill wide enough for its text.
    func marble(_ text: String, _ cx: Double, _ cy: Double) -> String {
        let shown = Self.shown(text)
        let width = Self.markWidth(.next(text))
        let colour = "c\(colours[text] ?? 0)"
        let title = shown == text ? "" : "<title>\(Self.escape(text))</title>"
        let shape =
            width <= 22
            ? "<circle class=\"m \(colour)\" cx=\"\(Self.number(cx))\" cy=\"\(Self.number(cy))\" r=\"11\"/>"
            : "<rect class=\"m \(colour)\" x=\"\(Self.number(cx - width / 2))\" y=\"\(Self.number(cy - 11))\" width=\"\(Self.number(width))\" height=\"22\" rx=\"11\"/>"
        return
            "<g>\(title)\(shape)<text class=\"v\" x=\"\(Self.number(cx))\" y=\"\(Self.number(cy + 4))\">\(Self.escape(shown))</text></g>"
    }

    /// The call, in a box across the timelines.
    func box(top: Double) -> [String] {
        let left = timelineStart - 14
        let boxWidth = width - Self.margin - left
        return [
            "<rect class=\"b\" x=\"\(Self.number(left))\" y=\"\(Self.number(top))\" width=\"\(Self.number(boxWidth))\" height=\"\(Self.number(Self.boxHeight))\" rx=\"6\"/>",
            "<text class=\"o\" x=\"\(Self.number(left + boxWidth / 2))\" y=\"\(Self.number(top + 19))\">\(Self.escape(diagram.operation))</text>",
        ]
    }

    /// The time axis: a tick per frame, labelled in ticks every few frames.
    func axis(top: Double) -> [String] {
        let y = top + 4
        var parts = [line(x(diagram.start), y, x(diagram.end), y, "u")]
        let widest = Double(max("\(diagram.start)".count, "\(diagram.end)".count)) * 6.2 + 8
        let every = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].first { Double($0) * frameWidth >= widest } ?? 1000
        var frame = 0
        while diagram.start + frame * diagram.ticksPerFrame <= diagram.end {
            let time = diagram.start + frame * diagram.ticksPerFrame
            let tx = x(time)
            if frame % every == 0 {
                parts.append(line(tx, y - 3, tx, y + 3, "u"))
                parts.append(
                    "<text class=\"t\" x=\"\(Self.number(tx))\" y=\"\(Self.number(y + 15))\">\(time)</text>")
            }
            frame += 1
        }
        return parts
    }

    func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ style: String) -> String {
        "<path class=\"\(style)\" d=\"M\(Self.number(x1)) \(Self.number(y1))L\(Self.number(x2)) \(Self.number(y2))\"/>"
    }

    /// A coordinate with at most one decimal, as short as it can be written.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// Text as XML character data or an attribute value.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default:
                // Control characters other than tab and newline are not allowed in XML 1.0.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20, scalar != "\t", scalar != "\n"
                {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.append(character)
                }
            }
        }
        return escaped
    }
}
