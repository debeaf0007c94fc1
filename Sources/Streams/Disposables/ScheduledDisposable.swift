/// Disposes its disposable on a given scheduler (used by ``ObservableType/subscribe(on:)``).
public final class ScheduledDisposable: Cancelable, Sendable {
    /// The scheduler the disposal runs on.
    public var scheduler: ImmediateSchedulerType { sendableScheduler.value }
    private let sendableScheduler: UncheckedSendable<ImmediateSchedulerType>
    private let disposable: Locked<Disposable?>

    /// Disposes `disposable` on `scheduler` when disposed.
    ///
    /// - Parameters:
    ///   - scheduler: Where `disposable` is disposed.
    ///   - disposable: Disposed by an action scheduled on `scheduler` at the first
    ///     ``ScheduledDisposable/dispose()``.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        sendableScheduler = UncheckedSendable(scheduler)
        self.disposable = Locked(disposable)
    }

    public var isDisposed: Bool { disposable.withLock { $0 == nil } }

    public func dispose() {
        let taken = disposable.withLock { disposable -> Disposable? in
            defer { disposable = nil }
            return disposable
        }
        guard let taken else { return }
        _ = scheduler.schedule(()) { _ in
            taken.dispose()
            return Disposables.create()
        }
    }
}
