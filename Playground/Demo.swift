import Streams
import StreamsTest

/// One section of the tour. Add a demo by appending to `Demo.all` (see OperatorDemos.swift).
struct Demo {
    /// The name `swift run Playground <name>` selects it by.
    let name: String
    /// What it shows, in one line.
    let summary: String
    /// Produces the lines to print.
    let run: () -> [String]
}

/// An operator demo: an input diagram, the operator, and the output diagram drawn from the
/// events the real operator produced on a `TestScheduler`.
struct MarbleDemo<Input: Equatable, Output: Equatable> {
    let input: String
    let inputValues: [Character: Input]
    let operatorText: String
    let outputValues: [Character: Output]
    /// Applies the operator; time-based operators get the demo's scheduler.
    let apply: (Observable<Input>, TestScheduler) -> Observable<Output>

    init(
        input: String, inputValues: [Character: Input], operatorText: String, outputValues: [Character: Output],
        apply: @escaping (Observable<Input>, TestScheduler) -> Observable<Output>
    ) {
        self.input = input
        self.inputValues = inputValues
        self.operatorText = operatorText
        self.outputValues = outputValues
        self.apply = apply
    }

    init(
        input: String, inputValues: [Character: Input], operatorText: String, outputValues: [Character: Output],
        apply: @escaping (Observable<Input>) -> Observable<Output>
    ) {
        self.init(input: input, inputValues: inputValues, operatorText: operatorText, outputValues: outputValues) {
            source, _ in apply(source)
        }
    }

    func lines() -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(input, values: inputValues)
        let result = scheduler.start { apply(source.asObservable(), scheduler) }
        let output = result.marbles(values: outputValues)
        let width = max(input.count, output.count)
        return [
            "  " + input.padding(toLength: width, withPad: " ", startingAt: 0) + "   " + legend(inputValues, of: input),
            "  " + operatorText,
            "  " + output.padding(toLength: width, withPad: " ", startingAt: 0) + "   "
                + legend(outputValues, of: output),
        ]
    }

    /// The keys `diagram` draws, each with its value.
    private func legend<Value>(_ values: [Character: Value], of diagram: String) -> String {
        values.filter { diagram.contains($0.key) }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            .joined(separator: " ")
    }

    var demoRun: () -> [String] { { lines() } }
}
