import Synchronization

/// A value behind a mutex, for the test doubles' logs. It holds elements of any type, so the
/// value is kept beside a `Mutex<Void>` rather than inside it.
final class LockedValue<Value>: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only reached while `mutex` is held.
    private let mutex = Mutex(())
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value { withLock { $0 } }

    @discardableResult
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { _ in Box(body(&stored)) }.value
    }

    private struct Box<T>: @unchecked Sendable {
        // @unchecked Sendable: carries the result out of the critical section to the caller's thread.
        let value: T
        init(_ value: T) { self.value = value }
    }
}
