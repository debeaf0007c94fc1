// Shrinks a failing program to a smaller one that still breaks the same invariant: fewer
// subscribers, fewer stages, fewer sources, fewer events, simpler parameters, earlier ticks.
// Greedy: it takes the first smaller candidate that still fails and starts over from it,
// until no candidate fails or the budget of runs is spent.

enum ConformanceShrinker {
    struct Result {
        let outcome: ConformanceHarness.Outcome
        let runs: Int
    }

    static func shrink(
        _ outcome: ConformanceHarness.Outcome, catalogue: [String: Op] = ConformanceCatalogue.byName,
        budget: Int = 2_000
    ) -> Result {
        guard let target = outcome.violations.first?.rule else { return Result(outcome: outcome, runs: 0) }
        var best = outcome
        var runs = 0
        var improved = true
        while improved, runs < budget {
            improved = false
            for candidate in candidates(best.program, catalogue: catalogue)
            where candidate != best.program && isValid(candidate, catalogue: catalogue) {
                guard runs < budget else { break }
                runs += 1
                let result =
                    target == .nondeterminism
                    ? ConformanceHarness.runTwice(candidate, catalogue: catalogue)
                    : ConformanceHarness.run(candidate, catalogue: catalogue)
                if result.violations.contains(where: { $0.rule == target }) {
                    best = result
                    improved = true
                    break
                }
            }
        }
        return Result(outcome: best, runs: runs)
    }

    // MARK: Candidates, roughly the biggest cut first

    static func candidates(_ program: Program, catalogue: [String: Op]) -> [Program] {
        var result: [Program] = []

        // Fewer subscribers.
        if program.subscribers.count > 1 {
            for index in program.subscribers.indices {
                var smaller = program
                smaller.subscribers.remove(at: index)
                result.append(smaller)
            }
        }

        // Fewer stages: a node replaced by one of its descendants of the same kind (a child
        // first, then deeper ones, which also cut the conversions in between), or by a source.
        for path in paths(program.root) {
            let node = program.root[path]
            guard case .op(let name, let params, let children) = node, let op = catalogue[name] else { continue }
            for descendant in descendants(node).sorted(by: { $0.count < $1.count })
            where kind(of: node[descendant], catalogue: catalogue) == op.output {
                var smaller = program
                smaller.root = program.root.replacing(path, with: node[descendant])
                result.append(smaller)
            }
            if op.output == .observable {
                for source in program.sources.indices {
                    var smaller = program
                    smaller.root = program.root.replacing(path, with: .source(source))
                    result.append(smaller)
                }
            }
            // Fewer extra children (the sources of merge, zip, ...).
            if children.count > op.slots.count + op.extra.lowerBound {
                for index in op.slots.count..<children.count {
                    var fewer = children
                    fewer.remove(at: index)
                    var smaller = program
                    smaller.root = program.root.replacing(path, with: .op(name, params, fewer))
                    result.append(smaller)
                }
            }
        }

        // Fewer sources: drop one nobody uses.
        let used = usedSources(program.root)
        for index in program.sources.indices.reversed() where !used.contains(index) {
            var smaller = program
            smaller.sources.remove(at: index)
            smaller.root = renumberSources(program.root) { $0 > index ? $0 - 1 : $0 }
            result.append(smaller)
        }

        // Simpler subscribers.
        for (index, subscriber) in program.subscribers.enumerated() {
            var simpler = subscriber
            if subscriber.disposeAfter != nil {
                simpler.disposeAfter = nil
            } else if subscriber.api != 0 {
                simpler.api = 0
            } else if subscriber.subscribeAt != 200 && subscriber.disposeAt > 200 {
                simpler.subscribeAt = 200
            } else {
                continue
            }
            var smaller = program
            smaller.subscribers[index] = simpler
            result.append(smaller)
        }

        // Simpler parameters.
        for path in paths(program.root) {
            guard case .op(let name, let params, let children) = program.root[path] else { continue }
            for simpler in simplerParams(params) {
                var smaller = program
                smaller.root = program.root.replacing(path, with: .op(name, simpler, children))
                result.append(smaller)
            }
        }

        // Fewer events, and errors made completions.
        for (index, source) in program.sources.enumerated() {
            for event in source.script.indices {
                var smaller = program
                smaller.sources[index].script.remove(at: event)
                result.append(smaller)
                if case .error = source.script[event].step {
                    var simpler = program
                    simpler.sources[index].script[event].step = .completed
                    result.append(simpler)
                }
            }
        }

        // Earlier ticks: a script moved earlier, a gap halved, a disposal brought forward.
        for (index, source) in program.sources.enumerated() {
            let earliest = source.kind.isAbsolute ? 101 : 0
            if let first = source.script.first, first.time > earliest {
                let shift = max(1, (first.time - earliest) / 2)
                var earlier = program
                earlier.sources[index].script = source.script.map { Timed(time: $0.time - shift, step: $0.step) }
                result.append(earlier)
            }
            for event in source.script.indices.dropFirst() {
                let gap = source.script[event].time - source.script[event - 1].time
                guard gap > 1 else { continue }
                var earlier = program
                for later in event..<source.script.count { earlier.sources[index].script[later].time -= gap / 2 }
                result.append(earlier)
            }
        }
        for (index, subscriber) in program.subscribers.enumerated()
        where subscriber.disposeAt - subscriber.subscribeAt > 1 {
            var earlier = program
            earlier.subscribers[index].disposeAt -= (subscriber.disposeAt - subscriber.subscribeAt) / 2
            result.append(earlier)
        }
        return result
    }

    private static func simplerParams(_ params: Params) -> [Params] {
        var result: [Params] = []
        if params.throwAt != nil {
            var simpler = params
            simpler.throwAt = nil
            result.append(simpler)
        }
        if params.values.count > 1 {
            var simpler = params
            simpler.values.removeLast()
            result.append(simpler)
        }
        for index in params.script.indices {
            var simpler = params
            simpler.script.remove(at: index)
            result.append(simpler)
        }
        return result
    }

    // MARK: Validity

    /// Whether a candidate is a program the generator could have made: every source it names
    /// exists, and every leaf that uses a flattening closure's element is inside one.
    static func isValid(_ program: Program, catalogue: [String: Op]) -> Bool {
        func valid(_ node: Node, closures: Int) -> Bool {
            switch node {
            case .source(let index):
                return index < program.sources.count
            case .op(let name, _, let children):
                guard let op = catalogue[name] else { return false }
                if op.usesElement, closures == 0 { return false }
                return children.enumerated().allSatisfy { index, child in
                    valid(child, closures: closures + (op.slot(index).building == .perElement ? 1 : 0))
                }
            }
        }
        return !program.subscribers.isEmpty && valid(program.root, closures: 0)
    }

    // MARK: Paths in the tree

    /// The path of every operator node, root first.
    static func paths(_ node: Node, prefix: [Int] = []) -> [[Int]] {
        guard case .op(_, _, let children) = node else { return [] }
        return [prefix] + children.enumerated().flatMap { paths($1, prefix: prefix + [$0]) }
    }

    /// The path of every node below `node`, relative to it.
    private static func descendants(_ node: Node) -> [[Int]] {
        node.children.enumerated().flatMap { index, child in [[index]] + descendants(child).map { [index] + $0 } }
    }

    private static func kind(of node: Node, catalogue: [String: Op]) -> Kind? {
        switch node {
        case .source: .observable
        case .op(let name, _, _): catalogue[name]?.output
        }
    }

    private static func usedSources(_ node: Node) -> Set<Int> {
        switch node {
        case .source(let index): [index]
        case .op(_, _, let children): children.reduce(into: Set<Int>()) { $0.formUnion(usedSources($1)) }
        }
    }

    private static func renumberSources(_ node: Node, _ renumber: (Int) -> Int) -> Node {
        switch node {
        case .source(let index): .source(renumber(index))
        case .op(let name, let params, let children): .op(name, params, children.map { renumberSources($0, renumber) })
        }
    }
}

extension Node {
    subscript(path: [Int]) -> Node {
        guard let first = path.first else { return self }
        return children[first][Array(path.dropFirst())]
    }

    func replacing(_ path: [Int], with replacement: Node) -> Node {
        guard let first = path.first, case .op(let name, let params, var children) = self else { return replacement }
        children[first] = children[first].replacing(Array(path.dropFirst()), with: replacement)
        return .op(name, params, children)
    }
}
