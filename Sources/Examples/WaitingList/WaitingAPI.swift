import Foundation
import Streams

/// The waiting-list server.
public protocol WaitingAPI: Sendable {
    /// The current list.
    func fetchWaitings() -> Single<[Waiting]>
    /// Cancels a reservation; answers with the list after it.
    func cancelWaiting(id: Int) -> Single<[Waiting]>
}

/// An error the waiting-list server answers with.
public struct WaitingAPIError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// An in-memory server that answers after `latency` on `scheduler`, so tests on a
/// `TestScheduler` know exactly when each answer arrives.
public final class FakeWaitingAPI: WaitingAPI, @unchecked Sendable {
    // @unchecked Sendable: mutable state is only touched under `lock`.
    private let scheduler: SchedulerType
    private let latency: RxTimeInterval
    private let lock = NSLock()
    private var waitings: [Waiting]
    private var failures: [String] = []
    private var requests: [String] = []

    public init(waitings: [Waiting], latency: RxTimeInterval = .seconds(3), scheduler: SchedulerType) {
        self.waitings = waitings
        self.latency = latency
        self.scheduler = scheduler
    }

    /// The next request fails with `message`.
    public func failNextRequest(_ message: String) {
        lock.withLock { failures.append(message) }
    }

    /// Changes the server's list (someone joined the queue elsewhere).
    public func setWaitings(_ waitings: [Waiting]) {
        lock.withLock { self.waitings = waitings }
    }

    /// The requests received so far (`fetch`, `cancel 3`), when they were answered.
    public var answeredRequests: [String] { lock.withLock { requests } }

    public func fetchWaitings() -> Single<[Waiting]> {
        answer("fetch") { $0 }
    }

    public func cancelWaiting(id: Int) -> Single<[Waiting]> {
        answer("cancel \(id)") { list in
            list.removeAll { $0.id == id }
            return list
        }
    }

    private func answer(_ request: String, _ change: @escaping (inout [Waiting]) -> [Waiting]) -> Single<[Waiting]> {
        Observable<Int>.timer(latency, scheduler: scheduler).map { [self] _ in
            let result = lock.withLock { () -> Result<[Waiting], WaitingAPIError> in
                requests.append(request)
                if !failures.isEmpty { return .failure(WaitingAPIError(failures.removeFirst())) }
                return .success(change(&waitings))
            }
            return try result.get()
        }
        .asSingle()
    }
}
