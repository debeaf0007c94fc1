import Foundation
import Streams
import StreamsTest
import XCTest

final class AnomalyTests: LeakCheckingTestCase {
    func testEventsFromTwoThreadsAtOnceAreReportedNamingTheOperator() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        let firstIsInside = DispatchSemaphore(value: 0)
        let secondIsDone = DispatchSemaphore(value: 0)
        let received = SharedLog<Int>()
        var observerOutside: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            observerOutside = observer
            return Disposables.create()
        }
        let messages = collectingAnomalies {
            let subscription = source.map { $0 * 10 }.subscribe(onNext: { element in
                received.append(element)
                if element == 10 {
                    firstIsInside.signal()
                    secondIsDone.wait()
                }
            })
            let observer = UncheckedBox(observerOutside!)
            let first = Thread { observer.value.onNext(1) }
            let second = Thread {
                firstIsInside.wait()
                observer.value.onNext(2)
                secondIsDone.signal()
            }
            first.start()
            second.start()
            waitUntil { received.all.count == 2 }
            subscription.dispose()
        }
        observerOutside = nil
        XCTAssertTrue(messages.contains { $0.contains("`map`") && $0.contains("two threads") }, "\(messages)")
    }

    func testReentrantEventsAreReportedNamingTheOperator() throws {
        try skipInReleaseBuilds("the concurrency misuse reports")
        var observerOutside: AnyObserver<Int>?
        var received: [Int] = []
        let source = Observable<Int>.create { observer in
            observerOutside = observer
            return Disposables.create()
        }
        let messages = collectingAnomalies {
            let subscription = source.map { $0 + 1 }.subscribe(onNext: { element in
                received.append(element)
                if element == 1 { observerOutside?.onNext(5) }
            })
            observerOutside?.onNext(0)
            subscription.dispose()
        }
        observerOutside = nil
        XCTAssertEqual(received, [1, 6])
        XCTAssertTrue(messages.contains { $0.contains("`map`") && $0.contains("re-entrantly") }, "\(messages)")
    }

    func testSerializedEventsAreNotReported() {
        let messages = collectingAnomalies {
            _ = Observable.of(1, 2, 3).map { $0 }.subscribe()
        }
        XCTAssertEqual(messages, [])
    }

    private func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !condition() && Date() < deadline { usleep(1_000) }
    }
}

/// Carries a non-Sendable value into a `Thread` closure in tests that synchronize by hand.
struct UncheckedBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: the tests using it order every access with semaphores.
    let value: Value
    init(_ value: Value) { self.value = value }
}
