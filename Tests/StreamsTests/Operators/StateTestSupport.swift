import XCTest

@testable import Streams

// The state machines' tests drive a state type's transitions directly, one by one, without
// subscribing anything: what a transition emits is read from its emitter, what it returns is
// compared with what the sink is to do.

extension DeliveryEmitter {
    /// What the transitions emitted since the last call, in order; the emitter is empty again,
    /// as after the critical section that collected them.
    mutating func emitted() -> [Delivery] {
        defer { queue.collectedCount = 0 }
        if let single = queue.single.take() { return [single] }
        var items: [Delivery] = []
        while let item = queue.pending.dequeue() { items.append(item) }
        return items
    }
}

/// The error the state machines' tests fail with.
struct StateTestError: Swift.Error, Equatable {}

/// `value` as Swift prints it (`armTimer(window: 1)`, `collecting([1, 2])`): how the tests
/// compare the states' phases and the actions, enums that are not `Equatable`.
func printed<T>(_ value: T) -> String {
    String(describing: value)
}

/// Runs `body`, which makes sinks or connections outside any subscription — as no operator
/// does — then puts this thread's subscription frame back as it was: the inspector takes a sink
/// made for the stage that what this thread subscribes next hangs below, and would draw later
/// tests' chains below it.
func madeOutsideAnySubscription<Result>(_ body: () -> Result) -> Result {
    let saved = SubscriptionFrames.current.frame
    defer { SubscriptionRegistry.restore(saved) }
    return body()
}
