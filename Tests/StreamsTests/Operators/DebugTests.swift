import Foundation
import Streams
import StreamsTest
import XCTest

private enum DebugFailure: Error { case boom }

/// Collects `debug` lines; installed as `Hooks.debugOutput` for one test.
private final class DebugLines: @unchecked Sendable {
    // @unchecked Sendable: `lines` is only touched under `lock`.
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    /// The lines without their timestamps, after checking each has one.
    func contents(file: StaticString = #filePath, line: UInt = #line) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines.map { text in
            let pattern = #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: "#
            guard let range = text.range(of: pattern, options: .regularExpression) else {
                XCTFail("no timestamp in \(text)", file: file, line: line)
                return text
            }
            return String(text[range.upperBound...])
        }
    }
}

final class DebugTests: LeakCheckingTestCase {
    private var lines = DebugLines()
    private var previousOutput: (@Sendable (String) -> Void)?

    override func setUp() {
        super.setUp()
        lines = DebugLines()
        previousOutput = Hooks.debugOutput
        let lines = self.lines
        Hooks.debugOutput = { lines.append($0) }
    }

    override func tearDown() {
        if let previousOutput { Hooks.debugOutput = previousOutput }
        super.tearDown()
    }

    func testDebugLogsSubscriptionEventsAndDisposalAndPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event next(2)", "xs -> Event completed", "xs -> isDisposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDebugLogsAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, DebugFailure.boom)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, DebugFailure.boom)])
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event error(boom)", "xs -> isDisposed"])
    }

    func testDebugLogsTheErrorOfAThrowingOperatorBelowIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw DebugFailure.boom }
                return value
            }.debug("mapped")
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, DebugFailure.boom)])
        XCTAssertEqual(lines.contents(), ["mapped -> subscribed", "mapped -> Event next(1)", "mapped -> Event error(boom)", "mapped -> isDisposed"])
    }

    func testDebugLogsDisposalMidStreamOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 215) { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> isDisposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testDebugLogsEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let logged = xs.debug("cold")
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = logged.subscribe(first) }
        scheduler.scheduleAt(300) { _ = logged.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        let once = ["cold -> subscribed", "cold -> Event next(1)", "cold -> Event completed", "cold -> isDisposed"]
        XCTAssertEqual(lines.contents(), once + once)
    }

    func testDebugTrimsLongEventsWhenAsked() {
        let long = String(repeating: "a", count: 60)
        _ = Observable.just(long).debug("long", trimOutput: true).subscribe()
        let event = "next(\(long))"
        let trimmed = String(event.prefix(20)) + "..." + String(event.suffix(20))
        XCTAssertEqual(lines.contents(), ["long -> subscribed", "long -> Event \(trimmed)", "long -> Event completed", "long -> isDisposed"])
    }

    func testDebugWithoutAnIdentifierNamesTheFileLineAndFunction() {
        let line = #line + 1
        _ = Observable.just(1).debug().subscribe()
        let prefix = "DebugTests.swift:\(line) (testDebugWithoutAnIdentifierNamesTheFileLineAndFunction()) -> "
        XCTAssertEqual(lines.contents().first, prefix + "subscribed")
    }

    /// The doc comment's diagram.
    func testDebugDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(202, 1), .completed(205)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(205)])
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event completed", "xs -> isDisposed"])
    }
}
