import Streams
import StreamsTest
import XCTest

final class ResourcesTests: LeakCheckingTestCase {
    func testSubjectSubscriptionIsCountedUntilDisposed() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline = Resources.total
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, baseline + 1)
        subscription.dispose()
        XCTAssertEqual(Resources.total, baseline)
    }

    func testOperatorChainIsCountedUntilItCompletes() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline = Resources.total
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe()
        XCTAssertGreaterThan(Resources.total, baseline)
        subject.onCompleted()
        XCTAssertEqual(Resources.total, baseline, "a stop event releases the whole chain")
        subscription.dispose()
        XCTAssertEqual(Resources.total, baseline)
    }

    func testYourOwnResourcesCountWithTheRxSwiftSpellings() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline: Int32 = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), baseline + 1)
        XCTAssertEqual(Resources.total, baseline + 1)
        XCTAssertEqual(Resources.decrementTotal(), baseline)
        XCTAssertEqual(Resources.total, baseline)
    }

    func testPendingVirtualTimeWorkIsCountedUntilItRuns() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline = Resources.total
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(10) {}
        XCTAssertEqual(Resources.total, baseline + 1)
        scheduler.start()
        XCTAssertEqual(Resources.total, baseline)
    }
}
