import Foundation
import Streams
import StreamsTest
import XCTest

final class SharingSchedulerTests: LeakCheckingTestCase {
    func testMakeIsAMainSchedulerOutsideAMock() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMocksNestAndRestore() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
            SharingScheduler.mock(makeScheduler: { inner }) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
                XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === inner)
                XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockRestoresAfterAThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        do {
            try SharingScheduler.mock(scheduler: scheduler) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
                throw traitError
            }
            XCTFail("expected the error to propagate")
        } catch {
            XCTAssertEqual(error as? TraitTestError, traitError)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMakeSchedulerIsCalledForEachTraitBuilt() {
        var made = 0
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(makeScheduler: {
            made += 1
            return scheduler
        }) {
            _ = Driver.just(1)
            _ = Signal<Int>.empty()
        }
        XCTAssertEqual(made, 2)
    }

    func testAMockIsInvisibleToOtherThreads() {
        let scheduler = TestScheduler(initialClock: 0)
        let seenOnOtherThread = LockedBox<Bool?>(nil)
        let done = expectation(description: "other thread checked")
        SharingScheduler.mock(scheduler: scheduler) {
            Thread.detachNewThread {
                seenOnOtherThread.withLock { $0 = SharingScheduler.make() is MainScheduler }
                done.fulfill()
            }
            wait(for: [done], timeout: 30)
        }
        XCTAssertEqual(seenOnOtherThread.value, true)
    }

    func testConcurrentMocksOnSeveralThreadsEachSeeTheirOwnScheduler() {
        for threadCount in [1, 2, 4, 8] {
            let mismatches = LockedBox(0)
            let group = DispatchGroup()
            for _ in 0..<threadCount {
                group.enter()
                Thread.detachNewThread {
                    let scheduler = TestScheduler(initialClock: 0)
                    for _ in 0..<200 {
                        SharingScheduler.mock(scheduler: scheduler) {
                            if SharingScheduler.make() as AnyObject !== scheduler { mismatches.withLock { $0 += 1 } }
                        }
                    }
                    group.leave()
                }
            }
            XCTAssertEqual(group.wait(timeout: .now() + 5), .success)
            XCTAssertEqual(mismatches.value, 0, "\(threadCount) threads")
        }
    }

    func testTasksStartedInsideAMockInheritIt() async {
        let scheduler = TestScheduler(initialClock: 0)
        let box = UncheckedSendableBox(scheduler)
        let task: Task<Bool, Never>? = SharingScheduler.mockReturning(scheduler: scheduler) {
            Task { SharingScheduler.make() as AnyObject === box.value }
        }
        let inherited = await task?.value
        XCTAssertEqual(inherited, true)
    }
}

extension SharingScheduler {
    /// `mock(scheduler:action:)` that hands a value out of the action.
    static func mockReturning<Result>(scheduler: SchedulerType, _ body: () -> Result) -> Result? {
        var result: Result?
        mock(scheduler: scheduler) { result = body() }
        return result
    }
}
