import Foundation

// `swift run Playground --help` lists the commands (PlaygroundCommand).
exit(PlaygroundCommand.run(Array(CommandLine.arguments.dropFirst()), terminal: .standard))
