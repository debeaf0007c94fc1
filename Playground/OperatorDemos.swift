import Streams
import StreamsTest

extension Demo {
    /// map, filter and scan, each run on the virtual clock and drawn with the marble renderer.
    static var operators: [Demo] {
        [
            Demo(name: "map", summary: "map transforms each element", run: MarbleDemo(
                input: "-a--b--c--|", inputValues: ["a": 1, "b": 2, "c": 3],
                operatorText: "map { $0 * 10 }",
                outputValues: ["x": 10, "y": 20, "z": 30],
                apply: { $0.map { $0 * 10 } }
            ).demoRun),
            Demo(name: "filter", summary: "filter keeps the elements that pass a test", run: MarbleDemo(
                input: "-1-2-3-4-5-6-|", inputValues: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6],
                operatorText: "filter { $0.isMultiple(of: 2) }",
                outputValues: ["2": 2, "4": 4, "6": 6],
                apply: { $0.filter { $0.isMultiple(of: 2) } }
            ).demoRun),
            Demo(name: "scan", summary: "scan emits every intermediate total", run: MarbleDemo(
                input: "-a-b-(cd)-|", inputValues: ["a": 1, "b": 2, "c": 3, "d": 4],
                operatorText: "scan(0, accumulator: +)",
                outputValues: ["w": 1, "x": 3, "y": 6, "z": 10],
                apply: { $0.scan(0, accumulator: +) }
            ).demoRun),
        ]
    }

    /// Every demo, in tour order. Later sections (more operators, the example screens) append
    /// their lists here.
    static var all: [Demo] { operators }
}
