/// Work waiting in a scheduler's queue (the trampoline, the virtual clock); disposing it before
/// it runs cancels it.
@usableFromInline
final class ScheduledItem: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `action` is read and cleared only by the one thread that runs the
    // queue; disposal from other threads goes through the thread-safe `result`.
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
        Resources.increment()
        SubscriptionRegistry.scheduledWorkBegan(self)
    }

    deinit {
        Resources.decrement()
        SubscriptionRegistry.ended(self)
    }

    @usableFromInline
    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        guard let action, !result.isDisposed else { return }
        self.action = nil
        result.setDisposable(action())
    }

    @usableFromInline
    func dispose() { result.dispose() }
}
