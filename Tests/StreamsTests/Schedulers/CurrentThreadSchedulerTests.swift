import Foundation
import Streams
import StreamsTest
import XCTest

final class CurrentThreadSchedulerTests: LeakCheckingTestCase {
    func testIsScheduleRequiredOutsideAndNotInsideSchedule() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        XCTAssertEqual(inside, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testOutermostScheduleRunsAtOnce() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testNestedSchedulesQueueInFifoOrderAfterTheCurrentAction() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("first")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("third")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("second")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "first", "second", "third"])
    }

    func testDisposingAQueuedItemCancelsIt() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let cancelled = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("cancelled ran")
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, ["kept"])
    }

    func testEachThreadHasItsOwnTrampoline() {
        let otherThread = SharedLog<Bool>()
        let done = DispatchSemaphore(value: 0)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let thread = Thread {
                otherThread.append(CurrentThreadScheduler.isScheduleRequired)
                done.signal()
            }
            thread.start()
            done.wait()
            return Disposables.create()
        }
        XCTAssertEqual(otherThread.all, [true])
    }

    func testScheduleRecursiveRunsEveryStepInOrder() {
        var steps: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            steps.append(state)
            if state < 4 { recurse(state + 1) }
        }
        XCTAssertEqual(steps, [0, 1, 2, 3, 4])
    }

    func testScheduleRecursiveKeepsRxSwiftOrderWhenTheActionSchedulesAfterRecursing() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            log.append("step \(state)")
            if state < 2 { recurse(state + 1) }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("after \(state)")
                return Disposables.create()
            }
        }
        XCTAssertEqual(log, ["step 0", "step 1", "after 0", "step 2", "after 1", "after 2"])
    }

    func testScheduleRecursiveKeepsRxSwiftOrderWhenTheActionSchedulesBeforeRecursing() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            log.append("step \(state)")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("before \(state)")
                return Disposables.create()
            }
            if state < 2 { recurse(state + 1) }
        }
        XCTAssertEqual(log, ["step 0", "before 0", "step 1", "before 1", "step 2", "before 2"])
    }

    func testDisposingARecursiveScheduleStopsIt() {
        var steps: [Int] = []
        var subscription: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
                steps.append(state)
                if state == 2 { subscription?.dispose() }
                recurse(state + 1)
            }
            return Disposables.create()
        }
        XCTAssertEqual(steps, [0, 1, 2])
    }
}

final class CurrentThreadSchedulerDisposalTests: LeakCheckingTestCase {
    func testDisposingANestedItemFromTheItemThatQueuedIt() {
        var messages: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let outer = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                let inner = CurrentThreadScheduler.instance.schedule(()) { _ in
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
        XCTAssertEqual(messages, [1, 2, 3, 4])
    }

    func testDisposingAnItemBeforeItRunsSkipsWhatItWouldQueue() {
        var messages: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let outer = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                return CurrentThreadScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
            }
            outer.dispose()
            messages.append(2)
            return outer
        }
        XCTAssertEqual(messages, [1, 2])
    }
}
