import Foundation
import Streams
import StreamsTest
import XCTest

/// A virtual clock whose unit is ten seconds, to exercise `VirtualTimeConverterType` with a
/// converter that is not the identity.
struct TenSecondConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * 10)
    }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * 10
    }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval / 10) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

final class CustomConverterTests: LeakCheckingTestCase {
    private func makeScheduler(initialClock: Int = 0) -> VirtualTimeScheduler<TenSecondConverter> {
        VirtualTimeScheduler(initialClock: initialClock, converter: TenSecondConverter())
    }

    /// Schedules at 10 s a step that records the clock and schedules two more: one 20 s later
    /// and one now (a plain virtual scheduler has no processing delay).
    private func scheduleNestedSteps(
        on scheduler: VirtualTimeScheduler<TenSecondConverter>, log: @escaping (Int) -> Void,
        afterScheduling: @escaping (Disposable, Disposable) -> Void = { _, _ in }
    ) {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log(scheduler.clock)
            let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                log(scheduler.clock)
                return Disposables.create()
            }
            let now = scheduler.schedule(()) { _ in
                log(scheduler.clock)
                return Disposables.create()
            }
            afterScheduling(later, now)
            return Disposables.create()
        }
    }

    func testInitialClockConvertsToNow() {
        let scheduler = makeScheduler(initialClock: 10)
        XCTAssertEqual(scheduler.clock, 10)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 100))
    }

    func testStartRunsNestedWorkInTimeOrder() {
        let scheduler = makeScheduler()
        var times: [Int] = []
        scheduleNestedSteps(on: scheduler, log: { times.append($0) })
        scheduler.start()
        XCTAssertEqual(times, [1, 1, 3])
    }

    func testDisposedNestedWorkDoesNotRun() {
        let scheduler = makeScheduler()
        var times: [Int] = []
        scheduleNestedSteps(
            on: scheduler, log: { times.append($0) },
            afterScheduling: { later, now in
                later.dispose()
                now.dispose()
            })
        scheduler.start()
        XCTAssertEqual(times, [1])
    }

    func testAdvanceToBeforeAndAfterNestedWork() {
        let before = makeScheduler()
        var beforeTimes: [Int] = []
        scheduleNestedSteps(on: before, log: { beforeTimes.append($0) })
        before.advanceTo(1)
        XCTAssertEqual(beforeTimes, [1, 1])
        XCTAssertEqual(before.clock, 1)
        before.start()
        XCTAssertEqual(beforeTimes, [1, 1, 3])

        let after = makeScheduler()
        var afterTimes: [Int] = []
        scheduleNestedSteps(on: after, log: { afterTimes.append($0) })
        after.advanceTo(10)
        XCTAssertEqual(afterTimes, [1, 1, 3])
        XCTAssertEqual(after.clock, 10)
    }

    func testStopFromAnActionLeavesTheRestQueued() {
        let scheduler = makeScheduler()
        var times: [Int] = []
        scheduleNestedSteps(on: scheduler, log: { times.append($0) }, afterScheduling: { _, _ in scheduler.stop() })
        scheduler.start()
        XCTAssertEqual(times, [1])
        scheduler.start()
        XCTAssertEqual(times, [1, 1, 3])
    }

    func testSleepInsideAnActionShiftsLaterWork() {
        let scheduler = makeScheduler()
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.clock)
            scheduler.sleep(10)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [1, 11, 13])
    }

    func testManyItemsRunSortedByTimeAndFifoWithinATime() {
        let scheduler = makeScheduler()
        var generator = SystemRandomNumberGenerator()
        var scheduled: [(time: Int, order: Int)] = []
        var ran: [(time: Int, order: Int)] = []
        for order in 0..<3_000 {
            let time = Int.random(in: 0..<300, using: &generator)
            scheduled.append((time, order))
            _ = scheduler.scheduleRelative(order, dueTime: .seconds(10 * time)) { order in
                ran.append((scheduler.clock, order))
                return Disposables.create()
            }
        }
        scheduler.start()
        let expected = scheduled.sorted { $0.time != $1.time ? $0.time < $1.time : $0.order < $1.order }
        XCTAssertEqual(ran.map(\.time), expected.map(\.time))
        XCTAssertEqual(ran.map(\.order), expected.map(\.order))
    }
}
