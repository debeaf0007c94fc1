import Streams
import StreamsInspector
import StreamsTest
import XCTest

private enum TraceFailure: Error, CustomStringConvertible {
    case boom, fromOperatorBelow
    var description: String { self == .boom ? "boom" : "from the operator below" }
}

/// `trace(_:into:)` passes every event on unchanged and records what it saw. The trace reads
/// the test scheduler's clock from tick 0 with one column per frame (10 ticks), so each line
/// starts with 20 columns before the subscription at tick 200.
final class TraceTests: LeakCheckingTestCase {
    private let beforeSubscription = String(repeating: "-", count: 20)
    private let column = RxTimeInterval.seconds(10)

    private func makeScheduler() -> (TestScheduler, MarbleTrace) {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        return (scheduler, MarbleTrace(scheduler: scheduler))
    }

    /// The lines of the rendering after the header and the ruler.
    private func lines(_ trace: MarbleTrace) -> [String] {
        Array(trace.render(resolution: column).split(separator: "\n").dropFirst(2).map(String.init))
    }

    func testTracePassesEveryEventOnAndRecordsItAsTheDocDiagramShows() {
        let (scheduler, trace) = makeScheduler()
        let xs = scheduler.createHotObservable("--1--2--|", values: digitMarbles)
        let res = scheduler.start { xs.trace("source", into: trace) }
        XCTAssertMarbles(res, "--1--2--|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------!"])
        XCTAssertEqual(lines(trace), ["source  main  " + beforeSubscription + "^-1--2--|"])
    }

    func testTraceRecordsAnUpstreamErrorAndPassesItOn() {
        let (scheduler, trace) = makeScheduler()
        let xs = scheduler.createHotObservable("-1-#", values: digitMarbles, error: TraceFailure.boom)
        let res = scheduler.start { xs.trace("source", into: trace) }
        XCTAssertMarbles(res, "-1-#", values: digitMarbles, error: TraceFailure.boom)
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
        XCTAssertEqual(
            lines(trace),
            [
                "source  main  " + beforeSubscription + "^1-#",
                "              ‹ # = boom at 230000.0 ms ›",
            ])
    }

    func testAnErrorThrownBelowTheTapIsADisposalAtTheTap() {
        let (scheduler, trace) = makeScheduler()
        let xs = scheduler.createHotObservable("-12-|", values: digitMarbles)
        let res = scheduler.start {
            xs.trace("source", into: trace)
                .map { value -> Int in
                    if value == 2 { throw TraceFailure.fromOperatorBelow }
                    return value
                }
                .trace("mapped", into: trace)
        }
        XCTAssertMarbles(res, "-1#", values: digitMarbles, error: TraceFailure.fromOperatorBelow)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!"])
        XCTAssertEqual(
            lines(trace),
            [
                "source  main  " + beforeSubscription + "^1(2!)",
                "mapped  main  " + beforeSubscription + "^1#",
                "              ‹ # = from the operator below at 220000.0 ms ›",
            ])
    }

    func testDisposingTheSubscriptionIsRecordedAtItsTime() {
        let (scheduler, trace) = makeScheduler()
        let xs = scheduler.createHotObservable("--1--2--|", values: digitMarbles)
        let res = scheduler.start(disposed: 240) { xs.trace("source", into: trace) }
        XCTAssertMarbles(res, "--1", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---!"])
        XCTAssertEqual(lines(trace), ["source  main  " + beforeSubscription + "^-1-!"])
    }

    func testEachSubscriptionOfAResubscribedSequenceIsItsOwnLine() {
        let (scheduler, trace) = makeScheduler()
        let xs = scheduler.createColdObservable("-1|", values: digitMarbles)
        let res = scheduler.start {
            let traced = xs.trace("cold", into: trace)
            return Observable.concat(traced, traced)
        }
        XCTAssertMarbles(res, "-1-1|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-!", "--^-!"])
        XCTAssertEqual(
            lines(trace),
            [
                "cold #1  main  " + beforeSubscription + "^1|",
                "cold #2  main  " + beforeSubscription + "--^1|",
            ])
    }
    func testTheInspectorShowsATracedStageAsTraceInItsChain() {
        let (_, trace) = makeScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 }.trace("mapped", into: trace).filter { $0 > 0 }.subscribe(onNext: { _ in })
        XCTAssertEqual(
            SubscriptionScope.current?.snapshot().chains.map(\.text),
            ["PublishSubject<Int> → map → trace → filter → subscribe"])
        subscription.dispose()
        XCTAssertNoLiveSubscriptions()
    }

    func testATracedDriverKeepsItsSharingAndEachSubscriberIsItsOwnLine() {
        let (scheduler, trace) = makeScheduler()
        let xs = scheduler.createHotObservable("-1-----2---|", values: digitMarbles)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0).trace("driver", into: trace)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.drive(second)) }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
        }
        // The driver delivers on its scheduler (one tick later) and replays its latest element
        // to the second subscriber at once.
        XCTAssertEqual(first.events, [.next(211, 1), .next(271, 2), .completed(311)])
        XCTAssertEqual(second.events, [.next(230, 1), .next(271, 2), .completed(311)])
        // One subscription to the source, shared by both subscribers.
        XCTAssertEqual(xs.subscriptions.count, 1)
        XCTAssertEqual(
            lines(trace),
            [
                "driver #1  main  " + beforeSubscription + "^1-----2---|",
                "driver #2  main  " + beforeSubscription + "---(^1)2---|",
            ])
    }
}
