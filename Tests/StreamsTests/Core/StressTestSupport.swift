import Foundation
import Streams
import XCTest

/// Runs `body(thread)` on `threads` new threads that start together (each waits at a barrier
/// until all have started, to widen the races), and waits for them all. `false` (after
/// reporting a failure) if they have not all finished within a minute — a deadlock or a
/// livelock, since the bodies take well under a second here, and several seconds on a loaded
/// machine or under ThreadSanitizer. Threads cannot be stopped, so it then waits another minute
/// for them, so that threads still running do not make the tests after this one fail.
@discardableResult
func stressOnThreads(
    _ threads: Int, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable (Int) -> Void
) -> Bool {
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
    let started = Date()
    if group.wait(timeout: .now() + 60) == .success { return true }
    let ended = group.wait(timeout: .now() + 60) == .success
    let outcome = ended ? "they finished after \(Int(Date().timeIntervalSince(started))) s" : "they still run"
    XCTFail("\(threads) threads did not finish within 60 s (deadlock or livelock): \(outcome)", file: file, line: line)
    return false
}

/// The thread counts every stress test runs at.
let stressThreadCounts = [2, 4, 8]

/// A serial and a concurrent dispatch scheduler, named for the failure messages; `label` names
/// the serial queue.
func stressDispatchSchedulers(label: String) -> [(name: String, scheduler: any SchedulerType & Sendable)] {
    [
        ("serial", SerialDispatchQueueScheduler(internalSerialQueueName: label)),
        ("concurrent", ConcurrentDispatchQueueScheduler(qos: .userInitiated)),
    ]
}

/// An atomic counter for stress tests.
final class StressCounter: Sendable {
    private let count = AtomicCell<Int>(0)

    init() {}

    @discardableResult
    func increment() -> Int { count.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue }

    @discardableResult
    func decrement() -> Int { count.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue }

    var value: Int { count.load(ordering: .sequentiallyConsistent) }
}

/// A disposable that counts how often it was disposed (it must be exactly once for the
/// disposables a container took), and whether `dispose()` ran on a given dispatch queue.
final class StressDisposable: Cancelable, Sendable {
    private let disposals = AtomicCell<Int>(0)
    private let onDispose: (@Sendable () -> Void)?

    init(onDispose: (@Sendable () -> Void)? = nil) {
        self.onDispose = onDispose
    }

    var disposeCount: Int { disposals.load(ordering: .sequentiallyConsistent) }
    var isDisposed: Bool { disposeCount > 0 }

    func dispose() {
        disposals.wrappingAdd(1, ordering: .sequentiallyConsistent)
        onDispose?()
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
    private let inFlight = AtomicCell<Int>(0)
    private let overlapCount = AtomicCell<Int>(0)
    private let afterStopCount = AtomicCell<Int>(0)
    private let disposed = AtomicCell<Bool>(false)
    private let afterDisposalCount = AtomicCell<Int>(0)
    private let onNext: ((Element) -> Void)?

    init(onNext: ((Element) -> Void)? = nil) {
        self.onNext = onNext
    }

    func on(_ event: Event<Element>) {
        if inFlight.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlapCount.wrappingAdd(1, ordering: .relaxed)
        }
        if disposed.load(ordering: .sequentiallyConsistent) { afterDisposalCount.wrappingAdd(1, ordering: .relaxed) }
        lock.lock()
        if stops > 0 { afterStopCount.wrappingAdd(1, ordering: .relaxed) }
        switch event {
        case .next(let element): elements.append(element)
        case .error, .completed: stops += 1
        }
        lock.unlock()
        if case .next(let element) = event { onNext?(element) }
        inFlight.wrappingSubtract(1, ordering: .sequentiallyConsistent)
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
    private let flag = AtomicCell<Bool>(false)

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

/// A source for stress tests that counts its subscriptions and disposals (and the most active at
/// once). When subscribed it sends `first`, if given, then completes at once
/// (`completesAtOnce`) or forwards `ticker` until disposed. With `schedulerKey`, it also counts
/// the subscriptions and disposals not made on the queue tagged with that key.
final class SourceProbe: @unchecked Sendable {
    // @unchecked Sendable: the counters are only touched under `lock`; `ticker` is a subject.
    private let lock = NSLock()
    private var active = 0
    private var maximumActive = 0
    private var subscribes = 0
    private var disposes = 0
    private var offScheduler = 0
    private let first: Int?
    private let completesAtOnce: Bool
    private let schedulerKey: DispatchSpecificKey<String>?
    let ticker = PublishSubject<Int>()

    init(first: Int? = nil, completesAtOnce: Bool = false, schedulerKey: DispatchSpecificKey<String>? = nil) {
        self.first = first
        self.completesAtOnce = completesAtOnce
        self.schedulerKey = schedulerKey
    }

    var source: Observable<Int> {
        Observable.create { [self] observer in
            count {
                $0.active += 1
                $0.subscribes += 1
                $0.maximumActive = max($0.maximumActive, $0.active)
            }
            if let first { observer.onNext(first) }
            let forwarding: Disposable
            if completesAtOnce {
                observer.onCompleted()
                forwarding = Disposables.create()
            } else {
                forwarding = ticker.subscribe(observer)
            }
            return Disposables.create { [self] in
                forwarding.dispose()
                count {
                    $0.active -= 1
                    $0.disposes += 1
                }
            }
        }
    }

    private func count(_ change: (SourceProbe) -> Void) {
        let offScheduler = schedulerKey.map { DispatchQueue.getSpecific(key: $0) == nil } ?? false
        lock.lock()
        change(self)
        if offScheduler { self.offScheduler += 1 }
        lock.unlock()
    }

    private func read(_ value: () -> Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return value()
    }

    var activeCount: Int { read { active } }
    var maximumActiveCount: Int { read { maximumActive } }
    var subscribeCount: Int { read { subscribes } }
    var disposeCount: Int { read { disposes } }
    var offSchedulerCount: Int { read { offScheduler } }
}

/// Carries a value to a test thread.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    // @unchecked Sendable: the tests hand the value over, or share a thread-safe value whose
    // static type does not say `Sendable`.
    let value: Value
    init(_ value: Value) { self.value = value }
}
