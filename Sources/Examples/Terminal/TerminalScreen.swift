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
    /// Applies one line of input, or says why it cannot.
    func handle(_ command: String) -> CommandOutcome
    /// The screen as it looks now.
    func render() -> [String]
    /// Fires whenever what `render()` draws may have changed.
    var changes: Observable<Void> { get }
    /// Starts the screen (its first load); called once before any command.
    func start()
}

/// What a screen made of one line of input.
public enum CommandOutcome: Equatable, Sendable {
    /// The screen carried it out.
    case done
    /// It is none of the screen's commands.
    case unknown
    /// It is one of the screen's commands, which it cannot carry out: why, in words for the
    /// user (`no task 9: the list shows tasks 1 to 3`).
    case refused(String)
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
