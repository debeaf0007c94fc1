import Foundation

/// Runs work as operations on an `OperationQueue`, with a given queue priority.
///
/// The queue's `maxConcurrentOperationCount` decides whether actions may run at the same time.
/// It has no clock (it is an ``ImmediateSchedulerType``), so the time-based operators cannot use
/// it.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: both properties are immutable; OperationQueue is thread-safe.
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority of the operations it adds.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler that adds its work to `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue the operations are added to, which runs them on the threads
    ///     it chooses (the main thread for `OperationQueue.main`).
    ///   - queuePriority: The priority of each operation, which orders it among the queue's
    ///     ready operations.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` to ``operationQueue``, with ``queuePriority``.
    ///
    /// - Parameters:
    ///   - state: The value `action` is called with.
    ///   - action: The work, called once by the operation, on the queue's thread.
    /// - Returns: A ``Disposable`` that cancels `action` if it has not started yet (the operation
    ///   stays on the queue and does nothing when it runs), and disposes what `action` returned
    ///   once it has run.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let operation = BlockOperation {
            guard !cancel.isDisposed else { return }
            let (state, action) = work.value
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
