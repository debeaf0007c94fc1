import Foundation
import StreamsTest
import XCTest

@testable import Streams

/// The main-thread guarantees of `Driver`, with real threads (XCTest's `wait(for:)` drains the
/// main queue on Linux).
final class DriverMainThreadTests: LeakCheckingTestCase {
    func testDriverFedFromABackgroundThreadDeliversEveryElementOnTheMainThreadInOrder() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var allOnMain = true
        let done = expectation(description: "all delivered")
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(
            onNext: { element in
                allOnMain = allOnMain && Thread.isMainThread
                received.append(element)
            }, onCompleted: { done.fulfill() })
        Thread.detachNewThread {
            for element in 1...200 { subject.onNext(element) }
            subject.onCompleted()
        }
        wait(for: [done], timeout: 5)
        XCTAssertTrue(allOnMain)
        XCTAssertEqual(received, Array(1...200))
        subscription.dispose()
    }

    func testMergedDriversFedFromSeveralThreadsKeepEachThreadsOrderOnTheMainThread() {
        for threadCount in [1, 2, 4, 8] {
            let relays = (0..<threadCount).map { _ in PublishRelay<Int>() }
            var received: [[Int]] = Array(repeating: [], count: threadCount)
            var allOnMain = true
            let perThread = 100
            let done = expectation(description: "\(threadCount) threads delivered")
            var remaining = threadCount * perThread
            let drivers = relays.map { $0.asObservable().asDriver(onErrorJustReturn: -1) }
            let subscription = Driver.merge(drivers).drive(onNext: { value in
                allOnMain = allOnMain && Thread.isMainThread
                received[value / 1000].append(value % 1000)
                remaining -= 1
                if remaining == 0 { done.fulfill() }
            })
            for (index, relay) in relays.enumerated() {
                Thread.detachNewThread {
                    for element in 0..<perThread { relay.accept(index * 1000 + element) }
                }
            }
            wait(for: [done], timeout: 5)
            XCTAssertTrue(allOnMain, "\(threadCount) threads")
            XCTAssertEqual(
                received, Array(repeating: Array(0..<perThread), count: threadCount), "\(threadCount) threads")
            subscription.dispose()
        }
    }

    func testDriveFromABackgroundThreadIsReportedNamingTheMethod() throws {
        try skipInReleaseBuilds("drive's main-thread check")
        let messages = LockedBox<[String]>([])
        let driver = Driver.just(1)
        let handOff = UncheckedSendableBox(driver)
        let done = expectation(description: "driven")
        MainThreadCheck.withHandler({ message in messages.withLock { $0.append(message) } }) {
            Thread.detachNewThread {
                let subscription = handOff.value.drive(onNext: { _ in })
                subscription.dispose()
                done.fulfill()
            }
            wait(for: [done], timeout: 30)
        }
        XCTAssertEqual(messages.value.count, 1)
        XCTAssertTrue(
            messages.value.first?.contains(
                "`drive(onNext:onCompleted:onDisposed:)` was called from a background thread") == true,
            "\(messages.value)")
    }

    func testDriveFromABackgroundThreadInsideAMockIsNotReported() {
        let messages = LockedBox<[String]>([])
        let received = LockedBox<[Int]>([])
        let done = expectation(description: "driven")
        MainThreadCheck.withHandler({ message in messages.withLock { $0.append(message) } }) {
            Thread.detachNewThread {
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    let subscription = Driver.just(1).drive(onNext: { value in received.withLock { $0.append(value) } })
                    scheduler.start()
                    subscription.dispose()
                }
                done.fulfill()
            }
            wait(for: [done], timeout: 30)
        }
        XCTAssertEqual(messages.value, [])
        XCTAssertEqual(received.value, [1])
    }

    func testEveryDriveFormIsChecked() throws {
        try skipInReleaseBuilds("drive's main-thread check")
        let messages = LockedBox<[String]>([])
        let done = expectation(description: "driven")
        let relay = BehaviorRelay(value: 0)
        let handOff = UncheckedSendableBox((Driver<Int>.never(), relay))
        MainThreadCheck.withHandler({ message in messages.withLock { $0.append(message) } }) {
            Thread.detachNewThread {
                let (driver, relay) = handOff.value
                final class Owner {}
                let owner = Owner()
                let subscriptions = [
                    driver.drive(relay),
                    driver.drive(AnyObserver<Int> { _ in }),
                    driver.drive(with: owner, onNext: { _, _ in }),
                    driver.drive(),
                    driver.drive { $0.subscribe() },
                ]
                subscriptions.forEach { $0.dispose() }
                done.fulfill()
            }
            wait(for: [done], timeout: 30)
        }
        XCTAssertEqual(messages.value.count, 5)
        XCTAssertTrue(messages.value.contains { $0.contains("`drive(with:onNext:onCompleted:onDisposed:)`") })
        XCTAssertTrue(messages.value.contains { $0.contains("`drive()`") })
    }

    func testDriveOnTheMainThreadIsNotReported() {
        let messages = LockedBox<[String]>([])
        MainThreadCheck.withHandler({ message in messages.withLock { $0.append(message) } }) {
            Driver.just(1).drive(onNext: { _ in }).dispose()
        }
        XCTAssertEqual(messages.value, [])
    }
}
