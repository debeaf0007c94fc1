import Foundation
import Streams
import StreamsTest
import XCTest

final class SampleTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler, completedAt: TestTime = 400) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(completedAt),
        ])
    }

    private func sampler(_ scheduler: TestScheduler, completedAt: TestTime = 500) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .completed(completedAt),
        ])
    }

    func testSampleDocDiagram() {
        // The diagram of `sample`'s doc comment, ten ticks per frame.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--1--2-----3----|", values: digitMarbles)
        let ys = scheduler.createHotObservable("----x---x----x-----x--")
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertMarbles(result, "----1---2----3-----|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------------!"])
        XCTAssertEqual(ys.subscriptionMarbles, ["^------------------!"])
    }

    func testSampleSendsAnElementOnlyIfANewOneArrivedSinceTheLastTick() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = source(scheduler)
        let ys = sampler(scheduler)
        let result = scheduler.start { xs.sample(ys) }
        // 210: nothing yet; 250: 3; 260: nothing new; 320: 6; 500: the sampler's completion is
        // a tick too, and the source (completed at 400) completes with it.
        XCTAssertMarbles(result, "-----3------6-----------------|", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------------!"])
        XCTAssertEqual(ys.subscriptionMarbles, ["^-----------------------------!"])
    }

    func testSampleWithDefaultValueSendsItOnTicksWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let ys = sampler(scheduler)
        let result = scheduler.start { xs.sample(ys, defaultValue: 0) }
        XCTAssertEqual(
            result.events, [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func testSampleSourceCompletionWaitsForTheNextSamplerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--2-3----4|", values: digitMarbles)
        let ys = sampler(scheduler)
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertMarbles(result, "-----3------(4|)", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
        XCTAssertEqual(ys.subscriptionMarbles, ["^-----------!"])
    }

    func testSampleLastElementIsSentOnTheSamplerCompletionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(360, 7), .completed(400)])
        let ys = sampler(scheduler)
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(result.events, [.next(250, 2), .next(500, 7), .completed(500)])
    }

    func testSampleNeverCompletesWhenTheSamplerCompletedBeforeTheSource() {
        // As in RxSwift: after the sampler's completion there is no tick left to carry the
        // source's completion.
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--2-------3---------|", values: digitMarbles)
        let ys = scheduler.createHotObservable("-----x--|")
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertMarbles(result, "-----2", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------------!"])
        XCTAssertEqual(ys.subscriptionMarbles, ["^-------!"])
    }

    func testSamplePassesSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("--2-3-----#", values: digitMarbles, error: FilteringError.upstream)
        let ys = sampler(scheduler)
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertMarbles(result, "-----3----#", values: digitMarbles, error: FilteringError.upstream)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
        XCTAssertEqual(ys.subscriptionMarbles, ["^---------!"])
    }

    func testSamplePassesSamplerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let ys = scheduler.createHotObservable([.next(250, "foo"), .error(320, FilteringError.upstream)])
        let result = scheduler.start { xs.sample(ys) }
        XCTAssertEqual(result.events, [.next(250, 3), .error(320, FilteringError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testSampleDisposalMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = source(scheduler)
        let ys = sampler(scheduler)
        let result = scheduler.start(disposed: 300) { xs.sample(ys) }
        XCTAssertMarbles(result, "-----3", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^---------!"])
        XCTAssertEqual(ys.subscriptionMarbles, ["^---------!"])
    }

    func testSampleResubscriptionForgetsThePreviousElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.next(20, "x"), .next(40, "x")])
        let observers = filteringSubscribeRepeatedly(xs.sample(ys), on: scheduler, at: [200, 300])
        XCTAssertEqual(observers[0].events, [.next(220, 1), .completed(240)])
        XCTAssertEqual(observers[1].events, [.next(320, 1), .completed(340)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240), Subscription(300, 340)])
    }

    /// Source and sampler on two threads: every element is sent at most once, in order, and
    /// the completion comes last.
    func testSampleSerializesSourceAndSamplerOnDifferentThreads() {
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let ticks = PublishSubject<Void>()
            let received = Locked<[Event<Int>]>([])
            let inFlight = AtomicCell<Int>(0)
            let overlaps = AtomicCell<Int>(0)
            // The append is under a mutex, so a separate in-flight count is what detects two
            // deliveries at once.
            let subscription = source.sample(ticks).subscribe(
                AnyObserver { event in
                    if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                        overlaps.wrappingAdd(1, ordering: .relaxed)
                    }
                    received.withLock { $0.append(event) }
                    inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                })
            let group = DispatchGroup()
            group.enter()
            Thread {
                for value in 0..<2_000 { source.onNext(value) }
                source.onCompleted()
                group.leave()
            }.start()
            group.enter()
            Thread {
                for _ in 0..<2_000 { ticks.onNext(()) }
                group.leave()
            }.start()
            group.wait()
            ticks.onNext(())
            subscription.dispose()
            let events = received.withLock { $0 }
            let elements = events.compactMap(\.element)
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "two deliveries overlapped")
            XCTAssertEqual(events.filter(\.isStopEvent).count, 1, "exactly one stop event")
            XCTAssertEqual(elements, elements.sorted())
            XCTAssertEqual(Set(elements).count, elements.count)
            XCTAssertEqual(events.last.map { $0.isCompleted }, true)
            XCTAssertEqual(elements.last, 1_999, "the last element is sent on the tick after the source ends")
        }
    }
}
