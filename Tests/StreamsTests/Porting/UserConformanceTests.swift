import Foundation
import Streams
import StreamsTest
import XCTest

// The protocols a user implements do not require `Sendable`, as in RxSwift: each type below is a
// non-final class with mutable, unprotected state, as RxSwift-based code writes them, and this
// file is compiled in Swift 6 language mode. Streams' own concrete types stay `Sendable`
// (checked at the end).

/// A library's own disposable, like a `Bindings` class that keeps what it bound.
class UserDisposable: Disposable {
    var disposeCount = 0
    var bound: [Observable<Int>] = []

    func dispose() { disposeCount += 1 }
}

class UserCancelable: UserDisposable, Cancelable {
    var isDisposed: Bool { disposeCount > 0 }
}

/// Runs work at once on the calling thread and counts it.
class UserImmediateScheduler: ImmediateSchedulerType {
    var scheduledCount = 0

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduledCount += 1
        return action(state)
    }
}

/// A clock in whole seconds that only moves when told to: delayed work waits in a list until
/// `advance(by:)`.
class UserScheduler: SchedulerType {
    var currentTime: TimeInterval = 0
    var pending: [(due: TimeInterval, run: () -> Void)] = []

    var now: RxTime { Date(timeIntervalSince1970: currentTime) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .seconds(0), action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        // Whole seconds are all this clock needs.
        let delay: TimeInterval = if case .seconds(let seconds) = dueTime { TimeInterval(seconds) } else { 0 }
        pending.append((currentTime + delay, { if !cancel.isDisposed { cancel.setDisposable(action(state)) } }))
        return cancel
    }

    /// Runs the work due within `interval`, earliest first, moving the clock to each one.
    func advance(by interval: TimeInterval) {
        let target = currentTime + interval
        while let index = pending.indices.min(by: { pending[$0].due < pending[$1].due }), pending[index].due <= target {
            currentTime = max(currentTime, pending[index].due)
            pending.remove(at: index).run()
        }
        currentTime = target
    }
}

/// A converter that counts its conversions (state a converter has no need for, but may have).
class CountingConverter: VirtualTimeConverterType {
    var conversions = 0

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        conversions += 1
        return Date(timeIntervalSince1970: TimeInterval(virtualTime))
    }

    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval)
    }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

class UserObserver: ObserverType {
    var received: [Event<Int>] = []

    func on(_ event: Event<Int>) { received.append(event) }
}

/// An observable of a library's own, emitting its values synchronously.
class UserObservable: ObservableType {
    typealias Element = Int

    var values: [Int]
    var subscriptions = 0

    init(_ values: [Int]) { self.values = values }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        subscriptions += 1
        values.forEach { observer.onNext($0) }
        observer.onCompleted()
        return UserDisposable()
    }
}

final class UserConformanceTests: LeakCheckingTestCase {
    func testAUserDisposableIsDisposedByStreamsContainers() {
        let inBag = UserDisposable()
        var bag: DisposeBag? = DisposeBag()
        inBag.disposed(by: bag!)
        let inComposite = UserCancelable()
        let composite = CompositeDisposable(inComposite, Disposables.create())
        let inSerial = UserDisposable()
        let serial = SerialDisposable()
        serial.disposable = inSerial
        let inPair = UserDisposable()
        let pair = Disposables.create(inPair, UserDisposable())

        bag = nil
        composite.dispose()
        serial.dispose()
        pair.dispose()

        XCTAssertEqual([inBag, inComposite, inSerial, inPair].map(\.disposeCount), [1, 1, 1, 1])
        XCTAssertTrue(inComposite.isDisposed)
    }

    func testAUserDisposableReturnedFromCreateIsDisposedWithTheSubscription() {
        let resource = UserDisposable()
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            return resource
        }.subscribe()
        XCTAssertEqual(resource.disposeCount, 0)
        subscription.dispose()
        XCTAssertEqual(resource.disposeCount, 1)
    }

    func testAUserImmediateSchedulerRunsSubscribeOnAndObserveOn() {
        let scheduler = UserImmediateScheduler()
        var values: [Int] = []
        _ = Observable.of(1, 2, 3)
            .subscribe(on: scheduler)
            .observe(on: scheduler)
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertGreaterThan(scheduler.scheduledCount, 1)
    }

    func testAUserSchedulerDrivesTimeOperators() {
        let scheduler = UserScheduler()
        var ticks: [Int] = []
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { ticks.append($0) })
        scheduler.advance(by: 25)
        XCTAssertEqual(ticks, [0, 1])
        scheduler.advance(by: 100)
        XCTAssertEqual(ticks, [0, 1, 2])
        subscription.dispose()
    }

    func testAUserConverterDrivesAVirtualTimeScheduler() {
        let converter = CountingConverter()
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: converter)
        var fired: [Int] = []
        _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(onNext: { _ in
            fired.append(scheduler.clock)
        })
        scheduler.start()
        XCTAssertEqual(fired, [5])
        XCTAssertGreaterThan(converter.conversions, 0)
    }

    func testAUserObserverAndObservableWorkWithOperators() {
        let source = UserObservable([1, 2, 3])
        let observer = UserObserver()
        let subscription = source.map { $0 * 10 }.subscribe(observer)
        XCTAssertEqual(observer.received, [.next(10), .next(20), .next(30), .completed])
        XCTAssertEqual(source.subscriptions, 1)
        subscription.dispose()
    }

    /// Streams' concrete disposables and schedulers are `Sendable`, so Swift 6 code may capture
    /// them in `@Sendable` closures (a `Disposable` or `SchedulerType` value may not, as with
    /// RxSwift). A type that lost its conformance stops this test from compiling.
    func testStreamsOwnDisposablesSchedulersSubjectsAndRelaysAreSendable() {
        func sendable<Value: Sendable>(_: Value.Type) -> String { "\(Value.self)" }
        let types = [
            sendable(DisposeBag.self), sendable(CompositeDisposable.self), sendable(SerialDisposable.self),
            sendable(SingleAssignmentDisposable.self), sendable(BooleanDisposable.self),
            sendable(RefCountDisposable.self), sendable(ScheduledDisposable.self), sendable(NopDisposable.self),
            sendable(CurrentThreadScheduler.self), sendable(MainScheduler.self), sendable(ConcurrentMainScheduler.self),
            sendable(SerialDispatchQueueScheduler.self), sendable(ConcurrentDispatchQueueScheduler.self),
            sendable(OperationQueueScheduler.self), sendable(HistoricalScheduler.self),
            sendable(HistoricalSchedulerTimeConverter.self),
            sendable(VirtualTimeScheduler<HistoricalSchedulerTimeConverter>.self),
            sendable(TestScheduler.self), sendable(TestSchedulerVirtualTimeConverter.self),
            sendable(PublishSubject<Int>.self), sendable(BehaviorSubject<Int>.self), sendable(ReplaySubject<Int>.self),
            sendable(AsyncSubject<Int>.self), sendable(PublishRelay<Int>.self), sendable(BehaviorRelay<Int>.self),
            sendable(ReplayRelay<Int>.self),
        ]
        XCTAssertEqual(types.count, 26)

        // Captured in a closure that runs on another thread, as Swift 6 code may write it.
        let serial = SerialDisposable()
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let disposed = expectation(description: "disposed on another thread")
        serial.disposable = Disposables.create { disposed.fulfill() }
        Thread.detachNewThread {
            _ = scheduler.schedule(()) { _ in
                serial.dispose()
                return Disposables.create()
            }
        }
        wait(for: [disposed], timeout: 5)
    }
}
