import Streams
import StreamsTest

extension Demo {
    /// A handful of operators, each run on the virtual clock and drawn with the marble renderer.
    static var operators: [Demo] {
        [
            Demo(
                name: "map", summary: "map transforms each element",
                run: MarbleDemo(
                    input: "-a--b--c--|", inputValues: ["a": 1, "b": 2, "c": 3],
                    operatorText: "map { $0 * 10 }",
                    outputValues: ["x": 10, "y": 20, "z": 30],
                    apply: { $0.map { $0 * 10 } }
                ).demoRun),
            Demo(
                name: "filter", summary: "filter keeps the elements that pass a test",
                run: MarbleDemo(
                    input: "-1-2-3-4-5-6-|", inputValues: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6],
                    operatorText: "filter { $0.isMultiple(of: 2) }",
                    outputValues: ["2": 2, "4": 4, "6": 6],
                    apply: { $0.filter { $0.isMultiple(of: 2) } }
                ).demoRun),
            Demo(
                name: "scan", summary: "scan emits every intermediate total",
                run: MarbleDemo(
                    input: "-a-b-(cd)-|", inputValues: ["a": 1, "b": 2, "c": 3, "d": 4],
                    operatorText: "scan(0, accumulator: +)",
                    outputValues: ["w": 1, "x": 3, "y": 6, "z": 10],
                    apply: { $0.scan(0, accumulator: +) }
                ).demoRun),
            Demo(
                name: "flatMapLatest",
                summary: "flatMapLatest switches to the newest inner sequence, disposing the old one",
                run: MarbleDemo(
                    input: "-a----b----|", inputValues: ["a": 1, "b": 2],
                    operatorText: "flatMapLatest { x in every 2 frames, x * 10, three times }",
                    outputValues: ["x": 10, "y": 20],
                    apply: { source, scheduler in
                        source.flatMapLatest { value in
                            Observable<Int>.interval(.seconds(2), scheduler: scheduler).map { _ in value * 10 }.take(3)
                        }
                    }
                ).demoRun),
            Demo(
                name: "throttle",
                summary: "throttle lets one element through per window (latest: true adds the window's last)",
                run: MarbleDemo(
                    input: "-a-b-c-----d-e-|", inputValues: ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5],
                    operatorText: "throttle(.seconds(3), latest: true, scheduler: scheduler)",
                    outputValues: ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5],
                    apply: { source, scheduler in source.throttle(.seconds(3), latest: true, scheduler: scheduler) }
                ).demoRun),
            Demo(
                name: "debounce", summary: "debounce emits an element once the source has been quiet for a while",
                run: MarbleDemo(
                    input: "-a-bc-----d-|", inputValues: ["a": 1, "b": 2, "c": 3, "d": 4],
                    operatorText: "debounce(.seconds(3), scheduler: scheduler)",
                    outputValues: ["a": 1, "b": 2, "c": 3, "d": 4],
                    apply: { source, scheduler in source.debounce(.seconds(3), scheduler: scheduler) }
                ).demoRun),
            Demo(
                name: "materialize",
                summary: "materialize turns events into elements, so an error no longer ends the stream",
                run: MarbleDemo(
                    input: "-a-b-#", inputValues: ["a": 1, "b": 2],
                    operatorText: "materialize()",
                    outputValues: ["A": Event.next(1), "B": Event.next(2), "E": Event.error(MarbleDefaultError())],
                    apply: { $0.materialize() }
                ).demoRun),
            Demo(
                name: "share",
                summary:
                    "share(replay: 1) subscribes the source once and replays its latest element to late subscribers",
                run: shareDemo),
        ]
    }

    /// Two subscribers of one `share(replay: 1)`: the second, at frame 5, gets the latest
    /// element at once, and the source is subscribed only once.
    private static func shareDemo() -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]
        let source = scheduler.createColdObservable("-a--b--c--d|", values: values)
        let shared = source.asObservable().share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(TestScheduler.Defaults.subscribed + 5) { subscriptions.append(shared.subscribe(second)) }
        scheduler.start()
        subscriptions.forEach { $0.dispose() }
        return [
            "  -a--b--c--d|   source (cold), subscribed \(source.subscriptions.count) time(s)",
            "  share(replay: 1)",
            "  " + first.marbles(values: values) + "   first subscriber, at frame 0",
            "  " + second.marbles(values: values) + "   second subscriber, at frame 5: b is replayed at once",
        ]
    }

    /// Every demo, in tour order. Later sections (more operators, the example screens) append
    /// their lists here.
    static var all: [Demo] { operators }
}
