import Foundation
import Streams
import StreamsInspector
import StreamsTest

/// One picture of the "Operators by task" article: an operator run on a `TestScheduler` on
/// inputs chosen to show what it does, and what the article says under it.
struct OperatorDiagram {
    /// The picture's files are `marble-<name>.svg` and `marble-<name>~dark.svg`.
    let name: String
    /// The call written between the inputs and the output.
    let call: String
    /// The sentence under the picture, and its alternative text.
    let caption: String
    /// The article's operators it shows: each a symbol name up to its first label
    /// (`take(until:`, `merge()`), or a bare name (`map`) for every form of that name.
    let covers: [String]
    /// Sets up the inputs and the subscribers; the run does the rest.
    let setUp: (Run) throws -> Void

    init(
        _ name: String, _ call: String, _ caption: String, covers: [String]? = nil,
        _ setUp: @escaping (Run) throws -> Void
    ) {
        self.name = name
        self.call = call
        self.caption = caption
        self.covers = covers ?? [name]
        self.setUp = setUp
    }

    /// Whether it shows the operator whose key (`take(until:`) is `key`.
    func covers(_ key: String) -> Bool {
        covers.contains { $0 == key || (!$0.contains("(") && key.prefix { $0 != "(" } == $0) }
    }

    /// Runs the operator and draws what happened.
    func draw() throws -> MarbleDiagram {
        let run = Run()
        try setUp(run)
        return run.finish(call)
    }
}

/// The error the diagrams' `#` stands for.
struct Failure: Error, CustomStringConvertible {
    var description: String { "failure" }
}

/// The digits of a diagram as numbers.
let digits: [Character: Int] = Dictionary(uniqueKeysWithValues: (0...9).map { (Character("\($0)"), $0) })

/// A run on a fresh `TestScheduler`, one tick per frame: the inputs it made, the subscribers it
/// subscribed at their ticks (frame 0 is tick 200, as `scheduler.start` has it), and the lanes
/// it draws from what they recorded.
final class Run {
    let scheduler = TestScheduler(initialClock: 0)
    /// The tick every subscription still open is disposed at: the end of the picture.
    var end: Int?
    private var inputLanes: [() -> [MarbleDiagram.Lane]] = []
    private var outputLanes: [() -> [MarbleDiagram.Lane]] = []
    private static let horizon = 1_000

    /// A hot input whose elements are the diagram's characters.
    func hot(_ diagram: String, as label: String = "source") throws -> TestableObservable<String> {
        try hot(diagram, as: label, values: Self.characters(of: diagram), describe: { $0 })
    }

    /// A hot input whose digits are numbers.
    func numbers(_ diagram: String, as label: String = "source") throws -> TestableObservable<Int> {
        try hot(diagram, as: label, values: digits, describe: { "\($0)" })
    }

    /// A hot input of `values`; frame 0 is the `^`, or the first character.
    func hot<Element>(
        _ diagram: String, as label: String = "source", values: [Character: Element],
        describe: @escaping (Element) -> String
    ) throws -> TestableObservable<Element> {
        let events = try Marbles.events(diagram, values: values, error: Failure())
        let observable = scheduler.createHotObservable(events)
        inputLanes.append { [unowned self] in
            [
                MarbleDiagram.Lane(
                    label: label, events: events.map { ($0.time, $0.value) },
                    subscriptions: observable.subscriptions.map(self.subscription), describe: describe)
            ]
        }
        return observable
    }

    /// A cold input whose elements are the diagram's characters: drawn once per subscription,
    /// from the tick it was subscribed at.
    func cold(_ diagram: String, as label: String) throws -> TestableObservable<String> {
        try cold(diagram, as: label, values: Self.characters(of: diagram), describe: { $0 })
    }

    /// Each letter and digit of a diagram, standing for itself.
    private static func characters(of diagram: String) -> [Character: String] {
        Dictionary(
            diagram.filter { $0.isLetter || $0.isNumber }.map { ($0, String($0)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// A cold input of `values`, drawn once per subscription.
    func cold<Element>(
        _ diagram: String, as label: String, values: [Character: Element], describe: @escaping (Element) -> String
    ) throws -> TestableObservable<Element> {
        let events = try Marbles.coldEvents(diagram, values: values, error: Failure(), subscribed: 0)
        let observable = scheduler.createColdObservable(events)
        inputLanes.append { [unowned self] in
            let subscriptions = observable.subscriptions
            guard !subscriptions.isEmpty else {
                return [MarbleDiagram.Lane(label: label + " (never subscribed)", marks: [])]
            }
            return subscriptions.enumerated().map { index, subscription in
                MarbleDiagram.Lane(
                    label: subscriptions.count == 1 ? label : "\(label) \(index + 1)",
                    events: events.map { (subscription.subscribe + $0.time, $0.value) },
                    subscriptions: [self.subscription(subscription)], describe: describe)
            }
        }
        return observable
    }

    /// Subscribes a recording observer to `sequence` at `at` and disposes it at `until` (by
    /// default at the end); its lane is drawn below the call.
    func subscribe<Sequence: ObservableConvertibleType>(
        _ sequence: Sequence, as label: String = "output", at: Int = 200, until: Int? = nil,
        describe: @escaping (Sequence.Element) -> String = { "\($0)" }
    ) {
        let observer = scheduler.createObserver(Sequence.Element.self)
        var subscription: Disposable?
        scheduler.scheduleAt(at) { subscription = sequence.asObservable().subscribe(observer) }
        scheduler.scheduleAt(until ?? end ?? Self.horizon) { subscription?.dispose() }
        outputLanes.append {
            // The main subscriber's lane starts with the picture; a later one shows when.
            let shown = at != 200 || until != nil
            return [
                MarbleDiagram.Lane(
                    label: label, events: observer.events.map { ($0.time, $0.value) },
                    subscriptions: shown ? [.init(subscribed: at, disposed: until)] : [], describe: describe)
            ]
        }
    }

    /// Draws lanes below the call that are not a subscriber's: what a relay, a window or a
    /// group received.
    func lanes(_ make: @escaping () -> [MarbleDiagram.Lane]) {
        outputLanes.append(make)
    }

    /// Does `action` at `time`.
    func at(_ time: Int, _ action: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: action)
    }

    /// A subscription, with the disposal at the end of the picture left out: that one is the
    /// run's.
    private func subscription(_ subscription: Subscription) -> MarbleDiagram.Lane.Subscription {
        let disposed = subscription.unsubscribe
        return .init(
            subscribed: subscription.subscribe,
            disposed: disposed == Int.max || disposed >= (end ?? Self.horizon) ? nil : disposed)
    }

    /// Runs the clock, then draws from tick 200 to the end: the given one, or two frames after
    /// the last thing that happened.
    func finish(_ call: String) -> MarbleDiagram {
        scheduler.start()
        // The source first, whatever was made before it (the inner sequences it sends).
        let lanes = inputLanes.flatMap { $0() }
        let inputs = lanes.filter { $0.label == "source" } + lanes.filter { $0.label != "source" }
        let outputs = outputLanes.flatMap { $0() }
        let times = (inputs + outputs).flatMap { lane in
            lane.marks.map(\.time) + lane.subscriptions.flatMap { [$0.subscribed] + ($0.disposed.map { [$0] } ?? []) }
        }
        let last = end ?? ((times.filter { $0 < Self.horizon }.max() ?? 200) + 2)
        return MarbleDiagram(inputs: inputs, operation: call, outputs: outputs, start: 200, end: last)
    }
}
