import Foundation
import XCTest

@testable import StreamsTest

/// `toBlocking(timeout:)`'s wait, converted for `DispatchTime` without overflowing `Int` — which
/// has 32 bits on watchOS's arm64_32 and armv7k, where a timeout over about 2.1 s in nanoseconds
/// does not fit. The conversion takes the integer type, so the 32-bit bounds are tested here.
final class BlockingWaitTests: XCTestCase {
    private func count32(_ seconds: TimeInterval) -> (BlockingWait.Unit, Int32)? {
        BlockingWait.count(seconds: seconds, as: Int32.self).map { ($0.unit, $0.count) }
    }

    func testOn32BitIntEachWaitTakesTheFinestUnitWhoseCountFits() throws {
        let cases: [(TimeInterval, BlockingWait.Unit, Int32)] = [
            (0, .nanoseconds, 0),
            (-5, .nanoseconds, 0),
            (1e-10, .nanoseconds, 1),  // rounded up: never shorter than asked
            (2, .nanoseconds, 2_000_000_000),
            (2.5, .microseconds, 2_500_000),
            (2_147.48, .microseconds, 2_147_480_000),
            (2_148, .milliseconds, 2_148_000),
            (2_147_483, .milliseconds, 2_147_483_000),
            (2_147_484, .seconds, 2_147_484),
            (TimeInterval(Int32.max), .seconds, .max),
        ]
        for (seconds, unit, count) in cases {
            let converted = try XCTUnwrap(count32(seconds), "\(seconds) s")
            XCTAssertEqual(converted.0, unit, "\(seconds) s")
            XCTAssertEqual(converted.1, count, "\(seconds) s")
        }
        // Past Int32.max seconds (68 years) no unit fits: the wait has no timeout.
        XCTAssertNil(count32(TimeInterval(Int32.max) + 1))
        XCTAssertNil(count32(.infinity))
        XCTAssertNil(count32(.nan))
    }

    func testOn64BitIntNanosecondsFitUpToWhatDispatchTimeHolds() {
        let nine = BlockingWait.count(seconds: 9e9, as: Int64.self)
        XCTAssertEqual(nine?.unit, .nanoseconds)
        XCTAssertEqual(nine?.count, 9_000_000_000_000_000_000)
        XCTAssertNil(BlockingWait.count(seconds: 1e10, as: Int64.self))
        XCTAssertEqual(BlockingWait.interval(seconds: 3), .nanoseconds(3_000_000_000))
        XCTAssertNil(BlockingWait.interval(seconds: .greatestFiniteMagnitude))
    }
}
