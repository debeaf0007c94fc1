import Streams
import StreamsTest
import Testing

/// Swift Testing runs these in parallel, off the main thread: each test mocks the sharing
/// scheduler with its own `TestScheduler`, and the task-local mock keeps them from seeing each
/// other's.
@Suite struct SharingSchedulerParallelTests {
    @Test(arguments: 0..<16)
    func parallelMocksDriveTheirOwnVirtualClock(offset: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: offset)
            scheduler.scheduleAt(250 + offset) { relay.accept(offset + 100) }
            let observer = scheduler.createObserver(Int.self)
            // `drive` off the main thread is fine under a mock: delivery is on the test scheduler.
            let subscription = relay.asDriver().map { $0 * 2 }.drive(observer)
            scheduler.start()
            subscription.dispose()
            #expect(observer.events == [.next(1, offset * 2), .next(251 + offset, (offset + 100) * 2)])
        }
    }
}
