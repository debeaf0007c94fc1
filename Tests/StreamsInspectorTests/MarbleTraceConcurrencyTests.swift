import Foundation
import Streams
import StreamsInspector
import StreamsTest
import XCTest

/// A `MarbleTrace` recorded into from several threads at once, and one on a real scheduler and
/// the real clock.
final class MarbleTraceConcurrencyTests: LeakCheckingTestCase {
    private let rounds = 50
    private let elements = 20

    /// Each thread subscribes to a stage of the same name `rounds` times, sends `elements` and
    /// completes, rendering the trace now and then.
    private func record(into trace: MarbleTrace, threads: Int) {
        let rounds = self.rounds
        let elements = self.elements
        stressOnThreads(threads) { _ in
            for round in 0..<rounds {
                let subject = PublishSubject<Int>()
                let subscription = subject.trace("shared", into: trace).subscribe()
                for element in 0..<elements { subject.onNext(element) }
                subject.onCompleted()
                subscription.dispose()
                if round % 25 == 0 { _ = trace.render(resolution: .seconds(1)) }
            }
        }
    }

    func testEverySubscriptionIsRecordedWholeInOrderWithItsOwnNumberUnderConcurrentWriters() {
        for threads in stressThreadCounts {
            let trace = MarbleTrace(capacity: 100_000)
            record(into: trace, threads: threads)
            let subscriptions = threads * rounds
            let entries = trace.entries
            XCTAssertEqual(entries.count, subscriptions * (elements + 3), "\(threads) threads")
            XCTAssertEqual(trace.droppedCount, 0)
            let lifelines = Dictionary(grouping: entries, by: \.subscription)
            XCTAssertEqual(
                Set(lifelines.keys), Set(1...subscriptions), "\(threads) threads: each subscription has its own number")
            let expected: [MarbleTrace.Entry.Kind] =
                [.subscribed] + (0..<elements).map { .next("\($0)") } + [.completed, .disposed]
            for (number, lifeline) in lifelines {
                XCTAssertEqual(lifeline.map(\.kind), expected, "\(threads) threads, subscription \(number)")
                XCTAssertEqual(
                    lifeline.map(\.timeInterval), lifeline.map(\.timeInterval).sorted(),
                    "\(threads) threads, subscription \(number): the clock is monotonic")
            }
            let lines = trace.render(resolution: .seconds(1)).split(separator: "\n")
            XCTAssertEqual(lines.filter { $0.hasPrefix("shared #") }.count, subscriptions, "\(threads) threads")
        }
    }

    func testAFullTraceKeepsExactlyItsCapacityAndCountsTheRestUnderConcurrentWriters() {
        for threads in stressThreadCounts {
            let trace = MarbleTrace(capacity: 64)
            record(into: trace, threads: threads)
            let recorded = threads * rounds * (elements + 3)
            XCTAssertEqual(trace.entries.count, 64, "\(threads) threads")
            XCTAssertEqual(trace.droppedCount, recorded - 64, "\(threads) threads")
        }
    }

    func testALineThatDeliveredNothingIsLabelledWithTheThreadsThatSubscribedAndDisposedIt() throws {
        let trace = MarbleTrace()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "marble-trace-subscribe-on")
        let silent = PublishSubject<Int>()
        let elsewhere = silent.trace("elsewhere", into: trace).subscribe(on: scheduler).subscribe()
        XCTAssertTrue(spin { trace.entries.contains { $0.stage == "elsewhere" && $0.kind == .subscribed } })
        elsewhere.dispose()
        XCTAssertTrue(spin { trace.entries.contains { $0.stage == "elsewhere" && $0.kind == .disposed } })
        silent.trace("here", into: trace).subscribe().dispose()

        let lines = trace.render(resolution: .seconds(1)).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("elsewhere  other  ") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("here       main   ") }, lines.joined(separator: "\n"))
    }

    func testADebounceOnARealSchedulerIsDrawnNoSoonerThanItsQuietTime() throws {
        let trace = MarbleTrace()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "marble-trace-real-time")
        let typed = PublishSubject<String>()
        let delivered = expectation(description: "the debounced element")
        let subscription =
            typed
            .trace("typed", into: trace)
            .debounce(.milliseconds(100), scheduler: scheduler)
            .trace("debounced", into: trace)
            .subscribe(onNext: { _ in delivered.fulfill() })
        typed.onNext("a")
        typed.onNext("b")
        wait(for: [delivered], timeout: 30)
        subscription.dispose()

        let entries = trace.entries
        let typedB = try XCTUnwrap(entries.first { $0.stage == "typed" && $0.kind == .next("\"b\"") })
        let debounced = entries.filter { $0.stage == "debounced" && $0.kind != .subscribed && $0.kind != .disposed }
        XCTAssertEqual(debounced.map(\.kind), [.next("\"b\"")])
        let quiet = try XCTUnwrap(debounced.first).timeInterval - typedB.timeInterval
        // A timer never fires early; how late it is depends on the machine's load.
        XCTAssertGreaterThanOrEqual(quiet, 0.095)
        XCTAssertLessThan(quiet, 30)
        XCTAssertFalse(debounced[0].isMainThread)

        // Drawn at 10 ms per column: `b` is at least 9 columns after the one typed `b` is in.
        let lines = trace.render(resolution: .milliseconds(10)).split(separator: "\n").map(String.init)
        let line = try XCTUnwrap(lines.first { $0.hasPrefix("debounced") })
        XCTAssertTrue(line.hasPrefix("debounced  other  ^"), line)
        // `^`, then `b` (or `(b!)`, disposed in the same column), then perhaps `!`.
        let diagram = line.dropFirst("debounced  other  ".count)
        let afterSubscription = diagram.dropFirst().drop { $0 == "-" }
        XCTAssertTrue(afterSubscription.hasPrefix("b") || afterSubscription.hasPrefix("(b"), line)
        let column = diagram.count - afterSubscription.count
        let typedColumn = Int(Int64((typedB.timeInterval * 1_000_000_000).rounded()) / 10_000_000)
        XCTAssertGreaterThanOrEqual(column, typedColumn + 9, lines.joined(separator: "\n"))
    }
}
