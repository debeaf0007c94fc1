import Foundation
import Streams
import StreamsTest
import XCTest

final class SignalTests: LeakCheckingTestCase {
    func testAsSignalRecoveryPaths() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TraitTestError(code: 3))])
        SharingScheduler.mock(scheduler: scheduler) {
            let justReturn = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .error(220, traitError)])
        SharingScheduler.mock(scheduler: second) {
            let signalWith = second.start { ys.asSignal(onErrorSignalWith: Signal.just(9)) }
            XCTAssertEqual(signalWith.events, [.next(211, 1), .next(222, 9), .completed(222)])
        }
        let third = TestScheduler(initialClock: 0)
        let zs = third.createHotObservable([.error(220, TraitTestError(code: 4), Int.self)])
        SharingScheduler.mock(scheduler: third) {
            let recovered = third.start {
                zs.asSignal(onErrorRecover: { error in .just((error as? TraitTestError)?.code ?? 0) })
            }
            XCTAssertEqual(recovered.events, [.next(222, 4), .completed(222)])
        }
    }

    func testEmitToObserversAndRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let optionalObserver = scheduler.createObserver(Int?.self)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { published.append($0) }).disposed(by: bag)

        // A fresh Signal per subscription: a `just` delivers inline on the main thread only while
        // its main scheduler has nothing queued, and a finished subscription queues its disposal.
        func signal() -> Signal<Int> { Signal.just(5) }
        signal().emit(to: observer).disposed(by: bag)
        signal().emit(to: optionalObserver).disposed(by: bag)
        signal().emit(to: publish).disposed(by: bag)
        signal().emit(to: optionalPublish).disposed(by: bag)
        signal().emit(to: behavior).disposed(by: bag)
        signal().emit(to: optionalBehavior).disposed(by: bag)
        signal().emit(to: replay).disposed(by: bag)
        signal().emit(to: optionalReplay).disposed(by: bag)

        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        optionalReplay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(observer.events, [.next(0, 5), .completed(0)])
        XCTAssertEqual(optionalObserver.events, [.next(0, 5), .completed(0)])
        XCTAssertEqual(published, [5, 5])
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(optionalBehavior.value, 5)
        XCTAssertEqual(replayed, [5, 5])
    }

    func testEmitClosuresAndWithObject() {
        final class Screen { var shown: [String] = [] }
        let screen = Screen()
        var log: [String] = []
        let relay = PublishRelay<String>()
        let bag = DisposeBag()
        relay.asSignal().emit(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        ).disposed(by: bag)
        relay.asSignal().emit(with: screen, onNext: { screen, message in screen.shown.append(message) }).disposed(
            by: bag)
        relay.asSignal().emit().disposed(by: bag)
        relay.accept("hello")
        XCTAssertEqual(log, ["next hello"])
        XCTAssertEqual(screen.shown, ["hello"])
        _ = Signal.just("x").emit(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next hello", "next x", "completed", "disposed"])
    }

    func testEmitFromABackgroundThreadIsAllowed() {
        let relay = PublishRelay<Int>()
        let subscribed = expectation(description: "subscribed")
        let received = expectation(description: "received")
        let box = LockedBox<Disposable?>(nil)
        let signal = relay.asSignal()
        let handOff = UncheckedSendableBox(signal)
        Thread.detachNewThread {
            let subscription = handOff.value.emit(onNext: { value in
                if value == 1 && Thread.isMainThread { received.fulfill() }
            })
            box.withLock { $0 = subscription }
            subscribed.fulfill()
        }
        wait(for: [subscribed], timeout: 30)
        relay.accept(1)
        wait(for: [received], timeout: 30)
        box.value?.dispose()
    }
}
