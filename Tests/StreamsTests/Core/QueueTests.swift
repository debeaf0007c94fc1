import StreamsTest
import XCTest

@testable import Streams

/// The ring buffer behind subjects' memory and every delivery queue, checked against an array
/// doing the same operations.
final class QueueTests: LeakCheckingTestCase {
    /// A deterministic mix of enqueues and dequeues that wraps the ring many times and grows it.
    func testEnqueueAndDequeueMatchAnArrayThroughWrapsAndGrowth() {
        var queue = Queue<Int>()
        var model: [Int] = []
        var next = 0
        for step in 0..<2_000 {
            // Bursts of enqueues (growing the ring), then runs of dequeues (wrapping the head).
            if step % 7 < 4 || model.isEmpty {
                queue.enqueue(next)
                model.append(next)
                next += 1
            } else {
                XCTAssertEqual(queue.dequeue(), model.removeFirst(), "step \(step)")
            }
            XCTAssertEqual(queue.count, model.count, "step \(step)")
            XCTAssertEqual(queue.first, model.first, "step \(step)")
        }
        XCTAssertEqual(queue.map { $0 }, model)
        XCTAssertEqual(Array(queue), model, "the Sequence conformance agrees with map")
        while let element = queue.dequeue() { XCTAssertEqual(element, model.removeFirst()) }
        XCTAssertTrue(model.isEmpty)
        XCTAssertNil(queue.dequeue())
    }

    /// A replay buffer keeps the last `limit` elements, whether the ring has spare slots (the
    /// full buffer's oldest slot is then cleared) or is exactly full (overwritten in place).
    func testEnqueueKeepingLastKeepsTheNewestElementsAtEveryLimit() {
        for limit in [0, 1, 2, 3, 4, 5, 8] {
            var queue = Queue<Int>()
            var model: [Int] = []
            for element in 0..<50 {
                queue.enqueue(element, keepingLast: limit)
                model.append(element)
                if model.count > limit { model.removeFirst(model.count - limit) }
                XCTAssertEqual(queue.map { $0 }, model, "limit \(limit) after \(element)")
                XCTAssertEqual(queue.count, model.count)
            }
            // Dropped elements are not kept alive by stale slots.
            XCTAssertEqual(queue.storage.compactMap { $0 }.count, model.count, "limit \(limit)")
        }
    }
}
