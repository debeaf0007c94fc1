import Streams
import StreamsTest
import XCTest

/// The error the transforming-operator tests send upstream or throw from closures.
enum TransformingTestError: Error, Equatable {
    case upstream
    case thrown
}

/// Events of a one-line marble diagram whose characters are one tick each, starting at
/// `start`: `-` is nothing, `|` completes, `#` fails with `TransformingTestError.upstream`, and
/// any other character is the element `values[character]`.
func transformingMarbles<T>(_ diagram: String, start: TestTime = 200, values: [Character: T]) -> [Recorded<Event<T>>] {
    var events: [Recorded<Event<T>>] = []
    for (offset, character) in diagram.enumerated() {
        let time = start + offset
        switch character {
        case "-": continue
        case "|": events.append(.completed(time))
        case "#": events.append(.error(time, TransformingTestError.upstream))
        default:
            guard let value = values[character] else {
                preconditionFailure("transformingMarbles: no value for \(character) in \(diagram)")
            }
            events.append(.next(time, value))
        }
    }
    return events
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
