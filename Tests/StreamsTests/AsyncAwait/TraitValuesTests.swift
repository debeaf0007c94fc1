import Foundation
import Streams
import StreamsTest
import XCTest

/// `values` of the never-failing traits: `for await` over a Driver (on the main actor), a Signal
/// and an Infallible; cancellation disposes the subscription.
final class TraitValuesTests: LeakCheckingTestCase {
    @MainActor
    func testDriverValuesOnTheMainActor() async {
        let relay = BehaviorRelay(value: 1)
        let stream = relay.asDriver().values
        var received: [Int] = []
        var iterator = stream.makeAsyncIterator()
        received.append(await iterator.next() ?? -1)
        relay.accept(2)
        received.append(await iterator.next() ?? -1)
        XCTAssertEqual(received, [1, 2])
    }

    func testCancellingDriverIterationDisposesTheSubscription() async {
        let disposed = LockedBox(false)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed.withLock { $0 = true } }
        }
        let firstElement = AsyncStream<Int>.makeStream()
        let task = Task { @MainActor in
            for await element in source.asDriver(onErrorJustReturn: -1).values {
                firstElement.continuation.yield(element)
            }
        }
        var iterator = firstElement.stream.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first, 1)
        task.cancel()
        await task.value
        XCTAssertTrue(disposed.value)
    }

    func testSignalValuesForAwait() async {
        let relay = PublishRelay<Int>()
        let scheduler = TestScheduler(initialClock: 0)
        var signal: Signal<Int>?
        SharingScheduler.mock(scheduler: scheduler) { signal = relay.asSignal() }
        let stream = await MainActor.run { signal!.values }
        relay.accept(1)
        relay.accept(2)
        scheduler.start()
        var received: [Int] = []
        for await element in stream {
            received.append(element)
            if received.count == 2 { break }
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testInfallibleValues() async {
        var received: [Int] = []
        for await element in Infallible.of(1, 2, 3).values {
            received.append(element)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }
}
