import Foundation
import StreamsTest
import XCTest

@testable import Streams

/// The harness is an honest test: an operator that breaks the contract — written here, on
/// purpose — is found among random programs, and the report names it in a shrunk program.
final class ConformanceSelfTests: XCTestCase {
    func testTheHarnessFindsAnOperatorThatDeliversAfterDisposal() {
        let result = findFailure(of: .deliversAfterDisposal, breaking: .eventAfterDisposal)
        XCTAssertTrue(result.report.contains("broken(deliversAfterDisposal)"), result.report)
    }

    func testTheHarnessFindsAnOperatorThatForgetsToDisposeItsSource() {
        let result = findFailure(of: .keepsUpstream, breaking: .neverDisposed)
        XCTAssertTrue(result.report.contains("was never disposed"), result.report)
    }

    func testTheHarnessFindsAnOperatorThatEmitsAfterCompleting() {
        let result = findFailure(of: .emitsAfterCompletion, breaking: .grammar)
        XCTAssertTrue(result.report.contains("after a stop event"), result.report)
    }

    func testTheHarnessFindsASubscriberThatReceivesAfterItDisposed() {
        _ = findFailure(of: .deliversAfterDisposal, breaking: .deliveryAfterDisposal)
    }

    func testTheHarnessFindsATestObservableLeftSubscribed() {
        _ = findFailure(of: .keepsUpstream, breaking: .testObservableStillSubscribed)
    }

    func testTheHarnessFindsAResourceNeverDisposed() {
        _ = findFailure(of: .forgetsItsResource, breaking: .resourceDisposal)
    }

    func testTheHarnessFindsAMisuseReport() {
        let result = findFailure(of: .reportsMisuse, breaking: .anomaly)
        XCTAssertTrue(result.report.contains("a misuse reported on purpose"), result.report)
    }

    /// `onDisposed` runs in Streams' own subscription functions, which no operator can break:
    /// the check is shown to fail on a log in which it ran twice, and once not at all.
    func testTheOnDisposedCheckFailsWhenItDoesNotRunExactlyOnce() {
        var program = ConformanceGenerator.program(seed: 0)
        program.rootKind = .observable
        program.subscribers = [
            Subscriber(api: 1, subscribeAt: 200, disposeAt: 300, disposeAfter: nil),
            Subscriber(api: 1, subscribeAt: 200, disposeAt: 300, disposeAfter: nil),
        ]
        XCTAssertTrue(SubscriberAPI.apis(for: .observable)[1].hasOnDisposed)
        let record = RunRecord(
            log: [
                LogEntry(time: 200, what: .subscriberSubscribes(subscriber: 0)),
                LogEntry(time: 200, what: .subscriberSubscribes(subscriber: 1)),
                LogEntry(time: 300, what: .subscriberDisposes(subscriber: 0)),
                LogEntry(time: 300, what: .onDisposed(subscriber: 0)),
                LogEntry(time: 300, what: .onDisposed(subscriber: 0)),
                LogEntry(time: 300, what: .subscriberDisposes(subscriber: 1)),
            ],
            subscriptionNodes: [], testObservableSubscriptions: [:], pendingWork: "[]",
            anomalies: [], unhandledErrors: [], exhaustedBudget: false
        )
        let violations = ConformanceInvariants.check(record, program: program).filter { $0.rule == .onDisposed }
        XCTAssertEqual(
            violations.map(\.message),
            [
                "subscriber 0 (subscribe(onNext:onError:onCompleted:onDisposed:)): onDisposed ran 2 times",
                "subscriber 1 (subscribe(onNext:onError:onCompleted:onDisposed:)): onDisposed ran 0 times",
            ])
    }

    /// Every rule has a test above that breaks it.
    func testEveryRuleIsShownToFail() {
        let tested: Set<Violation.Rule> = [
            .grammar, .eventAfterDisposal, .deliveryAfterDisposal, .disposedTwice, .neverDisposed,
            .testObservableStillSubscribed,
            .onDisposed, .resourceDisposal, .pendingWork, .resources, .anomaly, .nondeterminism,
        ]
        XCTAssertEqual(Set(Violation.Rule.allCases).subtracting(tested), [])
    }

    func testTheHarnessFindsAnOperatorThatDisposesItsSourceTwice() {
        _ = findFailure(of: .disposesUpstreamTwice, breaking: .disposedTwice)
    }

    func testTheHarnessFindsAnOperatorThatLeaksItsSubscription() throws {
        try skipInReleaseBuilds("Resources.total counting")
        _ = findFailure(of: .leaksItsState, breaking: .resources)
    }

    func testTheHarnessFindsAnOperatorWhoseTimerOutlivesItsSubscription() {
        _ = findFailure(of: .leavesATimer, breaking: .pendingWork)
    }

    func testTheHarnessFindsAnOperatorThatBehavesDifferentlyFromRunToRun() {
        _ = findFailure(of: .nondeterministic, breaking: .nondeterminism)
    }

    /// Runs programs drawn from the catalogue plus `flaw` until one breaks `rule`, shrinks it,
    /// and checks that the shrunk program is small, still has the broken operator, and that the
    /// report carries the seed and the diagrams.
    private func findFailure(
        of flaw: BrokenOperator.Flaw, breaking rule: Violation.Rule, file: StaticString = #filePath, line: UInt = #line
    ) -> (outcome: ConformanceHarness.Outcome, report: String) {
        let broken = BrokenOperator.op(flaw)
        let ops = ConformanceCatalogue.all + [broken]
        let catalogue = ConformanceCatalogue.table(ops)
        let index = ConformanceGenerator.Index(ops)
        return ConformanceHarness.withHooks {
            for seed in UInt64(0)..<3_000 {
                let program = ConformanceGenerator.program(seed: seed, index: index)
                guard program.root.contains(broken.name) else { continue }
                let outcome =
                    rule == .nondeterminism
                    ? ConformanceHarness.runTwice(program, catalogue: catalogue)
                    : ConformanceHarness.run(program, catalogue: catalogue)
                guard outcome.violations.contains(where: { $0.rule == rule }) else { continue }
                let shrunk = ConformanceShrinker.shrink(outcome, catalogue: catalogue, budget: 500)
                let report = ConformanceReport.failure(outcome, seed: seed, shrinking: shrunk, catalogue: catalogue)
                XCTAssertTrue(shrunk.outcome.violations.contains { $0.rule == rule }, report, file: file, line: line)
                XCTAssertTrue(
                    shrunk.outcome.program.root.contains(broken.name),
                    "the shrunk program lost the broken operator:\n\(report)", file: file, line: line)
                // The broken operator over one source.
                XCTAssertLessThanOrEqual(shrunk.outcome.program.root.size, 2, report, file: file, line: line)
                XCTAssertTrue(report.contains("STREAMS_CONFORMANCE_SEED=\(seed)"), report, file: file, line: line)
                XCTAssertTrue(
                    report.contains("Timelines") && report.contains("root = "), report, file: file, line: line)
                return (shrunk.outcome, report)
            }
            XCTFail("no program broke \(rule.rawValue) with \(broken.name)", file: file, line: line)
            return (
                ConformanceHarness.run(ConformanceGenerator.program(seed: 0, index: index), catalogue: catalogue), ""
            )
        }
    }
}

/// An operator with a flaw, to show that the harness finds it.
final class BrokenOperator: Observable<Int> {
    enum Flaw: String, CaseIterable {
        /// Forwards everything and ignores its disposal (so its source stays subscribed too).
        case deliversAfterDisposal
        /// Stops forwarding when disposed but never disposes its source.
        case keepsUpstream
        /// Sends one more element after passing on its source's completion.
        case emitsAfterCompletion
        /// Disposes its source twice.
        case disposesUpstreamTwice
        /// Keeps its state alive in a cycle after disposal.
        case leaksItsState
        /// Schedules work far in the future and does not cancel it when disposed.
        case leavesATimer
        /// Adds an element on every other subscription in the process.
        case nondeterministic
        /// Makes a `using`-style resource on each subscription and never disposes it.
        case forgetsItsResource
        /// Reports a misuse through `Hooks.anomalyHandler` on each subscription.
        case reportsMisuse
    }

    private let source: Observable<Int>
    private let flaw: Flaw
    private let run: ConformanceRun
    nonisolated(unsafe) private static var subscriptions = 0

    init(source: Observable<Int>, flaw: Flaw, run: ConformanceRun) {
        self.source = source
        self.flaw = flaw
        self.run = run
        super.init()
    }

    static func op(_ flaw: Flaw) -> Op {
        Op(
            "broken(\(flaw.rawValue))", .observable, [.plain(.observable)], weight: 400,
            build: { run, _, c in .observable(BrokenOperator(source: c[0]().observable, flaw: flaw, run: run)) },
            code: { _, c, _ in "BrokenOperator(source: \(c[0]), flaw: .\(flaw.rawValue))" })
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        let disposed = Locked(false)
        switch flaw {
        case .deliversAfterDisposal:
            _ = source.subscribe(observer)
            return Disposables.create()
        case .keepsUpstream:
            _ = source.subscribe(AnyObserver { event in if !disposed.value { observer.on(event) } })
            return Disposables.create { disposed.withLock { $0 = true } }
        case .emitsAfterCompletion:
            let upstream = source.subscribe(
                AnyObserver { event in
                    observer.on(event)
                    if case .completed = event { observer.on(.next(99)) }
                })
            return upstream
        case .disposesUpstreamTwice:
            let upstream = source.subscribe(observer)
            return Disposables.create {
                upstream.dispose()
                upstream.dispose()
            }
        case .leaksItsState:
            let state = SerialDisposable()
            state.disposable = Disposables.create { _ = state }
            return source.subscribe(observer)
        case .leavesATimer:
            _ = run.scheduler.scheduleRelativeVirtual((), dueTime: 5_000) { _ in Disposables.create() }
            return source.subscribe(observer)
        case .forgetsItsResource:
            _ = ConformanceResource(run: run)
            return source.subscribe(observer)
        case .reportsMisuse:
            Hooks.anomalyHandler("⚠️ a misuse reported on purpose")
            return source.subscribe(observer)
        case .nondeterministic:
            Self.subscriptions += 1
            if Self.subscriptions % 2 == 0 { observer.on(.next(42)) }
            return source.subscribe(observer)
        }
    }
}

extension Node {
    /// Whether an operator named `name` is in the tree.
    func contains(_ name: String) -> Bool {
        switch self {
        case .source: false
        case .op(let opName, _, let children): opName == name || children.contains { $0.contains(name) }
        }
    }
}
