import Foundation
import Streams
import StreamsTest
import XCTest

final class BindWithTests: LeakCheckingTestCase {
    private final class Screen {
        var titles: [String] = []
    }

    func testBindWithPassesTheObjectAndStopsOnceItIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        var seen: [String] = []
        let subscription = xs.bind(with: screen!) { screen, title in
            screen.titles.append(title)
            seen.append(title)
        }
        scheduler.scheduleAt(230) { screen = nil }
        scheduler.start()
        XCTAssertNil(weakScreen)
        XCTAssertEqual(seen, ["a", "b"])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 300)])
        subscription.dispose()
    }

    func testBindWithReportsAnErrorAsABindingError() {
        let messages = LockedBox<[String]>([])
        let original = Hooks.anomalyHandler
        Hooks.anomalyHandler = { message in messages.withLock { $0.append(message) } }
        defer { Hooks.anomalyHandler = original }
        let screen = Screen()
        _ = Observable<String>.error(traitError).bind(with: screen) { screen, title in screen.titles.append(title) }
        XCTAssertEqual(messages.value.count, 1)
        XCTAssertTrue(messages.value.first?.contains("bind(with:onNext:)") ?? false, "\(messages.value)")
        XCTAssertEqual(screen.titles, [])
    }
}
