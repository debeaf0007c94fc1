import CStreamsAtomics
import XCTest

@testable import Streams

/// Streams' own atomics and lock (`CStreamsAtomics`): what each operation returns and stores,
/// the layout `UnsafeAtomic` relies on, and mutual exclusion and atomicity under contention.
final class AtomicsTests: XCTestCase {
    func testEachOperationReturnsAndStoresWhatItsNameSays() {
        let cell = AtomicCell(10)
        XCTAssertEqual(cell.load(ordering: .relaxed), 10)
        cell.store(12, ordering: .releasing)
        XCTAssertEqual(cell.load(ordering: .acquiring), 12)
        XCTAssertEqual(cell.exchange(20, ordering: .acquiringAndReleasing), 12)
        XCTAssertTrue(cell.wrappingAdd(5, ordering: .relaxed) == (oldValue: 20, newValue: 25))
        XCTAssertTrue(cell.wrappingSubtract(30, ordering: .sequentiallyConsistent) == (oldValue: 25, newValue: -5))
        XCTAssertTrue(cell.bitwiseOr(0b110, ordering: .releasing) == (oldValue: -5, newValue: -5 | 0b110))
        XCTAssertTrue(cell.bitwiseAnd(0b011, ordering: .acquiring) == (oldValue: -1, newValue: 0b011))
        XCTAssertTrue(
            cell.compareExchange(expected: 4, desired: 9, ordering: .acquiringAndReleasing) == (
                exchanged: false, original: 3
            ))
        XCTAssertEqual(cell.load(ordering: .sequentiallyConsistent), 3)
        XCTAssertTrue(
            cell.compareExchange(expected: 3, desired: 9, ordering: .relaxed) == (exchanged: true, original: 3))
        XCTAssertEqual(cell.load(ordering: .relaxed), 9)
    }

    func testEveryOrderingReachesTheSameOperation() {
        let loads: [AtomicLoadOrdering] = [.relaxed, .acquiring, .sequentiallyConsistent]
        let stores: [AtomicStoreOrdering] = [.relaxed, .releasing, .sequentiallyConsistent]
        let updates: [AtomicUpdateOrdering] = [
            .relaxed, .acquiring, .releasing, .acquiringAndReleasing, .sequentiallyConsistent,
        ]
        let byte = AtomicCell<UInt8>(0)
        for (index, ordering) in stores.enumerated() {
            byte.store(UInt8(index + 1), ordering: ordering)
            for load in loads { XCTAssertEqual(byte.load(ordering: load), UInt8(index + 1)) }
        }
        for ordering in updates {
            byte.store(0b0001, ordering: .relaxed)
            XCTAssertEqual(byte.exchange(0b0011, ordering: ordering), 0b0001)
            XCTAssertEqual(byte.wrappingAdd(1, ordering: ordering).oldValue, 0b0011)
            XCTAssertEqual(byte.bitwiseOr(0b1000, ordering: ordering).newValue, 0b1100)
            XCTAssertEqual(byte.bitwiseAnd(0b0100, ordering: ordering).newValue, 0b0100)
            XCTAssertTrue(byte.compareExchange(expected: 0b0100, desired: 0, ordering: ordering).exchanged)
            XCTAssertFalse(byte.compareExchange(expected: 0b0100, desired: 1, ordering: ordering).exchanged)
            XCTAssertEqual(byte.load(ordering: .relaxed), 0)
        }
    }

    func testUnsignedAndBooleanWordsKeepTheirValues() {
        let unsigned = AtomicCell<UInt>(.max)
        XCTAssertEqual(unsigned.wrappingAdd(2, ordering: .relaxed).newValue, 1)
        XCTAssertEqual(unsigned.exchange(.max - 1, ordering: .relaxed), 1)
        XCTAssertEqual(unsigned.load(ordering: .relaxed), .max - 1)
        let flag = AtomicCell(false)
        XCTAssertFalse(flag.exchange(true, ordering: .acquiringAndReleasing))
        XCTAssertTrue(flag.load(ordering: .acquiring))
        XCTAssertTrue(
            flag.compareExchange(expected: true, desired: false, ordering: .relaxed) == (
                exchanged: true, original: true
            ))
        flag.store(true, ordering: .releasing)
        XCTAssertTrue(flag.load(ordering: .relaxed))
    }

    func testALifecyclesWordsAreWhereItsAtomicsLookForThem() {
        XCTAssertEqual(MemoryLayout<LifecycleAtomics>.offset(of: \.flags), LifecycleAtomics.flagsOffset)
        XCTAssertEqual(MemoryLayout<LifecycleAtomics>.offset(of: \.gate), LifecycleAtomics.gateOffset)
        #if DEBUG
        XCTAssertEqual(
            MemoryLayout<LifecycleAtomics>.offset(of: \.deliveringThread), LifecycleAtomics.deliveringThreadOffset)
        #endif
    }

    func testEachDisposalFlagIsABitOfItsOwn() {
        let flags: [DisposalFlags.Flag] = [.disposed, .attached, .assigned, .replaying, .stopped, .latest]
        XCTAssertTrue(flags.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        XCTAssertEqual(flags.reduce(0) { $0 | $1.rawValue }.nonzeroBitCount, flags.count)
    }

    func testTheProcessWideWordsAreDistinct() {
        let words: [ProcessWord] = [
            .subscriptionRegistrySwitches, .subscriptionRegistryLastID, .resourcesTotal, .recordsCallStack,
            .mainThreadIdentifier,
        ]
        let addresses = Set(words.map { UnsafeAtomic<Int>($0).address })
        XCTAssertEqual(addresses.count, words.count)
        XCTAssertLessThanOrEqual(words.map(\.rawValue).max()!, Int32(STREAMS_PROCESS_WORD_COUNT) - 1)
    }

    func testAdditionsFromManyThreadsAreNeverLost() {
        for threads in [2, 4, 8] {
            let counter = AtomicCell(0)
            stressOnThreads(threads) { _ in
                for _ in 0..<20_000 { counter.wrappingAdd(1, ordering: .relaxed) }
            }
            XCTAssertEqual(counter.load(ordering: .relaxed), threads * 20_000, "\(threads) threads")
        }
    }

    func testTheLockLetsOneThreadInAtATimeUnderContention() {
        for threads in [2, 4, 8] {
            // A plain, non-atomic read-modify-write of two fields: lost updates or a torn pair
            // would show if two threads were ever inside at once.
            let state = Locked((count: 0, check: 0))
            let inside = AtomicCell(0)
            let overlaps = AtomicCell(0)
            stressOnThreads(threads) { _ in
                for _ in 0..<5_000 {
                    state.withLock { state in
                        if inside.wrappingAdd(1, ordering: .relaxed).oldValue != 0 {
                            overlaps.wrappingAdd(1, ordering: .relaxed)
                        }
                        state.count += 1
                        state.check = state.count * 2
                        inside.wrappingSubtract(1, ordering: .relaxed)
                    }
                }
            }
            let final = state.value
            XCTAssertEqual(final.count, threads * 5_000, "\(threads) threads")
            XCTAssertEqual(final.check, final.count * 2)
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "\(threads) threads")
        }
    }
}
