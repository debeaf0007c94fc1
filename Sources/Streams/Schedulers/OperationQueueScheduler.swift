import Foundation

/// Runs work as operations on an `OperationQueue`, with a given queue priority.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: both properties are immutable; OperationQueue is thread-safe.
    /// The queue the work runs on.
    public let operationQueue: OperationQueue
    /// The priority of the operations it adds.
    public let queuePriority: Operation.QueuePriority

    /// Schedules on `operationQueue` with `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

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
