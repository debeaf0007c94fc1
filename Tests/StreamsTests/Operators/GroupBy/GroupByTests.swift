import Streams
import StreamsTest
import XCTest

final class GroupByTests: LeakCheckingTestCase {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(250)) -> TestableObservable<
        Int
    > {
        scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), end])
    }

    /// Every element labelled with its group's key.
    private func labelled(_ groups: Observable<GroupedObservable<Int, Int>>) -> Observable<String> {
        groups.flatMap { group in group.map { "\(group.key):\($0)" } }
    }

    func testGroupByRoutesEachElementToTheGroupOfItsKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start { self.labelled(xs.groupBy { $0 % 2 }) }
        XCTAssertEqual(
            result.events,
            [.next(210, "1:1"), .next(220, "0:2"), .next(230, "1:3"), .next(240, "0:4"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupByEmitsAGroupForTheFirstElementOfEachKey() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = source(scheduler)
        let result = scheduler.start { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertMarbles(result, "-10--|", values: digitMarbles)
    }

    func testGroupByCompletesEveryGroupWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { group in group.toArrayByReduce().map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(result.events, [.next(250, "1:[1, 3]"), .next(250, "0:[2, 4]"), .completed(250)])
    }

    func testGroupByUpstreamErrorEndsEveryGroupAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = source(scheduler, end: .error(245, TransformingTestError.upstream))
        let keys = scheduler.createObserver(Int.self)
        let groupEvents = scheduler.createObserver(String.self)
        let groups = xs.groupBy { $0 % 2 }
        scheduler.scheduleAt(200) {
            _ = groups.subscribe(
                onNext: { group in
                    keys.onNext(group.key)
                    _ = group.materialize().map { "\(group.key) \($0)" }.subscribe(groupEvents)
                }, onError: { keys.onError($0) })
        }
        scheduler.start()
        XCTAssertMarbles(keys, "--1-0----#", values: digitMarbles, error: TransformingTestError.upstream)
        XCTAssertEqual(
            groupEvents.events.filter { $0.time == 245 }.compactMap(\.value.element),
            ["1 error(upstream)", "0 error(upstream)"])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------!"])
    }

    func testGroupByKeySelectorErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start {
            self.labelled(
                xs.groupBy { value -> Int in
                    if value == 3 { throw TransformingTestError.thrown }
                    return value % 2
                })
        }
        XCTAssertEqual(
            result.events, [.next(210, "1:1"), .next(220, "0:2"), .error(230, TransformingTestError.thrown)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupByDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let result = scheduler.start(disposed: 235) { self.labelled(xs.groupBy { $0 % 2 }) }
        XCTAssertEqual(result.events, [.next(210, "1:1"), .next(220, "0:2"), .next(230, "1:3")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testGroupByKeepsTheSourceSubscribedWhileAGroupIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = source(scheduler, end: .completed(400))
        let groups = xs.groupBy { $0 % 2 }
        let observer = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = groups.subscribe(onNext: { group in
                if group.key == 1 { inner = group.subscribe(observer) }
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(235) { inner?.dispose() }
        scheduler.start()
        XCTAssertMarbles(observer, "--1---3", values: digitMarbles)
        XCTAssertEqual(xs.subscriptionMarbles, ["^------!"])
    }

    func testGroupByResubscriptionStartsWithNoGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let grouped = labelled(xs.groupBy { $0 % 2 })
        let first = scheduler.recordSubscription(to: grouped, at: 200)
        let second = scheduler.recordSubscription(to: grouped, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "1:1"), .next(220, "0:2"), .next(230, "1:3"), .completed(240)])
        XCTAssertEqual(second.events, [.next(310, "1:1"), .next(320, "0:2"), .next(330, "1:3"), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(300, 340)])
    }

    func testGroupByDiagram() {
        // The diagram of `groupBy`'s doc comment; `members` merges both groups' elements,
        // labelled with their key.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        let groups = xs.groupBy { $0 % 2 }
        let keys = scheduler.recordSubscription(to: groups.map { $0.key == 1 ? "A" : "B" }, at: 200)
        let members = scheduler.recordSubscription(to: labelled(groups), at: 200)
        scheduler.start()
        XCTAssertMarbles(keys, "--A--B--------|", values: ["A": "A", "B": "B"])
        XCTAssertMarbles(members, "--a--b--c--d--|", values: ["a": "1:1", "b": "0:2", "c": "1:3", "d": "0:4"])
    }

    func testGroupByGroupDiagrams() {
        // Each group of `groupBy`'s doc comment, drawn from the frame the group is sent at.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--2--3--4--|", values: digitMarbles)
        let odd = scheduler.createObserver(Int.self)
        let even = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.groupBy { $0 % 2 }
                .subscribe(onNext: { group in group.subscribe(group.key == 1 ? odd : even).disposed(by: bag) })
                .disposed(by: bag)
        }
        scheduler.start()
        XCTAssertMarbles(odd, "1-----3-----|", values: digitMarbles, subscribed: 202)
        XCTAssertMarbles(even, "2-----4--|", values: digitMarbles, subscribed: 205)
    }
}

extension ObservableType {
    fileprivate func toArrayByReduce() -> Observable<[Element]> {
        reduce([Element]()) { $0 + [$1] }
    }
}
