/// The timer a sink armed last — for its current buffer, window or drain — kept in the sink's
/// locked state, so that a timer armed for an older one can never replace it: arming happens
/// after the lock, and a thread that armed an older timer may store it after a newer one was
/// stored. Used by `buffer(timeSpan:count:scheduler:)`, `window(timeSpan:count:scheduler:)` and
/// `delay(_:scheduler:)`.
struct LatestTimer {
    private var current: Disposable?
    private var isDisposed = false

    /// Under the lock: keeps `timer`, armed for number `armedFor`, if that is still the `latest`
    /// number. Returns what the caller must dispose after the lock: the timer it replaces, or
    /// `timer` itself when it came too late.
    mutating func install(_ timer: Disposable, armedFor: Int, latest: Int) -> Disposable? {
        if isDisposed || armedFor != latest { return timer }
        defer { current = timer }
        return current
    }

    /// Under the lock: stops the timers for good. Returns what to dispose after the lock.
    mutating func dispose() -> Disposable? {
        isDisposed = true
        defer { current = nil }
        return current
    }
}
