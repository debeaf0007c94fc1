/// Lays out a timeline as an ASCII marble diagram: one character per frame, `-` for a frame with
/// nothing in it, a group `(ab)` for several marks in one frame. The one ASCII renderer of the
/// package: StreamsTest draws recorded test events with it, ``MarbleTrace`` a running pipeline's
/// events, and ``MarbleDiagram`` the lanes of its text (its picture is drawn from the same lanes).
///
/// A group lasts as many frames as it has characters, as the marble grammar reads it, so a mark
/// that falls inside an earlier group's span cannot be drawn at its frame: it is left out of
/// the diagram and listed in `problems`, as is a mark between two frames.
///
/// It lives here rather than in `Streams`, which an app ships, because drawing is presentation;
/// StreamsTest depends on this module anyway (its leak checks print the inspector's report).
/// `package`, so that StreamsTest uses it without it being part of the public API.
package struct MarbleRenderer: Sendable {
    /// Ticks per frame (at least 1).
    package let ticksPerFrame: Int
    /// The tick of frame 0.
    package let origin: Int
    /// What problem reports call a frame (a trace calls it a column).
    package let frameName: String

    package init(ticksPerFrame: Int, origin: Int, frameName: String = "frame") {
        self.ticksPerFrame = ticksPerFrame
        self.origin = origin
        self.frameName = frameName
    }

    /// One thing to draw: a symbol (`a`, `|`, `#`, `^`, `!`) at a tick, and how to name it in
    /// a problem report.
    package struct Item: Sendable {
        package let time: Int
        package let symbol: Character
        package let description: String

        package init(time: Int, symbol: Character, description: String) {
            self.time = time
            self.symbol = symbol
            self.description = description
        }
    }

    /// The diagram, and what could not be drawn exactly in it.
    package struct Output: Equatable, Sendable {
        package let diagram: String
        package let problems: [String]
    }

    /// Draws `items` (sorted by time), putting `^` at the origin when some item comes before
    /// it; items that cannot be drawn exactly are added to the problems.
    @_optimize(none)
    package func render(_ items: [Item], initialProblems: [String] = []) -> Output {
        var problems = initialProblems
        let frame = ticksPerFrame
        var drawable: [(frame: Int, symbols: [Character], descriptions: [String])] = []
        var needsOrigin = false
        for item in items {
            let offset = item.time - origin
            guard offset.isMultiple(of: frame) else {
                let remainder = ((offset % frame) + frame) % frame
                let frameIndex = (offset - remainder) / frame
                problems.append(
                    "\(item.description) is between frames (\(remainder) tick\(remainder == 1 ? "" : "s") after frame \(frameIndex) of \(frame) ticks)"
                )
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
                    problems.append(
                        "\(description) falls inside the span of the previous event or group; it cannot be drawn at \(frameName) \(entry.frame)"
                    )
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
        return Output(diagram: diagram, problems: problems)
    }
}
