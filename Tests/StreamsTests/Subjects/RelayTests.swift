import Streams
import StreamsTest
import XCTest

final class RelayTests: LeakCheckingTestCase {
    func testPublishRelayDeliversAcceptedElementsToCurrentSubscribers() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, [1, 2])
    }

    func testBehaviorRelayHoldsAValueAndReplaysIt() {
        let relay = BehaviorRelay(value: 1)
        XCTAssertEqual(relay.value, 1)
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
        var received: [Int] = []
        let subscription = relay.asObservable().subscribe(onNext: { received.append($0) })
        relay.accept(3)
        subscription.dispose()
        XCTAssertEqual(received, [2, 3])
        XCTAssertEqual(relay.value, 3)
    }

    func testReplayRelayReplaysItsBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        (1...4).forEach(relay.accept)
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) }).disposed(by: DisposeBag())
        XCTAssertEqual(received, [3, 4])
        for unbounded in [ReplayRelay<Int>.createUnbound(), .createUnbounded()] {
            (1...3).forEach(unbounded.accept)
            var all: [Int] = []
            unbounded.subscribe(onNext: { all.append($0) }).dispose()
            XCTAssertEqual(all, [1, 2, 3])
        }
    }

    func testEveryRelayIsAnInfallibleThatSendsWhatItAcceptsAndNeverEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(-1)
        let infallibles = [publish.asInfallible(), behavior.asInfallible(), replay.asInfallible()]
        let observers = infallibles.map { _ in scheduler.createObserver(Int.self) }
        let subscriptions = zip(infallibles, observers).map { infallible, observer in
            infallible.subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
        }
        scheduler.scheduleAt(10) {
            publish.accept(1)
            behavior.accept(1)
            replay.accept(1)
        }
        scheduler.scheduleAt(20) { subscriptions.forEach { $0.dispose() } }
        scheduler.scheduleAt(30) {
            publish.accept(2)
            behavior.accept(2)
            replay.accept(2)
        }
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.next(10, 1)])
        XCTAssertEqual(observers[1].events, [.next(0, 0), .next(10, 1)])
        XCTAssertEqual(observers[2].events, [.next(0, -1), .next(10, 1)])
    }

    func testBindToObserversSendsEveryEventToEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(first.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(second.events, first.events)
    }

    func testBindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int?.self)
        _ = Observable.of(1, 2).bind(to: observer)
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 2), .completed(0)])
    }

    func testBindToSubjectsCompletesThem() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        _ = Observable.of(1).bind(to: subject)
        XCTAssertEqual(received, [.next(1), .completed])
    }

    func testBindToRelaysPassesElementsButNotCompletion() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.createUnbounded()
        var published: [Event<Int>] = []
        _ = publish.subscribe { published.append($0) }
        _ = Observable.of(1, 2).bind(to: behavior)
        _ = Observable.of(3, 4).bind(to: publish)
        _ = Observable.of(5, 6).bind(to: replay, replay)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(published, [.next(3), .next(4)])
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [5, 5, 6, 6])
    }

    func testBindToSeveralRelaysOfTheSameType() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        _ = Observable.just(9).bind(to: first, second)
        XCTAssertEqual([first.value, second.value], [9, 9])
    }

    func testBindToOptionalElementRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        var received: [Int?] = []
        _ = publish.subscribe(onNext: { received.append($0) })
        _ = Observable.of(1, 2).bind(to: publish)
        _ = Observable.just(3).bind(to: behavior)
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(behavior.value, 3)
    }

    func testBindToRelayReportsAnErrorAsAnAnomaly() {
        let relay = BehaviorRelay(value: 0)
        let messages = collectingAnomalies {
            _ = Observable<Int>.error(CoreTestError(1)).bind(to: relay)
        }
        XCTAssertEqual(relay.value, 0)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("bind(to:)") ?? false, "\(messages)")
    }

    func testBindOnNext() {
        var received: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        let messages = collectingAnomalies {
            _ = Observable<Int>.error(CoreTestError()).bind(onNext: { received.append($0) })
        }
        XCTAssertTrue(messages.first?.contains("bind(onNext:)") ?? false, "\(messages)")
    }

    func testCurriedBind() {
        let source = Observable.of(1, 2, 3)
        let sum = source.bind { (observable: Observable<Int>) -> Int in
            var total = 0
            _ = observable.subscribe(onNext: { total += $0 })
            return total
        }
        XCTAssertEqual(sum, 6)
        let scaled = source.bind(
            to: { (observable: Observable<Int>) -> (Int) -> [Int] in
                { factor in
                    var values: [Int] = []
                    _ = observable.subscribe(onNext: { values.append($0 * factor) })
                    return values
                }
            }, curriedArgument: 10)
        XCTAssertEqual(scaled, [10, 20, 30])
    }

    func testDisposingABindingStopsIt() {
        let source = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let binding = source.bind(to: relay)
        source.onNext(1)
        binding.dispose()
        source.onNext(2)
        XCTAssertEqual(relay.value, 1)
        XCTAssertFalse(source.hasObservers)
    }
}
