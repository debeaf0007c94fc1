import Foundation
import Streams
import StreamsTest
import XCTest

/// Operators whose timers or inner sequences run on other threads than their source: every
/// element must arrive exactly once, in order where the operator promises order, and
/// deliveries must never overlap.
final class TransformingThreadingTests: LeakCheckingTestCase {
    /// A source that emits `0..<count` from its own `Thread`, then completes.
    private func threadSource(count: Int) -> Observable<Int> {
        Observable.create { observer in
            let handed = HandedToThread(value: observer)
            Thread {
                for value in 0..<count { handed.value.onNext(value) }
                handed.value.onCompleted()
            }.start()
            return Disposables.create()
        }
    }

    /// Subscribes, waits for the stop event, and returns what arrived and how many deliveries
    /// overlapped.
    private func collect<Element>(_ source: Observable<Element>) -> (
        elements: [Element], overlaps: Int, completed: Bool
    ) {
        let inFlight = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        let received = Locked<[Element]>([])
        let completed = AtomicCell<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        let subscription = source.subscribe(
            onNext: { element in
                if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                    overlaps.wrappingAdd(1, ordering: .relaxed)
                }
                let handed = HandedToThread(value: element)
                received.withLock { $0.append(handed.value) }
                inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            }, onError: { _ in done.signal() },
            onCompleted: {
                completed.store(true, ordering: .releasing)
                done.signal()
            })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        let elements = received.withLock { list in list.map { HandedToThread(value: $0) } }.map(\.value)
        return (elements, overlaps.load(ordering: .relaxed), completed.load(ordering: .acquiring))
    }

    func testBufferWithATimerOnAnotherThreadKeepsEveryElementOnceAndInOrder() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let (buffers, overlaps, completed) = collect(
            threadSource(count: 20_000).buffer(timeSpan: .microseconds(200), count: 7, scheduler: scheduler))
        XCTAssertTrue(completed)
        XCTAssertEqual(overlaps, 0)
        XCTAssertTrue(buffers.allSatisfy { $0.count <= 7 })
        XCTAssertEqual(buffers.flatMap { $0 }, Array(0..<20_000))
    }

    /// Windows the timer opens while the source's thread delivers earlier ones must not keep that
    /// thread delivering empty windows (`TimingConcurrencyTests` has the interleaving).
    func testWindowWithATimerOnAnotherThreadKeepsEveryElementOnceAndInOrder() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let (elements, overlaps, completed) = collect(
            threadSource(count: 20_000).window(timeSpan: .microseconds(200), count: 7, scheduler: scheduler).concatMap {
                $0
            })
        XCTAssertTrue(completed)
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(elements, Array(0..<20_000))
    }

    func testConcatMapOfInnersOnSeparateThreadsKeepsTheirOrder() {
        let inners = 8
        let perInner = 1_000
        let (elements, overlaps, completed) = collect(
            Observable.from(0..<inners).concatMap { index in
                self.threadSource(count: perInner).map { index * perInner + $0 }
            })
        XCTAssertTrue(completed)
        XCTAssertEqual(overlaps, 0)
        XCTAssertEqual(elements, Array(0..<(inners * perInner)))
    }

    func testFlatMapLatestOfInnersOnSeparateThreadsEndsWithTheLastInner() {
        let perInner = 1_000
        let (elements, overlaps, completed) = collect(
            Observable.from(0..<8).flatMapLatest { index in
                self.threadSource(count: perInner).map { index * perInner + $0 }
            })
        XCTAssertTrue(completed)
        XCTAssertEqual(overlaps, 0)
        // Earlier inners may be cut off at any point; the last one is never switched away from.
        XCTAssertEqual(Array(elements.suffix(perInner)), Array((7 * perInner)..<(8 * perInner)))
        XCTAssertEqual(Set(elements).count, elements.count)
    }
}
