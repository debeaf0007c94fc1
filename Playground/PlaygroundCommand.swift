import Examples
import Foundation

/// Where the Playground reads and writes: the process's standard streams, or a test's.
struct Terminal {
    /// Writes a line to standard output.
    var write: (String) -> Void
    /// Writes a line to standard error.
    var writeError: (String) -> Void
    /// Reads a line of standard input; `nil` at its end.
    var readLine: () -> String?
    /// Whether standard input is a terminal, which shows what is typed: the screens then do not
    /// repeat each command.
    var showsInput: Bool
    /// The wall clock.
    var now: () -> Date

    /// The process's standard input, output and error.
    static var standard: Terminal {
        Terminal(
            write: { print($0) },
            writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            readLine: { Swift.readLine() },
            showsInput: isatty(STDIN_FILENO) != 0,
            now: Date.init
        )
    }
}

/// Why a command stopped: the message for standard error and the exit status (2 for a command
/// line that says something the Playground does not know, 1 for bad input to a known command).
struct CommandFailure: Error {
    let message: String
    let status: Int32

    init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }
}

/// `swift run Playground [command]`: the tour, some of its demos, an example screen, the marble
/// calculator or the trace of the community feed.
enum PlaygroundCommand {
    static var usage: String {
        """
        usage: swift run Playground [command]
          (no command)        the tour: operators on the virtual clock drawn as marble diagrams,
                              then every example screen on a scripted timeline
          <demo> …            only the named demos: \(Demo.all.map(\.name).joined(separator: ", "))
          counter             the MVI counter: + increment, - decrement, l load the starting value
          tasks [file.json]   the Redux task list, kept in the file (by default one in the
                              temporary folder): +h/+/+l <title>, x <n>, d <n>, / <text>, f h|m|l|-
          feed                the community feed: 0 / 1 board, r refresh, m scroll to the end
          waiting             the waiting list: l load, r refresh, c <id> cancel a reservation
          marbles "<diagram>" <operator> [argument] [--svg FILE]
                              the marble calculator: a real operator run on your diagram
                              (--svg also writes the drawing as an SVG picture)
          trace [ms]          the community feed on the wall clock, its refresh path drawn as a
                              marble trace (50 ms per column unless told)
          --help              this list
        The screens take one command a line; q or the end of the input quits.
        """
    }

    /// Runs the command `arguments` name; returns the exit status.
    static func run(_ arguments: [String], terminal: Terminal) -> Int32 {
        do {
            try dispatch(arguments, terminal: terminal)
            return 0
        } catch let failure as CommandFailure {
            terminal.writeError(failure.message)
            return failure.status
        } catch {
            terminal.writeError("\(error)")
            return 1
        }
    }

    private static func dispatch(_ arguments: [String], terminal: Terminal) throws {
        guard let command = arguments.first else {
            printDemos(Demo.all, terminal: terminal)
            printExampleTour(terminal: terminal)
            return
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            usage.split(separator: "\n", omittingEmptySubsequences: false).forEach { terminal.write(String($0)) }
        case "marbles":
            try MarbleCalculator.run(rest).forEach(terminal.write)
        case "trace":
            try TraceCommand.run(rest).forEach(terminal.write)
        case _ where ExampleScreens.names.contains(command):
            try runScreen(command, rest, terminal: terminal)
        default:
            let unknown = arguments.filter { name in !Demo.all.contains { $0.name == name } }
            guard unknown.isEmpty else {
                throw CommandFailure(
                    "no command or demo named \(unknown.map { "'\($0)'" }.joined(separator: ", "))\n\(usage)", status: 2
                )
            }
            printDemos(Demo.all.filter { arguments.contains($0.name) }, terminal: terminal)
        }
    }

    private static func printDemos(_ demos: [Demo], terminal: Terminal) {
        terminal.write("Streams playground — operators on the virtual clock, drawn as marble diagrams")
        terminal.write(
            "(one character per frame; each output line is rendered from the events the operator really produced)")
        for demo in demos {
            terminal.write("")
            terminal.write("\(demo.name): \(demo.summary)")
            demo.run().forEach(terminal.write)
        }
    }
}
