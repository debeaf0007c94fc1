import Streams
import StreamsTest
import XCTest

final class RecordedTests: XCTestCase {
    func testSubscriptionDescription() {
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}
