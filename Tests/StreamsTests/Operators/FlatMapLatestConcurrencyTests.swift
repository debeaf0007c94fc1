import Foundation
import Streams
import StreamsTest
import XCTest

/// `flatMapLatest` with its source and its inner sequences on different threads. An inner's
/// element and completion pass without the sink's lock as a rule (see `FlatMapLatestSink`), so
/// these races are what that design must survive: the source and the latest inner completing
/// at the same moment, and inner elements racing switches, stop events and disposal.
final class FlatMapLatestConcurrencyTests: LeakCheckingTestCase {
    /// The source completes on one thread while the latest inner completes on another. The
    /// result must complete exactly once in every round: never twice, and never not at all (each
    /// side decided the other was still running, and neither completed).
    func testTheResultCompletesOnceWhenTheSourceAndTheLatestInnerCompleteTogether() {
        for round in 0..<1_500 {
            let source = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let recorder = GrammarRecorder<Int>()
            let subscription = source.flatMapLatest { _ in inner }.subscribe { recorder.on($0) }
            source.onNext(0)
            inner.onNext(1)
            stressOnThreads(2) { thread in
                if thread == 0 { source.onCompleted() } else { inner.onCompleted() }
            }
            XCTAssertEqual(recorder.stopCount, 1, "round \(round)")
            XCTAssertEqual(recorder.received, [1], "round \(round)")
            XCTAssertEqual(recorder.violations, [], "round \(round)")
            subscription.dispose()
            if recorder.stopCount != 1 { return }
        }
    }

    /// The latest inner fails on one thread while the source completes on another: the result
    /// ends once, with the inner's error (the source's completion waits for the inner).
    func testTheLatestInnersErrorWinsOverTheSourcesCompletionRacingIt() {
        for round in 0..<1_000 {
            let source = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let recorder = GrammarRecorder<Int>()
            let failed = StressFlag()
            let subscription = source.flatMapLatest { _ in inner }
                .subscribe(onError: { _ in failed.set(); recorder.on(.completed) }, onCompleted: { recorder.on(.completed) })
            source.onNext(0)
            stressOnThreads(2) { thread in
                if thread == 0 { source.onCompleted() } else { inner.onError(StressTestError()) }
            }
            XCTAssertEqual(recorder.stopCount, 1, "round \(round)")
            XCTAssertTrue(failed.isSet, "round \(round): completed instead of failing")
            subscription.dispose()
            if !failed.isSet { return }
        }
    }

    /// Thread 0 switches between inners that other threads keep feeding (switch `s` follows
    /// feeder `s % feeders`; each element carries its switch number), then stops the source —
    /// completing it, failing it or disposing the result — while the feeders go on.
    /// Checked: the Rx grammar (no overlapping deliveries, nothing after the stop event, at
    /// most one event in flight after `dispose()` returned); switch numbers never go back (an
    /// element of a replaced inner never follows one of its successor); each inner's elements
    /// in order; nothing after the source's error; completion exactly once, after the latest
    /// inner completed.
    func testInnerElementsFromOtherThreadsNeverFollowTheirSuccessorOrTheStop() {
        for ending in ["complete", "fail", "dispose"] {
            for threads in stressThreadCounts {
                let feeders = threads - 1
                let inners = (0..<feeders).map { _ in PublishSubject<Int>() }
                let source = PublishSubject<Int>()
                let recorder = GrammarRecorder<(switchNumber: Int, value: Int)>()
                let subscription = source
                    .flatMapLatest { switchNumber in inners[switchNumber % feeders].map { (switchNumber, $0) } }
                    .subscribe { recorder.on($0) }
                let switched = StressFlag()
                stressOnThreads(threads) { thread in
                    guard thread == 0 else {
                        let inner = inners[thread - 1]
                        var value = 0
                        while !switched.isSet {
                            inner.onNext(value)
                            value += 1
                            if value % 16 == 0 { sched_yield() }
                        }
                        inner.onNext(value)
                        inner.onCompleted()
                        return
                    }
                    for switchNumber in 0..<300 {
                        source.onNext(switchNumber)
                        sched_yield()
                    }
                    switch ending {
                    case "complete": source.onCompleted()
                    case "fail": source.onError(StressTestError())
                    default:
                        subscription.dispose()
                        recorder.markDisposed()
                    }
                    switched.set()
                }
                let label = "\(ending), \(threads) threads"
                let received = recorder.received
                XCTAssertEqual(recorder.violations, [], label)
                XCTAssertFalse(received.isEmpty, label)
                let wentBack = zip(received, received.dropFirst()).filter { $0.switchNumber > $1.switchNumber }
                XCTAssertEqual(wentBack.count, 0, "\(label): an element of a replaced inner after its successor's")
                let outOfOrder = zip(received, received.dropFirst()).filter { $0.switchNumber == $1.switchNumber && $0.value >= $1.value }
                XCTAssertEqual(outOfOrder.count, 0, "\(label): an inner's elements out of order")
                XCTAssertEqual(recorder.stopCount, ending == "dispose" ? 0 : 1, label)
                if ending == "complete" {
                    XCTAssertEqual(received.last?.switchNumber, 299, "\(label): completed before the latest inner")
                }
                subscription.dispose()
                XCTAssertTrue(spin { !source.hasObservers && inners.allSatisfy { !$0.hasObservers } }, "\(label): still subscribed")
            }
        }
    }
}

private struct StressTestError: Swift.Error {}
