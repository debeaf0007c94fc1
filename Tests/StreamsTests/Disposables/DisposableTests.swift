import Foundation
import Streams
import StreamsTest
import XCTest

/// Counts its disposals, for checking who disposes what and how often.
final class CountingDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    var disposals: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    var isDisposed: Bool { disposals > 0 }

    func dispose() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}

final class DisposablesCreateTests: LeakCheckingTestCase {
    func testCreateWithNoArgumentsDoesNothing() {
        let disposable = Disposables.create()
        disposable.dispose()
        disposable.dispose()
    }

    func testCreateWithActionRunsItOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs, 1)
    }

    func testCreateOfTwoDisposesBothOnce() {
        let parts = [CountingDisposable(), CountingDisposable()]
        let disposable = Disposables.create(parts[0], parts[1])
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(parts.map(\.disposals), [1, 1])
    }

    func testCreateOfThreeDisposesAllOnce() {
        let parts = [CountingDisposable(), CountingDisposable(), CountingDisposable()]
        let disposable = Disposables.create(parts[0], parts[1], parts[2])
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(parts.map(\.disposals), [1, 1, 1])
    }

    func testCreateOfManyDisposesAllOnce() {
        let parts = (0..<5).map { _ in CountingDisposable() }
        let disposable = Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4])
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(parts.map(\.disposals), [1, 1, 1, 1, 1])
    }

    func testCreateOfAnArrayDisposesAllOnce() {
        for count in [0, 1, 2, 3, 6] {
            let parts = (0..<count).map { _ in CountingDisposable() }
            let disposable = Disposables.create(parts)
            XCTAssertFalse(disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
            XCTAssertEqual(parts.map(\.disposals), Array(repeating: 1, count: count), "count \(count)")
        }
    }
}

final class DisposeBagTests: LeakCheckingTestCase {
    func testBagDisposesEverythingOnDeinit() {
        let parts = [CountingDisposable(), CountingDisposable(), CountingDisposable()]
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(parts[0])
        parts[1].disposed(by: bag!)
        bag?.insert(parts[2])
        XCTAssertEqual(parts.map(\.disposals), [0, 0, 0])
        bag = nil
        XCTAssertEqual(parts.map(\.disposals), [1, 1, 1])
    }

    func testReplacingTheBagDisposesASubscription() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testVariadicAndArrayInsertAndInitialisers() {
        let parts = (0..<6).map { _ in CountingDisposable() }
        var bag: DisposeBag? = DisposeBag(disposing: parts[0], parts[1])
        bag?.insert(parts[2], parts[3])
        bag?.insert([parts[4]])
        var other: DisposeBag? = DisposeBag(disposing: [parts[5]])
        bag = nil
        XCTAssertEqual(parts.map(\.disposals), [1, 1, 1, 1, 1, 0])
        other = nil
        XCTAssertEqual(parts[5].disposals, 1)
        _ = other
    }
}

final class CompositeDisposableTests: LeakCheckingTestCase {
    func testInsertCountAndDispose() {
        let composite = CompositeDisposable()
        let parts = [CountingDisposable(), CountingDisposable()]
        XCTAssertEqual(composite.count, 0)
        XCTAssertNotNil(composite.insert(parts[0]))
        XCTAssertNotNil(composite.insert(parts[1]))
        XCTAssertEqual(composite.count, 2)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
        composite.dispose()
        XCTAssertEqual(parts.map(\.disposals), [1, 1])
    }

    func testRemoveDisposesOnlyThatDisposable() {
        let composite = CompositeDisposable()
        let parts = [CountingDisposable(), CountingDisposable()]
        let key = composite.insert(parts[0])!
        composite.insert(parts[1])
        composite.remove(for: key)
        XCTAssertEqual(composite.count, 1)
        XCTAssertEqual(parts.map(\.disposals), [1, 0])
        composite.remove(for: key)
        XCTAssertEqual(parts[0].disposals, 1)
        composite.dispose()
        XCTAssertEqual(parts.map(\.disposals), [1, 1])
    }

    func testInsertAfterDisposeDisposesAtOnceAndReturnsNil() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = CountingDisposable()
        XCTAssertNil(composite.insert(late))
        XCTAssertEqual(late.disposals, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func testInitialisersHoldTheirDisposables() {
        let parts = (0..<9).map { _ in CountingDisposable() }
        let two = CompositeDisposable(parts[0], parts[1])
        let three = CompositeDisposable(parts[2], parts[3], parts[4])
        let many = CompositeDisposable(parts[5], parts[6], parts[7], parts[8])
        XCTAssertEqual([two.count, three.count, many.count], [2, 3, 4])
        let array = CompositeDisposable(disposables: [CountingDisposable()])
        XCTAssertEqual(array.count, 1)
        [two, three, many, array].forEach { $0.dispose() }
        XCTAssertEqual(parts.map(\.disposals), Array(repeating: 1, count: 9))
    }
}

final class SerialDisposableTests: LeakCheckingTestCase {
    func testReplacingDisposesThePrevious() {
        let serial = SerialDisposable()
        let first = CountingDisposable()
        let second = CountingDisposable()
        serial.disposable = first
        serial.disposable = second
        XCTAssertEqual(first.disposals, 1)
        XCTAssertEqual(second.disposals, 0)
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual(second.disposals, 1)
    }

    func testSettingAfterDisposeDisposesAtOnce() {
        let serial = SerialDisposable()
        serial.dispose()
        let late = CountingDisposable()
        serial.disposable = late
        XCTAssertEqual(late.disposals, 1)
    }
}

final class SingleAssignmentDisposableTests: LeakCheckingTestCase {
    func testDisposeDisposesTheAssignedDisposable() {
        let single = SingleAssignmentDisposable()
        let inner = CountingDisposable()
        single.setDisposable(inner)
        XCTAssertFalse(single.isDisposed)
        single.dispose()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(inner.disposals, 1)
    }

    func testAssignmentAfterDisposeDisposesAtOnce() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        let inner = CountingDisposable()
        single.setDisposable(inner)
        XCTAssertEqual(inner.disposals, 1)
    }
}

final class BooleanDisposableTests: LeakCheckingTestCase {
    func testRecordsDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }
}

final class RefCountDisposableTests: LeakCheckingTestCase {
    func testDisposesUnderlyingAtOnceWithoutRetains() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        refCount.dispose()
        XCTAssertTrue(refCount.isDisposed)
        XCTAssertEqual(underlying.disposals, 1)
    }

    func testWaitsForEveryRetainedDisposable() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(underlying.disposals, 0)
        first.dispose()
        first.dispose()
        XCTAssertEqual(underlying.disposals, 0)
        second.dispose()
        XCTAssertEqual(underlying.disposals, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testReleasingRetainsBeforePrimaryDisposeKeepsUnderlying() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.retain().dispose()
        XCTAssertEqual(underlying.disposals, 0)
        refCount.dispose()
        XCTAssertEqual(underlying.disposals, 1)
    }

    func testRetainAfterDisposalIsHarmless() {
        let underlying = CountingDisposable()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()
        refCount.retain().dispose()
        XCTAssertEqual(underlying.disposals, 1)
    }
}

final class ScheduledDisposableTests: LeakCheckingTestCase {
    func testDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
        XCTAssertFalse(scheduled.isDisposed)
        scheduler.scheduleAt(10) { scheduled.dispose() }
        scheduler.advanceTo(10)
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(inner.disposals, 0, "disposal waits for the scheduler")
        scheduler.start()
        XCTAssertEqual(inner.disposals, 1)
        XCTAssertEqual(scheduler.clock, 11)
        scheduled.dispose()
        scheduler.start()
        XCTAssertEqual(inner.disposals, 1)
    }

    func testDisposesOnADispatchQueue() {
        let queue = DispatchQueue(label: "scheduled-disposable")
        let scheduler = SerialDispatchQueueScheduler(
            queue: queue, internalSerialQueueName: "scheduled-disposable.serial")
        let disposedOn = SharedLog<String>()
        let done = expectation(description: "disposed")
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create {
                disposedOn.append(Thread.isMainThread ? "main" : "background")
                done.fulfill()
            })
        scheduled.dispose()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(disposedOn.all, ["background"])
    }
}

final class DisposeBagBuilderTests: LeakCheckingTestCase {
    func testBuilderInitialiserHoldsEveryLine() {
        let parts = [CountingDisposable(), CountingDisposable(), CountingDisposable()]
        var bag: DisposeBag? = DisposeBag {
            parts[0]
            parts[1]
            parts[2]
        }
        XCTAssertEqual(parts.map(\.disposals), [0, 0, 0])
        bag = nil
        XCTAssertEqual(parts.map(\.disposals), [1, 1, 1])
        _ = bag
    }

    func testBuilderInsertAddsEveryLine() {
        let parts = [CountingDisposable(), CountingDisposable()]
        var bag: DisposeBag? = DisposeBag()
        bag?.insert {
            parts[0]
            parts[1]
        }
        bag = nil
        XCTAssertEqual(parts.map(\.disposals), [1, 1])
        _ = bag
    }
}
