import Foundation
import Streams
import StreamsTest
import XCTest

final class InfallibleConversionTests: LeakCheckingTestCase {
    func testAsInfallibleRecoveryPaths() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TraitTestError(code: 2))])
        XCTAssertEqual(
            scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }.events,
            [.next(210, 1), .next(220, -1), .completed(220)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .error(220, traitError)])
        XCTAssertEqual(
            second.start { ys.asInfallible(onErrorFallbackTo: .of(8, 9)) }.events,
            [.next(210, 1), .next(220, 8), .next(220, 9), .completed(220)])

        let third = TestScheduler(initialClock: 0)
        let zs = third.createHotObservable([.error(220, TraitTestError(code: 3), Int.self)])
        let recovered = third.start {
            zs.asInfallible(onErrorRecover: { error in .just((error as? TraitTestError)?.code ?? 0) })
        }
        XCTAssertEqual(recovered.events, [.next(220, 3), .completed(220)])
    }

    func testInfallibleOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .startWith(0)
                .compactMap { $0 > 0 ? $0 * 10 : nil }
                .flatMapLatest { Infallible.just($0 + 1) }
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(230, 21), .completed(300)])

        let second = TestScheduler(initialClock: 0)
        let debounced = second.start {
            Infallible.of(1, 2, 3, scheduler: second).debounce(.seconds(5), scheduler: second)
        }
        XCTAssertEqual(debounced.events, [.next(204, 3), .completed(204)])
    }

    func testInfallibleCombiningAndSharing() {
        var log: [String] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) { $0 + $1 }.subscribe(onNext: {
            log.append("combined \($0)")
        })
        _ = Infallible.zip(Infallible.of(1, 2), Infallible.of(10, 20)) { $0 + $1 }.subscribe(onNext: {
            log.append("zipped \($0)")
        })
        _ = Infallible.merge(Infallible.just(1), Infallible.just(2)).subscribe(onNext: { log.append("merged \($0)") })
        _ = Infallible.just(1).withLatestFrom(Infallible.just("a")).subscribe(onNext: { log.append("latest \($0)") })
        _ = Infallible.of(1, 2, 3).skip(1).take(1).subscribe(onNext: { log.append("skip-take \($0)") })
        _ = Infallible.of(1).concatMap { Infallible.of($0, $0) }.subscribe(onNext: { log.append("concat \($0)") })
        _ = Infallible.of(1).flatMap { Infallible.just($0) }.do(onNext: { log.append("do \($0)") }).subscribe()
        var subscriptions = 0
        let shared = Infallible<Int>.deferred {
            subscriptions += 1
            return .never()
        }.share()
        let first = shared.subscribe()
        let second = shared.subscribe()
        XCTAssertEqual(subscriptions, 1)
        first.dispose()
        second.dispose()
        XCTAssertEqual(
            log,
            [
                "combined 3", "zipped 11", "zipped 22", "merged 1", "merged 2", "latest a", "skip-take 2", "concat 1",
                "concat 1", "do 1",
            ])
    }

    func testInfallibleBind() {
        let relay = BehaviorRelay(value: 0)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        Infallible.just(1).bind(to: relay).disposed(by: bag)
        Infallible.just(2).bind(to: optionalRelay).disposed(by: bag)
        Infallible.just(3).bind(to: observer).disposed(by: bag)
        var received: [Int] = []
        Infallible.just(4).bind(onNext: { received.append($0) }).disposed(by: bag)
        XCTAssertEqual(relay.value, 1)
        XCTAssertEqual(optionalRelay.value, 2)
        XCTAssertEqual(observer.events, [.next(0, 3), .completed(0)])
        XCTAssertEqual(received, [4])
    }
}
