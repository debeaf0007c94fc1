import Foundation
import Streams
import StreamsTest
import XCTest

final class ObservableValuesTests: LeakCheckingTestCase {
    func testValuesYieldsEveryElementThenFinishes() async throws {
        var received: [Int] = []
        for try await element in Observable.of(1, 2, 3).values {
            received.append(element)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesThrowsTheError() async {
        var received: [Int] = []
        do {
            for try await element in Observable.of(1, 2).concatError(traitError).values {
                received.append(element)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TraitTestError, traitError)
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testCancellingTheIteratingTaskDisposesTheSubscription() async throws {
        let subscribed = LockedBox(false)
        let disposed = LockedBox(false)
        let source = Observable<Int>.create { observer in
            subscribed.withLock { $0 = true }
            observer.onNext(1)
            return Disposables.create { disposed.withLock { $0 = true } }
        }
        let firstElement = AsyncStream<Int>.makeStream()
        let count = LockedBox(0)
        let task = Task {
            for try await element in source.values {
                count.withLock { $0 += 1 }
                firstElement.continuation.yield(element)
            }
        }
        var iterator = firstElement.stream.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first, 1)
        XCTAssertTrue(subscribed.value)
        XCTAssertFalse(disposed.value)
        task.cancel()
        do {
            try await task.value
            XCTFail("a cancelled loop throws CancellationError, as in RxSwift")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(count.value, 1)
        XCTAssertTrue(disposed.value)
    }

    func testATaskCancelledBeforeItsLoopBeginsThrowsCancellationError() async {
        let disposed = LockedBox(false)
        let source = Observable<Int>.never().do_onDispose { disposed.withLock { $0 = true } }
        let task = Task {
            var received: [Int] = []
            for try await element in source.values { received.append(element) }
            return received
        }
        task.cancel()
        do {
            let received = try await task.value
            XCTFail("expected CancellationError, the loop ended with \(received)")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertTrue(disposed.value)
    }

    func testASequenceThatStoppedBeforeTheTaskWasCancelledDoesNotThrowCancellationError() async throws {
        let task = Task {
            var received: [Int] = []
            for try await element in Observable.of(1, 2).values {
                received.append(element)
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return received
        }
        let received = try await task.value
        XCTAssertEqual(received, [1, 2])
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        let disposed = LockedBox(false)
        let source = subject.do_onDispose { disposed.withLock { $0 = true } }
        let feeder = Task.detached {
            for element in 1...1000 {
                subject.onNext(element)
                try await Task.sleep(nanoseconds: 1_000_000)
                if disposed.value { break }
            }
        }
        var received: [Int] = []
        for try await element in source.values {
            received.append(element)
            if received.count == 2 { break }
        }
        try await feeder.value
        XCTAssertEqual(received.count, 2)
        XCTAssertTrue(disposed.value)
    }
}

extension ObservableType {
    /// `concat` without the operator catalogue: these elements, then `error`.
    func concatError(_ error: Error) -> Observable<Element> {
        Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next: observer.on(event)
                case .error: observer.on(event)
                case .completed: observer.onError(error)
                }
            }
        }
    }

    /// Calls `onDispose` when a subscription ends (a test stand-in for `do(onDispose:)`).
    func do_onDispose(_ onDispose: @escaping @Sendable () -> Void) -> Observable<Element> {
        Observable.create { observer in
            let subscription = self.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                onDispose()
            }
        }
    }
}
