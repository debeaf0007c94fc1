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
    /// Why the user's last change is not kept (its save failed), in words for the user; `nil`
    /// when quitting loses nothing.
    var unsavedChanges: String? { get }
}

extension TerminalScreen {
    /// `nil`: a screen that keeps nothing loses nothing when it quits.
    public var unsavedChanges: String? { nil }
}

/// How an interactive session ended.
public enum SessionEnd: Equatable, Sendable {
    /// The user quit (or the input ended) with everything they did kept.
    case quit
    /// The user quit with a change that is not kept: why, in words for the user.
    case unsavedChanges(String)
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

/// A box around lines of text, every line of it `width` columns wide: a title too long for the
/// top edge ends in `…`, and a line too long for the inside wraps at spaces onto indented lines.
enum TextBox {
    static func draw(title: String, lines: [String], width: Int) -> [String] {
        let inner = width - 4
        let shownTitle = clip(title, to: width - 6)
        let header = "┌─ \(shownTitle) " + String(repeating: "─", count: width - shownTitle.count - 5) + "┐"
        let body = lines.flatMap { wrap($0, width: inner) }.map {
            "│ " + $0 + String(repeating: " ", count: inner - $0.count) + " │"
        }
        return [header] + body + ["└" + String(repeating: "─", count: width - 2) + "┘"]
    }

    private static func clip(_ text: String, to width: Int) -> String {
        text.count > width ? String(text.prefix(width - 1)) + "…" : text
    }

    /// `line` in pieces of at most `width` characters, broken at spaces where there are any;
    /// the pieces after the first are indented by two spaces.
    private static func wrap(_ line: String, width: Int) -> [String] {
        var pieces: [String] = []
        var rest = Substring(line)
        var indent: String { pieces.isEmpty ? "" : "  " }
        while rest.count > width - indent.count {
            let limit = rest.index(rest.startIndex, offsetBy: width - indent.count)
            let end = rest[rest.index(after: rest.startIndex)...limit].lastIndex(of: " ") ?? limit
            pieces.append(indent + rest[..<end])
            rest = rest[end...].drop { $0 == " " }
        }
        if pieces.isEmpty || !rest.isEmpty { pieces.append(indent + rest) }
        return pieces
    }
}
