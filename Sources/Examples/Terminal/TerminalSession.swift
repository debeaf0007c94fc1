import Foundation
import Streams

/// Runs a `TerminalScreen` on a virtual clock (`HistoricalScheduler`), so the fake servers'
/// latencies pass instantly and every run prints the same frames: interactively, reading
/// commands until `q` or the end of the input, or along a scripted timeline.
public final class TerminalSession {
    private let screen: TerminalScreen
    private let clock: HistoricalScheduler
    private let origin: Date
    private let write: (String) -> Void
    private var lastFrame: [String]?
    private var isDrawScheduled = false

    /// A session drawing `screen`, whose effects run on `clock`, writing lines with `write`.
    public init(screen: TerminalScreen, clock: HistoricalScheduler, write: @escaping (String) -> Void) {
        self.screen = screen
        self.clock = clock
        self.origin = clock.now
        self.write = write
    }

    /// Reads commands with `readLine` until `q` or the end of input; after each one, runs the
    /// clock until nothing is pending and draws every new frame on the way.
    ///
    /// Before each command the clock moves on to the time that passed on `wallClock` since the
    /// session started (the effects' latencies still pass at once), so every frame is stamped
    /// with when it happened.
    ///
    /// - Parameters:
    ///   - readLine: The next line of input; `nil` at its end.
    ///   - echoesCommands: Whether to write each command before its frames (`> +`): wanted when
    ///     the input is a pipe, not when it is a terminal, which shows what is typed.
    ///   - wallClock: The time now.
    /// - Returns: Whether everything the user did is kept, or why not (a save that failed).
    @discardableResult
    public func runInteractive(
        readLine: () -> String?, echoesCommands: Bool = true, wallClock: () -> Date = Date.init
    ) -> SessionEnd {
        let help = "\(screen.help.joined(separator: "; ")); q quits"
        write("\(screen.name) — commands: \(help)")
        let started = wallClock()
        withFrames {
            screen.start()
            settle()
            while let line = readLine() {
                let command = line.trimmingCharacters(in: .whitespaces)
                if command == "q" { break }
                if command.isEmpty { continue }
                let typedAt = origin.addingTimeInterval(wallClock().timeIntervalSince(started))
                if typedAt > clock.now { clock.advanceTo(typedAt) }
                if echoesCommands { write("> \(command)") }
                if apply(command, help: " — \(help)") { settle() }
            }
        }
        write("bye")
        return screen.unsavedChanges.map(SessionEnd.unsavedChanges) ?? .quit
    }

    /// Plays `script` — commands at virtual times in seconds from now — and draws every frame
    /// the screen goes through, each stamped with its time.
    public func runScript(_ script: [(at: TimeInterval, command: String)]) {
        withFrames {
            screen.start()
            for step in script {
                _ = clock.scheduleAbsoluteVirtual((), time: origin.addingTimeInterval(step.at)) { [weak self] _ in
                    self?.write("> \(step.command)")
                    _ = self?.apply(step.command, help: "")
                    return Disposables.create()
                }
            }
            settle()
        }
    }

    /// Hands `command` to the screen; writes why when it does not carry it out (with `help`
    /// after an unknown command). Returns whether it did.
    private func apply(_ command: String, help: String) -> Bool {
        switch screen.handle(command) {
        case .done: return true
        case .unknown: write("? unknown command '\(command)'\(help)")
        case .refused(let reason): write("? \(reason)")
        }
        return false
    }

    private func withFrames(_ body: () -> Void) {
        // Like a UI redrawing once per run-loop turn: changes at one instant make one frame,
        // drawn after everything due at that instant has run.
        let subscription = screen.changes.subscribe(onNext: { [weak self] in self?.scheduleDraw() })
        body()
        subscription.dispose()
    }

    private func scheduleDraw() {
        guard !isDrawScheduled else { return }
        isDrawScheduled = true
        _ = clock.schedule(()) { [weak self] _ in
            self?.isDrawScheduled = false
            self?.drawIfChanged()
            return Disposables.create()
        }
    }

    private func settle() {
        clock.start()
        // Work that hopped to the main queue (observe(on: MainScheduler) from a nested
        // delivery) runs here, then whatever it scheduled on the clock.
        if Thread.isMainThread {
            RunLoop.current.run(until: Date())
            clock.start()
        }
        drawIfChanged()
    }

    private func drawIfChanged() {
        let frame = screen.render()
        guard frame != lastFrame else { return }
        lastFrame = frame
        let elapsed = clock.now.timeIntervalSince(origin)
        write(String(format: "t=%.1fs", elapsed))
        frame.forEach(write)
    }
}
