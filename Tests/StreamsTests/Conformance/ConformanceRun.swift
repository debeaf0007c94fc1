import Foundation
import StreamsTest

@testable import Streams

// Runs a program on a TestScheduler with a probe around every node, and logs everything that
// happens — subscriptions, events and disposals at every stage, what each subscriber receives,
// side effects — in the order it happens. The invariants are checked on that log afterwards.

/// What a node builds.
enum Built {
    case observable(Observable<Int>)
    case single(Single<Int>)
    case maybe(Maybe<Int>)
    case completable(Completable)
    case infallible(Infallible<Int>)
    case driver(Driver<Int>)
    case signal(Signal<Int>)

    var observable: Observable<Int> {
        guard case .observable(let value) = self else { preconditionFailure("expected an Observable, built \(self)") }
        return value
    }

    var single: Single<Int> {
        guard case .single(let value) = self else { preconditionFailure("expected a Single, built \(self)") }
        return value
    }

    var maybe: Maybe<Int> {
        guard case .maybe(let value) = self else { preconditionFailure("expected a Maybe, built \(self)") }
        return value
    }

    var completable: Completable {
        guard case .completable(let value) = self else { preconditionFailure("expected a Completable, built \(self)") }
        return value
    }

    var infallible: Infallible<Int> {
        guard case .infallible(let value) = self else { preconditionFailure("expected an Infallible, built \(self)") }
        return value
    }

    var driver: Driver<Int> {
        guard case .driver(let value) = self else { preconditionFailure("expected a Driver, built \(self)") }
        return value
    }

    var signal: Signal<Int> {
        guard case .signal(let value) = self else { preconditionFailure("expected a Signal, built \(self)") }
        return value
    }
}

/// An event as the log keeps it: errors by their description, so any error compares.
enum Observed: Equatable, CustomStringConvertible {
    case next(Int)
    case error(String)
    case completed

    init<Element>(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .next(element as? Int ?? 0)
        case .error(let error): self = .error(String(describing: error))
        case .completed: self = .completed
        }
    }

    var isStop: Bool {
        if case .next = self { return false }
        return true
    }

    var description: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

/// One thing that happened, at a virtual time.
struct LogEntry: Equatable, CustomStringConvertible {
    enum What: Equatable {
        /// A stage (node) is subscribed; `subscription` numbers it within the run.
        case subscribe(subscription: Int, node: Int)
        /// The stage's `subscribe` returned.
        case subscribed(subscription: Int)
        /// The stage delivered an event to whoever subscribed it.
        case event(subscription: Int, Observed)
        /// The disposable the stage returned was disposed (each call is logged).
        case dispose(subscription: Int)
        /// A subscriber calls its subscription API.
        case subscriberSubscribes(subscriber: Int)
        /// A subscriber's handler received an event.
        case deliver(subscriber: Int, Observed)
        /// A subscriber disposed its subscription.
        case subscriberDisposes(subscriber: Int)
        /// A subscriber's `onDisposed` ran.
        case onDisposed(subscriber: Int)
        /// A side effect (a `do` handler, a `using` resource, a `debug` line).
        case note(String)
    }

    let time: Int
    let what: What

    var description: String {
        switch what {
        case .subscribe(let subscription, let node): "\(time): #\(subscription) subscribe node \(node)"
        case .subscribed(let subscription): "\(time): #\(subscription) subscribed"
        case .event(let subscription, let event): "\(time): #\(subscription) \(event)"
        case .dispose(let subscription): "\(time): #\(subscription) dispose"
        case .subscriberSubscribes(let subscriber): "\(time): subscriber \(subscriber) subscribes"
        case .deliver(let subscriber, let event): "\(time): subscriber \(subscriber) \(event)"
        case .subscriberDisposes(let subscriber): "\(time): subscriber \(subscriber) disposes"
        case .onDisposed(let subscriber): "\(time): subscriber \(subscriber) onDisposed"
        case .note(let text): "\(time): \(text)"
        }
    }
}

/// A node of the program with its number (preorder), which the log names stages by.
struct NumberedNode {
    let id: Int
    let node: Node
    let children: [NumberedNode]

    static func number(_ node: Node) -> NumberedNode {
        var next = 0
        return number(node, &next)
    }

    private static func number(_ node: Node, _ next: inout Int) -> NumberedNode {
        let id = next
        next += 1
        return NumberedNode(id: id, node: node, children: node.children.map { number($0, &next) })
    }

    /// Every node, by number.
    var all: [NumberedNode] { [self] + children.flatMap(\.all) }
}

/// An object for `withUnretained` and `subscribe(with:)`, alive for the whole run.
final class ConformanceAnchor {}

/// What a run leaves behind for the checks.
struct RunRecord: Equatable {
    var log: [LogEntry]
    /// The node each probe subscription belongs to.
    var subscriptionNodes: [Int]
    /// Each hot or cold test observable's subscription log, by source index.
    var testObservableSubscriptions: [Int: [Subscription]]
    /// The virtual times of work still queued on the scheduler at the end.
    var pendingWork: String
    /// Misuse reports (`Hooks.anomalyHandler`) received during the run.
    var anomalies: [String]
    /// Errors that reached a subscriber without an error handler.
    var unhandledErrors: [String]
    /// Set when the run hit the subscription budget (a `retry()` of a source that fails at
    /// once would otherwise loop forever); the budget's probe then subscribes nothing.
    var exhaustedBudget: Bool
}

/// One run of a program.
final class ConformanceRun {
    /// Probe subscriptions allowed in one run before probes stop subscribing upstream.
    static let subscriptionBudget = 400

    let program: Program
    let scheduler: TestScheduler
    let anchor = ConformanceAnchor()
    private(set) var log: [LogEntry] = []
    private var subscriptionNodes: [Int] = []
    private var sources: [Observable<Int>] = []
    private var testObservables: [Int: TestableObservable<Int>] = [:]
    private var exhaustedBudget = false
    var anomalies: [String] = []
    var unhandledErrors: [String] = []
    /// The elements of the flattening operators' closures that enclose the node being built.
    private var scope: [Int] = []
    private var resources = 0

    /// The operators the program's nodes name.
    private let catalogue: [String: Op]

    init(program: Program, catalogue: [String: Op]) {
        self.program = program
        self.catalogue = catalogue
        scheduler = TestScheduler(initialClock: 0)
    }

    func record(_ what: LogEntry.What) {
        log.append(LogEntry(time: scheduler.clock, what: what))
    }

    func note(_ text: String) {
        record(.note(text))
    }

    /// Numbers a `using` resource.
    func nextResourceID() -> Int {
        resources += 1
        return resources
    }

    /// The element of the innermost enclosing flattening closure.
    var element: Int {
        guard let last = scope.last else {
            preconditionFailure("an element leaf outside a flattening operator's closure")
        }
        return last
    }

    /// Throws `ConformanceError(errorCode)` when `value` is the one the parameters name.
    func check(_ params: Params, _ value: Int) throws {
        if let throwAt = params.throwAt, value == throwAt { throw ConformanceError(params.errorCode) }
    }

    // MARK: Running

    /// Runs the program to `Program.end` and returns the record.
    func execute() -> RunRecord {
        makeSources()
        let numbered = NumberedNode.number(program.root)
        var root: Built?
        scheduler.scheduleAt(TestScheduler.Defaults.created) { [self] in
            root = build(numbered)
        }
        // Each subscriber's disposable; the run lets go of them at the end. (A subscriber that
        // disposes from its own handler holds its disposable in that handler, which the
        // subscription holds: a cycle until then, as in any program written that way.)
        var subscriptions = [Disposable?](repeating: nil, count: program.subscribers.count)
        for (index, subscriber) in program.subscribers.enumerated() {
            var received = 0
            var disposed = false
            let disposeOnce = { [self] in
                guard !disposed, let current = subscriptions[index] else { return }
                disposed = true
                record(.subscriberDisposes(subscriber: index))
                current.dispose()
            }
            let handlers = SubscriberHandlers(
                event: { [self] event in
                    record(.deliver(subscriber: index, event))
                    if case .next = event {
                        received += 1
                        if let limit = subscriber.disposeAfter, received == limit { disposeOnce() }
                    }
                },
                disposed: { [self] in record(.onDisposed(subscriber: index)) },
                hasDisposed: { disposed },
                anchor: anchor
            )
            scheduler.scheduleAt(subscriber.subscribeAt) { [self] in
                guard let root else { return }
                record(.subscriberSubscribes(subscriber: index))
                subscriptions[index] = SubscriberAPI.subscribe(root, api: subscriber.api, handlers)
                // Elements delivered during the subscription, before the disposable existed.
                if let limit = subscriber.disposeAfter, received >= limit { disposeOnce() }
            }
            scheduler.scheduleAt(subscriber.disposeAt) { disposeOnce() }
        }
        scheduler.advanceTo(Program.end)
        root = nil
        subscriptions.removeAll()
        return RunRecord(
            log: log,
            subscriptionNodes: subscriptionNodes,
            testObservableSubscriptions: testObservables.mapValues(\.subscriptions),
            pendingWork: scheduler.debugDescription,
            anomalies: anomalies,
            unhandledErrors: unhandledErrors,
            exhaustedBudget: exhaustedBudget
        )
    }

    private func makeSources() {
        for (index, source) in program.sources.enumerated() {
            switch source.kind {
            case .hot, .cold:
                let events = source.script.map { timed -> Recorded<Event<Int>> in
                    Recorded(time: timed.time, value: ConformanceRun.event(timed.step))
                }
                let observable =
                    source.kind == .hot ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
                testObservables[index] = observable
                sources.append(observable.asObservable())
            case .publishSubject:
                sources.append(play(source.script, into: PublishSubject<Int>()))
            case .behaviorSubject(let initial):
                sources.append(play(source.script, into: BehaviorSubject(value: initial)))
            case .replaySubject(let size):
                sources.append(play(source.script, into: ReplaySubject<Int>.create(bufferSize: size)))
            case .replayAll:
                sources.append(play(source.script, into: ReplaySubject<Int>.createUnbounded()))
            case .asyncSubject:
                sources.append(play(source.script, into: AsyncSubject<Int>()))
            case .publishRelay:
                sources.append(play(source.script, into: PublishRelay<Int>()))
            case .behaviorRelay(let initial):
                sources.append(play(source.script, into: BehaviorRelay(value: initial)))
            case .replayRelay(let size):
                sources.append(play(source.script, into: ReplayRelay<Int>.create(bufferSize: size)))
            }
        }
    }

    static func event(_ step: Step) -> Event<Int> {
        switch step {
        case .next(let value): .next(value)
        case .error(let code): .error(ConformanceError(code))
        case .completed: .completed
        }
    }

    private func play<Subject: ObserverType & ObservableType>(_ script: [Timed], into subject: Subject) -> Observable<
        Int
    > where Subject.Element == Int {
        for timed in script {
            scheduler.scheduleAt(timed.time) { subject.on(ConformanceRun.event(timed.step)) }
        }
        return subject.asObservable()
    }

    private func play<Relay: RelayType & ObservableType>(_ script: [Timed], into relay: Relay) -> Observable<Int>
    where Relay.Element == Int {
        for timed in script {
            if case .next(let value) = timed.step {
                scheduler.scheduleAt(timed.time) { relay.accept(value) }
            }
        }
        return relay.asObservable()
    }

    // MARK: Building

    /// Builds a node and wraps what it built in a probe.
    func build(_ numbered: NumberedNode) -> Built {
        switch numbered.node {
        case .source(let index):
            return probe(.observable(sources[index]), node: numbered.id)
        case .op(let name, let params, _):
            guard let op = catalogue[name] else { preconditionFailure("no catalogue entry named \(name)") }
            let children = numbered.children.map { ConformanceChild(run: self, node: $0, scope: scope) }
            return probe(op.build(self, params, children), node: numbered.id)
        }
    }

    /// Builds `node` with `scope` as the enclosing elements (plus `element`, for a node built
    /// inside a flattening operator's closure).
    fileprivate func build(_ node: NumberedNode, scope enclosing: [Int], element: Int?) -> Built {
        let saved = scope
        scope = enclosing + (element.map { [$0] } ?? [])
        defer { scope = saved }
        return build(node)
    }

    private func probe(_ built: Built, node: Int) -> Built {
        switch built {
        case .observable(let source): .observable(probe(source, node: node))
        case .single(let source): .single(Single(raw: probe(source.asObservable(), node: node)))
        case .maybe(let source): .maybe(Maybe(raw: probe(source.asObservable(), node: node)))
        case .completable(let source): .completable(Completable(raw: probe(source.asObservable(), node: node)))
        case .infallible(let source): .infallible(Infallible(probe(source.asObservable(), node: node)))
        case .driver(let source): .driver(Driver(raw: probe(source.asObservable(), node: node)))
        case .signal(let source): .signal(Signal(raw: probe(source.asObservable(), node: node)))
        }
    }

    private func probe<Element>(_ source: Observable<Element>, node: Int) -> Observable<Element> {
        ConformanceProbe(source: source, node: node, run: self)
    }

    /// Numbers a new subscription of `node` and logs it; `nil` once the budget is spent.
    fileprivate func beginSubscription(node: Int) -> Int? {
        guard subscriptionNodes.count < ConformanceRun.subscriptionBudget else {
            exhaustedBudget = true
            return nil
        }
        subscriptionNodes.append(node)
        let id = subscriptionNodes.count - 1
        record(.subscribe(subscription: id, node: node))
        return id
    }
}

/// A child of an operator: built when the operator asks, once or — inside a flattening
/// operator's closure — once per element.
struct ConformanceChild {
    let run: ConformanceRun
    let node: NumberedNode
    let scope: [Int]

    func callAsFunction() -> Built {
        run.build(node, scope: scope, element: nil)
    }

    func callAsFunction(_ element: Int) -> Built {
        run.build(node, scope: scope, element: element)
    }
}

/// Passes everything through unchanged and logs it: each subscription, each event it delivers
/// (whether or not the stage is still subscribed — that is what is checked) and each call of
/// its disposable. It is an `Observable` subclass rather than an `ObservableType`, so that no
/// wrapper of Streams' own filters what it passes on.
final class ConformanceProbe<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let node: Int
    private let run: ConformanceRun

    init(source: Observable<Element>, node: Int, run: ConformanceRun) {
        self.source = source
        self.node = node
        self.run = run
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        guard let id = run.beginSubscription(node: node) else { return Disposables.create() }
        let run = run
        let upstream = source.subscribe(
            AnyObserver<Element> { event in
                run.record(.event(subscription: id, Observed(event)))
                observer.on(event)
            })
        run.record(.subscribed(subscription: id))
        return ConformanceProbeDisposable(id: id, run: run, upstream: upstream)
    }
}

/// Logs every call of `dispose()` and passes each on.
final class ConformanceProbeDisposable: Disposable {
    private let id: Int
    private let run: ConformanceRun
    private let upstream: Disposable

    init(id: Int, run: ConformanceRun, upstream: Disposable) {
        self.id = id
        self.run = run
        self.upstream = upstream
    }

    func dispose() {
        run.record(.dispose(subscription: id))
        upstream.dispose()
    }
}
