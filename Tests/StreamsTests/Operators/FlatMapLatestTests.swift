import Streams
import StreamsTest
import XCTest

final class FlatMapLatestTests: LeakCheckingTestCase {
    // `flatteningScenario`: B at 230 disposes A.
    /// An inner that arrives after the subscription was disposed (here: disposed by the selector
    /// itself) is subscribed and let go at once; nothing keeps it, so nothing leaks.
    func testAnInnerArrivingAfterDisposalIsDisposedAndNotKept() {
        let subject = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var subscription: Disposable?
        var received: [Int] = []
        subscription = subject
            .flatMapLatest { _ -> Observable<Int> in
                subscription?.dispose()
                return inner.asObservable()
            }
            .subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        inner.onNext(10)
        XCTAssertEqual(received, [])
        XCTAssertFalse(inner.hasObservers)
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }

    func testFlatMapLatestDisposesThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testFlatMapLatestCompletesOnlyWhenSourceAndCurrentInnerHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .completed(400))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testFlatMapLatestUpstreamErrorTerminatesAndDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .error(260, TransformingTestError.upstream))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .error(260, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 260)])
    }

    func testFlatMapLatestInnerErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, innerB: [.next(5, 11), .error(15, TransformingTestError.upstream)], outerEnd: .completed(250))
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .error(245, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 245)])
    }

    func testFlatMapLatestSelectorErrorEndsTheSequenceAndDisposesUpstream() {
        assertSelectorErrorEndsTheSequence { xs, selector in xs.flatMapLatest(selector) }
    }

    func testFlatMapLatestDisposalMidStreamDisposesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start(disposed: 240) { xs.flatMapLatest { $0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }

    func testFlatMapLatestResubscriptionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let b = scheduler.createColdObservable([.next(5, 11), .completed(10)])
        let xs = scheduler.createColdObservable([.next(10, a), .next(30, b), .completed(50)])
        let switched = xs.flatMapLatest { $0 }
        let first = scheduler.recordSubscription(to: switched, at: 200)
        let second = scheduler.recordSubscription(to: switched, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .next(235, 11), .completed(250)])
        XCTAssertEqual(second.events, [.next(320, 1), .next(335, 11), .completed(350)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230), Subscription(310, 330)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240), Subscription(330, 340)])
    }

    func testFlatMapLatestDiagram() {
        // The diagram of `flatMapLatest`'s doc comment. Inner diagrams are cold: frame 0 is the
        // frame each one is subscribed at (where the doc comment indents it to).
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable("--1--2--3|", values: digitMarbles)
        let b = scheduler.createColdObservable("--4--5|", values: digitMarbles)
        let xs = scheduler.createHotObservable("--a-----b-----------|", values: ["a": a, "b": b])
        let result = scheduler.start { xs.flatMapLatest { $0 } }
        XCTAssertMarbles(result, "----1--2--4--5------|", values: digitMarbles)
        XCTAssertEqual(a.subscriptionMarbles, ["--^-----!"], "a is disposed when b arrives")
        XCTAssertEqual(b.subscriptionMarbles, ["--------^-----!"])
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------------------!"])
    }

    // MARK: switchLatest

    func testSwitchLatestMirrorsTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 280)])
    }

    func testSwitchLatestCompletesOnlyWhenSourceAndCurrentInnerHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, _) = flatteningScenario(scheduler, outerEnd: .completed(400))
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11), .next(270, 12), .completed(400)])
    }

    func testSwitchLatestForwardsOuterAndInnerErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, _, b) = flatteningScenario(scheduler, outerEnd: .error(260, TransformingTestError.upstream))
        let outerFailure = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(outerFailure.events, [.next(220, 1), .next(235, 11), .error(260, TransformingTestError.upstream)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 260)])

        let innerScheduler = TestScheduler(initialClock: 0)
        let (ys, _, _) = flatteningScenario(innerScheduler, innerB: [.error(15, TransformingTestError.thrown)], outerEnd: .completed(250))
        let innerFailure = innerScheduler.start { ys.switchLatest() }
        XCTAssertEqual(innerFailure.events, [.next(220, 1), .error(245, TransformingTestError.thrown)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testSwitchLatestDisposalMidStreamDisposesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
        let result = scheduler.start(disposed: 240) { xs.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(235, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }

    func testSwitchLatestResubscriptionStartsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createColdObservable([.next(10, a), .completed(50)])
        let switched = xs.switchLatest()
        let first = scheduler.recordSubscription(to: switched, at: 200)
        let second = scheduler.recordSubscription(to: switched, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(second.events, [.next(320, 1), .completed(350)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230), Subscription(310, 330)])
    }

    func testSwitchLatestDiagram() {
        // The diagram of `switchLatest`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createColdObservable("--1--2--3|", values: digitMarbles)
        let y = scheduler.createColdObservable("--4--5|", values: digitMarbles)
        let xs = scheduler.createHotObservable("--x-----y-----------|", values: ["x": x, "y": y])
        let result = scheduler.start { xs.switchLatest() }
        XCTAssertMarbles(result, "----1--2--4--5------|", values: digitMarbles)
        XCTAssertEqual(x.subscriptionMarbles, ["--^-----!"], "x is disposed when y arrives")
        XCTAssertEqual(y.subscriptionMarbles, ["--------^-----!"])
    }
}
