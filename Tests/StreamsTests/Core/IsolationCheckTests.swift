import Foundation
import StreamsTest
import XCTest

@testable import Streams

/// What a view model isolated to the main actor does with Streams, as app code does: the
/// closures it hands over belong to the main actor.
@MainActor
private final class ProfileModel {
    var name = ""
    var log: [String] = []

    /// Subscribes on the main actor; returns the subscription and the line of the call.
    func follow(_ names: Observable<String>) -> (Disposable, UInt) {
        let line: UInt = #line + 1
        let subscription = names.subscribe(onNext: { self.name = $0 })
        return (subscription, line)
    }

    func followWithEveryHandler(_ names: Observable<String>) -> (Disposable, UInt) {
        let line: UInt = #line + 1
        let subscription = names.subscribe(
            onNext: { self.name = $0 }, onCompleted: { self.log.append("done") },
            onDisposed: { self.log.append("disposed") })
        return (subscription, line)
    }

    func bindName(_ names: Observable<String>) -> (Disposable, UInt) {
        let line: UInt = #line + 1
        let subscription = names.bind(onNext: { self.name = $0 })
        return (subscription, line)
    }

    func followWithObject(_ names: Observable<String>) -> (Disposable, UInt) {
        let line: UInt = #line + 1
        let subscription = names.subscribe(with: self, onNext: { model, name in model.name = name })
        return (subscription, line)
    }

    func logEach(_ names: Observable<String>) -> (Observable<String>, UInt) {
        let line: UInt = #line + 1
        let logged = names.do(onNext: { self.log.append($0) })
        return (logged, line)
    }

    func currentName() -> (Observable<String>, UInt) {
        let line: UInt = #line + 1
        let name = Observable<String>.create { observer in
            observer.onNext(self.name)
            observer.onCompleted()
            return Disposables.create()
        }
        return (name, line)
    }

    func deferredName() -> (Observable<String>, UInt) {
        let line: UInt = #line + 1
        let name = Observable<String>.deferred { .just(self.name) }
        return (name, line)
    }

    func loadName(_ single: Single<String>) -> (Disposable, UInt) {
        let line: UInt = #line + 1
        let subscription = single.subscribe(onSuccess: { self.name = $0 })
        return (subscription, line)
    }

    /// Work in the background in a stage that is not isolated, then a hop back before the state
    /// is written: correct code.
    func uppercased(_ names: Observable<String>, on scheduler: SchedulerType, then done: @escaping () -> Void)
        -> Disposable
    {
        Self.uppercasedInTheBackground(names.observe(on: scheduler))
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: {
                self.name = $0
                done()
            })
    }

    /// An operator's closure written on the main actor, run wherever the events are.
    func lengths(_ names: Observable<String>) -> Observable<Int> {
        names.map { $0.count + self.log.count }
    }

    /// A stage written in code that is not isolated: the compiler checks that it touches no
    /// main-actor state, and Streams leaves it alone wherever it runs.
    nonisolated static func uppercasedInTheBackground(_ names: Observable<String>) -> Observable<String> {
        names.map { $0.uppercased() }.do(onNext: { _ in })
    }
}

/// An actor whose own closures are handed to Streams.
private actor NameCache {
    var names: [String] = []
    private var subscription: Disposable?

    /// Subscribes on the actor; returns the line of the call.
    func follow(_ names: Observable<String>) -> UInt {
        let line: UInt = #line + 1
        subscription = names.subscribe(onNext: { self.names.append($0) })
        return line
    }

    func stop() {
        subscription?.dispose()
    }
}

/// Debug builds report a closure written in code isolated to an actor that Streams runs off
/// that actor: once for each place, naming the call, the place, the actor and the thread.
final class IsolationCheckTests: LeakCheckingTestCase {
    private let file = "StreamsTests/IsolationCheckTests.swift"

    override func setUp() {
        super.setUp()
        #if DEBUG
        IsolationReports.forgetReportedPlaces()
        #endif
    }

    /// Runs `body` on a new serial queue named `label` and waits for it.
    private func onQueue(_ label: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: label).async {
            body()
            done.signal()
        }
        done.wait()
    }

    func testASubscriberWrittenOnTheMainActorThatRunsOffItIsReportedOnceForItsPlace() {
        let names = PublishSubject<String>()
        let model = MainActor.assumeIsolated { ProfileModel() }
        let (subscription, line) = onMainActor { model.follow(names) }
        let reports = collectingAnomalies {
            onQueue("isolation.background") {
                names.onNext("Ada")
                names.onNext("Grace")
            }
        }
        #if DEBUG
        XCTAssertEqual(
            reports,
            [MisuseReport.isolation("subscribe(onNext:)", at: "\(file):\(line)", thread: "queue isolation.background")])
        #else
        XCTAssertEqual(reports, [], "release builds check nothing")
        _ = line
        #endif
        subscription.dispose()
    }

    func testASubscriberWrittenOnTheMainActorThatRunsOnItIsNotReported() throws {
        try skipInReleaseBuilds("the isolation check")
        let names = PublishSubject<String>()
        let model = MainActor.assumeIsolated { ProfileModel() }
        let reports = collectingAnomalies {
            let (subscription, _) = onMainActor { model.follow(names) }
            names.onNext("Ada")
            subscription.dispose()
        }
        XCTAssertEqual(reports, [])
        XCTAssertEqual(onMainActor { model.name }, "Ada")
    }

    func testAClosureWrittenInCodeThatIsNotIsolatedIsNotCheckedWhereverItRuns() {
        let names = PublishSubject<String>()
        let received = SharedLog<String>()
        let subscription = names.subscribe(onNext: { received.append($0) })
        let reports = collectingAnomalies {
            onQueue("isolation.background") { names.onNext("Ada") }
        }
        XCTAssertEqual(reports, [])
        XCTAssertEqual(received.all, ["Ada"])
        subscription.dispose()
    }

    func testWorkOffTheMainActorThenAHopBackBeforeTheStateIsWrittenIsNotReported() throws {
        try skipInReleaseBuilds("the isolation check")
        let names = PublishSubject<String>()
        let model = MainActor.assumeIsolated { ProfileModel() }
        let background = SerialDispatchQueueScheduler(internalSerialQueueName: "isolation.work")
        let delivered = expectation(description: "the name reached the main actor")
        let reports = collectingAnomalies {
            let subscription = onMainActor {
                model.uppercased(names, on: background, then: { delivered.fulfill() })
            }
            onQueue("isolation.source") { names.onNext("ada") }
            wait(for: [delivered], timeout: 5)
            subscription.dispose()
        }
        XCTAssertEqual(reports, [])
        XCTAssertEqual(onMainActor { model.name }, "ADA")
    }

    func testOperatorClosuresAreNotChecked() {
        let names = PublishSubject<String>()
        let model = MainActor.assumeIsolated { ProfileModel() }
        let lengths = onMainActor { model.lengths(names) }
        let received = SharedLog<Int>()
        let subscription = lengths.subscribe(onNext: { received.append($0) })
        let reports = collectingAnomalies {
            onQueue("isolation.background") { names.onNext("Ada") }
        }
        XCTAssertEqual(reports, [], "a pure computation cannot be told from one that touches state: not checked")
        XCTAssertEqual(received.all, [3])
        subscription.dispose()
    }

    func testEveryHandlerOfASubscriptionIsCheckedUnderTheOnePlace() throws {
        try skipInReleaseBuilds("the isolation check")
        let names = PublishSubject<String>()
        let model = MainActor.assumeIsolated { ProfileModel() }
        let (subscription, line) = onMainActor { model.followWithEveryHandler(names) }
        let reports = collectingAnomalies {
            onQueue("isolation.background") {
                names.onNext("Ada")
                names.onCompleted()
            }
        }
        XCTAssertEqual(
            reports,
            [MisuseReport.isolation("subscribe(onNext:)", at: "\(file):\(line)", thread: "queue isolation.background")])
        subscription.dispose()
    }

    func testEachCallThatTakesSuchClosuresNamesItself() throws {
        try skipInReleaseBuilds("the isolation check")
        let model = MainActor.assumeIsolated { ProfileModel() }
        let names = PublishSubject<String>()
        let (bound, bindLine) = onMainActor { model.bindName(names) }
        let (withObject, withLine) = onMainActor { model.followWithObject(names) }
        let (logged, doLine) = onMainActor { model.logEach(names) }
        let loggedSubscription = logged.subscribe()
        let singles = PublishSubject<String>()
        let (loaded, singleLine) = onMainActor { model.loadName(singles.asSingle()) }
        let reports = collectingAnomalies {
            onQueue("isolation.background") {
                names.onNext("Ada")
                singles.onNext("Grace")
                singles.onCompleted()
            }
        }
        let thread = "queue isolation.background"
        XCTAssertEqual(
            reports,
            [
                MisuseReport.isolation("bind(onNext:)", at: "\(file):\(bindLine)", thread: thread),
                MisuseReport.isolation("subscribe(with:onNext:)", at: "\(file):\(withLine)", thread: thread),
                MisuseReport.isolation("do", at: "\(file):\(doLine)", thread: thread),
                MisuseReport.isolation("subscribe(onSuccess:)", at: "\(file):\(singleLine)", thread: thread),
            ])
        for subscription in [bound, withObject, loggedSubscription, loaded] { subscription.dispose() }
    }

    func testASubscriptionsClosuresRunWhereTheSubscriptionIsMade() throws {
        try skipInReleaseBuilds("the isolation check")
        let model = MainActor.assumeIsolated { ProfileModel() }
        let (created, createLine) = onMainActor { model.currentName() }
        let (deferred, deferredLine) = onMainActor { model.deferredName() }
        let onMain = collectingAnomalies {
            _ = created.subscribe()
            _ = deferred.subscribe()
        }
        XCTAssertEqual(onMain, [])
        let sources = UncheckedBox((created, deferred))
        let reports = collectingAnomalies {
            onQueue("isolation.subscriber") {
                _ = sources.value.0.subscribe()
                _ = sources.value.1.subscribe()
            }
        }
        let thread = "queue isolation.subscriber"
        XCTAssertEqual(
            reports,
            [
                MisuseReport.isolation("create(_:)", at: "\(file):\(createLine)", thread: thread),
                MisuseReport.isolation("deferred(_:)", at: "\(file):\(deferredLine)", thread: thread),
            ])
    }

    func testAClosureOfAnotherActorIsReportedWhenItRunsOutsideEveryTask() async throws {
        try skipInReleaseBuilds("the isolation check")
        let names = PublishSubject<String>()
        let cache = NameCache()
        let line = await cache.follow(names)
        let inside = collectingAnomalies { names.onNext("sent from a task") }
        XCTAssertEqual(inside, [], "inside a task, the actor is given the benefit of the doubt")
        let reports = collectingAnomalies {
            onQueue("isolation.background") { names.onNext("Ada") }
        }
        XCTAssertEqual(
            reports,
            [
                MisuseReport.isolation(
                    "subscribe(onNext:)", at: "\(file):\(line)", actor: "actor `NameCache`",
                    thread: "queue isolation.background")
            ])
        await cache.stop()
    }

    func testAPlaceIsReportedOnceWhateverTheNumberOfThreadsRunningItAtOnce() throws {
        try skipInReleaseBuilds("the isolation check")
        for threads in stressThreadCounts {
            #if DEBUG
            IsolationReports.forgetReportedPlaces()
            #endif
            let names = PublishSubject<String>()
            let model = MainActor.assumeIsolated { ProfileModel() }
            let (logged, _) = onMainActor { model.logEach(names) }
            let running = logged.subscribe()
            let reports = collectingAnomalies {
                stressOnThreads(threads) { _ in
                    for _ in 0..<50 { names.onNext("x") }
                }
            }
            XCTAssertEqual(reports.count, 1, "\(threads) threads")
            running.dispose()
        }
    }
}

/// Runs `body` as main-actor code — the tests run on the main thread — and hands out what it
/// returns (a subscription, an observable), which the tests then use from the main thread alone.
private func onMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
    MainActor.assumeIsolated { UncheckedBox(body()) }.value
}
