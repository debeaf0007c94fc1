import Foundation
import Streams

/// The live subscriptions at one moment, as data (`Codable`, for tools) and as text
/// (`report`, for people).
///
/// `stages` lists every recorded subscription object; `chains` and `shared` put them together
/// the way a reader thinks of them: one chain per subscriber, from its source to it, with the
/// inner subscriptions and second sources as branches, and the sources several chains share
/// (a `share`'s connection, a subject with several subscribers) numbered `#1`, `#2`, ...
public struct SubscriptionSnapshot: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One recorded subscription object.
    public struct Stage: Codable, Sendable, Equatable, Identifiable {
        /// What kind of subscription object a stage is.
        public enum Kind: String, Codable, Sendable {
            /// An operator's subscription: it subscribes further upstream.
            case stage
            /// A subscriber of a subject, a relay or a sharing operator.
            case sourceSubscription
            /// A sharing operator's connection to its source.
            case connection
            /// Work waiting in a scheduler (a timer, a scheduled action).
            case scheduledWork
        }

        /// Identifies the stage within the snapshot (and across snapshots while it lives).
        public let id: Int
        /// What kind of subscription object it is.
        public let kind: Kind
        /// The operator as a user writes it (`map`, `flatMapLatest`, `PublishSubject<Int>`,
        /// `share(replay: 1)`).
        public let name: String
        /// The label `debugName(_:)` gave it.
        public let label: String?
        /// The operator it is part of, for operators that are several stages inside (`asDriver`).
        public let group: String?
        /// Identifies the group instance among the snapshot's stages.
        public let groupID: Int?
        /// The stage downstream that subscribed this one (`nil` for a chain's root).
        public let downstreamID: Int?
        /// For a subscriber of a subject or a connection: the source, numbered within the snapshot.
        public let sourceID: Int?
        /// A trait's own sharing (`Driver`), drawn as part of the stage before it.
        public let isAbsorbed: Bool
        /// Who subscribed, for a chain's root.
        public let subscriber: Subscriber?
        /// When it was made.
        public let subscribedAt: Date
        /// Disposed, yet still alive: something still holds it.
        public let isDisposed: Bool
        /// Shown as part of the stage downstream (an inner subscription's link to its operator).
        public let isTransparent: Bool
        /// Starts an input of the stage downstream other than its source (`withLatestFrom`'s
        /// second sequence, `take(until:)`'s other).
        public let isSecondInput: Bool
        /// The `SubscriptionScope` its chain was subscribed in (a test's name), if any.
        public let scope: String?
    }

    /// Who subscribed a chain, where, on which thread, when.
    public struct Subscriber: Codable, Sendable, Equatable {
        /// The call: `subscribe(onNext:)`, `drive(onNext:)`, `bind(to:)`, ...
        public let call: String
        /// The caller's `#fileID`, when the call takes it.
        public let file: String?
        /// The caller's `#line`, when the call takes it.
        public let line: Int?
        /// The thread it subscribed on: `main thread`, the thread's name, or its identifier.
        public let thread: String
        /// When it subscribed.
        public let subscribedAt: Date
        /// The call stack, when the inspector captures them.
        public let callStack: [String]?

        /// `ViewModel.swift:42`, or `unknown site`.
        public var site: String {
            guard let file else { return "unknown site" }
            return line.map { "\(file):\($0)" } ?? file
        }
    }

    /// One subscriber's chain.
    public struct Chain: Codable, Sendable, Equatable {
        /// The stage nearest the subscriber.
        public let rootID: Int
        /// Who subscribed it; `nil` for stages whose downstream has ended.
        public let subscriber: Subscriber?
        /// From the source to the subscriber: `PublishSubject<Int> → map → subscribe`.
        public let text: String
        /// Inner subscriptions and further sources, by the stage they feed.
        public let branches: [Branch]
        /// Every stage of it is disposed: something still holds it.
        public let isDisposed: Bool
    }

    /// A sequence feeding a stage besides its main source: an inner subscription, a second
    /// source (`combineLatest`), a fallback (`catch`).
    public struct Branch: Codable, Sendable, Equatable {
        /// The stage it feeds.
        public let into: String
        /// From its source to that stage.
        public let text: String
        /// What feeds its own stages besides their sources.
        public let branches: [Branch]
    }

    /// A source several chains subscribe: a sharing operator's connection (with the chain
    /// from its own source), or a subject with several subscribers.
    public struct SharedSource: Codable, Sendable, Equatable {
        /// `#1`, `#2`, ... as the chains show it.
        public let number: Int
        /// The sharing operator (`share(replay: 1)`) or the subject's type.
        public let name: String
        /// How many live chains subscribe it.
        public let subscriberCount: Int
        /// For a connection, the chain from its source: `PublishSubject<Int> → scan → share`.
        public let text: String?
        /// What feeds the stages of `text` besides their sources.
        public let branches: [Branch]
    }

    /// When the snapshot was taken.
    public let takenAt: Date
    /// The scope the snapshot was taken of, if any.
    public let scope: String?
    /// Every recorded subscription object alive, oldest first.
    public let stages: [Stage]
    /// One chain per subscriber, in the order they subscribed.
    public let chains: [Chain]
    /// The sources several chains subscribe, by number.
    public let shared: [SharedSource]
    /// Work waiting in schedulers that no live stage scheduled.
    public let detachedScheduledWork: Int

    /// `true` when nothing is subscribed.
    public var isEmpty: Bool { stages.isEmpty }

    public var description: String { report }

    /// The live subscriptions of `scope` (and of the scopes nested in it), or of every scope
    /// with `nil`, made since the record `firstID`.
    @_optimize(none)
    init(of scope: SubscriptionScope?, since firstID: Int = 0) {
        let records = SubscriptionRegistry.liveRecords().filter { record, _ in
            record.id >= firstID && (scope.map { record.scope?.isWithin($0) ?? false } ?? true)
        }.sorted { $0.record.id < $1.record.id }
        self.init(records: records, scopeName: scope?.name)
    }

    @_optimize(none)
    init(records: [(record: SubscriptionRecord, isDisposed: Bool)], scopeName: String?) {
        takenAt = Date()
        scope = scopeName
        var sourceNumbers: [ObjectIdentifier: Int] = [:]
        var groupNumbers: [ObjectIdentifier: Int] = [:]
        // The sources alive now, held until every record is numbered: while they are all alive,
        // two of them cannot share an address. A freed source is nobody else's.
        var sources: [AnyObject] = []
        func number(of source: WeakSource) -> Int {
            guard let object = source.object else {
                defer { sourceNumbers[ObjectIdentifier(source)] = sourceNumbers.count + 1 }
                return sourceNumbers.count + 1
            }
            sources.append(object)
            let number = sourceNumbers[ObjectIdentifier(object), default: sourceNumbers.count + 1]
            sourceNumbers[ObjectIdentifier(object)] = number
            return number
        }
        stages = records.map { record, isDisposed in
            var sourceID: Int?
            var isAbsorbed = false
            let kind: Stage.Kind
            switch record.kind {
            case .stage:
                kind = .stage
            case .sourceSubscription(let source, _):
                kind = .sourceSubscription
                sourceID = number(of: source)
            case .connection(let source, _, let absorbed):
                kind = .connection
                sourceID = number(of: source)
                isAbsorbed = absorbed
            case .scheduled:
                kind = .scheduledWork
            }
            let groupID = record.group.map { group -> Int in
                let number = groupNumbers[ObjectIdentifier(group), default: groupNumbers.count + 1]
                groupNumbers[ObjectIdentifier(group)] = number
                return number
            }
            return Stage(
                id: record.id,
                kind: kind,
                name: record.name,
                label: record.label,
                group: record.group?.name,
                groupID: groupID,
                downstreamID: record.parent == 0 ? nil : record.parent,
                sourceID: sourceID,
                isAbsorbed: isAbsorbed,
                subscriber: record.subscriber.map { info in
                    Subscriber(
                        call: info.call, file: info.file, line: info.line, thread: info.thread,
                        subscribedAt: Date(timeIntervalSince1970: info.time), callStack: info.callStack
                    )
                },
                subscribedAt: Date(timeIntervalSince1970: record.time),
                isDisposed: isDisposed,
                isTransparent: record.isTransparent,
                isSecondInput: record.isSecondInput,
                scope: record.scope?.name
            )
        }
        withExtendedLifetime(sources) {}
        let layout = SubscriptionLayout(stages: stages)
        chains = layout.chains
        shared = layout.shared
        detachedScheduledWork = layout.detachedScheduledWork
    }

    /// The snapshot as text: each chain with its subscriber, then the shared sources.
    @_optimize(none)
    public var report: String {
        SubscriptionReport(snapshot: self).text
    }
}
