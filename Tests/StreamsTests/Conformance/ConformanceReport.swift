import Streams
import StreamsTest

// A program and what it recorded, written for a developer: the timelines as marble diagrams
// (StreamsTest's renderer), the pipeline as Swift code to paste into a regression test, and
// the log of the run.

enum ConformanceReport {
    /// The report of a failing program: the seed, what broke, the shrunk program.
    static func failure(
        _ outcome: ConformanceHarness.Outcome, seed: UInt64, shrinking: ConformanceShrinker.Result? = nil,
        catalogue: [String: Op] = ConformanceCatalogue.byName
    ) -> String {
        var text =
            "Conformance failure, seed \(seed) (STREAMS_CONFORMANCE_SEED=\(seed) swift test --filter StreamsTests.ConformanceTests reruns it)\n"
        let shown = shrinking?.outcome ?? outcome
        if let shrinking {
            text +=
                "Shrunk in \(shrinking.runs) runs from \(outcome.program.root.size) nodes, \(eventCount(outcome.program)) scripted events to \(shown.program.root.size) nodes, \(eventCount(shown.program)) events.\n"
        }
        text += "Broken:\n" + shown.violations.prefix(6).map { "  - \($0)" }.joined(separator: "\n") + "\n"
        text += describe(shown, seed: nil, catalogue: catalogue)
        return text
    }

    /// A program, its timelines, its code and its log.
    static func describe(
        _ outcome: ConformanceHarness.Outcome, seed: UInt64?, catalogue: [String: Op] = ConformanceCatalogue.byName
    ) -> String {
        var text = ""
        if let seed {
            text +=
                "Seed \(seed): \(outcome.violations.isEmpty ? "no violation" : outcome.violations.map(\.description).joined(separator: "; "))\n"
        }
        text += "\nTimelines\n" + timelines(outcome) + "\n"
        text +=
            "\nThe program (paste into a test in StreamsTests):\n"
            + code(outcome.program, catalogue: catalogue, recorded: outcome.record).split(
                separator: "\n", omittingEmptySubsequences: false
            ).map { "    " + $0 }.joined(separator: "\n") + "\n"
        text += "\nLog\n" + logText(outcome) + "\n"
        return text
    }

    static func eventCount(_ program: Program) -> Int {
        program.sources.reduce(0) { $0 + $1.script.count }
    }

    // MARK: Timelines

    /// The sources' scripts, each subscriber's recording and each test observable's
    /// subscriptions as diagrams on one frame grid, with the values that are not digits and the
    /// errors listed below.
    static func timelines(_ outcome: ConformanceHarness.Outcome) -> String {
        let program = outcome.program
        var values = ValueNames()
        var lines: [(String, [Recorded<Event<Int>>], TestTime, String)] = []
        for (index, source) in program.sources.enumerated() {
            let events = source.script.map { Recorded(time: $0.time, value: values.event($0.step)) }
            let origin = source.kind.isAbsolute ? TestScheduler.Defaults.subscribed : 0
            lines.append(
                (
                    "s\(index) \(sourceName(source.kind))", events, origin,
                    source.kind.isAbsolute ? "" : "  (times after each subscription)"
                ))
        }
        for (index, subscriber) in program.subscribers.enumerated() {
            let events = outcome.record.log.compactMap { entry -> Recorded<Event<Int>>? in
                guard case .deliver(index, let observed) = entry.what else { return nil }
                return Recorded(time: entry.time, value: values.event(observed))
            }
            var timing = "  (subscribed at \(subscriber.subscribeAt), disposed at \(subscriber.disposeAt)"
            if let after = subscriber.disposeAfter { timing += " or after \(after) element\(after == 1 ? "" : "s")" }
            lines.append(("subscriber \(index)", events, TestScheduler.Defaults.subscribed, timing + ")"))
        }
        var offsets: [Int] = lines.flatMap { line in line.1.map { $0.time - line.2 } }
        let subscriptions = outcome.record.testObservableSubscriptions.sorted { $0.key < $1.key }
        for (_, list) in subscriptions {
            for subscription in list {
                offsets.append(subscription.subscribe - TestScheduler.Defaults.subscribed)
                if subscription.unsubscribe != Int.max {
                    offsets.append(subscription.unsubscribe - TestScheduler.Defaults.subscribed)
                }
            }
        }
        // The widest frame that puts every event on the grid; one tick if a group of
        // simultaneous events would then overlap the next event.
        let widest = max(1, offsets.reduce(0) { gcd($0, abs($1)) })
        let width = lines.map(\.0.count).max() ?? 0
        func draw(frame: Int) -> (text: String, complete: Bool) {
            let timing = MarbleTiming(ticksPerFrame: frame)
            var text =
                "  one frame = \(frame) tick\(frame == 1 ? "" : "s"); frame 0 = tick 200 (cold sources: their subscription)\n"
            var complete = true
            for (name, events, origin, note) in lines {
                let rendering = Marbles.render(events, values: values.table, timing: timing, subscribed: origin)
                complete = complete && rendering.problems.isEmpty
                text +=
                    "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + rendering.text + note
                    + "\n"
            }
            for (source, list) in subscriptions {
                let diagrams = list.map { Marbles.render($0, timing: timing).text }
                text +=
                    "  s\(source) subscriptions: " + (diagrams.isEmpty ? "none" : diagrams.joined(separator: "   "))
                    + "  " + list.map(\.debugDescription).joined(separator: " ") + "\n"
            }
            return (text, complete)
        }
        let drawn = draw(frame: widest)
        var text = drawn.complete || widest == 1 ? drawn.text : draw(frame: 1).text
        text += values.legend
        return text
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }

    static func sourceName(_ kind: SourceKind) -> String {
        switch kind {
        case .hot: "hot"
        case .cold: "cold"
        case .publishSubject: "PublishSubject"
        case .behaviorSubject(let value): "BehaviorSubject(value: \(value))"
        case .replaySubject(let size): "ReplaySubject(bufferSize: \(size))"
        case .replayAll: "ReplaySubject.createUnbounded()"
        case .asyncSubject: "AsyncSubject"
        case .publishRelay: "PublishRelay"
        case .behaviorRelay(let value): "BehaviorRelay(value: \(value))"
        case .replayRelay(let size): "ReplayRelay(bufferSize: \(size))"
        }
    }

    /// Names values for diagrams: digits for 0–9, letters for the rest; errors by number.
    struct ValueNames {
        private(set) var table: [Character: Int] = [:]
        private var letters: [Int: Character] = [:]
        private var errors: [String] = []

        mutating func event(_ step: Step) -> Event<Int> {
            switch step {
            case .next(let value): return .next(name(value))
            case .error(let code): return .error(error(ConformanceError(code).description))
            case .completed: return .completed
            }
        }

        mutating func event(_ observed: Observed) -> Event<Int> {
            switch observed {
            case .next(let value): return .next(name(value))
            case .error(let description): return .error(error(description))
            case .completed: return .completed
            }
        }

        private mutating func name(_ value: Int) -> Int {
            if (0...9).contains(value) {
                table[Character(String(value))] = value
            } else if letters[value] == nil {
                let letter = Character(UnicodeScalar(UInt8(97 + letters.count % 26)))
                letters[value] = letter
                table[letter] = value
            }
            return value
        }

        private mutating func error(_ description: String) -> Swift.Error {
            if !errors.contains(description) { errors.append(description) }
            return ConformanceError(0)
        }

        var legend: String {
            var parts = letters.sorted { $0.value < $1.value }.map { "\($0.value) = \($0.key)" }
            parts += errors.map { "# \($0)" }
            return parts.isEmpty ? "" : "  " + parts.joined(separator: "; ") + "\n"
        }
    }

    // MARK: Code

    /// The program as Swift code for a test: sources, the pipeline (built at 100, as
    /// `TestScheduler.start` does), each subscriber, and what it recorded.
    static func code(
        _ program: Program, catalogue: [String: Op] = ConformanceCatalogue.byName, recorded: RunRecord? = nil
    ) -> String {
        var lines = ["let scheduler = TestScheduler(initialClock: 0)"]
        var lets: [String]? = []
        let expression = render(program.root, names: [], catalogue: catalogue, lets: &lets)
        let operands = lets!
        let apis = SubscriberAPI.apis(for: program.rootKind)
        let used = program.subscribers.map { apis[$0.api % apis.count] }
        if (operands + [expression]).contains(where: { $0.contains("log.append") })
            || used.contains(where: \.hasOnDisposed)
        {
            lines.append("var log: [String] = []")
        }
        if (operands + [expression]).contains(where: { $0.contains("anchor") })
            || used.contains(where: { $0.code.contains("anchor") })
        {
            lines.append("final class Anchor {}; let anchor = Anchor()")
        }
        for (index, source) in program.sources.enumerated() {
            lines += sourceCode(source, name: "s\(index)")
        }
        lines.append("var root: \(program.rootKind.typeName)?")
        if operands.isEmpty {
            lines.append("scheduler.scheduleAt(100) { root = \(expression) }")
        } else {
            lines.append("scheduler.scheduleAt(100) {")
            lines += operands.map { "    " + $0 }
            lines.append("    root = \(expression)")
            lines.append("}")
        }
        for (index, subscriber) in program.subscribers.enumerated() {
            let api = apis[subscriber.api % apis.count]
            let observer = "observer\(index)"
            let subscription = "subscription\(index)"
            lines.append("let recorded\(index) = scheduler.createObserver(Int.self)")
            lines.append("var \(subscription): Disposable?")
            if let after = subscriber.disposeAfter {
                lines.append("var received\(index) = 0")
                lines.append(
                    "let \(observer) = AnyObserver<Int> { event in recorded\(index).on(event); if case .next = event { received\(index) += 1; if received\(index) == \(after) { \(subscription)?.dispose() } } }"
                )
            } else {
                lines.append("let \(observer) = recorded\(index)")
            }
            let call = api.code
                .replacingOccurrences(of: "observer", with: observer)
                .replacingOccurrences(of: "disposedCount += 1", with: "log.append(\"subscriber \(index) disposed\")")
                .replacingOccurrences(of: "root.", with: "root!.")
            var subscribe = "scheduler.scheduleAt(\(subscriber.subscribeAt)) { \(subscription) = \(call)"
            if let after = subscriber.disposeAfter {
                subscribe += "; if received\(index) >= \(after) { \(subscription)?.dispose() }"
            }
            lines.append(subscribe + " }")
            lines.append("scheduler.scheduleAt(\(subscriber.disposeAt)) { \(subscription)?.dispose() }")
        }
        lines.append("scheduler.advanceTo(\(Program.end))")
        if let recorded {
            for index in program.subscribers.indices {
                let events = recorded.log.compactMap { entry -> String? in
                    guard case .deliver(index, let observed) = entry.what else { return nil }
                    switch observed {
                    case .next(let value): return ".next(\(entry.time), \(value))"
                    case .error(let description):
                        return
                            ".error(\(entry.time), \(description.hasPrefix("ConformanceError(") ? description : "/* \(description) */ ConformanceError(0)"))"
                    case .completed: return ".completed(\(entry.time))"
                    }
                }
                lines.append(
                    "XCTAssertEqual(recorded\(index).events, [\(events.joined(separator: ", "))])  // as recorded")
            }
            for (source, list) in recorded.testObservableSubscriptions.sorted(by: { $0.key < $1.key }) {
                let subscriptions = list.map {
                    $0.unsubscribe == Int.max
                        ? "Subscription(\($0.subscribe))" : "Subscription(\($0.subscribe), \($0.unsubscribe))"
                }
                lines.append(
                    "XCTAssertEqual(s\(source).subscriptions, [\(subscriptions.joined(separator: ", "))])  // as recorded"
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func sourceCode(_ source: ScriptedSource, name: String) -> [String] {
        func recordedCode(_ timed: Timed) -> String {
            switch timed.step {
            case .next(let value): ".next(\(timed.time), \(value))"
            case .error(let code): ".error(\(timed.time), ConformanceError(\(code)))"
            case .completed: ".completed(\(timed.time))"
            }
        }
        let list = source.script.map(recordedCode).joined(separator: ", ")
        switch source.kind {
        case .hot:
            return ["let \(name) = scheduler.createHotObservable([\(list)] as [Recorded<Event<Int>>])"]
        case .cold:
            return ["let \(name) = scheduler.createColdObservable([\(list)] as [Recorded<Event<Int>>])"]
        default:
            let declaration =
                switch source.kind {
                case .behaviorSubject(let value): "BehaviorSubject(value: \(value))"
                case .replaySubject(let size): "ReplaySubject<Int>.create(bufferSize: \(size))"
                case .replayAll: "ReplaySubject<Int>.createUnbounded()"
                case .asyncSubject: "AsyncSubject<Int>()"
                case .publishRelay: "PublishRelay<Int>()"
                case .behaviorRelay(let value): "BehaviorRelay(value: \(value))"
                case .replayRelay(let size): "ReplayRelay<Int>.create(bufferSize: \(size))"
                default: "PublishSubject<Int>()"
                }
            var lines = ["let \(name) = \(declaration)"]
            for timed in source.script {
                if source.kind.isRelay {
                    if case .next(let value) = timed.step {
                        lines.append("scheduler.scheduleAt(\(timed.time)) { \(name).accept(\(value)) }")
                    }
                } else {
                    lines.append("scheduler.scheduleAt(\(timed.time)) { \(name).on(\(eventCode(timed.step))) }")
                }
            }
            return lines
        }
    }

    /// A node as a Swift expression. `names` are the parameters of the enclosing flattening
    /// closures, innermost last. Outside closures each operand that is itself an operator is
    /// written first as a `let` of `lets` (`let n0: Observable<Int> = ...`), so that the
    /// compiler type-checks one stage at a time; inside a closure everything stays inline.
    static func render(_ node: Node, names: [String], catalogue: [String: Op], lets: inout [String]?) -> String {
        switch node {
        case .source(let index):
            return "s\(index).asObservable()"
        case .op(let name, let params, let children):
            guard let op = catalogue[name] else { return "<\(name)>" }
            let bound = "x\(names.count)"
            var childCode: [String] = []
            for (index, child) in children.enumerated() {
                let slot = op.slot(index)
                if slot.building == .once, lets != nil, child.size > 1 {
                    let code = render(child, names: names, catalogue: catalogue, lets: &lets)
                    let letName = "n\(lets!.count)"
                    lets!.append("let \(letName): \(slot.kind.typeName) = \(code)")
                    childCode.append(letName)
                } else {
                    var inline: [String]? = nil
                    childCode.append(
                        render(
                            child, names: slot.building == .perElement ? names + [bound] : names, catalogue: catalogue,
                            lets: &inline))
                }
            }
            return op.code(params, childCode, CodeNames(bound: bound, element: names.last))
        }
    }

    // MARK: Log

    static func logText(_ outcome: ConformanceHarness.Outcome) -> String {
        let numbered = NumberedNode.number(outcome.program.root).all
        var lines: [String] = []
        for entry in outcome.record.log {
            switch entry.what {
            case .subscribe(let id, let node):
                let name =
                    switch numbered[node].node {
                    case .source(let index): "s\(index)"
                    case .op(let name, _, _): name
                    }
                lines.append("  \(entry.time): #\(id) subscribe \(name) (node \(node))")
            default:
                lines.append("  " + entry.description)
            }
        }
        return lines.joined(separator: "\n")
    }
}
