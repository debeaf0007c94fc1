import Streams

/// Carries a value across a boundary the compiler cannot see through.
// @unchecked Sendable: used only to hand a value out of a lock or to a task that is its only
// user afterwards; the value is never touched by two threads at once.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs a closure at most once, whichever thread asks first.
final class Once: @unchecked Sendable {
    // @unchecked Sendable: `action` is taken out under the mutex, so it runs exactly once.
    private let action: Locked<(() -> Void)?>

    init(_ action: @escaping () -> Void) {
        self.action = Locked(action)
    }

    var hasRun: Bool { action.withLock { $0 == nil } }

    func callAsFunction() {
        let pending = action.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        pending?()
    }
}
