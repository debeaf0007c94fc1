import Dispatch
import Foundation
import Streams

/// The result of running a sequence to its end: the elements, and the error when it failed
/// (a `timeout` counts as failing with `RxError.timeout`).
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`, in order.
    case completed(elements: [T])
    /// The sequence failed with `error` after sending `elements`, in order; `error` is
    /// ``/Streams/RxError/timeout`` when the timeout passed first.
    case failed(elements: [T], error: Swift.Error)
}

extension ObservableConvertibleType {
    /// Returns this sequence in a form whose operators block the calling thread until it ends
    /// (RxBlocking's API).
    ///
    /// Nothing is subscribed until one of ``BlockingObservable``'s operators is called; each call
    /// subscribes anew. Off the main thread the call waits on a semaphore. On the main thread
    /// the main run loop keeps running while it waits, so sources that deliver on
    /// `MainScheduler` do not deadlock.
    ///
    /// - Parameter timeout: How long each operator waits for the sequence to end, in seconds (a
    ///   `TimeInterval`, as in RxBlocking: `toBlocking(timeout: 2)`), counted from the operator's
    ///   call. When it passes, the subscription is disposed and the operator throws
    ///   ``/Streams/RxError/timeout`` (``BlockingObservable/materialize()`` returns it as the
    ///   failure). `nil`, the default, waits for as long as the sequence runs.
    /// - Returns: The blocking form of the sequence.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// A sequence whose operators block until it ends (or until the timeout).
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>

    /// Subscribes, waits for the sequence to end, and returns every element it sent.
    ///
    /// - Returns: The elements, in order.
    /// - Throws: The sequence's error; ``/Streams/RxError/timeout`` when the timeout given to
    ///   ``Streams/ObservableConvertibleType/toBlocking(timeout:)`` passes first.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// Subscribes and waits for the first element, then disposes the subscription.
    ///
    /// - Returns: The first element, or `nil` when the sequence completes without one.
    /// - Throws: The sequence's error; ``/Streams/RxError/timeout`` when the timeout given to
    ///   ``Streams/ObservableConvertibleType/toBlocking(timeout:)`` passes first.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// Subscribes, waits for the sequence to end, and returns the last element it sent.
    ///
    /// - Returns: The last element, or `nil` when the sequence completes without one.
    /// - Throws: The sequence's error; ``/Streams/RxError/timeout`` when the timeout given to
    ///   ``Streams/ObservableConvertibleType/toBlocking(timeout:)`` passes first.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// Subscribes, waits for the sequence to end, and returns its only element.
    ///
    /// - Returns: The one element the sequence sent.
    /// - Throws: The sequence's error; ``/Streams/RxError/timeout`` when the timeout given to
    ///   ``Streams/ObservableConvertibleType/toBlocking(timeout:)`` passes first;
    ///   ``/Streams/RxError/noElements`` when it completes without an element;
    ///   ``/Streams/RxError/moreThanOneElement`` as soon as a second element arrives (the
    ///   subscription is disposed then).
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Subscribes, waits for the sequence to end, and returns the only element that matches a
    /// predicate.
    ///
    /// - Parameter predicate: Tells whether an element counts; called on each element, on the
    ///   thread that delivers it. An error it throws ends the wait and is rethrown.
    /// - Returns: The one element that matched.
    /// - Throws: The sequence's error; ``/Streams/RxError/timeout`` when the timeout given to
    ///   ``Streams/ObservableConvertibleType/toBlocking(timeout:)`` passes first;
    ///   ``/Streams/RxError/noElements`` when it completes without a match;
    ///   ``/Streams/RxError/moreThanOneElement`` as soon as a second match arrives (the
    ///   subscription is disposed then); or the error `predicate` throws.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        guard elements.count <= 1 else { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Subscribes, waits for the sequence to end, and returns how it ended, with the elements it
    /// sent; never throws.
    ///
    /// - Returns: ``MaterializedSequenceResult/completed(elements:)``, or
    ///   ``MaterializedSequenceResult/failed(elements:error:)`` with the sequence's error or
    ///   ``/Streams/RxError/timeout``.
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
    private func materializeResult(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true })
        -> MaterializedSequenceResult<Element>
    {
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

        subscription.setDisposable(
            source.subscribe(
                AnyObserver<Element> { event in
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
            let timedOut =
                isMainThreadNow()
                ? waitRunningMainLoop(until: deadline, state: state) : waitBlocking(finished, until: deadline)
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
        guard let deadline, let wait = BlockingWait.interval(seconds: deadline.timeIntervalSinceNow) else {
            finished.wait()
            return false
        }
        return finished.wait(timeout: .now() + wait) == .timedOut
    }
}

/// A wait in seconds as a `DispatchTimeInterval`, whose count is an `Int`: 32 bits on watchOS's
/// arm64_32 and armv7k, where two seconds and a bit in nanoseconds do not fit.
enum BlockingWait {
    /// The units of `DispatchTimeInterval`, finest first.
    enum Unit: CaseIterable, Equatable {
        case nanoseconds, microseconds, milliseconds, seconds

        var perSecond: Double {
            switch self {
            case .nanoseconds: return 1e9
            case .microseconds: return 1e6
            case .milliseconds: return 1e3
            case .seconds: return 1
            }
        }
    }

    /// `seconds` (rounded up, so the wait is never shorter; none when negative) in the finest
    /// unit whose count fits in `Int`. `nil` — wait without a timeout — for a wait of 2^63
    /// nanoseconds or more (about 292 years, more than `DispatchTime` holds), one whose count
    /// fits in no unit, or one that is not a number.
    static func interval(seconds: TimeInterval) -> DispatchTimeInterval? {
        guard let (unit, count) = count(seconds: seconds, as: Int.self) else { return nil }
        switch unit {
        case .nanoseconds: return .nanoseconds(count)
        case .microseconds: return .microseconds(count)
        case .milliseconds: return .milliseconds(count)
        case .seconds: return .seconds(count)
        }
    }

    /// `seconds` in the finest unit whose count fits in `Count` (as `interval(seconds:)` does
    /// for `Int`, testable with `Int32` on any machine).
    static func count<Count: FixedWidthInteger>(seconds: TimeInterval, as _: Count.Type) -> (unit: Unit, count: Count)?
    {
        guard !seconds.isNaN, seconds * 1e9 < 0x1p63 else { return nil }
        let wait = max(0, seconds)
        for unit in Unit.allCases {
            let count = (wait * unit.perSecond).rounded(.up)
            // `Double(Count.max) + 1` is a power of two, exact in a Double: below it, the count fits.
            if count < Double(Count.max) + 1 { return (unit, Count(count)) }
        }
        return nil
    }
}

/// `true` on the process's main thread.
private func isMainThreadNow() -> Bool {
    Thread.isMainThread
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}
