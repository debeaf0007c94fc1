import Foundation
import Streams
import StreamsTest
import XCTest

final class SerialDispatchQueueSchedulerTests: LeakCheckingTestCase {
    func testRunsActionsInOrderOffTheMainThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-order")
        let log = SharedLog<String>()
        let done = expectation(description: "all ran")
        for index in 0..<20 {
            _ = scheduler.schedule(index) { index in
                log.append("\(index) \(Thread.isMainThread ? "main" : "background")")
                if index == 19 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, (0..<20).map { "\($0) background" })
    }

    func testDisposingBeforeItRunsCancelsTheAction() {
        let queue = DispatchQueue(label: "serial-cancel")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "serial-cancel.inner")
        let gate = DispatchSemaphore(value: 0)
        let log = SharedLog<String>()
        let done = expectation(description: "last ran")
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        gate.signal()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["kept"])
    }

    func testScheduleRelativeHonoursTheDelay() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let start = Date()
        let elapsed = SharedLog<TimeInterval>()
        let done = expectation(description: "delayed ran")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            elapsed.append(Date().timeIntervalSince(start))
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(elapsed.all.first ?? 0, 0.045)
        XCTAssertLessThan(elapsed.all.first ?? 10, 2)
    }

    func testScheduleRelativeDisposedBeforeTheDelayNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "relative-cancel")
        let log = SharedLog<String>()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append("ran")
            return Disposables.create()
        }
        cancelled.dispose()
        let later = expectation(description: "later ran")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(60)) { _ in
            later.fulfill()
            return Disposables.create()
        }
        wait(for: [later], timeout: 5)
        XCTAssertEqual(log.all, [])
    }

    func testSchedulePeriodicTicksWithStateAndStopsOnDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "periodic")
        let ticks = SharedLog<Int>()
        let threeTicks = expectation(description: "three ticks")
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            ticks.append(state)
            if state == 2 { threeTicks.fulfill() }
            return state + 1
        }
        wait(for: [threeTicks], timeout: 5)
        periodic.dispose()
        let countAtDispose = ticks.all.count
        let settle = expectation(description: "settled")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
            settle.fulfill()
            return Disposables.create()
        }
        wait(for: [settle], timeout: 5)
        XCTAssertEqual(Array(ticks.all.prefix(3)), [0, 1, 2])
        XCTAssertLessThanOrEqual(ticks.all.count, countAtDispose + 1, "ticks must stop after dispose")
    }
}

final class ConcurrentDispatchQueueSchedulerTests: LeakCheckingTestCase {
    func testRunsEveryActionOffTheMainThread() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = SharedLog<Int>()
        let group = (0..<10).map { expectation(description: "action \($0)") }
        for index in 0..<10 {
            _ = scheduler.schedule(index) { index in
                if !Thread.isMainThread { log.append(index) }
                group[index].fulfill()
                return Disposables.create()
            }
        }
        wait(for: group, timeout: 5)
        XCTAssertEqual(log.all.sorted(), Array(0..<10))
    }

    func testScheduleRelativeAndPeriodic() {
        let scheduler = ConcurrentDispatchQueueScheduler(
            queue: DispatchQueue(label: "concurrent-test", attributes: .concurrent))
        let delayed = expectation(description: "delayed")
        _ = scheduler.scheduleRelative(5, dueTime: .milliseconds(10)) { value in
            XCTAssertEqual(value, 5)
            delayed.fulfill()
            return Disposables.create()
        }
        let ticks = SharedLog<Int>()
        let twoTicks = expectation(description: "two ticks")
        let periodic = scheduler.schedulePeriodic(10, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            ticks.append(state)
            if state == 11 { twoTicks.fulfill() }
            return state + 1
        }
        wait(for: [delayed, twoTicks], timeout: 5)
        periodic.dispose()
        XCTAssertEqual(Array(ticks.all.prefix(2)), [10, 11])
    }
}

final class MainSchedulerTests: LeakCheckingTestCase {
    func testInstanceRunsInlineOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs this test on the main thread")
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testInstanceDoesNotReenterItself() {
        var log: [String] = []
        let nestedRan = expectation(description: "nested ran")
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("nested")
                nestedRan.fulfill()
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        wait(for: [nestedRan], timeout: 5)
        XCTAssertEqual(log, ["outer start", "outer end", "nested"])
    }

    func testInstanceFromABackgroundThreadHopsToMain() {
        let ranOnMain = SharedLog<Bool>()
        let done = expectation(description: "ran on main")
        let thread = Thread {
            _ = MainScheduler.instance.schedule(()) { _ in
                ranOnMain.append(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        thread.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(ranOnMain.all, [true])
    }

    func testAsyncInstanceIsAlwaysAsynchronous() {
        var log: [String] = []
        let done = expectation(description: "async ran")
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("scheduled \(Thread.isMainThread)")
            done.fulfill()
            return Disposables.create()
        }
        log.append("returned")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log, ["returned", "scheduled true"])
    }

    func testDisposingBeforeTheHopCancels() {
        let log = SharedLog<String>()
        let done = expectation(description: "second ran")
        let cancelled = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["kept"])
    }

    func testScheduleRelativeOnMainRunsOnMain() {
        let done = expectation(description: "delayed")
        var onMain = false
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            onMain = Thread.isMainThread
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertTrue(onMain)
    }

    func testObservableDeliveredOnMainSchedulerFromBackground() {
        let received = SharedLog<String>()
        let done = expectation(description: "completed")
        let source = Observable.of(1, 2, scheduler: MainScheduler.instance)
        let box = UncheckedBox(source)
        let thread = Thread {
            _ = box.value.subscribe(
                onNext: { received.append("\($0) \(Thread.isMainThread)") }, onCompleted: { done.fulfill() })
        }
        thread.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(received.all, ["1 true", "2 true"])
    }
}

final class ConcurrentMainSchedulerTests: LeakCheckingTestCase {
    func testRunsInlineOnMainAndHopsFromBackground() {
        var inline = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            inline = true
            return Disposables.create()
        }
        XCTAssertTrue(inline)
        let onMain = SharedLog<Bool>()
        let done = expectation(description: "hopped")
        let thread = Thread {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                onMain.append(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        thread.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(onMain.all, [true])
    }
}

final class OperationQueueSchedulerTests: LeakCheckingTestCase {
    func testRunsOnTheOperationQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        XCTAssertTrue(scheduler.operationQueue === queue)
        let log = SharedLog<Int>()
        let done = expectation(description: "ran")
        for index in 0..<5 {
            _ = scheduler.schedule(index) { index in
                log.append(index)
                if index == 4 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, [0, 1, 2, 3, 4])
    }

    func testDisposingCancels() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = SharedLog<String>()
        let done = expectation(description: "kept ran")
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        queue.isSuspended = false
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["kept"])
    }
}

final class MainSchedulerNestingTests: LeakCheckingTestCase {
    /// Waits until the main queue has run everything queued so far and `depth` generations of
    /// work queued by that work.
    private func drainMainQueue(depth: Int) {
        let drained = expectation(description: "main queue drained")
        func hop(_ remaining: Int) {
            DispatchQueue.main.async {
                if remaining == 0 { drained.fulfill() } else { hop(remaining - 1) }
            }
        }
        hop(depth)
        wait(for: [drained], timeout: 5)
    }

    func testNestedSchedulesRunAfterTheCurrentActionInOrder() {
        var messages: [Int] = []
        var executedImmediately = false
        _ = MainScheduler.instance.schedule(()) { _ in
            executedImmediately = true
            messages.append(1)
            _ = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = MainScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }
        XCTAssertTrue(executedImmediately)
        drainMainQueue(depth: 3)
        XCTAssertEqual(messages, [1, 2, 3, 4, 5])
    }

    func testDisposingANestedItemFromTheItemThatQueuedIt() {
        var messages: [Int] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let outer = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                let inner = MainScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                inner.dispose()
                messages.append(4)
                return inner
            }
            messages.append(2)
            return outer
        }
        drainMainQueue(depth: 3)
        XCTAssertEqual(messages, [1, 2, 3, 4])
    }

    func testDisposingAnItemBeforeItRuns() {
        var messages: [Int] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let outer = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                return Disposables.create()
            }
            outer.dispose()
            messages.append(2)
            return outer
        }
        drainMainQueue(depth: 3)
        XCTAssertEqual(messages, [1, 2])
    }
}
