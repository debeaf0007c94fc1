// Draws a random program from a seed: one to three scripted sources, a pipeline of a few
// stages from the catalogue (whose operators' other inputs and inner sequences are drawn the
// same way, smaller), and one to three subscribers with their own subscription and disposal
// times.

struct ConformanceGenerator {
    /// The catalogue's operators sorted for drawing: by receiver, leaves by kind, conversions.
    struct Index: Sendable {
        let byReceiver: [Kind: [(Op, Int)]]
        let leaves: [Kind: [(Op, Int)]]
        let elementLeaves: [Kind: [(Op, Int)]]
        let conversions: [Kind: [Kind: [(Op, Int)]]]
        let kinds: [Kind]

        init(_ catalogue: [Op]) {
            var byReceiver: [Kind: [(Op, Int)]] = [:]
            var leaves: [Kind: [(Op, Int)]] = [:]
            var elementLeaves: [Kind: [(Op, Int)]] = [:]
            var conversions: [Kind: [Kind: [(Op, Int)]]] = [:]
            for op in catalogue {
                if let receiver = op.receiver {
                    byReceiver[receiver, default: []].append((op, op.weight))
                    if receiver != op.output {
                        conversions[receiver, default: [:]][op.output, default: []].append((op, op.weight))
                    }
                } else if op.usesElement {
                    // Twice as likely inside a flattening closure: the inner sequence then
                    // depends on the element, as it usually does.
                    elementLeaves[op.output, default: []].append((op, op.weight * 2))
                } else {
                    leaves[op.output, default: []].append((op, op.weight))
                }
            }
            self.byReceiver = byReceiver
            self.leaves = leaves
            self.elementLeaves = elementLeaves
            self.conversions = conversions
            // Kinds the catalogue can make (all of them, unless a test passes a smaller one).
            kinds = Kind.allCases.filter { kind in kind == .observable || catalogue.contains { $0.output == kind } }
        }

        static let standard = Index(ConformanceCatalogue.all)
    }

    private var random: SeededRandom
    private let index: Index
    private var sourceCount = 0

    init(seed: UInt64, index: Index = .standard) {
        random = SeededRandom(seed: seed)
        self.index = index
    }

    static func program(seed: UInt64, index: Index = .standard) -> Program {
        var generator = ConformanceGenerator(seed: seed, index: index)
        return generator.program()
    }

    mutating func program() -> Program {
        sourceCount = random.int(1...3)
        let sources = (0..<sourceCount).map { _ in scriptedSource() }
        let stages = random.pick(weighted: [(1, 3), (2, 4), (3, 4), (4, 3), (5, 2), (6, 1)])
        let rootKind: Kind = random.chance(70) ? .observable : random.pick(index.kinds)
        let root = node(of: rootKind, stages: stages, depth: 0, elementInScope: false)
        let subscriberCount = random.pick(weighted: [(1, 13), (2, 6), (3, 1)])
        let apiCount = SubscriberAPI.apis(for: rootKind).count
        var subscribers: [Subscriber] = []
        for index in 0..<subscriberCount {
            let subscribeAt = index == 0 && random.chance(70) ? 200 : random.int(101...700)
            let disposeAt = random.chance(50) ? 1_000 : random.int((subscribeAt + 1)...1_000)
            subscribers.append(
                Subscriber(
                    api: random.int(0...(apiCount - 1)),
                    subscribeAt: subscribeAt,
                    disposeAt: disposeAt,
                    disposeAfter: random.chance(15) ? random.int(1...3) : nil
                ))
        }
        return Program(sources: sources, root: root, rootKind: rootKind, subscribers: subscribers)
    }

    // MARK: Sources

    private mutating func scriptedSource() -> ScriptedSource {
        let kind: SourceKind = random.pick(weighted: [
            (.hot, 35), (.cold, 30),
            (.publishSubject, 6), (.behaviorSubject(random.int(0...9)), 5), (.replaySubject(random.int(1...2)), 4),
            (.replayAll, 2), (.asyncSubject, 3),
            (.publishRelay, 5), (.behaviorRelay(random.int(0...9)), 5), (.replayRelay(random.int(1...2)), 3),
        ])
        var time = kind.isAbsolute ? random.int(150...300) : random.int(0...30)
        var script: [Timed] = []
        for _ in 0..<random.int(0...6) {
            script.append(Timed(time: time, step: .next(random.int(0...9))))
            time += random.chance(15) ? 0 : random.int(1...80)
        }
        if random.chance(kind.isRelay ? 0 : 60) {
            script.append(Timed(time: time, step: random.chance(60) ? .completed : .error(random.int(1...9))))
            // A subject must ignore what it is sent after it stopped.
            if kind != .hot, kind != .cold, random.chance(20) {
                script.append(Timed(time: time + random.int(0...40), step: .next(random.int(0...9))))
            }
        }
        return ScriptedSource(kind: kind, script: script.filter { $0.time <= 950 })
    }

    // MARK: Nodes

    /// A node of `kind` made of about `stages` operators.
    private mutating func node(of kind: Kind, stages: Int, depth: Int, elementInScope: Bool) -> Node {
        var current = leaf(preferring: kind, elementInScope: elementInScope)
        var currentKind = current.kind
        var remaining = stages
        while remaining > 0 {
            guard let op = stage(after: currentKind) else { break }
            current = apply(op, receiver: current.node, depth: depth, elementInScope: elementInScope)
            currentKind = op.output
            remaining -= 1
        }
        return convert(current.node, from: currentKind, to: kind, depth: depth, elementInScope: elementInScope)
    }

    /// A leaf: a scripted source, a creation function, or — for a trait — one of its own
    /// creation functions.
    private mutating func leaf(preferring kind: Kind, elementInScope: Bool) -> (node: Node, kind: Kind) {
        if kind != .observable, random.chance(40) {
            let leaves = (index.leaves[kind] ?? []) + (elementInScope ? index.elementLeaves[kind] ?? [] : [])
            if !leaves.isEmpty {
                let op = random.pick(weighted: leaves)
                return (.op(op.name, op.generate(&random), []), kind)
            }
        }
        if random.chance(55) {
            return (.source(random.int(0...(sourceCount - 1))), .observable)
        }
        let leaves = (index.leaves[.observable] ?? []) + (elementInScope ? index.elementLeaves[.observable] ?? [] : [])
        let op = random.pick(weighted: leaves)
        return (.op(op.name, op.generate(&random), []), .observable)
    }

    /// An operator whose receiver is of `kind`.
    private mutating func stage(after kind: Kind) -> Op? {
        guard let candidates = index.byReceiver[kind], !candidates.isEmpty else { return nil }
        return random.pick(weighted: candidates)
    }

    private mutating func apply(_ op: Op, receiver: Node, depth: Int, elementInScope: Bool) -> (node: Node, kind: Kind)
    {
        let childCount = op.slots.count + random.int(op.extra)
        var children = [receiver]
        for index in 1..<childCount {
            let slot = op.slot(index)
            let stages = depth >= 1 ? random.int(0...1) : random.pick(weighted: [(0, 4), (1, 3), (2, 2)])
            children.append(
                node(
                    of: slot.kind, stages: stages, depth: depth + 1,
                    elementInScope: elementInScope || slot.building == .perElement))
        }
        return (.op(op.name, op.generate(&random), children), op.output)
    }

    /// `node` converted from `from` to `to`, through an `Observable` if no operator converts
    /// directly.
    private mutating func convert(_ node: Node, from: Kind, to: Kind, depth: Int, elementInScope: Bool) -> Node {
        if from == to { return node }
        if let direct = index.conversions[from]?[to], !direct.isEmpty {
            return apply(random.pick(weighted: direct), receiver: node, depth: depth, elementInScope: elementInScope)
                .node
        }
        let toObservable = convert(node, from: from, to: .observable, depth: depth, elementInScope: elementInScope)
        return convert(toObservable, from: .observable, to: to, depth: depth, elementInScope: elementInScope)
    }
}
