import Streams
import StreamsTest
import XCTest

final class CreateTests: LeakCheckingTestCase {
    func testCreateDeliversEventsUntilTheFirstStopEvent() {
        var received: [Event<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            observer.onNext(3)
            observer.onError(CoreTestError())
            observer.onCompleted()
            return Disposables.create()
        }.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
    }

    func testCreateIgnoresEventsAfterAnError() {
        var received: [Event<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onError(CoreTestError(1))
            observer.onNext(3)
            observer.onError(CoreTestError(2))
            return Disposables.create()
        }.subscribe { received.append($0) }
        XCTAssertEqual(received, [.error(CoreTestError(1))])
    }

    func testCreateDisposesItsDisposableAfterAStopEvent() {
        var disposals = 0
        var observerOutside: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerOutside = observer
            return Disposables.create { disposals += 1 }
        }.subscribe()
        XCTAssertEqual(disposals, 0)
        observerOutside?.onCompleted()
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        observerOutside = nil
    }

    func testCreateDisposesASynchronouslyStoppedSubscriptionAtOnce() {
        var disposals = 0
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }.subscribe()
        XCTAssertEqual(disposals, 1)
    }

    func testCreateDisposesItsDisposableWhenTheSubscriberDisposes() {
        var disposals = 0
        var received: [Int] = []
        var observerOutside: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            observerOutside = observer
            return Disposables.create { disposals += 1 }
        }.subscribe(onNext: { received.append($0) })
        observerOutside?.onNext(1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        observerOutside?.onNext(2)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        XCTAssertEqual(received, [1])
        observerOutside = nil
    }

    func testCreateInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable<Int>.create { observer in
                let first = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    observer.onNext(1)
                    return Disposables.create()
                }
                let second = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create(first, second)
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
    }

    func testAsObservableOfAnObservableTypeSubscribesToIt() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.asObservable().subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }
}
