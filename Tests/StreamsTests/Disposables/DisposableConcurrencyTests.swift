import Foundation
import Streams
import StreamsTest
import XCTest

/// The disposables used from several threads at once (2, 4 and 8 threads): whatever the
/// interleaving, every disposable handed to a container is disposed exactly once, and none is
/// left alive once the container is disposed.
final class DisposableConcurrencyTests: LeakCheckingTestCase {

    /// The disposables in `all` not disposed exactly once, described for a failure message.
    private func wronglyDisposed(_ all: [StressDisposable]) -> String? {
        let never = all.filter { $0.disposeCount == 0 }.count
        let twice = all.filter { $0.disposeCount > 1 }.count
        return never == 0 && twice == 0
            ? nil : "\(never) never disposed, \(twice) disposed more than once (of \(all.count))"
    }

    // MARK: - SerialDisposable

    /// Every thread keeps replacing `disposable`; one of them disposes the serial disposable
    /// midway. Catches: a replaced disposable lost or disposed twice when two setters race (the
    /// previous one read and replaced in separate steps), and one assigned while `dispose()`
    /// runs that is kept alive instead of being disposed at once.
    func testSerialDisposableDisposesEveryAssignedDisposableExactlyOnce() {
        for threads in stressThreadCounts {
            for _ in 0..<20 {
                let serial = SerialDisposable()
                let assigned = SharedLog<StressDisposable>()
                let perThread = 200
                stressOnThreads(threads) { thread in
                    var mine: [StressDisposable] = []
                    for index in 0..<perThread {
                        let disposable = StressDisposable()
                        mine.append(disposable)
                        serial.disposable = disposable
                        if thread == 0 && index == perThread / 2 { serial.dispose() }
                    }
                    assigned.append(contentsOf: mine)
                }
                XCTAssertTrue(serial.isDisposed)
                XCTAssertNil(wronglyDisposed(assigned.all), "\(threads) threads")
                // Assigned after the end: disposed at once.
                let late = StressDisposable()
                serial.disposable = late
                XCTAssertEqual(late.disposeCount, 1)
            }
        }
    }

    /// Several threads call `dispose()` while others assign. Catches a current disposable
    /// disposed by two concurrent `dispose()` calls.
    func testSerialDisposableDisposedFromSeveralThreadsAtOnce() {
        for threads in stressThreadCounts {
            for _ in 0..<50 {
                let serial = SerialDisposable()
                let assigned = SharedLog<StressDisposable>()
                stressOnThreads(threads) { thread in
                    if thread % 2 == 0 {
                        serial.dispose()
                    } else {
                        for _ in 0..<20 {
                            let disposable = StressDisposable()
                            assigned.append(disposable)
                            serial.disposable = disposable
                        }
                    }
                }
                XCTAssertNil(wronglyDisposed(assigned.all), "\(threads) threads")
            }
        }
    }

    // MARK: - CompositeDisposable

    /// Threads insert disposables and remove about half of theirs; one disposes the group
    /// midway. Catches: a disposable inserted while the group is disposed that stays alive (an
    /// insert that succeeds into a group already emptied), one disposed both by `remove(for:)`
    /// and by `dispose()`, keys handed out twice.
    func testCompositeDisposableInsertRemoveAndDisposeRace() {
        for threads in stressThreadCounts {
            for _ in 0..<20 {
                let composite = CompositeDisposable()
                let inserted = SharedLog<StressDisposable>()
                let duplicateKeys = StressCounter()
                let perThread = 200
                stressOnThreads(threads) { thread in
                    var mine: [StressDisposable] = []
                    var keys = Set<CompositeDisposable.DisposeKey>()
                    for index in 0..<perThread {
                        let disposable = StressDisposable()
                        mine.append(disposable)
                        if let key = composite.insert(disposable) {
                            if !keys.insert(key).inserted { duplicateKeys.increment() }
                            if index % 2 == 0 { composite.remove(for: key) }
                        } else if disposable.disposeCount != 1 {
                            // Refused by a disposed group: it must have been disposed at once.
                            duplicateKeys.increment()
                        }
                        if thread == 0 && index == perThread / 2 { composite.dispose() }
                    }
                    inserted.append(contentsOf: mine)
                }
                XCTAssertEqual(
                    duplicateKeys.value, 0, "\(threads) threads: duplicate keys or a refused disposable left alive")
                XCTAssertNil(wronglyDisposed(inserted.all), "\(threads) threads")
                XCTAssertTrue(composite.isDisposed)
                XCTAssertEqual(composite.count, 0)
            }
        }
    }

    /// Without disposal: concurrent inserts and removes keep an exact count, and disposing at
    /// the end disposes each remaining one once. Catches lost updates of the dictionary or the
    /// key counter (two disposables under one key: one of them never disposed).
    func testCompositeDisposableKeepsCountUnderConcurrentInsertAndRemove() {
        for threads in stressThreadCounts {
            let composite = CompositeDisposable()
            let inserted = SharedLog<StressDisposable>()
            let perThread = 500
            stressOnThreads(threads) { _ in
                var mine: [StressDisposable] = []
                for index in 0..<perThread {
                    let disposable = StressDisposable()
                    mine.append(disposable)
                    let key = composite.insert(disposable)
                    if index % 3 == 0, let key { composite.remove(for: key) }
                }
                inserted.append(contentsOf: mine)
            }
            let removed = inserted.all.filter { $0.disposeCount == 1 }.count
            XCTAssertEqual(removed, threads * ((perThread + 2) / 3), "\(threads) threads")
            XCTAssertEqual(composite.count, threads * perThread - removed, "\(threads) threads")
            stressOnThreads(threads) { _ in composite.dispose() }
            XCTAssertNil(wronglyDisposed(inserted.all), "\(threads) threads")
        }
    }

    // MARK: - DisposeBag

    /// Threads insert into whichever bag is current while one of them keeps replacing it
    /// (`bag = DisposeBag()`, the idiom for disposing early), so bags are deallocated while
    /// others insert into them. Catches a disposable inserted into a bag being deallocated that
    /// is never disposed, or disposed twice.
    func testDisposeBagReplacedWhileOthersInsert() {
        for threads in stressThreadCounts {
            let current = StressBox(DisposeBag())
            let inserted = SharedLog<StressDisposable>()
            stressOnThreads(threads) { thread in
                var mine: [StressDisposable] = []
                for index in 0..<500 {
                    if thread == 0 && index % 10 == 0 {
                        // The old bag is released outside the lock, maybe while others still use it.
                        let old = current.withLock { bag in
                            let old = bag
                            bag = DisposeBag()
                            return old
                        }
                        _ = old
                    }
                    let bag = current.withLock { $0 }
                    let disposable = StressDisposable()
                    mine.append(disposable)
                    bag.insert(disposable)
                }
                inserted.append(contentsOf: mine)
            }
            current.withLock { $0 = DisposeBag() }
            XCTAssertNil(wronglyDisposed(inserted.all), "\(threads) threads")
        }
    }

    /// Threads fill one bag, each holding a reference; the last one to let go (the test or an
    /// exiting thread) runs its `deinit`. Catches inserts lost by concurrent appends (never
    /// disposed).
    func testDisposeBagFilledFromSeveralThreadsDisposesEverythingOnce() {
        for threads in stressThreadCounts {
            let inserted = SharedLog<StressDisposable>()
            do {
                let bag = DisposeBag()
                stressOnThreads(threads) { _ in
                    var mine: [StressDisposable] = []
                    for index in 0..<500 {
                        let disposable = StressDisposable()
                        mine.append(disposable)
                        if index % 2 == 0 {
                            bag.insert(disposable)
                        } else {
                            disposable.disposed(by: bag)
                        }
                    }
                    inserted.append(contentsOf: mine)
                }
                XCTAssertEqual(
                    inserted.all.filter { $0.disposeCount > 0 }.count, 0,
                    "\(threads) threads: disposed before the bag went away")
            }
            // The threads' closures let go of the bag as the threads exit, maybe after this.
            XCTAssertTrue(
                spin { inserted.all.allSatisfy { $0.disposeCount > 0 } },
                "\(threads) threads: the bag was never deallocated")
            XCTAssertNil(wronglyDisposed(inserted.all), "\(threads) threads")
        }
    }

    // MARK: - RefCountDisposable

    /// Threads keep taking and releasing references while one disposes the primary. The
    /// underlying disposable must be disposed exactly once, only after the primary, and never
    /// while a reference taken successfully is still held. Catches: the underlying disposed
    /// twice (primary and last release both seeing a zero count), disposed while a reference
    /// is held, a reference handed out after the underlying was disposed, or never disposed.
    func testRefCountDisposableRetainReleaseAndDisposeRace() {
        for threads in stressThreadCounts {
            for _ in 0..<50 {
                let held = StressCounter()
                let primaryDisposed = StressFlag()
                let earlyDisposals = StressCounter()
                let underlying = StressDisposable { [held] in
                    if held.value != 0 { earlyDisposals.increment() }
                }
                // Checked inside `onDispose`, after the fact: disposed before the primary was.
                let beforePrimary = StressCounter()
                let refCount = RefCountDisposable(
                    disposable: Disposables.create { [underlying] in
                        if !primaryDisposed.isSet { beforePrimary.increment() }
                        underlying.dispose()
                    })
                let handedOutDead = StressCounter()
                stressOnThreads(threads) { thread in
                    for index in 0..<200 {
                        if thread == 0 && index == 100 {
                            primaryDisposed.set()
                            refCount.dispose()
                        }
                        let reference = refCount.retain()
                        // A live reference is an AnonymousDisposable; a refused one does nothing.
                        let live = !(reference is NopDisposable)
                        if live {
                            held.increment()
                            if underlying.isDisposed { handedOutDead.increment() }
                            held.decrement()
                        }
                        reference.dispose()
                    }
                }
                XCTAssertEqual(underlying.disposeCount, 1, "\(threads) threads")
                XCTAssertEqual(beforePrimary.value, 0, "\(threads) threads: underlying disposed before the primary")
                XCTAssertEqual(
                    earlyDisposals.value, 0, "\(threads) threads: underlying disposed while a reference was held")
                XCTAssertEqual(handedOutDead.value, 0, "\(threads) threads: a live reference to a disposed underlying")
                XCTAssertTrue(refCount.isDisposed)
            }
        }
    }

    /// References taken before the primary is disposed, then released from several threads at
    /// once with the primary disposed among them. Catches a lost decrement (never disposed) or
    /// a double disposal.
    func testRefCountDisposableReleasedFromSeveralThreadsDisposesOnce() {
        for threads in stressThreadCounts {
            for _ in 0..<50 {
                let underlying = StressDisposable()
                let refCount = RefCountDisposable(disposable: underlying)
                let references = (0..<(threads * 20)).map { _ in StressShared(refCount.retain()) }
                stressOnThreads(threads) { thread in
                    if thread == threads - 1 { refCount.dispose() }
                    for index in stride(from: thread, to: references.count, by: threads) {
                        references[index].value.dispose()
                        // Disposing a reference twice must not release twice.
                        references[index].value.dispose()
                    }
                }
                XCTAssertEqual(underlying.disposeCount, 1, "\(threads) threads")
            }
        }
    }

    // MARK: - SingleAssignmentDisposable

    /// One thread assigns each of many disposables while the others dispose them. Catches the
    /// assigned disposable left alive when `setDisposable` and `dispose()` cross (each thinking
    /// the other will dispose it), or disposed twice (both disposing it).
    func testSingleAssignmentDisposableSetAndDisposeRace() {
        for threads in stressThreadCounts {
            for _ in 0..<10 {
                let count = 2_000
                let holders = (0..<count).map { _ in SingleAssignmentDisposable() }
                let assigned = (0..<count).map { _ in StressDisposable() }
                let setSoFar = StressCounter()
                stressOnThreads(threads) { thread in
                    if thread == 0 {
                        for index in 0..<count {
                            holders[index].setDisposable(assigned[index])
                            setSoFar.increment()
                        }
                    } else {
                        // Keep pace with the setter: dispose each one just as it is being assigned
                        // (disposing is faster; running ahead would only test disposal before assignment).
                        for index in 0..<count {
                            if index % threads == thread % threads { _ = spin { setSoFar.value >= index } }
                            holders[index].dispose()
                        }
                    }
                }
                XCTAssertNil(wronglyDisposed(assigned), "\(threads) threads")
                XCTAssertEqual(holders.filter { !$0.isDisposed }.count, 0, "\(threads) threads")
            }
        }
    }

    // MARK: - BooleanDisposable, Disposables.create

    /// Disposed on one thread while others wait to see it. Catches a flag never published to
    /// other threads (they would spin to the deadline).
    func testBooleanDisposableIsSeenDisposedByEveryThread() {
        for threads in stressThreadCounts {
            for _ in 0..<50 {
                let boolean = BooleanDisposable()
                let unseen = StressCounter()
                stressOnThreads(threads) { thread in
                    if thread == 0 {
                        boolean.dispose()
                    } else if !spin(until: { boolean.isDisposed }) {
                        unseen.increment()
                    }
                }
                XCTAssertEqual(unseen.value, 0, "\(threads) threads")
            }
        }
    }

    /// `Disposables.create(with:)`, `create(_:_:)` (the binary disposable) and the composite
    /// from `create(_:_:_:)`, disposed from every thread at once. Catches an action run twice.
    func testCreatedDisposablesRunOnceWhenDisposedFromSeveralThreads() {
        for threads in stressThreadCounts {
            for _ in 0..<100 {
                let runs = StressCounter()
                let parts = (0..<5).map { _ in StressDisposable() }
                // `Disposables.create` returns `Cancelable`, which is not `Sendable` (as in RxSwift);
                // what it makes is Streams' own, and disposing it from any thread is what is tested.
                let created = UncheckedSendableBox(
                    (
                        anonymous: Disposables.create { runs.increment() },
                        binary: Disposables.create(parts[0], parts[1]),
                        composite: Disposables.create(parts[2], parts[3], parts[4])
                    ))
                stressOnThreads(threads) { _ in
                    created.value.anonymous.dispose()
                    created.value.binary.dispose()
                    created.value.composite.dispose()
                }
                XCTAssertEqual(runs.value, 1, "\(threads) threads")
                XCTAssertNil(wronglyDisposed(parts), "\(threads) threads")
                XCTAssertTrue(
                    created.value.anonymous.isDisposed && created.value.binary.isDisposed
                        && created.value.composite.isDisposed)
            }
        }
    }
}
