/// The debug-build check that `drive` is called on the main thread.
///
/// A `Driver` replays its latest element during the subscription, on the subscribing
/// thread, so driving from a background thread would hand that element to UI code off the
/// main thread. RxCocoa stops the program there; Streams does the same in debug builds (on
/// Linux too), through a handler tests can replace to observe the report without crashing.
///
/// Inside `SharingScheduler.mock` the check is off: the traits deliver on the test scheduler
/// there, and test runners such as Swift Testing run tests off the main thread.
@usableFromInline
enum MainThreadCheck {
    typealias Handler = @Sendable (_ message: String) -> Void

    private static let handler = Locked<Handler?>(nil)

    /// Replaces the report (a `preconditionFailure`) for the duration of `body`; tests only.
    static func withHandler<Result>(_ replacement: @escaping Handler, _ body: () throws -> Result) rethrows -> Result {
        let previous = handler.withLock { current -> Handler? in
            defer { current = replacement }
            return current
        }
        defer { handler.withLock { $0 = previous } }
        return try body()
    }

    /// Reports, in debug builds, a call of `method` from a background thread.
    @usableFromInline
    static func ensureMainThread(calling method: String) {
        #if DEBUG
        guard !isMainThreadOrQueue(), !SharingScheduler.isMocked else { return }
        let message =
            "`\(method)` was called from a background thread. Driver's `drive*` methods must be called from the main thread, so that the element a Driver replays on subscription is delivered on the main thread too."
        if let report = handler.value {
            report(message)
        } else {
            // diagnostic: drive-off-main-thread
            preconditionFailure(message)
        }
        #endif
    }
}
