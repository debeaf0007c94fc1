import Foundation
import Streams
import StreamsTest
import XCTest

final class FlatMapTests: LeakCheckingTestCase {
    // `flatteningScenario`: A and B run at once, their elements merged.
    func testFlatMapMergesInnerElementsAsTheyArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(240, 2), .next(270, 12), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testFlatMapCompletesOnlyAfterSourceAndAllInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .completed(400))
        let result = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(240, 2), .next(270, 12), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testFlatMapUpstreamErrorDisposesTheInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .error(260, TransformingTestError.upstream))
        let result = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(
            result.events, [.next(220, 1), .next(235, 11), .next(240, 2), .error(260, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 260)])
    }

    func testFlatMapInnerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(
            scheduler, innerB: [.next(5, 11), .error(15, TransformingTestError.upstream)], outerEnd: .completed(250))
        let result = scheduler.start { xs.flatMap { $0 } }
        XCTAssertEqual(
            result.events, [.next(220, 1), .next(235, 11), .next(240, 2), .error(245, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 245)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 245)])
    }

    func testFlatMapSelectorErrorEndsTheSequenceAndDisposesUpstream() {
        assertSelectorErrorEndsTheSequence { xs, selector in xs.flatMap(selector) }
    }

    func testFlatMapDisposalMidStreamDisposesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start(disposed: 238) { xs.flatMap { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 238)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 238)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 238)])
    }

    func testFlatMapResubscriptionSubscribesTheInnersAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let b = scheduler.createColdObservable([.next(5, 11), .completed(10)])
        let xs = scheduler.createColdObservable([.next(10, a), .next(30, b), .completed(50)])
        let flattened = xs.flatMap { $0 }
        let first = scheduler.recordSubscription(to: flattened, at: 200)
        let second = scheduler.recordSubscription(to: flattened, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .next(235, 11), .next(240, 2), .completed(250)])
        XCTAssertEqual(second.events, [.next(320, 1), .next(335, 11), .next(340, 2), .completed(350)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250), Subscription(310, 350)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240), Subscription(330, 340)])
    }

    func testFlatMapDisposesTheSourceBeforeCompletingWhenNoInnerRuns() {
        // RxSwift 6's order.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var log: [String] = []
        let source = xs.do(onDispose: { log.append("source disposed") })
        scheduler.scheduleAt(200) {
            _ = source.flatMap { Observable.just($0 * 10) }
                .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 10", "source disposed", "completed"])
    }

    func testFlatMapDiagram() {
        // The diagram of `flatMap`'s doc comment. Inner diagrams are cold: frame 0 is the frame
        // each one is subscribed at (where the doc comment indents it to).
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable("--1--2--3|", values: digitMarbles)
        let b = scheduler.createColdObservable("--4--5|", values: digitMarbles)
        let xs = scheduler.createHotObservable("--a--------b--------|", values: ["a": a, "b": b])
        let result = scheduler.start { xs.flatMap { $0 } }
        XCTAssertMarbles(result, "----1--2--3--4--5---|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["--^--------!"])
        XCTAssertEqual(b.subscriptionMarbles, ["-----------^-----!"])
    }

    // MARK: Threads

    func testFlatMapDeliversEveryElementOnceWithoutOverlapUnderOneThread() { runMergeStress(threads: 1) }
    func testFlatMapDeliversEveryElementOnceWithoutOverlapUnderTwoThreads() { runMergeStress(threads: 2) }
    func testFlatMapDeliversEveryElementOnceWithoutOverlapUnderFourThreads() { runMergeStress(threads: 4) }
    func testFlatMapDeliversEveryElementOnceWithoutOverlapUnderEightThreads() { runMergeStress(threads: 8) }

    /// Each inner sequence emits from its own `Thread`; downstream must see every element once,
    /// one delivery at a time, then exactly one completion.
    private func runMergeStress(threads: Int, perThread: Int = 2_000) {
        let inFlight = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        let received = Locked<[Int]>([])
        let completions = AtomicCell<Int>(0)
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.from(0..<threads)
            .flatMap { index -> Observable<Int> in
                Observable.create { observer in
                    let handed = HandedToThread(value: observer)
                    let thread = Thread {
                        for offset in 0..<perThread { handed.value.onNext(index * perThread + offset) }
                        handed.value.onCompleted()
                    }
                    thread.start()
                    return Disposables.create()
                }
            }
            .subscribe(
                onNext: { value in
                    if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                        overlaps.wrappingAdd(1, ordering: .relaxed)
                    }
                    received.withLock { $0.append(value) }
                    inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                },
                onCompleted: {
                    completions.wrappingAdd(1, ordering: .relaxed)
                    done.signal()
                })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "deliveries overlapped")
        XCTAssertEqual(completions.load(ordering: .relaxed), 1)
        let values = received.withLock { $0 }
        XCTAssertEqual(values.count, threads * perThread)
        XCTAssertEqual(Set(values), Set(0..<(threads * perThread)))
    }
}
