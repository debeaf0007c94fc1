import Foundation
import Streams
import Synchronization
import XCTest

/// Runs `body(thread)` on `threads` new threads that start together (each waits at a barrier
/// until all have started, to widen the races), and waits for them all. `false` (after
/// reporting a failure) if they have not all finished within 10 seconds.
@discardableResult
func stressOnThreads(_ threads: Int, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    let arrived = StressCounter()
    for thread in 0..<threads {
        group.enter()
        let worker = Thread {
            arrived.increment()
            _ = spin { arrived.value >= threads }
            body(thread)
            group.leave()
        }
        worker.name = "stress-\(thread)"
        worker.start()
    }
    let finished = group.wait(timeout: .now() + 10) == .success
    if !finished { XCTFail("\(threads) threads did not finish within 10 s (deadlock or livelock)", file: file, line: line) }
    return finished
}

/// An atomic counter for stress tests.
final class StressCounter: Sendable {
    private let count = Atomic<Int>(0)

    init() {}

    @discardableResult
    func increment() -> Int { count.add(1, ordering: .sequentiallyConsistent).newValue }

    @discardableResult
    func decrement() -> Int { count.subtract(1, ordering: .sequentiallyConsistent).newValue }

    var value: Int { count.load(ordering: .sequentiallyConsistent) }
}

/// A disposable that counts how often it was disposed (it must be exactly once for the
/// disposables a container took), and whether `dispose()` ran on a given dispatch queue.
final class StressDisposable: Cancelable {
    private let disposals = Atomic<Int>(0)
    private let onDispose: (@Sendable () -> Void)?

    init(onDispose: (@Sendable () -> Void)? = nil) {
        self.onDispose = onDispose
    }

    var disposeCount: Int { disposals.load(ordering: .sequentiallyConsistent) }
    var isDisposed: Bool { disposeCount > 0 }

    func dispose() {
        disposals.add(1, ordering: .sequentiallyConsistent)
        onDispose?()
    }
}

/// Values collected from several threads under a lock.
final class StressLog<Value>: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched while `lock` is held.
    private let lock = NSLock()
    private var values: [Value] = []

    init() {}

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    func append(contentsOf newValues: [Value]) {
        lock.lock()
        values.append(contentsOf: newValues)
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return values.count
    }

    /// The value at `index`, if there is one.
    func at(_ index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return index < values.count ? values[index] : nil
    }
}

/// Observes one subscription and checks the Rx contract on what reaches it: no two deliveries
/// at once, nothing after a stop event, and — once `markDisposed()` was called right after
/// `dispose()` returned — at most one event still in flight (one delivery may have passed the
/// sink's disposed check just before; a second one started after disposal completed).
final class GrammarRecorder<Element>: @unchecked Sendable {
    // @unchecked Sendable: `elements` and `stops` are only touched under `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []
    private var stops = 0
    private let inFlight = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let afterStopCount = Atomic<Int>(0)
    private let disposed = Atomic<Bool>(false)
    private let afterDisposalCount = Atomic<Int>(0)
    private let onNext: ((Element) -> Void)?

    init(onNext: ((Element) -> Void)? = nil) {
        self.onNext = onNext
    }

    func on(_ event: Event<Element>) {
        if inFlight.add(1, ordering: .sequentiallyConsistent).newValue != 1 { overlapCount.add(1, ordering: .relaxed) }
        if disposed.load(ordering: .sequentiallyConsistent) { afterDisposalCount.add(1, ordering: .relaxed) }
        lock.lock()
        if stops > 0 { afterStopCount.add(1, ordering: .relaxed) }
        switch event {
        case .next(let element): elements.append(element)
        case .error, .completed: stops += 1
        }
        lock.unlock()
        if case .next(let element) = event { onNext?(element) }
        inFlight.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Call right after `dispose()` returned.
    func markDisposed() {
        disposed.store(true, ordering: .sequentiallyConsistent)
    }

    var received: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    var stopCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return stops
    }

    var overlaps: Int { overlapCount.load(ordering: .relaxed) }
    var eventsAfterStop: Int { afterStopCount.load(ordering: .relaxed) }
    var eventsAfterDisposal: Int { afterDisposalCount.load(ordering: .relaxed) }

    /// The contract violations seen, empty when none.
    var violations: [String] {
        var found: [String] = []
        if overlaps > 0 { found.append("\(overlaps) overlapping deliveries") }
        if eventsAfterStop > 0 { found.append("\(eventsAfterStop) events after the stop event") }
        if eventsAfterDisposal > 1 { found.append("\(eventsAfterDisposal) events after dispose() returned") }
        if stopCount > 1 { found.append("\(stopCount) stop events") }
        return found
    }
}

/// Wraps a value that is not `Sendable` (an `Observable`, as in RxSwift) to hand it to the
/// stress threads; sharing it across threads is what the tests exercise.
struct StressShared<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A flag set once and read from several threads.
final class StressFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    init() {}

    func set() { flag.store(true, ordering: .sequentiallyConsistent) }

    var isSet: Bool { flag.load(ordering: .sequentiallyConsistent) }
}

/// A value read and replaced from several threads under a lock.
final class StressBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
