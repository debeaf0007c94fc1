import Foundation
import Streams
import StreamsTest
import XCTest

final class AsyncSequenceAsObservableTests: LeakCheckingTestCase {
    func testElementsThenCompletion() {
        let stream = AsyncStream<Int> { continuation in
            for element in 1...3 { continuation.yield(element) }
            continuation.finish()
        }
        let done = expectation(description: "completed")
        let events = LockedBox<[String]>([])
        let subscription = stream.asObservable().subscribe(
            onNext: { element in events.withLock { $0.append("\(element)") } },
            onError: { error in events.withLock { $0.append("error \(error)") } },
            onCompleted: {
                events.withLock { $0.append("|") }
                done.fulfill()
            }
        )
        wait(for: [done], timeout: 30)
        XCTAssertEqual(events.value, ["1", "2", "3", "|"])
        subscription.dispose()
    }

    func testThrownErrorFails() {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: traitError)
        }
        let done = expectation(description: "failed")
        let events = LockedBox<[String]>([])
        let subscription = stream.asObservable().subscribe(
            onNext: { element in events.withLock { $0.append("\(element)") } },
            onError: { error in
                events.withLock { $0.append("error \(error)") }
                done.fulfill()
            }
        )
        wait(for: [done], timeout: 30)
        XCTAssertEqual(events.value, ["1", "error TraitTestError(1)"])
        subscription.dispose()
    }

    func testDisposingCancelsTheIteratingTask() {
        let terminated = expectation(description: "terminated")
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in
            if case .cancelled = termination { terminated.fulfill() }
        }
        let received = LockedBox<[Int]>([])
        let first = expectation(description: "first element")
        let subscription = stream.asObservable().subscribe(onNext: { element in
            received.withLock { $0.append(element) }
            first.fulfill()
        })
        continuation.yield(1)
        wait(for: [first], timeout: 30)
        subscription.dispose()
        wait(for: [terminated], timeout: 30)
        continuation.yield(2)
        XCTAssertEqual(received.value, [1])
    }

    func testEachSubscriptionIteratesAgain() async throws {
        let sequence = Countdown(from: 3)
        let first = try await sequence.asObservable().toArrayForTests()
        let second = try await sequence.asObservable().toArrayForTests()
        XCTAssertEqual(first, [3, 2, 1])
        XCTAssertEqual(second, [3, 2, 1])
    }
}

struct Countdown: AsyncSequence, Sendable {
    typealias Element = Int
    let from: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: from) }
}

extension Observable {
    /// Every element, awaited through `values` (no `toArray` operator needed).
    func toArrayForTests() async throws -> [Element] {
        var elements: [Element] = []
        for try await element in values { elements.append(element) }
        return elements
    }
}
