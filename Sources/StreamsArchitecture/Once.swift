import Streams

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
