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
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-12|", values: digitMarbles)
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertMarbles(res, "-12|", values: digitMarbles)
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event next(2)", "xs -> Event completed", "xs -> isDisposed"])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testDebugLogsAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: DebugFailure.boom)
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertMarbles(res, "-1#", values: digitMarbles, error: DebugFailure.boom)
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event error(boom)", "xs -> isDisposed"])
    }

    func testDebugLogsTheErrorOfAThrowingOperatorBelowIt() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-12", values: digitMarbles)
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw DebugFailure.boom }
                return value
            }.debug("mapped")
        }
        XCTAssertMarbles(res, "-1#", values: digitMarbles, error: DebugFailure.boom)
        XCTAssertEqual(lines.contents(), ["mapped -> subscribed", "mapped -> Event next(1)", "mapped -> Event error(boom)", "mapped -> isDisposed"])
    }

    func testDebugLogsDisposalMidStreamOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--1-2", values: digitMarbles)
        let res = scheduler.start(disposed: 215) { xs.debug("xs") }
        XCTAssertMarbles(res, "--1", values: digitMarbles)
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> isDisposed"])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testDebugLogsEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createColdObservable("-1|", values: digitMarbles)
        let logged = xs.debug("cold")
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = logged.subscribe(first) }
        scheduler.scheduleAt(300) { _ = logged.subscribe(second) }
        scheduler.start()
        XCTAssertMarbles(second, "-----------1|", values: digitMarbles)
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
        let xs = scheduler.createHotObservable("--1--|", values: digitMarbles)
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertMarbles(res, "--1--|", values: digitMarbles)
        XCTAssertEqual(lines.contents(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event completed", "xs -> isDisposed"])
    }
}
