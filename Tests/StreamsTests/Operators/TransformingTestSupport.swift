import Streams
import StreamsTest
import XCTest

/// The error the transforming-operator tests send upstream or throw from closures.
enum TransformingTestError: Error, Equatable {
    case upstream
    case thrown
}

extension TestScheduler {
    /// Subscribes a fresh observer to `source` at `subscribe` and disposes it at `dispose`.
    func recordSubscription<T>(to source: Observable<T>, at subscribe: TestTime, disposeAt dispose: TestTime = 1000)
        -> TestableObserver<T>
    {
        let observer = createObserver(T.self)
        var subscription: Disposable?
        scheduleAt(subscribe) { subscription = source.subscribe(observer) }
        scheduleAt(dispose) { subscription?.dispose() }
        return observer
    }
}

/// The sources the flattening operators' tests share: outer A at 210 and B at 230, then
/// `outerEnd`. A: 1@+10, 2@+30, |@+40. B: 11@+5, 12@+40, |@+50 — unless replaced.
func flatteningScenario(
    _ scheduler: TestScheduler,
    innerA: [Recorded<Event<Int>>]? = nil,
    innerB: [Recorded<Event<Int>>]? = nil,
    outerEnd: Recorded<Event<TestableObservable<Int>>>
) -> (TestableObservable<TestableObservable<Int>>, TestableObservable<Int>, TestableObservable<Int>) {
    let a = scheduler.createColdObservable(innerA ?? [.next(10, 1), .next(30, 2), .completed(40)])
    let b = scheduler.createColdObservable(innerB ?? [.next(5, 11), .next(40, 12), .completed(50)])
    let xs = scheduler.createHotObservable([.next(210, a), .next(230, b), outerEnd])
    return (xs, a, b)
}

/// What every flattening operator does when its selector throws for the second element (B, at
/// frame 3): the error ends the sequence and disposes the source and the running inner A; B is
/// never subscribed. `flatten` applies the operator under test with the given selector.
func assertSelectorErrorEndsTheSequence(
    _ flatten:
        @escaping (
            TestableObservable<TestableObservable<Int>>,
            @escaping (TestableObservable<Int>) throws -> TestableObservable<Int>
        ) -> Observable<Int>,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let scheduler = TestScheduler(initialClock: 0)
    scheduler.ticksPerFrame = 10
    let (xs, a, b) = flatteningScenario(scheduler, outerEnd: .completed(250))
    var invocations = 0
    let result = scheduler.start {
        flatten(xs) { inner in
            invocations += 1
            if invocations == 2 { throw TransformingTestError.thrown }
            return inner
        }
    }
    XCTAssertMarbles(result, "--1#", values: digitMarbles, error: TransformingTestError.thrown, file: file, line: line)
    XCTAssertEqual(xs.subscriptionMarbles, ["^--!"], file: file, line: line)
    XCTAssertEqual(a.subscriptionMarbles, ["-^-!"], file: file, line: line)
    XCTAssertEqual(b.subscriptionMarbles, [], file: file, line: line)
}

/// Hands an observer to a test's own `Thread`.
// @unchecked Sendable: the test gives the value to exactly one thread and stops using it.
struct HandedToThread<Value>: @unchecked Sendable {
    let value: Value
}

/// The order in which a combining operator over sources a, b and c disposes them when b fails
/// at 230 (`fails: true`) or when all complete, b at 230, a at 240, c at 250, as RxSwift 6.10
/// records it. Its arity forms (`combineLatest(a, b, c)`, `zip(a, b, c)`) dispose an input that
/// stops before its stop event is passed on; its collection forms pass the event on first,
/// then dispose every input in order.
func assertCombiningDisposalOrder(
    _ name: String,
    isArityForm: Bool,
    fails: Bool,
    _ combine: @escaping ([Observable<Int>]) -> Observable<Int>,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(fails ? 400 : 240)])
    let b = scheduler.createHotObservable([
        .next(215, 2), fails ? .error(230, TransformingTestError.upstream) : .completed(230),
    ])
    let c = scheduler.createHotObservable([.next(220, 3), .completed(fails ? 400 : 250)])
    let log = SideEffectLog()
    let result = scheduler.start { log.tap("out", combine([log.tap("a", a), log.tap("b", b), log.tap("c", c)])) }
    let stop: Recorded<Event<Int>> = fails ? .error(230, TransformingTestError.upstream) : .completed(250)
    XCTAssertEqual(result.events, [.next(220, 6), stop], name, file: file, line: line)
    XCTAssertEqual(a.subscriptions, [Subscription(200, fails ? 230 : 240)], name, file: file, line: line)
    XCTAssertEqual(b.subscriptions, [Subscription(200, 230)], name, file: file, line: line)
    XCTAssertEqual(c.subscriptions, [Subscription(200, fails ? 230 : 250)], name, file: file, line: line)
    let start = [
        "out.subscribe", "a.subscribe", "a.subscribed", "b.subscribe", "b.subscribed", "c.subscribe", "c.subscribed",
        "out.subscribed",
        "a.next(1)", "a.afterNext(1)", "b.next(2)", "b.afterNext(2)", "c.next(3)", "out.next(6)", "out.afterNext(6)",
        "c.afterNext(3)",
    ]
    let end: [String]
    switch (fails, isArityForm) {
    case (true, true):
        end = [
            "b.error(upstream)", "b.dispose", "out.error(upstream)", "out.afterError(upstream)", "a.dispose",
            "c.dispose", "out.dispose", "b.afterError(upstream)",
        ]
    case (true, false):
        end = [
            "b.error(upstream)", "out.error(upstream)", "out.afterError(upstream)", "a.dispose", "b.dispose",
            "c.dispose", "out.dispose", "b.afterError(upstream)",
        ]
    case (false, true):
        end = [
            "b.completed", "b.dispose", "b.afterCompleted", "a.completed", "a.dispose", "a.afterCompleted",
            "c.completed", "c.dispose", "out.completed", "out.afterCompleted", "out.dispose", "c.afterCompleted",
        ]
    case (false, false):
        end = [
            "b.completed", "b.dispose", "b.afterCompleted", "a.completed", "a.dispose", "a.afterCompleted",
            "c.completed", "out.completed", "out.afterCompleted", "c.dispose", "out.dispose", "c.afterCompleted",
        ]
    }
    XCTAssertEqual(log.entries, start + end, name, file: file, line: line)
}
