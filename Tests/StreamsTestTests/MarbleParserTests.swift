import Streams
import StreamsTest
import XCTest

private enum MyError: Swift.Error, Equatable { case boom }

final class MarbleParserTests: LeakCheckingTestCase {
    func testColdDiagramStartsAtTheSubscription() throws {
        XCTAssertEqual(try Marbles.events("-a-|", values: ["a": 1]), [.next(201, 1), .completed(203)])
    }

    func testCharactersAreTheValuesOfAStringDiagram() throws {
        XCTAssertEqual(try Marbles.events("^-h-i-|"), [.next(202, "h"), .next(204, "i"), .completed(206)])
    }

    func testFramesBeforeTheSubscriptionPointAreEarlier() throws {
        XCTAssertEqual(
            try Marbles.events("a-^-b-|", values: ["a": 1, "b": 2]), [.next(198, 1), .next(202, 2), .completed(204)])
    }

    func testGroupIsSimultaneousAndLastsItsFullLength() throws {
        XCTAssertEqual(
            try Marbles.events("-(ab)c", values: ["a": 1, "b": 2, "c": 3]),
            [.next(201, 1), .next(201, 2), .next(205, 3)])
    }

    func testErrorMarkUsesTheErrorArgument() throws {
        XCTAssertEqual(
            try Marbles.events("-a#", values: ["a": 1], error: MyError.boom),
            [.next(201, 1), .error(202, MyError.boom)])
    }

    func testSpacesAreIgnored() throws {
        XCTAssertEqual(try Marbles.events(" - a  - | ", values: ["a": 1]), [.next(201, 1), .completed(203)])
    }

    func testTimeProgressionsUseFramesAndResolution() throws {
        let timing = MarbleTiming(ticksPerFrame: 10, resolution: 0.001)
        // a at frame 0; 10ms = 10 ticks; 2f = 20 ticks; b at 10 + 10 + 20 = 40.
        XCTAssertEqual(
            try Marbles.events("a 10ms 2f b", values: ["a": 1, "b": 2], timing: timing, subscribed: 0),
            [.next(0, 1), .next(40, 2)])
        XCTAssertEqual(
            try Marbles.events("a 3s b", values: ["a": 1, "b": 2], subscribed: 0), [.next(0, 1), .next(4, 2)])
    }

    func testASingleDigitAndLetterAfterASpaceAreValues() throws {
        XCTAssertEqual(
            try Marbles.events("- 1a", values: ["1": 1, "a": 2], subscribed: 0), [.next(1, 1), .next(2, 2)])
    }

    func testDigitsAndLettersAtTheStartAreValuesUnlessASpaceFollows() throws {
        XCTAssertEqual(
            try Marbles.events("12ms", subscribed: 0), [.next(0, "1"), .next(1, "2"), .next(2, "m"), .next(3, "s")])
        XCTAssertEqual(try Marbles.events("2s a", subscribed: 0), [.next(2, "a")])
    }

    func testTicksPerFrameStretchesTheDiagram() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createColdObservable("-a-|", values: ["a": 1])
        XCTAssertEqual(xs.recordedEvents, [.next(10, 1), .completed(30)])
    }

    func testHotAndColdObservablesFromDiagrams() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--^-a--b--|", values: ["a": 1, "b": 2])
        let ys = scheduler.createColdObservable("-a-#", values: ["a": 1], error: MyError.boom)
        XCTAssertEqual(xs.recordedEvents, [.next(202, 1), .next(205, 2), .completed(208)])
        XCTAssertEqual(ys.recordedEvents, [.next(1, 1), .error(3, MyError.boom)])
        let res = scheduler.start { ys }
        XCTAssertEqual(res.events, [.next(201, 1), .error(203, MyError.boom)])
        XCTAssertEqual(ys.subscriptionMarbles, ["^--!"])
    }

    func testSubscriptionDiagrams() throws {
        XCTAssertEqual(try Marbles.subscription("^----!"), Subscription(200, 205))
        XCTAssertEqual(try Marbles.subscription("--^"), Subscription(202))
        XCTAssertEqual(try Marbles.subscription("-(^!)"), Subscription(201, 201))
        XCTAssertEqual(try Marbles.subscription("^-!", timing: MarbleTiming(ticksPerFrame: 10)), Subscription(200, 220))
    }
}

final class MarbleRendererTests: LeakCheckingTestCase {
    func testRendersRecordedEventsWithTheValuesTableInReverse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--^-a--b--|", values: ["a": 1, "b": 2])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.marbles(values: ["x": 10, "y": 20]), "--x--y--|")
        XCTAssertMarbles(res, "--x--y--|", values: ["x": 10, "y": 20])
    }

    func testRendersGroupsErrorsAndEarlyEvents() {
        let events: [Recorded<Event<Int>>] = [.next(198, 1), .next(200, 2), .next(200, 3), .error(205, MyError.boom)]
        XCTAssertEqual(Marbles.render(events, values: ["a": 1, "b": 2, "c": 3]).diagram, "a-(^bc)#")
    }

    func testMissingElementIsAPlaceholderAndListed() {
        let events: [Recorded<Event<Int>>] = [.next(201, 1), .next(202, 7)]
        let rendering = Marbles.render(events, values: ["a": 1])
        XCTAssertEqual(rendering.diagram, "-a?")
        XCTAssertEqual(rendering.problems, ["no key in values for .next(202, 7) (drawn as '?')"])
        XCTAssertEqual(rendering.text, "-a?  ‹no key in values for .next(202, 7) (drawn as '?')›")
    }

    func testEventsBetweenFramesAreReportedNotRounded() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(221, 2)]
        let rendering = Marbles.render(events, values: ["a": 1, "b": 2], timing: MarbleTiming(ticksPerFrame: 10))
        XCTAssertEqual(rendering.diagram, "-a")
        XCTAssertEqual(rendering.problems, [".next(221, b) is between frames (1 tick after frame 2 of 10 ticks)"])
    }

    func testEventInsideAGroupSpanIsReported() {
        let events: [Recorded<Event<Int>>] = [.next(200, 1), .next(200, 1), .next(202, 1)]
        let rendering = Marbles.render(events, values: ["a": 1])
        XCTAssertEqual(rendering.diagram, "(aa)")
        XCTAssertEqual(
            rendering.problems,
            [".next(202, a) falls inside the span of the previous event or group; it cannot be drawn at frame 2"])
    }

    func testHotObservableSubscriptionMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let texts = scheduler.createHotObservable("^-h-i-|")
        _ = scheduler.start { texts }
        XCTAssertEqual(texts.subscriptionMarbles, ["^-----!"])
    }

    func testSubscriptionRendering() {
        XCTAssertEqual(Marbles.render(Subscription(202)).text, "--^")
        XCTAssertEqual(Marbles.render(Subscription(200, 200)).text, "(^!)")
        XCTAssertEqual(Marbles.render(Subscription(200, 230), timing: MarbleTiming(ticksPerFrame: 10)).text, "^--!")
        XCTAssertEqual(
            Marbles.render(Subscription(150, 230)).problems,
            ["subscribe at 150 is before the origin 200; pass an earlier origin"])
    }

    func testAssertionMessageShowsBothDiagramsCaretAndEvents() throws {
        let events: [Recorded<Event<Int>>] = [.next(202, 10), .next(205, 30), .completed(208)]
        let message = try Marbles.difference(events, "--x--y--|", values: ["x": 10, "y": 20])
        XCTAssertEqual(
            message,
            """
            Marbles differ at frame 5 (tick 205):
              expected: --x--y--|
              actual:   --x--?--|
                             ^
              expected but not received: .next(205, y)
              received but not expected: .next(205, 30)
              not drawn exactly: no key in values for .next(205, 30) (drawn as '?')
            """)
        XCTAssertNil(try Marbles.difference(events, "--x--z--|", values: ["x": 10, "z": 30]))
    }

    func testAssertionReportsEventsBetweenFrames() throws {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let events: [Recorded<Event<Int>>] = [.next(211, 1)]
        let message = try Marbles.difference(events, "-a", values: ["a": 1], timing: scheduler.marbleTiming)
        XCTAssertEqual(
            message,
            """
            Marbles differ at frame 1 (tick 210):
              expected: -a
              actual:   
                        ^
              expected but not received: .next(210, a)
              received but not expected: .next(211, a)
              not drawn exactly: .next(211, a) is between frames (1 tick after frame 1 of 10 ticks)
            """)
    }

    func testErrorsMatchAnyErrorUnlessOneIsGiven() throws {
        let events: [Recorded<Event<Int>>] = [.error(201, MyError.boom)]
        XCTAssertNil(try Marbles.difference(events, "-#"))
        XCTAssertNil(try Marbles.difference(events, "-#", error: MyError.boom))
        XCTAssertNotNil(try Marbles.difference(events, "-#", error: MarbleDefaultError()))
    }
}
