import Streams
import StreamsTest
import Foundation

// `swift run Playground` prints the whole tour; `swift run Playground scan filter` prints
// only the named demos. `counter`, `tasks`, `feed`, `waiting` run an example screen
// interactively; `marbles "<diagram>" <operator> [args]` is a marble calculator; `trace [ms]`
// runs the community feed on the wall clock and draws its traced refresh path.
if let status = runCommand(Array(CommandLine.arguments.dropFirst())) {
    exit(status)
}

let requested = Set(CommandLine.arguments.dropFirst())
let demos = requested.isEmpty ? Demo.all : Demo.all.filter { requested.contains($0.name) }

print("Streams playground — operators on the virtual clock, drawn as marble diagrams")
print("(one character per frame; each output line is rendered from the events the operator really produced)")
if demos.isEmpty {
    print("\nNo demo named \(requested.sorted().joined(separator: ", ")). Demos: \(Demo.all.map(\.name).joined(separator: ", "))")
}
for demo in demos {
    print("\n\(demo.name): \(demo.summary)")
    demo.run().forEach { print($0) }
}
if requested.isEmpty {
    printExampleTour()
}
