import Dispatch
import Foundation
import Streams
import StreamsTest
import XCTest

private enum TestError: Swift.Error, Equatable { case boom }

private func isRxError(_ error: Swift.Error, _ expected: RxError) -> Bool {
    guard let error = error as? RxError else { return false }
    return error.debugDescription == expected.debugDescription
}

final class BlockingTests: LeakCheckingTestCase {
    func testToArrayCollectsEveryElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayRethrowsTheError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError.boom).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testFirstTakesOneElementAndDisposes() throws {
        var disposed = false
        var sent = 0
        let source = Observable<Int>.create { observer in
            for element in 1...3 {
                sent += 1
                observer.onNext(element)
            }
            return Disposables.create { disposed = true }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertTrue(disposed)
        XCTAssertEqual(sent, 3, "create's loop runs on, but later elements are ignored")
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testLast() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            XCTAssertTrue(isRxError(error, .noElements), "\(error)")
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            XCTAssertTrue(isRxError(error, .moreThanOneElement), "\(error)")
        }
    }

    func testSingleWithPredicate() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) { error in
            XCTAssertTrue(isRxError(error, .noElements), "\(error)")
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) { error in
            XCTAssertTrue(isRxError(error, .moreThanOneElement), "\(error)")
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { _ in throw TestError.boom }) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
    }

    func testMaterialize() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])
        let failing = Observable.of(1, 2).concatError(TestError.boom)
        guard case .failed(let failedElements, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected failure")
        }
        XCTAssertEqual(failedElements, [1, 2])
        XCTAssertEqual(error as? TestError, .boom)
    }

    func testTimeoutFailsWithTheElementsSoFar() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = source.toBlocking(timeout: 0.02).materialize() else {
            return XCTFail("expected a timeout")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertTrue(isRxError(error, .timeout), "\(error)")
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.01).first()) { error in
            XCTAssertTrue(isRxError(error, .timeout), "\(error)")
        }
    }

    func testOnTheMainThreadMainSchedulerSourcesDoNotDeadlock() throws {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs this test on the main thread")
        let hopped = Observable.of(1, 2, 3).flatMapOnMain()
        XCTAssertEqual(try hopped.toBlocking(timeout: 5).toArray(), [1, 2, 3])
        let timer = Observable<Int>.timer(.milliseconds(5), scheduler: MainScheduler.instance)
        XCTAssertEqual(try timer.toBlocking(timeout: 5).single(), 0)
    }

    func testOnTheMainThreadATimeoutStillFires() {
        XCTAssertTrue(Thread.isMainThread)
        let late = Observable<Int>.timer(.seconds(10), scheduler: MainScheduler.instance)
        XCTAssertThrowsError(try late.toBlocking(timeout: 0.02).first()) { error in
            XCTAssertTrue(isRxError(error, .timeout), "\(error)")
        }
    }

    func testOffTheMainThreadBlockingWaitsForABackgroundSource() throws {
        let done = expectation(description: "background thread finished")
        let result = LockedBox<Result<[Int], Swift.Error>?>(nil)
        let thread = Thread {
            let scheduler = SerialDispatchQueueScheduler(qos: .default)
            let source = Observable<Int>.timer(.milliseconds(5), scheduler: scheduler).concat(Observable.of(1, 2))
            result.set(Result { try source.toBlocking(timeout: 5).toArray() })
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(try result.get()?.get(), [0, 1, 2])
    }

    func testOffTheMainThreadBlockingOnAMainSchedulerSourceWhileMainRunsItsLoop() throws {
        let done = expectation(description: "background thread finished")
        let result = LockedBox<Result<Int?, Swift.Error>?>(nil)
        let thread = Thread {
            let source = Observable<Int>.timer(.milliseconds(5), scheduler: MainScheduler.instance)
            result.set(Result { try source.toBlocking(timeout: 5).first() })
            done.fulfill()
        }
        thread.start()
        // `wait(for:)` runs the main run loop, which drains the main queue.
        wait(for: [done], timeout: 10)
        XCTAssertEqual(try result.get()?.get(), 0)
    }

    func testOffTheMainThreadTimeout() {
        let done = expectation(description: "background thread finished")
        let result = LockedBox<Result<Int?, Swift.Error>?>(nil)
        let thread = Thread {
            result.set(Result { try Observable<Int>.never().toBlocking(timeout: 0.02).first() })
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 10)
        XCTAssertThrowsError(try result.get()?.get()) { error in
            XCTAssertTrue(isRxError(error, .timeout), "\(error)")
        }
    }
}

/// A value handed from a test thread back to the test.
private final class LockedBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only reached under `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func set(_ newValue: Value) {
        lock.lock()
        defer { lock.unlock() }
        value = newValue
    }

    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

extension ObservableType {
    /// Redelivers every event on the main queue (there is no `observe(on:)` yet in this module).
    fileprivate func flatMapOnMain() -> Observable<Element> {
        Observable.create { observer in
            self.subscribe(
                AnyObserver { event in
                    let carried = UncheckedBox((observer, event))
                    DispatchQueue.main.async { carried.value.0.on(carried.value.1) }
                })
        }
    }

    /// This sequence, then `error`.
    fileprivate func concatError(_ error: Swift.Error) -> Observable<Element> {
        Observable.create { observer in
            self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next: observer.on(event)
                    case .error: observer.on(event)
                    case .completed: observer.onError(error)
                    }
                })
        }
    }

    /// This sequence, then `other`.
    fileprivate func concat(_ other: Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            let second = SingleAssignmentDisposable()
            let first = self.subscribe(
                AnyObserver { event in
                    switch event {
                    case .next, .error: observer.on(event)
                    case .completed: second.setDisposable(other.subscribe(observer))
                    }
                })
            return Disposables.create(first, second)
        }
    }
}

/// Carries a value to the main queue in a test.
private struct UncheckedBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: handed to one queue and read once there.
    let value: Value
    init(_ value: Value) { self.value = value }
}
