import Streams

// The test doubles keep their logs in the package's one lock, `Locked`.
extension Locked {
    /// A copy of the value, read under the lock.
    var value: Value { withLock { $0 } }
}
