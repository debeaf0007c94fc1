import Foundation
import Streams
import StreamsTest
import XCTest

final class PrimitiveSequenceValueTests: LeakCheckingTestCase {
    func testSingleValueReturnsTheElement() async throws {
        let value = try await Single.just(42).value
        XCTAssertEqual(value, 42)
    }

    func testSingleValueThrowsTheError() async {
        do {
            _ = try await Single<Int>.error(traitError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitTestError, traitError)
        }
    }

    func testSingleValueFromAnotherThread() async throws {
        let single = Single<Int>.create { observer in
            let work = UncheckedSendableBox(observer)
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) { work.value(.success(7)) }
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, 7)
    }

    func testCancellingTheAwaitingTaskDisposesAndThrowsCancellation() async {
        let disposed = LockedBox(false)
        let subscribed = AsyncStream<Void>.makeStream()
        let single = Single<Int>.create { _ in
            subscribed.continuation.yield(())
            return Disposables.create { disposed.withLock { $0 = true } }
        }
        let task = Task { try await single.value }
        var iterator = subscribed.stream.makeAsyncIterator()
        await iterator.next()
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertTrue(disposed.value)
    }

    func testAlreadyCancelledTaskDoesNotWait() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.never().value
        }
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
    }

    func testMaybeValue() async throws {
        let element = try await Maybe.just("a").value
        let empty = try await Maybe<String>.empty().value
        XCTAssertEqual(element, "a")
        XCTAssertNil(empty)
        do {
            _ = try await Maybe<String>.error(traitError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitTestError, traitError)
        }
    }

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(traitError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitTestError, traitError)
        }
    }

    func testSingleCreateAsyncSucceedsAndFails() async throws {
        let value = try await Single<Int>.create { () async throws -> Int in
            try await Task.sleep(nanoseconds: 1_000_000)
            return 5
        }.value
        XCTAssertEqual(value, 5)
        do {
            _ = try await Single<Int>.create(detached: true) { () async throws -> Int in throw traitError }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitTestError, traitError)
        }
    }

    func testDisposingSingleCreateAsyncCancelsTheTask() {
        let started = expectation(description: "started")
        let cancelled = expectation(description: "cancelled")
        let single = Single<Int>.create { () async throws -> Int in
            started.fulfill()
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.fulfill()
                throw error
            }
            return 1
        }
        let outcome = LockedBox<[String]>([])
        let subscription = single.subscribe(
            onSuccess: { value in outcome.withLock { $0.append("success \(value)") } },
            onFailure: { error in outcome.withLock { $0.append("failure \(error)") } }
        )
        wait(for: [started], timeout: 30)
        subscription.dispose()
        wait(for: [cancelled], timeout: 30)
        XCTAssertEqual(outcome.value, [])
    }
}
