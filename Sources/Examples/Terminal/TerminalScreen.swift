import Foundation
import Streams

/// An example screen drawn as text: it takes commands (one line each), redraws itself, and
/// tells when it may have changed. The Playground runs screens interactively and on scripted
/// timelines; tests drive them the same way.
public protocol TerminalScreen: AnyObject {
    /// The name `swift run Playground <name>` selects it by.
    var name: String { get }
    /// One line per command the screen understands.
    var help: [String] { get }
    /// Applies one line of input; returns `false` when the screen does not understand it.
    func handle(_ command: String) -> Bool
    /// The screen as it looks now.
    func render() -> [String]
    /// Fires whenever what `render()` draws may have changed.
    var changes: Observable<Void> { get }
    /// Starts the screen (its first load); called once before any command.
    func start()
}

/// A box around lines of text.
enum TextBox {
    static func draw(title: String, lines: [String], width: Int = 44) -> [String] {
        let inner = width - 4
        let header = "┌─ \(title) " + String(repeating: "─", count: max(0, width - title.count - 5)) + "┐"
        let body = lines.map { line -> String in
            let clipped = line.count > inner ? String(line.prefix(inner - 1)) + "…" : line
            return "│ " + clipped + String(repeating: " ", count: inner - clipped.count) + " │"
        }
        return [header] + body + ["└" + String(repeating: "─", count: width - 2) + "┘"]
    }
}
