import Dispatch
import Foundation
import Streams

/// The result of running a sequence to its end: the elements, and the error when it failed
/// (a `timeout` counts as failing with `RxError.timeout`).
public enum MaterializedSequenceResult<T> {
    case completed(elements: [T])
    case failed(elements: [T], error: Swift.Error)
}

extension ObservableConvertibleType {
    /// Blocks the calling thread on this sequence (RxBlocking's API). On the main thread the
    /// main run loop keeps running while waiting, so sources that deliver on `MainScheduler`
    /// do not deadlock. After `timeout` seconds, waiting stops with `RxError.timeout`
    /// (a `TimeInterval`, as in RxBlocking: `toBlocking(timeout: 2)`).
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// A sequence whose operators block until it ends (or until the timeout).
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>

    /// Every element; rethrows the sequence's error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// The first element (then disposes the subscription), or `nil` for an empty sequence.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// The last element, or `nil` for an empty sequence.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// The only element; `RxError.noElements` when empty, `RxError.moreThanOneElement` as soon
    /// as a second one arrives.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element matching `predicate`; errors as `single()`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        guard elements.count <= 1 else { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// How the sequence ended, with the elements it sent; never throws.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    private struct Collected {
        var elements: [Element] = []
        var error: Swift.Error?
        var isDone = false
    }

    /// Subscribes, collects up to `max` elements that pass `predicate`, and waits for the end.
    private func materializeResult(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }) -> MaterializedSequenceResult<Element> {
        let state = Locked(Collected())
        let finished = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }

        /// Marks the wait as over; only the first call counts.
        func finish(_ update: (inout Collected) -> Void) {
            let first = state.withLock { collected -> Bool in
                guard !collected.isDone else { return false }
                update(&collected)
                collected.isDone = true
                return true
            }
            if first {
                subscription.dispose()
                finished.signal()
            }
        }

        subscription.setDisposable(source.subscribe(AnyObserver<Element> { event in
            guard !state.value.isDone else { return }
            switch event {
            case .next(let element):
                let accepted: Bool
                do {
                    accepted = try predicate(element)
                } catch {
                    finish { $0.error = error }
                    return
                }
                guard accepted else { return }
                let reachedMax = state.withLock { collected -> Bool in
                    guard !collected.isDone else { return false }
                    collected.elements.append(element)
                    return max.map { collected.elements.count >= $0 } ?? false
                }
                if reachedMax { finish { _ in } }
            case .error(let error):
                finish { $0.error = error }
            case .completed:
                finish { _ in }
            }
        }))

        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if !state.value.isDone {
            let timedOut = isMainThreadNow() ? waitRunningMainLoop(until: deadline, state: state) : waitBlocking(finished, until: deadline)
            if timedOut {
                finish { $0.error = RxError.timeout }
            }
        }
        let collected = state.value
        if let error = collected.error {
            return .failed(elements: collected.elements, error: error)
        }
        return .completed(elements: collected.elements)
    }

    /// Runs the current (main) run loop in short slices so main-queue work keeps flowing;
    /// `true` when the deadline passed first.
    private func waitRunningMainLoop(until deadline: Date?, state: Locked<Collected>) -> Bool {
        while !state.value.isDone {
            if let deadline, Date() >= deadline { return true }
            var slice = Date().addingTimeInterval(0.005)
            if let deadline, deadline < slice { slice = deadline }
            // `false` means the loop had nothing to wait on and returned at once: do not spin.
            if !RunLoop.current.run(mode: .default, before: slice) {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        return false
    }

    /// Waits on the semaphore; `true` when the deadline passed first.
    private func waitBlocking(_ finished: DispatchSemaphore, until deadline: Date?) -> Bool {
        guard let deadline else {
            finished.wait()
            return false
        }
        let nanoseconds = max(0, deadline.timeIntervalSinceNow) * 1_000_000_000
        return finished.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .timedOut
    }
}

/// `true` on the process's main thread.
private func isMainThreadNow() -> Bool {
    Thread.isMainThread
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}
