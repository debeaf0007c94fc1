import StreamsTest
import XCTest

@testable import Streams

/// `SubscriptionLoop`'s transitions: who runs the loop, and whether it runs again.
final class SubscriptionLoopTests: LeakCheckingTestCase {
    func testTheFirstToEnterRunsTheLoopOnceWhenNobodyAsksMeanwhile() {
        var loop = SubscriptionLoop()
        XCTAssertTrue(loop.enter())
        XCTAssertFalse(loop.isRequested)
        XCTAssertFalse(loop.runAgain())
        XCTAssertTrue(loop.enter(), "the loop ended: the next request runs one")
    }

    func testARequestWhileTheLoopRunsIsServedByItAfterItsSubscription() {
        var loop = SubscriptionLoop()
        XCTAssertTrue(loop.enter())
        XCTAssertFalse(loop.enter(), "asked for while a subscription is made: the loop makes it next")
        XCTAssertTrue(loop.isRequested)
        XCTAssertFalse(loop.enter(), "two requests are one: one subscription follows")
        XCTAssertTrue(loop.runAgain())
        XCTAssertFalse(loop.isRequested)
        XCTAssertFalse(loop.runAgain())
    }
}
