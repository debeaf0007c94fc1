/// Puts a snapshot's stages together the way a reader thinks of them: one chain per
/// subscriber, from its source to it; what else feeds a stage (an inner subscription, a second
/// source) as a branch of that stage; a source several chains subscribe as a numbered shared
/// source.
///
/// Each stage points at the stage downstream that subscribed it, and a subscriber of a subject
/// or a sharing operator points at that source, which a connection may feed. A chain is walked
/// upstream from its root (the stage nearest its subscriber): at each stage, the oldest stage it
/// subscribed that is still alive continues the chain (its source, the current attempt of a
/// `retry`, the current source of a `concat`), the others are branches. A connection with one
/// subscriber is drawn inside that subscriber's chain; one with several is drawn once, as a
/// shared source (`share(replay: 1) #1`) that the chains end at.
final class SubscriptionLayout {
    typealias Stage = SubscriptionSnapshot.Stage

    private(set) var chains: [SubscriptionSnapshot.Chain] = []
    private(set) var shared: [SubscriptionSnapshot.SharedSource] = []
    private(set) var detachedScheduledWork = 0

    private var stages: [Int: Stage] = [:]
    /// The stages each stage subscribed: its source first (the oldest that is not a second
    /// input), then the others, oldest first.
    private var upstream: [Int: [Int]] = [:]
    /// How much scheduled work each stage has waiting.
    private var scheduled: [Int: Int] = [:]
    /// Each source's subscribers, and the connection feeding it.
    private var subscribers: [Int: [Int]] = [:]
    private var connections: [Int: Int] = [:]
    /// The number of each source several chains subscribe.
    private var sharedNumbers: [Int: Int] = [:]
    /// The drawn chain of each connection, once drawn.
    private var connectionPaths: [Int: Path] = [:]
    private var connectionsBeingDrawn: Set<Int> = []

    /// One stage as drawn: one record, or the consecutive records of a group.
    private struct Element {
        var name: String
        var group: Int?
        var labels: [String] = []
        var scheduled = 0
        var isDisposed: Bool
        var branches: [SubscriptionSnapshot.Branch] = []

        @_optimize(none)
        var text: String {
            var result = name
            for label in labels { result += " ⟨\(label)⟩" }
            if scheduled > 0 { result += " (+\(scheduled) scheduled)" }
            if isDisposed { result += " (disposed)" }
            return result
        }

        @_optimize(none)
        mutating func absorb(_ other: Element) {
            labels += other.labels
            scheduled += other.scheduled
            isDisposed = isDisposed && other.isDisposed
            branches += other.branches
        }
    }

    /// A chain as drawn, from the stage nearest its subscriber upstream.
    private struct Path {
        var elements: [Element] = []
        var isDisposed = true

        /// From the source to the downstream end.
        @_optimize(none)
        var text: String { elements.reversed().map(\.text).joined(separator: " → ") }
        @_optimize(none)
        var branches: [SubscriptionSnapshot.Branch] { elements.reversed().flatMap(\.branches) }
    }

    @_optimize(none)
    init(stages list: [Stage]) {
        index(list)
        for stage in list where stage.kind == .stage || stage.kind == .sourceSubscription {
            guard stage.downstreamID.map({ stages[$0] == nil }) ?? true else { continue }
            let path = walk(from: stage.id)
            // A stage whose downstream is gone (freed first, while its chain is being torn
            // down) heads a chain of its own, ending where the rest of it was.
            let subscriberName =
                stage.downstreamID == nil ? Self.subscriberName(stage.subscriber) : Self.endedDownstream
            chains.append(
                SubscriptionSnapshot.Chain(
                    rootID: stage.id,
                    subscriber: stage.subscriber,
                    text: path.elements.isEmpty ? subscriberName : path.text + " → " + subscriberName,
                    branches: path.branches,
                    isDisposed: path.isDisposed
                ))
        }
        for (source, number) in sharedNumbers.sorted(by: { $0.value < $1.value }) {
            let path = connections[source].map { pathOfConnection($0) }
            shared.append(
                SubscriptionSnapshot.SharedSource(
                    number: number,
                    name: sharedName(source),
                    subscriberCount: subscribers[source]?.count ?? 0,
                    text: path?.text,
                    branches: path?.branches ?? []
                ))
        }
    }

    /// `subscribe`, `drive`, `bind`: the call without its labels.
    /// How a chain whose downstream stage was freed ends.
    static let endedDownstream = "(downstream ended)"

    @_optimize(none)
    static func subscriberName(_ subscriber: SubscriptionSnapshot.Subscriber?) -> String {
        guard let call = subscriber?.call else { return "?" }
        return call.firstIndex(of: "(").map { String(call[..<$0]) } ?? call
    }

    @_optimize(none)
    private func index(_ list: [Stage]) {
        stages = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
        for stage in list {
            let downstream = stage.downstreamID.flatMap { stages[$0] == nil ? nil : $0 }
            switch stage.kind {
            case .scheduledWork:
                if let downstream { scheduled[downstream, default: 0] += 1 } else { detachedScheduledWork += 1 }
            case .connection:
                connections[stage.sourceID!] = stage.id
            case .stage:
                if let downstream { upstream[downstream, default: []].append(stage.id) }
            case .sourceSubscription:
                if let downstream { upstream[downstream, default: []].append(stage.id) }
                subscribers[stage.sourceID!, default: []].append(stage.id)
            }
        }
        for (stage, inputs) in upstream {
            if let source = inputs.firstIndex(where: { !stages[$0]!.isSecondInput }), source > 0 {
                var ordered = inputs
                ordered.insert(ordered.remove(at: source), at: 0)
                upstream[stage] = ordered
            }
        }
        for stage in list where stage.kind == .sourceSubscription {
            let source = stage.sourceID!
            if sharedNumbers[source] == nil, subscribers[source]!.count > 1 {
                sharedNumbers[source] = sharedNumbers.count + 1
            }
        }
    }

    /// Walks upstream from `start`.
    @_optimize(none)
    private func walk(from start: Int) -> Path {
        var path = Path()
        var hidden: [Element] = []
        var current: Int? = start
        var visited: Set<Int> = []
        while let id = current, let stage = stages[id], visited.insert(id).inserted {
            current = nil
            path.isDisposed = path.isDisposed && stage.isDisposed
            var element = Element(
                name: stage.name, group: stage.groupID, labels: stage.label.map { [$0] } ?? [],
                scheduled: scheduled[id] ?? 0, isDisposed: stage.isDisposed)
            var isShown = !stage.isTransparent && !stage.isAbsorbed
            switch stage.kind {
            case .sourceSubscription:
                let source = stage.sourceID!
                if let number = sharedNumbers[source] {
                    element.name = "\(sharedName(source)) #\(number)"
                    isShown = true
                } else if let connection = connections[source] {
                    // A connection's only subscriber: the connection is drawn here, as one stage
                    // with this subscription.
                    isShown = false
                    current = connection
                }
            case .connection, .stage:
                let sources = upstream[id] ?? []
                current = sources.first
                element.branches = sources.dropFirst().compactMap { branch(from: $0, into: stage) }
            case .scheduledWork:
                break
            }
            if isShown {
                // What hidden stages downstream of it had (a label, branches) is drawn with it.
                for other in hidden { element.absorb(other) }
                hidden = []
                path.elements.append(element)
            } else {
                hidden.append(element)
            }
        }
        if let last = path.elements.indices.last {
            for other in hidden { path.elements[last].absorb(other) }
        }
        path.elements = collapse(path.elements)
        return path
    }

    /// What else feeds `stage`, from `start` upstream; `nil` when nothing of it is drawn (an
    /// inner subscription whose sequence has ended, kept for the next one).
    @_optimize(none)
    private func branch(from start: Int, into stage: Stage) -> SubscriptionSnapshot.Branch? {
        let path = walk(from: start)
        guard !path.elements.isEmpty else { return nil }
        return SubscriptionSnapshot.Branch(into: stage.group ?? stage.name, text: path.text, branches: path.branches)
    }

    @_optimize(none)
    private func pathOfConnection(_ connection: Int) -> Path {
        if let path = connectionPaths[connection] { return path }
        guard connectionsBeingDrawn.insert(connection).inserted else { return Path() }
        defer { connectionsBeingDrawn.remove(connection) }
        let path = walk(from: connection)
        connectionPaths[connection] = path
        return path
    }

    /// Consecutive elements of one group become one element named after the group.
    @_optimize(none)
    private func collapse(_ elements: [Element]) -> [Element] {
        var result: [Element] = []
        for element in elements {
            if let group = element.group, let last = result.last, last.group == group {
                result[result.count - 1].absorb(element)
            } else {
                var element = element
                if let group = element.group, let name = stages.values.first(where: { $0.groupID == group })?.group {
                    element.name = name
                }
                result.append(element)
            }
        }
        return result
    }

    /// A shared source's name: a connection's is the stage it ends with (`share(replay: 1)`,
    /// or for a trait's own sharing the operator it follows), a subject's is its type.
    @_optimize(none)
    private func sharedName(_ source: Int) -> String {
        if let connection = connections[source] {
            if let downstreamEnd = pathOfConnection(connection).elements.first { return downstreamEnd.name }
            return stages[connection]!.name
        }
        return subscribers[source].flatMap { $0.first.flatMap { stages[$0]?.name } } ?? "?"
    }
}
