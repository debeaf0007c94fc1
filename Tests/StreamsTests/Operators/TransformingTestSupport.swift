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

/// Hands an observer to a test's own `Thread`.
// @unchecked Sendable: the test gives the value to exactly one thread and stops using it.
struct HandedToThread<Value>: @unchecked Sendable {
    let value: Value
}
