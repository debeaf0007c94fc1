import Foundation
import Streams
import StreamsTest
import XCTest

private enum DebugFailure: Error { case boom }

final class DebugTests: LeakCheckingTestCase {
    private var lines = SharedLog<String>()
    private var previousOutput: (@Sendable (String) -> Void)?

    override func setUp() {
        super.setUp()
        lines = SharedLog<String>()
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
        XCTAssertEqual(
            lines.withoutTimestamps(),
            [
                "xs -> subscribed", "xs -> Event next(1)", "xs -> Event next(2)", "xs -> Event completed",
                "xs -> isDisposed",
            ])
        XCTAssertEqual(xs.subscriptionMarbles, ["^--!"])
    }

    func testDebugLogsAnUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-1#", values: digitMarbles, error: DebugFailure.boom)
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertMarbles(res, "-1#", values: digitMarbles, error: DebugFailure.boom)
        XCTAssertEqual(
            lines.withoutTimestamps(),
            ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event error(boom)", "xs -> isDisposed"])
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
        XCTAssertEqual(
            lines.withoutTimestamps(),
            ["mapped -> subscribed", "mapped -> Event next(1)", "mapped -> Event error(boom)", "mapped -> isDisposed"])
    }

    func testDebugLogsDisposalMidStreamOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 5
        let xs = scheduler.createHotObservable("--1-2", values: digitMarbles)
        let res = scheduler.start(disposed: 215) { xs.debug("xs") }
        XCTAssertMarbles(res, "--1", values: digitMarbles)
        XCTAssertEqual(lines.withoutTimestamps(), ["xs -> subscribed", "xs -> Event next(1)", "xs -> isDisposed"])
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
        XCTAssertEqual(lines.withoutTimestamps(), once + once)
    }

    func testDebugTrimsLongEventsWhenAsked() {
        let long = String(repeating: "a", count: 60)
        _ = Observable.just(long).debug("long", trimOutput: true).subscribe()
        let event = "next(\(long))"
        let trimmed = String(event.prefix(20)) + "..." + String(event.suffix(20))
        XCTAssertEqual(
            lines.withoutTimestamps(),
            ["long -> subscribed", "long -> Event \(trimmed)", "long -> Event completed", "long -> isDisposed"])
    }

    func testDebugWithoutAnIdentifierNamesTheFileLineAndFunction() {
        let line = #line + 1
        _ = Observable.just(1).debug().subscribe()
        let prefix = "DebugTests.swift:\(line) (testDebugWithoutAnIdentifierNamesTheFileLineAndFunction()) -> "
        XCTAssertEqual(lines.withoutTimestamps().first, prefix + "subscribed")
    }

    /// The doc comment's diagram.
    func testDebugDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--1--|", values: digitMarbles)
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertMarbles(res, "--1--|", values: digitMarbles)
        XCTAssertEqual(
            lines.withoutTimestamps(),
            ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event completed", "xs -> isDisposed"])
    }
}
