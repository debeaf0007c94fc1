import Synchronization

/// A value behind a `Synchronization.Mutex`, for state that holds elements of any type (which
/// need not be `Sendable`, as in RxSwift). Never call out of Streams inside `withLock`.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only reached inside `withLock`, while the mutex is held.
    private let mutex = Mutex(())
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { _ in UncheckedSendable(body(&value)) }.value
    }
}
