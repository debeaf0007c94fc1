import Examples
import Foundation
import Streams
import StreamsInspector
import StreamsTest
import XCTest

/// The example screens, as the Playground runs them, leave no live subscription once they quit:
/// each is driven through its scripted commands, checked to have live chains while it runs, and
/// checked to have none after `q`.
final class ScreensLeaveNothingTests: LeakCheckingTestCase {
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ScreensLeaveNothingTests-\(UUID().uuidString)")
        XCTAssertNoThrow(try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    func testEveryScreenLeavesNoLiveSubscriptionAfterItQuits() {
        XCTAssertEqual(Set(ExampleScreens.scripts.map(\.name)), Set(ExampleScreens.names), "every screen has a script")
        for entry in ExampleScreens.scripts {
            let scope = SubscriptionScope("the \(entry.name) screen")
            var commands = entry.script.map(\.command).makeIterator()
            var whileRunning: SubscriptionSnapshot?
            scope.run {
                let known = ExampleScreens.runInteractive(
                    named: entry.name, tasksFile: directory.appendingPathComponent("tasks.json"),
                    readLine: {
                        if let command = commands.next() { return command }
                        whileRunning = scope.snapshot()
                        return "q"
                    }, write: { _ in })
                XCTAssertEqual(known, .quit, entry.name)
                XCTAssertNoLiveSubscriptions("the \(entry.name) screen left subscriptions alive after it quit")
            }
            XCTAssertFalse(
                whileRunning?.chains.isEmpty ?? true,
                "the \(entry.name) screen had live chains while it ran: \(whileRunning?.report ?? "none")")
        }
    }

    func testTheTourLeavesNoLiveSubscription() {
        let scope = SubscriptionScope("the tour")
        var frames = 0
        scope.run {
            ExampleScreens.tour { _ in frames += 1 }
            XCTAssertNoLiveSubscriptions("the tour left subscriptions alive")
        }
        XCTAssertGreaterThan(frames, 0)
    }
}
