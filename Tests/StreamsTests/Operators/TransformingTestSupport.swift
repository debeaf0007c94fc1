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
    func recordSubscription<T>(to source: Observable<T>, at subscribe: TestTime, disposeAt dispose: TestTime = 1000) -> TestableObserver<T> {
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
    _ flatten: @escaping (TestableObservable<TestableObservable<Int>>, @escaping (TestableObservable<Int>) throws -> TestableObservable<Int>) -> Observable<Int>,
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
