import Foundation
import Streams
import StreamsTest
import XCTest

final class VirtualTimeSchedulerTests: LeakCheckingTestCase {
    private func historical(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    func testSameTimeItemsRunInTheOrderTheyWereScheduled() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        for name in ["a", "b", "c", "d", "e", "f", "g", "h"] {
            _ = scheduler.scheduleRelative(name, dueTime: .seconds(10)) { name in
                log.append(name)
                return Disposables.create()
            }
        }
        _ = scheduler.scheduleRelative("early", dueTime: .seconds(5)) { name in
            log.append(name)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, ["early", "a", "b", "c", "d", "e", "f", "g", "h"])
        XCTAssertEqual(scheduler.clock, historical(10))
    }

    func testClockMovesToEachItemAsItRuns() {
        let scheduler = HistoricalScheduler(initialClock: historical(100))
        var times: [TimeInterval] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            times.append(scheduler.now.timeIntervalSince1970)
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
                times.append(scheduler.now.timeIntervalSince1970)
                return Disposables.create()
            }
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            times.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [100, 120, 120.5])
    }

    func testAdvanceToRunsOnlyDueItemsAndSetsTheClock() {
        let scheduler = HistoricalScheduler()
        var log: [Int] = []
        for seconds in [10, 20, 30] {
            _ = scheduler.scheduleRelative(seconds, dueTime: .seconds(seconds)) { value in
                log.append(value)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(historical(20))
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, historical(20))
        scheduler.advanceTo(historical(25))
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, historical(25))
        scheduler.start()
        XCTAssertEqual(log, [10, 20, 30])
    }

    func testSleepMovesTheClockWithoutRunningAnything() {
        let scheduler = HistoricalScheduler()
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.sleep(10)
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.clock, historical(10))
        scheduler.start()
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.clock, historical(10), "an overdue item runs at the current clock")
    }

    func testStopEndsStartAfterTheRunningItem() {
        let scheduler = HistoricalScheduler()
        var log: [Int] = []
        for seconds in [1, 2, 3] {
            _ = scheduler.scheduleRelative(seconds, dueTime: .seconds(seconds)) { value in
                log.append(value)
                if value == 2 { scheduler.stop() }
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log, [1, 2])
        XCTAssertFalse(scheduler.isRunning)
        scheduler.start()
        XCTAssertEqual(log, [1, 2, 3])
    }

    func testDisposedItemsDoNotRun() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        let cancelled = scheduler.scheduleRelative("cancelled", dueTime: .seconds(1)) { name in
            log.append(name)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("kept", dueTime: .seconds(2)) { name in
            log.append(name)
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log, ["kept"])
    }

    func testStartFromABackgroundThread() {
        let scheduler = HistoricalScheduler()
        let log = SharedLog<Int>()
        for seconds in [3, 1, 2] {
            _ = scheduler.scheduleRelative(seconds, dueTime: .seconds(seconds)) { value in
                log.append(value)
                return Disposables.create()
            }
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            scheduler.start()
            done.signal()
        }
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(log.all, [1, 2, 3])
    }

    func testSchedulePeriodicOnATestSchedulerTicksEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [String] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { state in
            ticks.append("\(state)@\(scheduler.clock)")
            return state + 1
        }
        scheduler.scheduleAt(31) { periodic.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, ["0@10", "1@15", "2@20", "3@25", "4@30"])
    }

    func testScheduleRecursiveWithDueTimeOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let recursion = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { state, recursive in
            log.append("\(state)@\(scheduler.clock)")
            if state < 3 { recursive.schedule(state + 1, dueTime: .seconds(10)) }
        }
        scheduler.start()
        XCTAssertEqual(log, ["0@10", "1@20", "2@30", "3@40"])
        recursion.dispose()
    }

    func testScheduleRecursiveWithDueTimeStopsOnDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        let recursion = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { state, recursive in
            log.append(state)
            recursive.schedule(state + 1, dueTime: .seconds(10))
        }
        scheduler.scheduleAt(25) { recursion.dispose() }
        scheduler.start()
        XCTAssertEqual(log, [0, 1])
    }

    func testImmediateScheduleRecursiveOnATestSchedulerTakesOneTickPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.scheduleRecursive(0) { state, recurse in
            log.append("\(state)@\(scheduler.clock)")
            if state < 2 { recurse(state + 1) }
        }
        scheduler.start()
        XCTAssertEqual(log, ["0@1", "1@2", "2@3"])
    }
}

final class VirtualTimeSchedulerReentryTests: LeakCheckingTestCase {
    func testStartFromARunningActionDoesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) {
            log.append(10)
            scheduler.start()
            log.append(11)
        }
        scheduler.scheduleAt(20) { log.append(20) }
        scheduler.start()
        XCTAssertEqual(log, [10, 11, 20])
    }
}
