import Foundation
import Streams
import XCTest

/// An `XCTestCase` that fails a test which leaves subscription objects alive: it reads
/// `Resources.total` before each test and expects it back there after (waiting up to a second
/// for work still in flight on dispatch queues). Meaningful in debug builds, where
/// `Resources` counts.
open class LeakCheckingTestCase: XCTestCase {
    private var baseline: Int32 = 0

    override open func setUp() {
        super.setUp()
        baseline = Resources.total
    }

    override open func tearDown() {
        let deadline = Date().addingTimeInterval(1)
        while Resources.total != baseline && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(Resources.total, baseline, "\(name) leaked \(Resources.total - baseline) subscription object(s)")
        super.tearDown()
    }
}
