import Foundation
import Streams
import StreamsTest
import XCTest

final class DriverTests: LeakCheckingTestCase {
    // MARK: conversions in virtual time

    func testAsDriverOnErrorJustReturnDeliversOneTickLaterAndRecovers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, traitError)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .next(231, -1), .completed(231)])
        }
        // The source is wrapped by `asObservable()` (an anonymous observable, as in RxSwift), which
        // ends its subscription at the source's own stop event.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsDriverOnErrorDriveWithSwitchesToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, traitError)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.of(7, 8)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 7), .next(233, 8), .completed(234)])
        }
    }

    func testAsDriverOnErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TraitTestError(code: 5))])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in Driver.just((error as? TraitTestError)?.code ?? 0) })
            }
            XCTAssertEqual(res.events, [.next(211, 1), .next(232, 5), .completed(232)])
        }
    }

    func testAsDriverCompletionIsDeliveredOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testBehaviorRelayAsDriverStartsWithTheValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        scheduler.scheduleAt(250) { relay.accept(2) }
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { relay.asDriver() }
            XCTAssertEqual(res.events, [.next(201, 1), .next(251, 2)])
        }
    }

    func testInfallibleAsDriverAndSignal() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = scheduler.start { Infallible.of(1, 2).asDriver() }
            XCTAssertEqual(driver.events, [.next(201, 1), .next(202, 2), .completed(203)])
        }
        let other = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: other) {
            let signal = other.start { Infallible.just(3).asSignal() }
            XCTAssertEqual(signal.events, [.next(201, 3), .completed(202)])
        }
    }

    // MARK: sharing: Driver replays the latest element, Signal does not

    func testDriverSharesOneSubscriptionAndReplaysTheLatestToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, traitError),
        ])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(225) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.scheduleAt(235) { subscriptions[0].dispose() }
            scheduler.scheduleAt(270) { subscriptions[1].dispose() }
            scheduler.scheduleAt(270) { subscriptions.append(driver.asObservable().subscribe(third)) }
            scheduler.scheduleAt(295) { subscriptions[2].dispose() }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
        XCTAssertEqual(second.events, [.next(225, 1), .next(231, 2), .next(241, 3), .next(251, -1), .completed(251)])
        XCTAssertEqual(third.events, [.next(281, 0), .next(291, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(270, 295)])
    }

    func testSignalSharesOneSubscriptionWithoutReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, traitError),
        ])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(225) { subscriptions.append(signal.asObservable().subscribe(second)) }
            scheduler.scheduleAt(235) { subscriptions[0].dispose() }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(211, 0), .next(221, 1), .next(231, 2)])
        XCTAssertEqual(second.events, [.next(231, 2), .next(241, 3), .next(251, -1), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testPublishRelayAsSignalDropsWhatHappenedBeforeSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(0) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { relay.asSignal() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2)])
        }
    }

    func testDriverAsSignalStopsReplayingAndSignalAsDriverStartsReplaying() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        let late = scheduler.createObserver(Int.self)
        let lateSignal = scheduler.createObserver(Int.self)
        var bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = relay.asDriver().asSignal().asDriver()
            let signal = relay.asDriver().asSignal()
            scheduler.scheduleAt(200) {
                driver.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
                signal.asObservable().subscribe(onNext: { _ in }).disposed(by: bag)
            }
            scheduler.scheduleAt(250) {
                driver.asObservable().subscribe(late).disposed(by: bag)
                signal.asObservable().subscribe(lateSignal).disposed(by: bag)
            }
            scheduler.scheduleAt(260) { relay.accept(2) }
            scheduler.scheduleAt(300) { bag = DisposeBag() }
            scheduler.start()
        }
        XCTAssertEqual(late.events, [.next(250, 1), .next(261, 2)])
        XCTAssertEqual(lateSignal.events, [.next(261, 2)])
    }

    // MARK: synchronous delivery on the main thread without a mock

    func testDrivingFromTheMainThreadIsSynchronousAndOrdered() {
        func sample(_ element: String) -> Driver<String> {
            Observable.create { observer in
                observer.onNext(element)
                observer.onCompleted()
                return Disposables.create()
            }
            .asDriver(onErrorJustReturn: "")
        }
        var received: [String] = []
        let relay = BehaviorRelay(value: "initial")
        let bag = DisposeBag()
        relay.asDriver().drive(onNext: { received.append($0) }).disposed(by: bag)
        sample("first").drive(relay).disposed(by: bag)
        sample("second").drive(relay).disposed(by: bag)
        Observable.just("third").bind(to: relay).disposed(by: bag)
        XCTAssertEqual(received, ["initial", "first", "second", "third"])
    }

    func testNestedFlatMapLatestOfDriversDeliversSynchronously() {
        var latest: Int?
        let state = BehaviorSubject(value: 1)
        let subscription = state.asDriver(onErrorJustReturn: 0)
            .flatMapLatest { Driver.just($0 * 2) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorJustReturn: -1) }
            .flatMapLatest { Observable.just($0).asDriver(onErrorDriveWith: .empty()) }
            .drive(onNext: { latest = $0 })
        subscription.dispose()
        XCTAssertEqual(latest, 2)
    }

    // MARK: drive forms

    func testDriveObserversReceiveEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        Driver.just(1).drive(first, second).disposed(by: bag)
        Driver.just(2).drive(optional).disposed(by: bag)
        XCTAssertEqual(first.events, [.next(0, 1), .completed(0)])
        XCTAssertEqual(second.events, [.next(0, 1), .completed(0)])
        XCTAssertEqual(optional.events, [.next(0, 2), .completed(0)])
    }

    func testDriveRelays() {
        let bag = DisposeBag()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        Driver.just(1).drive(behavior).disposed(by: bag)
        Driver.just(2).drive(optionalBehavior).disposed(by: bag)
        Driver.just(3).drive(replay).disposed(by: bag)
        Driver.just(4).drive(optionalReplay).disposed(by: bag)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        optionalReplay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(behavior.value, 1)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(replayed, [3, 4])
    }

    func testDriveClosuresRunInOrder() {
        var log: [String] = []
        let subscription = Observable.of(1, 2).asDriver(onErrorJustReturn: 0).drive(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log.count, 4)
    }

    func testDriveWithObjectStopsOnceTheObjectIsGone() {
        final class Screen { var titles: [String] = [] }
        var screen: Screen? = Screen()
        let relay = BehaviorRelay(value: "a")
        let subscription = relay.asDriver().drive(
            with: screen!, onNext: { screen, title in screen.titles.append(title) })
        relay.accept("b")
        XCTAssertEqual(screen?.titles, ["a", "b"])
        screen = nil
        relay.accept("c")
        subscription.dispose()
    }

    func testDriveCurriedBinders() {
        var received: [Int] = []
        let subscription = Observable.of(1, 2).asDriver(onErrorJustReturn: 0).drive { source in
            source.subscribe(onNext: { received.append($0) })
        }
        let curried = Driver.just(3).drive(
            { source in { (prefix: Int) in source.subscribe(onNext: { received.append(prefix + $0) }) } },
            curriedArgument: 10)
        XCTAssertEqual(received, [1, 2, 13])
        subscription.dispose()
        curried.dispose()
    }

    func testDriveWithoutArgumentsSubscribes() {
        var subscribed = 0
        let subscription = Driver<Int>.deferred {
            subscribed += 1
            return .just(1)
        }.drive()
        XCTAssertEqual(subscribed, 1)
        subscription.dispose()
    }

    // MARK: constructors

    func testConstructorsRunOnTheMockedScheduler() {
        func run<Element: Equatable>(_ make: @escaping () -> Driver<Element>) -> [Recorded<Event<Element>>] {
            let scheduler = TestScheduler(initialClock: 0)
            var events: [Recorded<Event<Element>>] = []
            SharingScheduler.mock(scheduler: scheduler) {
                events = scheduler.start { make() }.events
            }
            return events
        }
        XCTAssertEqual(run { Driver.just(1) }, [.next(201, 1), .completed(201)])
        XCTAssertEqual(run { Driver<Int>.empty() }, [.completed(201)])
        XCTAssertEqual(run { Driver<Int>.never() }, [])
        XCTAssertEqual(run { Driver.of(1, 2) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(run { Driver.from([20]) }, [.next(201, 20), .completed(202)])
        XCTAssertEqual(run { Driver.from(AnySequence([10])) }, [.next(201, 10), .completed(202)])
        XCTAssertEqual(run { Driver.from(optional: 1 as Int?) }, [.next(201, 1), .completed(202)])
        XCTAssertEqual(run { Driver.from(optional: nil as Int?) }, [.completed(201)])
        XCTAssertEqual(run { Driver.deferred { Driver.just(5) } }, [.next(201, 5), .completed(201)])
    }

    func testIntervalIsSharedBetweenSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let interval = Driver<Int>.interval(.seconds(100))
            scheduler.scheduleAt(20) { subscriptions.append(interval.asObservable().subscribe(first)) }
            scheduler.scheduleAt(170) { subscriptions.append(interval.asObservable().subscribe(second)) }
            scheduler.scheduleAt(230) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(120, 0), .next(220, 1)])
        XCTAssertEqual(second.events, [.next(170, 0), .next(220, 1)])
    }

    func testTimerIsSharedBetweenSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let timer = Driver<Int>.timer(.seconds(100), period: .seconds(105))
            scheduler.scheduleAt(20) { subscriptions.append(timer.asObservable().subscribe(first)) }
            scheduler.scheduleAt(170) { subscriptions.append(timer.asObservable().subscribe(second)) }
            scheduler.scheduleAt(230) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
        }
        XCTAssertEqual(first.events, [.next(120, 0), .next(225, 1)])
        XCTAssertEqual(second.events, [.next(170, 0), .next(225, 1)])
    }

    func testDriverOfElementsOutsideAMockDeliversLaterElementsThroughTheMainQueue() {
        // `Driver.of` steps through its elements on the main scheduler: the first runs inline on
        // the main thread, the next ones wait for the main queue, as with RxCocoa.
        var received: [Int] = []
        let done = expectation(description: "completed")
        let subscription = Driver.of(1, 2, 3).drive(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        XCTAssertEqual(received, [1])
        wait(for: [done], timeout: 30)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func testAsInfallibleOfADriver() {
        var received: [Int] = []
        _ = Observable.of(1, 2).asDriver(onErrorJustReturn: 0).asInfallible().subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }
}
